/** The connection's statement cache gives back the compiled statement, in its default row mode. */
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";

import { cacheStatements } from "~/.server/statement-cache";

function connection(capacity?: number) {
  const sqlite = new Database(":memory:");
  sqlite.exec("create table items (id integer primary key, name text); insert into items (name) values ('box'), ('frame')");
  cacheStatements(sqlite, capacity);
  return sqlite;
}

describe("cacheStatements", () => {
  it("compiles a text once and hands the same statement back", () => {
    const sqlite = connection();
    const first = sqlite.prepare("select name from items order by id");
    expect(sqlite.prepare("select name from items order by id")).toBe(first);
    expect(sqlite.prepare("select id from items order by id")).not.toBe(first);
  });

  it("resets rows-as-arrays and single values left by the last user", () => {
    const sqlite = connection();
    const text = "select id, name from items order by id";
    expect(sqlite.prepare(text).raw().all()).toEqual([
      [1, "box"],
      [2, "frame"],
    ]);
    expect(sqlite.prepare(text).all()).toEqual([
      { id: 1, name: "box" },
      { id: 2, name: "frame" },
    ]);
    expect(sqlite.prepare(text).pluck().get()).toBe(1);
    expect(sqlite.prepare(text).get()).toEqual({ id: 1, name: "box" });
  });

  it("compiles anew while the kept statement is stepping through an iterator", () => {
    const sqlite = connection();
    const text = "select name from items order by id";
    const names: string[] = [];
    for (const row of sqlite.prepare(text).iterate() as Iterable<{ name: string }>) {
      names.push(row.name, ...(sqlite.prepare(text).all() as Array<{ name: string }>).map((inner) => inner.name));
    }
    expect(names).toEqual(["box", "box", "frame", "frame", "box", "frame"]);
  });

  it("keeps writes working when more texts come than it keeps", () => {
    const sqlite = connection(3);
    for (let index = 0; index < 10; index++) sqlite.prepare(`insert into items (name) values ('item ${index}')`).run();
    expect((sqlite.prepare("select count(*) n from items").get() as { n: number }).n).toBe(12);
  });
});
