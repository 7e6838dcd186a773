/**
 * Issue 31: an approved buyer's quote basket, kept on the server: what "Add to quote" collects
 * and the basket page (/quote) shows and sends. Only available products go in; a product that
 * becomes unavailable stays in the basket marked so, and is left out when the request is sent.
 */
import { and, asc, count, eq } from "drizzle-orm";

import { db, schema, writeTransaction } from "~/.server/db";
import { type Done, type Refused, refused } from "~/.server/result";
import { quoteRuleCopy } from "~/lib/copy/quotes";
import { type BasketAdd, type BasketLine, QUOTE_LIMITS } from "~/lib/schemas/quotes";

const { quoteBasketItems: basket, products } = schema;

export type BasketItem = {
  product_id: number;
  title: string;
  image_url: string;
  price: number;
  sku: string | null;
  is_available: boolean;
  quantity: number;
  note: string;
};

/** The basket's lines, oldest first, with what the page shows of each product. */
export function basketOf(userId: number): BasketItem[] {
  return db()
    .select({
      product_id: basket.product_id,
      title: products.title,
      image_url: products.image_url,
      price: products.price,
      sku: products.sku,
      is_available: products.is_available,
      quantity: basket.quantity,
      note: basket.note,
    })
    .from(basket)
    .innerJoin(products, eq(products.id, basket.product_id))
    .where(eq(basket.user_id, userId))
    .orderBy(asc(basket.added_at), asc(basket.product_id))
    .all();
}

/** How many products the basket holds (the header's count). */
export function basketCount(userId: number): number {
  return db().select({ value: count() }).from(basket).where(eq(basket.user_id, userId)).get()?.value ?? 0;
}

export type BasketResult = Done<{ quantity: number }> | Refused<"not_found" | "unavailable" | "not_allowed">;

/**
 * Adds a product, or more of one already there (at most 10,000 of a product). A second tap adds
 * the quantity again, as a shop's "Add to cart" does; the basket page shows the sum to change.
 */
export function addToBasket(userId: number, input: BasketAdd): BasketResult {
  return writeTransaction((tx): BasketResult => {
    const product = tx.select({ is_available: products.is_available }).from(products).where(eq(products.id, input.product_id)).get();
    if (!product) return refused("not_found", quoteRuleCopy.productUnavailable);
    if (!product.is_available) return refused("unavailable", quoteRuleCopy.productUnavailable);
    const existing = tx
      .select({ quantity: basket.quantity })
      .from(basket)
      .where(and(eq(basket.user_id, userId), eq(basket.product_id, input.product_id)))
      .get();
    if (existing) {
      const quantity = Math.min(existing.quantity + input.quantity, QUOTE_LIMITS.quantity);
      tx.update(basket)
        .set({ quantity })
        .where(and(eq(basket.user_id, userId), eq(basket.product_id, input.product_id)))
        .run();
      return { ok: true, record: { quantity } };
    }
    const lines = tx.select({ value: count() }).from(basket).where(eq(basket.user_id, userId)).get()?.value ?? 0;
    if (lines >= QUOTE_LIMITS.basketLines) return refused("not_allowed", quoteRuleCopy.basketFull);
    tx.insert(basket).values({ user_id: userId, product_id: input.product_id, quantity: input.quantity }).run();
    return { ok: true, record: { quantity: input.quantity } };
  });
}

/** The basket page's quantities and notes, saved as posted (lines not in the basket are ignored). */
export function saveBasket(userId: number, lines: readonly BasketLine[]): void {
  writeTransaction((tx) => {
    for (const line of lines) {
      tx.update(basket)
        .set({ quantity: line.quantity, note: line.note })
        .where(and(eq(basket.user_id, userId), eq(basket.product_id, line.product_id)))
        .run();
    }
  });
}

export function removeFromBasket(userId: number, productId: number): void {
  writeTransaction((tx) => {
    tx.delete(basket)
      .where(and(eq(basket.user_id, userId), eq(basket.product_id, productId)))
      .run();
  });
}
