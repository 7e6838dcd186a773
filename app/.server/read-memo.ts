/**
 * Answers of read queries kept until the database changes. Counting a large table or grouping it
 * by category costs time that grows with the table; between two commits the answer is the same.
 * The version is PRAGMA data_version (moves on when another connection, or process, commits)
 * plus total_changes() (moves on when this connection writes), so no change is ever missed.
 */
import type Database from "better-sqlite3";

import { db } from "./db";

const MAX_ENTRIES = 500;
/** The bench only (server/speed-switches.ts): every read is computed. */
const OFF = (process.env.SPEED_WITHOUT ?? "").split(",").includes("read-memo");
let version = "";
const answers = new Map<string, unknown>();

/** Prepared once per connection: this runs on every list request. */
let versionQuery: { client: Database.Database; statement: Database.Statement } | undefined;

function databaseVersion(): string {
  const client = db().$client;
  if (versionQuery?.client !== client) {
    versionQuery = { client, statement: client.prepare("select (select data_version from pragma_data_version) || ':' || total_changes()").pluck() };
  }
  return versionQuery.statement.get() as string;
}

export function memoUntilWrite<T>(key: string, compute: () => T): T {
  if (OFF) return compute();
  const now = databaseVersion();
  if (now !== version) {
    answers.clear();
    version = now;
  }
  if (answers.has(key)) return answers.get(key) as T;
  const answer = compute();
  if (answers.size >= MAX_ENTRIES) answers.clear();
  answers.set(key, answer);
  return answer;
}
