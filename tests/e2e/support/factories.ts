/**
 * The factories of tests/support/factories.ts, writing to the test server's database (opened
 * beside it: WAL lets a second connection write while the server runs; a write waits for the
 * server's in busy_timeout). The browser and API tests set the scene with these instead of raw
 * SQL with hand-typed rows, and read rows back typed through `testDb()` (Drizzle).
 */
import path from "node:path";

import Database from "better-sqlite3";
import { desc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/better-sqlite3";

import { type AppDatabase, schema } from "~/.server/db";
import { nextDocumentNumber } from "~/.server/quotes/numbers";
import type { Seller } from "~/.server/quotes/seller";
import { quotationTotals, supplyBetween } from "~/lib/gst/quotation-totals";
import type { GstRateBp } from "~/lib/gst/rates";

import { factoriesWriteTo } from "../../support/factories";
import { e2eDataDir } from "./environment";

export * from "../../support/factories";
export { schema };

let connection: AppDatabase | undefined;

/** The test server's database, one connection per worker, opened on first use (typed reads and writes). */
export function testDb(): AppDatabase {
  if (!connection) {
    const sqlite = new Database(path.join(e2eDataDir(), "app.db"));
    sqlite.pragma("busy_timeout = 5000");
    sqlite.pragma("foreign_keys = ON");
    connection = drizzle(sqlite, { schema }) as AppDatabase;
  }
  return connection;
}

// Every factory imported from here writes to the test server's database.
factoriesWriteTo(testDb);

/** The demo's first available product (the test server is seeded at start). */
export const someAvailableProduct = () =>
  testDb().select().from(schema.products).where(eq(schema.products.is_available, true)).orderBy(schema.products.id).get()!;

/** The demo's first public portfolio project. */
export const somePublicProject = () =>
  testDb().select().from(schema.portfolioItems).where(eq(schema.portfolioItems.is_public, true)).orderBy(schema.portfolioItems.id).get()!;

/** The demo's first active product category. */
export const someProductCategory = () =>
  testDb().select().from(schema.productCategories).where(eq(schema.productCategories.is_active, true)).orderBy(schema.productCategories.id).get()!;

export type TeamLine = {
  kind?: "goods" | "packing" | "freight";
  description: string;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  discountPaise?: number;
  rateBp: GstRateBp;
};

/** The workshop as a sent quotation copies it (a Gujarat seller: a delivery elsewhere is IGST). */
export const E2E_SELLER: Seller = {
  name: "Surat Sadeli Works",
  legal_name: "Surat Sadeli Works LLP",
  gstin: "24AAACC1206D1ZM",
  state_code: "24",
  address: "14 Zampa Bazaar, Surat 395003",
  email: "sales@sadeli.example",
  phone: "+91 261 000 0000",
  bank_account_name: "Surat Sadeli Works LLP",
  bank_account_number: "50200012345678",
  bank_ifsc: "HDFC0000123",
  bank_name: "HDFC Bank",
  upi_id: "sadeliworks@hdfcbank",
};

/**
 * Issue 31: the team prices a request and sends it, as the panel's savePricing({ send }) stores it:
 * a sent revision (the seller copied, the total from quotation-totals.ts), its lines, the quote
 * "quoted" with its number from the same counter (QT/2026-27/0007). In one transaction.
 */
export function sendQuotationFor(
  quoteId: number,
  lines: TeamLine[],
  { validUntil, terms = "50% advance, balance before dispatch." }: { validUntil: string; terms?: string },
) {
  const database = testDb();
  return database.$client.transaction(() => {
    const quote = database.select().from(schema.quotes).where(eq(schema.quotes.id, quoteId)).get()!;
    const input = lines.map((line) => ({ ...line, kind: line.kind ?? "goods", discountPaise: line.discountPaise ?? 0 }));
    const totals = quotationTotals(input, supplyBetween(E2E_SELLER.state_code, quote.delivery_state));
    const previous = database.select().from(schema.quotationRevisions).where(eq(schema.quotationRevisions.quote_id, quoteId)).all().length;
    const now = new Date().toISOString();
    const revision = database
      .insert(schema.quotationRevisions)
      .values({
        quote_id: quoteId,
        revision: previous + 1,
        state: "sent",
        valid_until: validUntil,
        terms,
        seller: JSON.stringify(E2E_SELLER),
        total_paise: totals.totalPaise,
        sent_at: now,
      })
      .returning()
      .get();
    database
      .insert(schema.quotationLines)
      .values(
        input.map((line, index) => ({
          revision_id: revision.id,
          position: index + 1,
          kind: line.kind,
          description: line.description,
          hsn: line.hsn,
          quantity: line.quantity,
          unit_price_paise: line.unitPricePaise,
          discount_paise: line.discountPaise,
          rate_bp: line.rateBp,
        })),
      )
      .run();
    const number = quote.quote_number ?? nextDocumentNumber(database, "QT");
    database.update(schema.quotes).set({ status: "quoted", quote_number: number, updated_at: now }).where(eq(schema.quotes.id, quoteId)).run();
    return { revision, totals, number };
  })();
}

/**
 * Issue 31: the team confirms an accepted quotation (the order and its number, SO/2026-27/0001,
 * its "confirmed" step) and moves it through the steps given, each with its date, as
 * confirmOrder and advanceOrder store them.
 */
export function confirmOrderAndAdvance(
  quoteId: number,
  steps: { status: "in_production" | "dispatched" | "delivered"; carrier?: string; tracking_number?: string }[],
) {
  const database = testDb();
  return database.$client.transaction(() => {
    const revision = database
      .select()
      .from(schema.quotationRevisions)
      .where(eq(schema.quotationRevisions.quote_id, quoteId))
      .orderBy(desc(schema.quotationRevisions.revision))
      .get()!;
    const at = (minutes: number) => new Date(Date.now() + minutes * 1000).toISOString();
    const order = database
      .insert(schema.orders)
      .values({ quote_id: quoteId, revision_id: revision.id, order_number: nextDocumentNumber(database, "SO"), created_at: at(0), updated_at: at(0) })
      .returning()
      .get();
    database
      .insert(schema.orderEvents)
      .values({ order_id: order.id, status: "confirmed", at: at(0) })
      .run();
    database
      .update(schema.quotes)
      .set({ status: "ordered", updated_at: at(0) })
      .where(eq(schema.quotes.id, quoteId))
      .run();
    steps.forEach((step, index) => {
      database
        .update(schema.orders)
        .set({
          status: step.status,
          updated_at: at(index + 1),
          ...(step.carrier ? { carrier: step.carrier, tracking_number: step.tracking_number ?? "" } : {}),
        })
        .where(eq(schema.orders.id, order.id))
        .run();
      database
        .insert(schema.orderEvents)
        .values({ order_id: order.id, status: step.status, at: at(index + 1) })
        .run();
    });
    return order;
  })();
}
