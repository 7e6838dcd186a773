/**
 * Issue 31: a buyer sends the basket as a quote request. The request copies the buyer's details
 * and each available product's title (a record of what was asked of whom); the basket empties in
 * the same transaction, so a request is stored whole or not at all, and a repeated post (the
 * form's submission key, decision 008) stores one.
 */
import { and, eq, inArray } from "drizzle-orm";

import type { User } from "~/.server/accounts/users";
import { rememberLanguage } from "~/.server/accounts/users";
import { schema, writeTransaction } from "~/.server/db";
import { notifyQuoteRequested } from "~/.server/email/notifications";
import { type Done, type Refused, refused } from "~/.server/result";
import { announceQuoteRequest } from "~/.server/webhooks/events";
import { quoteRuleCopy } from "~/lib/copy/quotes";
import type { Lang } from "~/lib/i18n/locales";
import type { BasketLine, QuoteRequestInput } from "~/lib/schemas/quotes";

const { quoteBasketItems: basket, products, quotes, quoteRequestLines } = schema;

export type QuoteRow = typeof schema.quotes.$inferSelect;
export type RequestResult = Done<QuoteRow> | Refused<"empty">;

/** "QR-000042": the request's reference in emails and on the screens. */
export const quoteRequestReference = (id: number): string => `QR-${String(id).padStart(6, "0")}`;

/**
 * Stores the request from the basket as the page last showed it (`lines`: the quantities and
 * notes posted with Send; lines not in the basket are ignored), then empties the basket.
 * Products no longer available are left out; with none left, nothing is stored.
 */
export function sendQuoteRequest(user: User, lines: readonly BasketLine[], input: QuoteRequestInput, { lang }: { lang?: Lang } = {}): RequestResult {
  return writeTransaction((tx): RequestResult => {
    const posted = new Map(lines.map((line) => [line.product_id, line]));
    const items = tx
      .select({ product_id: basket.product_id, quantity: basket.quantity, note: basket.note, title: products.title, is_available: products.is_available })
      .from(basket)
      .innerJoin(products, eq(products.id, basket.product_id))
      .where(eq(basket.user_id, user.id))
      .orderBy(basket.added_at, basket.product_id)
      .all()
      .filter((item) => item.is_available);
    if (items.length === 0) return refused("empty", quoteRuleCopy.basketEmpty);
    const quote = tx
      .insert(quotes)
      .values({
        user_id: user.id,
        buyer_name: user.user_name,
        business_name: user.business_name,
        buyer_email: user.user_email,
        buyer_phone: user.contact_number,
        delivery_city: input.delivery_city,
        delivery_state: input.delivery_state,
        gstin: input.gstin,
        needed_by: input.needed_by,
        message: input.message,
      })
      .returning()
      .get();
    const requested = tx
      .insert(quoteRequestLines)
      .values(
        items.map((item, index) => ({
          quote_id: quote.id,
          position: index + 1,
          product_id: item.product_id,
          product_title: item.title,
          quantity: posted.get(item.product_id)?.quantity ?? item.quantity,
          note: posted.get(item.product_id)?.note ?? item.note,
        })),
      )
      .returning()
      .all();
    tx.delete(basket)
      .where(
        and(
          eq(basket.user_id, user.id),
          inArray(
            basket.product_id,
            items.map((item) => item.product_id),
          ),
        ),
      )
      .run();
    if (lang) rememberLanguage(user.id, lang, tx);
    // The team hears of it in the same transaction (the outbox): no request without its email.
    notifyQuoteRequested(tx, quote, requested);
    announceQuoteRequest(tx, quote, requested);
    return { ok: true, record: quote };
  });
}
