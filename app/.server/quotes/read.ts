/**
 * Issue 31: quotes as the buyer and the team read them. The buyer reads only their own (another
 * buyer's quote is "not found"), sees the last revision sent and never the team's notes or
 * drafts; the team reads every quote with its drafts and revisions.
 */
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";

import { db, schema } from "~/.server/db";
import { windowOf } from "~/.server/paging";
import { indianToday } from "~/lib/schemas/quotes";
import type { QuoteStatus } from "~/lib/statuses";

import { orderOfQuote } from "./orders";
import { latestDraft, latestSentRevision } from "./pricing";
import { type QuotationView, quotationView, type QuoteRow, type RevisionRow } from "./quotation";
import { quoteRequestReference } from "./requests";
import { quoteStatusOn } from "./status";

const { quotes, quoteRequestLines, quotationRevisions: revisions, orders } = schema;

export type RequestLineRow = typeof schema.quoteRequestLines.$inferSelect;

export type QuoteSummary = {
  id: number;
  reference: string;
  quote_number: string | null;
  status: QuoteStatus;
  buyer_name: string;
  business_name: string;
  delivery_city: string;
  created_at: string;
  updated_at: string;
  lines: number;
  revision: number | null;
  valid_until: string | null;
  total_paise: number | null;
  order_number: string | null;
};

/** The last sent revision's number, validity and total beside each quote, and its order's number. */
function summaries(rows: QuoteRow[]): QuoteSummary[] {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const database = db();
  const lineCounts = new Map(
    database
      .select({ quote_id: quoteRequestLines.quote_id, value: count() })
      .from(quoteRequestLines)
      .where(inArray(quoteRequestLines.quote_id, ids))
      .groupBy(quoteRequestLines.quote_id)
      .all()
      .map((row) => [row.quote_id, row.value]),
  );
  const sent = new Map<number, RevisionRow>();
  for (const revision of database
    .select()
    .from(revisions)
    .where(and(inArray(revisions.quote_id, ids), eq(revisions.state, "sent")))
    .orderBy(revisions.revision)
    .all())
    sent.set(revision.quote_id, revision);
  const orderNumbers = new Map(
    database
      .select({ quote_id: orders.quote_id, number: orders.order_number })
      .from(orders)
      .where(inArray(orders.quote_id, ids))
      .all()
      .map((row) => [row.quote_id, row.number]),
  );
  const today = indianToday();
  return rows.map((row) => {
    const revision = sent.get(row.id);
    return {
      id: row.id,
      reference: quoteRequestReference(row.id),
      quote_number: row.quote_number,
      status: quoteStatusOn(row.status, revision?.valid_until, today),
      buyer_name: row.buyer_name,
      business_name: row.business_name,
      delivery_city: row.delivery_city,
      created_at: row.created_at,
      updated_at: row.updated_at,
      lines: lineCounts.get(row.id) ?? 0,
      revision: revision?.revision ?? null,
      valid_until: revision?.valid_until ?? null,
      total_paise: revision?.total_paise ?? null,
      order_number: orderNumbers.get(row.id) ?? null,
    };
  });
}

/** A buyer's quotes, newest first. */
export function quotesOfBuyer(userId: number): QuoteSummary[] {
  return summaries(db().select().from(quotes).where(eq(quotes.user_id, userId)).orderBy(desc(quotes.created_at), desc(quotes.id)).all());
}

export type QuoteDetail = {
  quote: QuoteRow;
  summary: QuoteSummary;
  requested: RequestLineRow[];
  /** The last revision sent, as the buyer sees it. */
  quotation: QuotationView | null;
  order: ReturnType<typeof orderOfQuote>;
};

function detailOf(quote: QuoteRow): QuoteDetail {
  const sent = latestSentRevision(quote.id);
  return {
    quote,
    summary: summaries([quote])[0]!,
    requested: db().select().from(quoteRequestLines).where(eq(quoteRequestLines.quote_id, quote.id)).orderBy(quoteRequestLines.position).all(),
    quotation: sent ? quotationView(quote, sent) : null,
    order: orderOfQuote(quote.id),
  };
}

/** One of the buyer's own quotes, without what only the team reads; null for anyone else's. */
export function quoteForBuyer(userId: number, quoteId: number): QuoteDetail | null {
  const quote = db()
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.user_id, userId)))
    .get();
  if (!quote) return null;
  const detail = detailOf(quote);
  if (detail.quotation) detail.quotation = { ...detail.quotation, revision: { ...detail.quotation.revision, internal_notes: "" } };
  return detail;
}

export type TeamQuoteDetail = QuoteDetail & { draft: QuotationView | null };

export function quoteForTeam(quoteId: number): TeamQuoteDetail | null {
  const quote = db().select().from(quotes).where(eq(quotes.id, quoteId)).get();
  if (!quote) return null;
  const draft = latestDraft(quoteId);
  return { ...detailOf(quote), draft: draft ? quotationView(quote, draft) : null };
}

export const TEAM_QUOTES_PAGE_SIZE = 20;

/** The team's list: every quote newest first, or those of one status ("expired" included). */
export function quotesForTeam({ status, page = 1 }: { status?: QuoteStatus; page?: number }) {
  const today = indianToday();
  const lastSentValidity = sql`(select r.valid_until from quotation_revisions r where r.quote_id = ${quotes.id} and r.state = 'sent' order by r.revision desc limit 1)`;
  const where =
    status === "expired"
      ? and(eq(quotes.status, "quoted"), sql`${lastSentValidity} < ${today}`)
      : status === "quoted"
        ? and(eq(quotes.status, "quoted"), sql`${lastSentValidity} >= ${today}`)
        : status
          ? eq(quotes.status, status)
          : undefined;
  const total = db().select({ value: count() }).from(quotes).where(where).get()?.value ?? 0;
  const { offset, limit } = windowOf({ page }, TEAM_QUOTES_PAGE_SIZE);
  const rows = db().select().from(quotes).where(where).orderBy(desc(quotes.created_at), desc(quotes.id)).limit(limit).offset(offset).all();
  return { quotes: summaries(rows), total, page, pageSize: TEAM_QUOTES_PAGE_SIZE };
}

/** The menu's and the dashboard's counts: requests waiting to be priced, quotations waiting for the buyer, accepted ones to confirm. */
export function quoteCounts(): { requested: number; awaitingBuyer: number; accepted: number } {
  const today = indianToday();
  const row = db()
    .$client.prepare(
      `select
         sum(status = 'requested') as requested,
         sum(status = 'quoted' and (select r.valid_until from quotation_revisions r where r.quote_id = quotes.id and r.state = 'sent' order by r.revision desc limit 1) >= ?) as awaitingBuyer,
         sum(status = 'accepted') as accepted
       from quotes`,
    )
    .get(today) as { requested: number | null; awaitingBuyer: number | null; accepted: number | null };
  return { requested: row.requested ?? 0, awaitingBuyer: row.awaitingBuyer ?? 0, accepted: row.accepted ?? 0 };
}

export type RevisionSummary = Pick<RevisionRow, "id" | "revision" | "state" | "valid_until" | "total_paise" | "created_at" | "sent_at">;

/** Every revision of a quote, first to last (the team's revision history: drafts and sent ones). */
export function revisionsOfQuote(quoteId: number): RevisionSummary[] {
  return db()
    .select({
      id: revisions.id,
      revision: revisions.revision,
      state: revisions.state,
      valid_until: revisions.valid_until,
      total_paise: revisions.total_paise,
      created_at: revisions.created_at,
      sent_at: revisions.sent_at,
    })
    .from(revisions)
    .where(eq(revisions.quote_id, quoteId))
    .orderBy(revisions.revision)
    .all();
}
