/**
 * Inquiries from signed-in accounts about a product or a portfolio project. The record keeps a
 * copy of what was asked about and by whom, so it stays readable if the item or account goes.
 */
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/sqlite-core";

import { rememberLanguage, type User } from "~/.server/accounts/users";
import { type AppDatabase, db, schema, writeTransaction } from "~/.server/db";
import { notifyBackInStock, notifyPortfolioInquiry, notifyProductInquiry, notifyProductRequest } from "~/.server/email/notifications";
import { windowOf } from "~/.server/paging";
import { type Done, type Refused, refused } from "~/.server/result";
import { inLanguage, type LanguageOption, readTranslations, translationLanguage } from "~/.server/translations/translations";
import { announcePortfolioInquiry, announceProductInquiry } from "~/.server/webhooks/events";
import { inquiryCopy } from "~/lib/copy/inquiries";
import { productRequestCopy } from "~/lib/copy/product-requests";
import type { Lang } from "~/lib/i18n/locales";
import { can } from "~/lib/permissions";
import type { PortfolioInquiryInput, ProductInquiryInput, ProductRequestInput } from "~/lib/schemas/inquiries";
import type { ProductRequestKind } from "~/lib/statuses";

import { INQUIRIES_PAGE_SIZE, type InquiryKind, ownedBy, type PortfolioInquiryRecord, type ProductInquiryRecord } from "./inquiry-admin";

export type InquiryResult<T> = Done<T> | Refused<"not_found" | "unavailable" | "forbidden">;

/**
 * Whether the account may send inquiries and requests at all: the permission table's
 * "send:inquiries" (the spec: accounts other than an administrator's). Every door reads this
 * refusal (the pages and the API ask the table first, so it is their guard too).
 */
function mayNotInquire(user: User): Refused<"forbidden"> | null {
  return can(user, "send:inquiries") ? null : refused("forbidden", inquiryCopy.teamCannotSend);
}

/** The item is gone, hidden or out of stock: the same words for each (spec section 8). */
const unavailable = (reason: "not_found" | "unavailable") => refused(reason, inquiryCopy.itemUnavailable);

/** The language of the page an inquiry was sent from; absent (the API) is English and leaves the account's as it is. */
export type InquiryOptions = { lang?: Lang };

/**
 * The inquiry, the workshop's notification and the person's acknowledgement are written in one
 * transaction: all three or none. The acknowledgement is in the page's language, which the
 * account keeps so the team's reply is emailed in it too (docs/decisions/017).
 */
export function createProductInquiry(
  user: User,
  input: ProductInquiryInput,
  { lang }: InquiryOptions = {},
): InquiryResult<typeof schema.productInquiries.$inferSelect> {
  const notAllowed = mayNotInquire(user);
  if (notAllowed) return notAllowed;
  return writeTransaction((tx): InquiryResult<typeof schema.productInquiries.$inferSelect> => {
    const product = productAskedAbout(tx, input.product_item);
    if (!product) return unavailable("not_found");
    if (!product.is_available) return unavailable("unavailable");
    const inquiry = insertProductRequest(tx, user, product, {
      message: input.message,
      quantity: input.quantity ?? null,
      budget: input.budget ?? null,
      delivery_timeline: input.delivery_timeline ?? null,
    });
    if (lang) rememberLanguage(user.id, lang, tx);
    notifyProductInquiry(tx, inquiry, lang);
    announceProductInquiry(tx, inquiry);
    return { ok: true, record: inquiry };
  });
}

type ProductInquiryRow = typeof schema.productInquiries.$inferSelect;

/** The product an inquiry or a request is about, with what the record keeps a copy of. */
function productAskedAbout(tx: AppDatabase, id: number) {
  return tx
    .select({
      id: schema.products.id,
      title: schema.products.title,
      price: schema.products.price,
      is_available: schema.products.is_available,
      category_name: schema.productCategories.name,
    })
    .from(schema.products)
    .innerJoin(schema.productCategories, eq(schema.products.category, schema.productCategories.id))
    .where(eq(schema.products.id, id))
    .get();
}

function insertProductRequest(
  tx: AppDatabase,
  user: User,
  product: NonNullable<ReturnType<typeof productAskedAbout>>,
  values: Pick<ProductInquiryRow, "message" | "quantity" | "budget" | "delivery_timeline"> & { request_kind?: ProductRequestKind },
): ProductInquiryRow {
  return tx
    .insert(schema.productInquiries)
    .values({
      product_item: product.id,
      user_id: user.id,
      product_title: product.title,
      product_category: product.category_name,
      product_price: product.price,
      inquirer_name: user.user_name,
      inquirer_email: user.user_email,
      ...values,
    })
    .returning()
    .get();
}

export type ProductRequestResult = Done<ProductInquiryRow> | Refused<"not_found" | "not_allowed" | "forbidden">;

/**
 * Issue 29 (docs/decisions/028): a signed-in buyer's request about a product that is not
 * available: "Notify me" (emailed once when it is available again: notifyBuyersOfReturn) or "Ask to
 * make one" (the inquiry's fields; the team answers it as an inquiry). Both are product inquiries
 * of their own kind, so the team sees them in its inquiries. Refused for a product that is
 * available (the spec's inquiry is the way to ask about it). A second "Notify me" while the first
 * still waits stores nothing and answers with the first. The page's language is remembered on the
 * account, so the email that the piece is back is written in it.
 */
export function createProductRequest(user: User, input: ProductRequestInput, { lang }: InquiryOptions = {}): ProductRequestResult {
  const notAllowed = mayNotInquire(user);
  if (notAllowed) return notAllowed;
  return writeTransaction((tx): ProductRequestResult => {
    const product = productAskedAbout(tx, input.product_item);
    if (!product) return refused("not_found", inquiryCopy.itemUnavailable);
    if (product.is_available) return refused("not_allowed", productRequestCopy.requestAvailable);
    if (input.request_kind === "notify") {
      const waiting = tx
        .select()
        .from(schema.productInquiries)
        .where(
          and(
            eq(schema.productInquiries.product_item, product.id),
            eq(schema.productInquiries.user_id, user.id),
            eq(schema.productInquiries.request_kind, "notify"),
            isNull(schema.productInquiries.notified_at),
          ),
        )
        .get();
      if (waiting) return { ok: true, record: waiting };
    }
    const request = insertProductRequest(
      tx,
      user,
      product,
      input.request_kind === "notify"
        ? { request_kind: "notify", message: "", quantity: null, budget: null, delivery_timeline: null }
        : {
            request_kind: "make",
            message: input.message,
            quantity: input.quantity ?? null,
            budget: input.budget ?? null,
            delivery_timeline: input.delivery_timeline ?? null,
          },
    );
    if (lang) rememberLanguage(user.id, lang, tx);
    notifyProductRequest(tx, request, lang);
    announceProductInquiry(tx, request);
    return { ok: true, record: request };
  });
}

/** Whether the account waits to hear that the product is back (its page shows so instead of the button). */
export function isWaitingForProduct(userId: number, productId: number): boolean {
  return Boolean(
    db()
      .select({ id: schema.productInquiries.id })
      .from(schema.productInquiries)
      .where(
        and(
          eq(schema.productInquiries.product_item, productId),
          eq(schema.productInquiries.user_id, userId),
          eq(schema.productInquiries.request_kind, "notify"),
          isNull(schema.productInquiries.notified_at),
        ),
      )
      .get(),
  );
}

/**
 * The one place a product's return is told (issue 29): called in the write transaction of every
 * change of a product (the panel's form and its Available switch, the API's manage_data), it looks
 * at the product as it now is. Available: each "Notify me" still waiting whose account is approved
 * gets one email, at the account's current address and in its language, and is marked notified,
 * so it is never sent twice. Requests are only taken while the product is unavailable, so a
 * waiting one on an available product means it has just come back. Answers how many were queued.
 */
export function notifyBuyersOfReturn(tx: AppDatabase, productId: number): number {
  const product = tx
    .select({ id: schema.products.id, is_available: schema.products.is_available })
    .from(schema.products)
    .where(eq(schema.products.id, productId))
    .get();
  if (!product?.is_available) return 0;
  const waiting = tx
    .select({ request: schema.productInquiries, account: schema.users })
    .from(schema.productInquiries)
    .innerJoin(schema.users, eq(schema.productInquiries.user_id, schema.users.id))
    .where(
      and(
        eq(schema.productInquiries.product_item, productId),
        eq(schema.productInquiries.request_kind, "notify"),
        isNull(schema.productInquiries.notified_at),
        eq(schema.users.account_status, "approved"),
      ),
    )
    .orderBy(schema.productInquiries.id)
    .all();
  if (waiting.length === 0) return 0;
  const titles = productTitles(productId);
  const now = new Date().toISOString();
  for (const { request, account } of waiting) {
    notifyBackInStock(tx, request, account, titles[account.language] || request.product_title);
    tx.update(schema.productInquiries).set({ notified_at: now }).where(eq(schema.productInquiries.id, request.id)).run();
  }
  return waiting.length;
}

/** The product's title in each language (its translation where there is one), for the email that it is back. */
function productTitles(productId: number): Partial<Record<Lang, string>> {
  const product = db().select({ title: schema.products.title }).from(schema.products).where(eq(schema.products.id, productId)).get();
  const translations = readTranslations("product", productId);
  return { en: product?.title, gu: translations.gu?.title, hi: translations.hi?.title };
}

export function createPortfolioInquiry(
  user: User,
  input: PortfolioInquiryInput,
  { lang }: InquiryOptions = {},
): InquiryResult<typeof schema.portfolioInquiries.$inferSelect> {
  const notAllowed = mayNotInquire(user);
  if (notAllowed) return notAllowed;
  return writeTransaction((tx): InquiryResult<typeof schema.portfolioInquiries.$inferSelect> => {
    const project = tx
      .select({ id: schema.portfolioItems.id, title: schema.portfolioItems.title })
      .from(schema.portfolioItems)
      .where(and(eq(schema.portfolioItems.id, input.portfolio_item), eq(schema.portfolioItems.is_public, true)))
      .get();
    if (!project) return unavailable("not_found");
    const inquiry = tx
      .insert(schema.portfolioInquiries)
      .values({
        portfolio_item: project.id,
        user_id: user.id,
        portfolio_title: project.title,
        inquirer_name: user.user_name,
        inquirer_email: user.user_email,
        message: input.message,
        budget: input.budget ?? null,
        timeline: input.timeline ?? null,
      })
      .returning()
      .get();
    if (lang) rememberLanguage(user.id, lang, tx);
    notifyPortfolioInquiry(tx, inquiry, lang);
    announcePortfolioInquiry(tx, inquiry);
    return { ok: true, record: inquiry };
  });
}

/**
 * One of the person's inquiries on /account/inquiries, with its kind and the item's title in the
 * language asked for: the item's translated title when it is still listed and has one, else the
 * title the inquiry stored (`titleUntranslated` then, for pages that mark it lang="en").
 */
type FoundInquiry = { kind: "product"; record: ProductInquiryRecord } | { kind: "portfolio"; record: PortfolioInquiryRecord };
export type OwnInquiry = FoundInquiry & {
  title: string;
  titleUntranslated?: boolean;
};

const inquiryTables = { product: schema.productInquiries, portfolio: schema.portfolioInquiries } as const;

/**
 * The account's product and portfolio inquiries together, newest first, a page at a time (the
 * page is clamped to the last one). Which inquiries are the account's is `ownedBy`, the rule of
 * the API's /inquiries/user/ lists: one union of both tables' ids picks the page, then the page's
 * rows are read.
 */
export function listOwnInquiries(userId: number, paging: { page?: number; pageSize?: number } & LanguageOption = {}) {
  const pageSize = paging.pageSize ?? INQUIRIES_PAGE_SIZE;
  const countOf = (kind: InquiryKind) => db().select({ value: count() }).from(inquiryTables[kind]).where(ownedBy(kind, userId)).get()?.value ?? 0;
  const total = countOf("product") + countOf("portfolio");
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, paging.page ?? 1), pages);
  const { limit, offset } = windowOf({ page, pageSize }, pageSize);

  const ids = (kind: InquiryKind) => {
    const table = inquiryTables[kind];
    return db()
      .select({ kind: sql<InquiryKind>`${kind}`.as("kind"), id: table.id, created_at: table.created_at })
      .from(table)
      .where(ownedBy(kind, userId));
  };
  const window = unionAll(ids("product"), ids("portfolio"))
    .orderBy(desc(sql`created_at`), desc(sql`kind`), desc(sql`id`))
    .limit(limit)
    .offset(offset)
    .all();

  const rowsOf = <K extends InquiryKind>(kind: K) => {
    const wanted = window.filter((row) => row.kind === kind).map((row) => row.id);
    const table = inquiryTables[kind];
    const rows = wanted.length ? db().select().from(table).where(inArray(table.id, wanted)).all() : [];
    return new Map(rows.map((row) => [row.id, row]));
  };
  const products = rowsOf("product");
  const portfolio = rowsOf("portfolio");
  const found = window.flatMap((row): FoundInquiry[] => {
    if (row.kind === "product") {
      const record = products.get(row.id);
      return record ? [{ kind: "product", record }] : [];
    }
    const record = portfolio.get(row.id);
    return record ? [{ kind: "portfolio", record: record as PortfolioInquiryRecord }] : [];
  });
  return { results: withItemTitles(found, paging.lang), count: total, page, pageSize };
}

/** Each inquiry's item title in `lang` (translations.ts `inLanguage`, one query per kind; none in English). */
function withItemTitles(found: FoundInquiry[], lang: LanguageOption["lang"]): OwnInquiry[] {
  const itemOf = (inquiry: FoundInquiry) =>
    inquiry.kind === "product"
      ? { id: inquiry.record.product_item, title: inquiry.record.product_title }
      : { id: inquiry.record.portfolio_item, title: inquiry.record.portfolio_title };
  const titlesOf = (kind: InquiryKind) => {
    const listed = found
      .filter((inquiry) => inquiry.kind === kind)
      .flatMap((inquiry) => {
        const { id, title } = itemOf(inquiry);
        return id === null ? [] : [{ id, title }];
      });
    const translated = inLanguage(kind === "product" ? "product" : "portfolio_item", listed, lang, (row) => row);
    return new Map(translated.map((row) => [row.id, row]));
  };
  const titles = { product: titlesOf("product"), portfolio: titlesOf("portfolio") };
  const translating = translationLanguage(lang) !== null;
  return found.map((inquiry) => {
    const { id, title } = itemOf(inquiry);
    const read = id === null ? undefined : titles[inquiry.kind].get(id);
    // An item no longer listed keeps the title the inquiry stored, in English.
    const untranslated = translating && (read ? (read.untranslated ?? []).includes("title") : true);
    return { ...inquiry, title: read?.title ?? title, ...(untranslated ? { titleUntranslated: true } : {}) } as OwnInquiry;
  });
}
