/**
 * The factories of tests/support/factories.ts, writing to the test server's database (opened
 * beside it: WAL lets a second connection write while the server runs; a write waits for the
 * server's in busy_timeout). The browser and API tests set the scene with these instead of raw
 * SQL with hand-typed rows, and read rows back typed through `testDb()` (Drizzle).
 */
import path from "node:path";

import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/better-sqlite3";

import { type AppDatabase, schema } from "~/.server/db";

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
