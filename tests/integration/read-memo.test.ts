/** The read memo gives a fresh answer after any commit: of this connection or of another process. */
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";

import { config } from "~/.server/config";
import { db } from "~/.server/db";
import { memoUntilWrite } from "~/.server/read-memo";

const countCategories = () =>
  memoUntilWrite("test.categories", () => (db().$client.prepare("select count(*) n from product_categories").get() as { n: number }).n);

describe("memoUntilWrite", () => {
  it("answers from memory until this connection writes", () => {
    const before = countCategories();
    let computed = 0;
    memoUntilWrite("test.calls", () => ++computed);
    memoUntilWrite("test.calls", () => ++computed);
    expect(computed).toBe(1);
    db().$client.prepare("insert into product_categories (name, description) values ('Memo own write', '')").run();
    expect(countCategories()).toBe(before + 1);
    memoUntilWrite("test.calls", () => ++computed);
    expect(computed).toBe(2);
  });

  it("answers afresh after another connection (another process) commits", () => {
    const before = countCategories();
    const other = new Database(config().databasePath);
    try {
      other.prepare("insert into product_categories (name, description) values ('Memo other write', '')").run();
    } finally {
      other.close();
    }
    expect(countCategories()).toBe(before + 1);
  });
});
