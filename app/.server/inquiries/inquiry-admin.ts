/**
 * Product and portfolio inquiries as the panel (and the admin JSON API) read and close them:
 * lists with search, status filter and pages of 12, one inquiry, and the status change of the
 * spec's Close button (PATCH .../status/). Replies live in replies.ts (they also queue the email).
 * Who may do this is checked by the caller.
 */
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

import type { User } from "~/.server/accounts/users";
import { recordAudit } from "~/.server/activity/audit";
import { db, schema, writeTransaction } from "~/.server/db";
import { searchWithReference } from "~/.server/search/references";
import { inquiryPanelCopy } from "~/lib/copy/panel-shop";
import { INQUIRY_STATUSES, type InquiryStatus, isOneOf, type ProductRequestKind } from "~/lib/statuses";

export const INQUIRIES_PAGE_SIZE = 12;
export { INQUIRY_STATUSES, type InquiryStatus };

export type ProductInquiryRecord = typeof schema.productInquiries.$inferSelect;
export type PortfolioInquiryRecord = typeof schema.portfolioInquiries.$inferSelect;
export type InquiryKind = "product" | "portfolio";

/**
 * `userId` keeps one account's own inquiries (the API's /inquiries/user/ lists); `requestKind`
 * (product inquiries only, issue 29) keeps one kind: the spec's inquiries, "Notify me" or "Make one" requests.
 */
export type InquiryListOptions = {
  q?: string;
  status?: InquiryStatus | null;
  page?: number;
  pageSize?: number;
  userId?: number;
  requestKind?: ProductRequestKind | null;
};
export type InquiryList<T> = {
  results: T[];
  count: number;
  page: number;
  pageSize: number;
  pages: number;
  /** How many inquiries of each status match the search (for the filter's badges). */
  statusCounts: Record<InquiryStatus, number>;
};

const tables = {
  product: {
    table: schema.productInquiries,
    entity: "ProductInquiry",
    searchIn: [
      schema.productInquiries.product_title,
      schema.productInquiries.product_category,
      schema.productInquiries.inquirer_name,
      schema.productInquiries.inquirer_email,
      schema.productInquiries.message,
    ],
  },
  portfolio: {
    table: schema.portfolioInquiries,
    entity: "PortfolioInquiry",
    searchIn: [
      schema.portfolioInquiries.portfolio_title,
      schema.portfolioInquiries.inquirer_name,
      schema.portfolioInquiries.inquirer_email,
      schema.portfolioInquiries.message,
    ],
  },
} as const;

export function isInquiryStatus(value: unknown): value is InquiryStatus {
  return isOneOf(INQUIRY_STATUSES, value);
}

/**
 * An account's own inquiries of one kind: the one rule behind the API's /inquiries/user/ lists,
 * /account/inquiries, the account's data export and its erasure (accounts/personal-data.ts).
 */
export function ownedBy(kind: InquiryKind, userId: number): SQL {
  return eq(tables[kind].table.user_id, userId);
}

function listInquiries<T>(kind: InquiryKind, options: InquiryListOptions): InquiryList<T> {
  const { table, searchIn } = tables[kind];
  const pageSize = options.pageSize ?? INQUIRIES_PAGE_SIZE;
  const search: SQL | undefined = and(
    searchWithReference(kind, options.q ?? "", table.id, searchIn as unknown as SQLiteColumn[]),
    options.userId !== undefined ? ownedBy(kind, options.userId) : undefined,
    kind === "product" && options.requestKind ? eq(schema.productInquiries.request_kind, options.requestKind) : undefined,
  );
  const where = and(search, options.status ? eq(table.status, options.status) : undefined);

  const statusCounts = Object.fromEntries(INQUIRY_STATUSES.map((status) => [status, 0])) as Record<InquiryStatus, number>;
  for (const row of db().select({ status: table.status, value: count() }).from(table).where(search).groupBy(table.status).all()) {
    statusCounts[row.status] = row.value;
  }
  const total = options.status ? statusCounts[options.status] : Object.values(statusCounts).reduce((sum, value) => sum + value, 0);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, options.page ?? 1), pages);
  const results = db()
    .select()
    .from(table)
    .where(where)
    .orderBy(desc(table.created_at), desc(table.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all() as T[];
  return { results, count: total, page, pageSize, pages, statusCounts };
}

export function listProductInquiries(options: InquiryListOptions = {}): InquiryList<ProductInquiryRecord> {
  return listInquiries<ProductInquiryRecord>("product", options);
}

export function listPortfolioInquiries(options: InquiryListOptions = {}): InquiryList<PortfolioInquiryRecord> {
  return listInquiries<PortfolioInquiryRecord>("portfolio", options);
}

export function getProductInquiry(id: number): ProductInquiryRecord | null {
  return db().select().from(schema.productInquiries).where(eq(schema.productInquiries.id, id)).get() ?? null;
}

export function getPortfolioInquiry(id: number): PortfolioInquiryRecord | null {
  return db().select().from(schema.portfolioInquiries).where(eq(schema.portfolioInquiries.id, id)).get() ?? null;
}

/** The account an inquiry was sent from, as the team's view shows it (issue 32, defect 5). */
export type InquirerAccount = { business_name: string; contact_number: string; city: string };

/**
 * The business name, phone and city of the account behind an inquiry (every inquiry is sent
 * signed in); null when it has none any more (an erased or deleted account).
 */
export function getInquirerAccount(userId: number | null): InquirerAccount | null {
  if (userId === null) return null;
  const { users } = schema;
  return (
    db().select({ business_name: users.business_name, contact_number: users.contact_number, city: users.city }).from(users).where(eq(users.id, userId)).get() ??
    null
  );
}

export type StatusResult<T> = { ok: true; record: T; changed: boolean } | { ok: false; reason: "not_found" | "invalid"; message: string };

function setStatus<T>(kind: InquiryKind, id: number, status: unknown, actor: User): StatusResult<T> {
  if (!isInquiryStatus(status)) return { ok: false, reason: "invalid", message: inquiryPanelCopy.failedToUpdateStatus };
  const { table, entity } = tables[kind];
  return writeTransaction((tx): StatusResult<T> => {
    const current = tx.select().from(table).where(eq(table.id, id)).get();
    if (!current) return { ok: false, reason: "not_found", message: inquiryPanelCopy.notFound };
    if (current.status === status) return { ok: true, record: current as T, changed: false };
    const record = tx.update(table).set({ status }).where(eq(table.id, id)).returning().get();
    recordAudit(actor, "status_change", entity, id, `${current.status} -> ${status} (${current.inquirer_email})`);
    return { ok: true, record: record as T, changed: true };
  });
}

/** Sets an inquiry's status (the panel's Close sets 'closed'); setting the status it already has changes nothing. */
export function updateInquiryStatus(kind: "product", id: number, status: unknown, actor: User): StatusResult<ProductInquiryRecord>;
export function updateInquiryStatus(kind: "portfolio", id: number, status: unknown, actor: User): StatusResult<PortfolioInquiryRecord>;
export function updateInquiryStatus(kind: InquiryKind, id: number, status: unknown, actor: User) {
  return setStatus(kind, id, status, actor);
}

/**
 * Reopens a closed inquiry (a Close pressed by mistake): back to replied when it has a reply,
 * else pending. An inquiry that is not closed is left as it is.
 */
export function reopenInquiry(kind: InquiryKind, id: number, actor: User): StatusResult<ProductInquiryRecord | PortfolioInquiryRecord> {
  const { table } = tables[kind];
  const current = db().select({ status: table.status, reply_message: table.reply_message }).from(table).where(eq(table.id, id)).get();
  if (!current) return { ok: false, reason: "not_found", message: inquiryPanelCopy.notFound };
  if (current.status !== "closed") return setStatus(kind, id, current.status, actor);
  return setStatus(kind, id, current.reply_message ? "replied" : "pending", actor);
}
