/**
 * The counters of the abuse limits, in a SQLite file of their own beside the site's database
 * (`rate-limits.db`). Every process of the site opens the same file, so they count together.
 * Apart from the content because a counter is written on every API request:
 * - it needs no fsync (synchronous=NORMAL in WAL): losing the last counts in a power cut is
 *   harmless, while a sync per request would cap the API's throughput;
 * - it never takes the content's write lock, and never makes the page memo (which watches the
 *   content file for commits) forget its pages.
 */
import fs from "node:fs";
import path from "node:path";

import Database from "better-sqlite3";

import { config } from "../config";

function openStore(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new Database(file);
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = NORMAL");
  database.pragma("busy_timeout = 5000");
  database.exec(`create table if not exists rate_limits (
    key text primary key not null,
    window_start integer not null,
    count integer not null
  );
  create index if not exists rate_limits_window_idx on rate_limits (window_start);`);
  return {
    database,
    // One statement takes a slot or refuses, so concurrent callers in any process can never
    // all pass a check made before the count (a refused call returns no row and counts nothing).
    hit: database.prepare(
      `insert into rate_limits (key, window_start, count) values (@key, @start, 1)
       on conflict (key) do update set
         count = case when window_start = excluded.window_start then count + 1 else 1 end,
         window_start = excluded.window_start
       where window_start <> excluded.window_start or count < @limit
       returning count`,
    ),
    read: database.prepare<[string, number], { count: number }>("select count from rate_limits where key = ? and window_start = ?"),
    giveBack: database.prepare("update rate_limits set count = count - 1 where key = ? and window_start = ? and count > 0"),
    forget: database.prepare("delete from rate_limits where key = ?"),
    prune: database.prepare("delete from rate_limits where window_start < ?"),
  };
}

let store: ReturnType<typeof openStore> | undefined;

export const rateLimitStorePath = () => path.join(path.dirname(config().databasePath), "rate-limits.db");

export function rateLimitStore() {
  store ??= openStore(rateLimitStorePath());
  return store;
}

export function closeRateLimitStore() {
  store?.database.close();
  store = undefined;
}
