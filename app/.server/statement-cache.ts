/**
 * Compiled statements kept by their SQL text. Drizzle asks better-sqlite3 to compile every query
 * it runs, and compiling costs more than running a short indexed read (about a twentieth of an
 * authenticated API request's CPU). The same few hundred SQL texts come back all the time, so
 * the connection keeps what it compiled.
 *
 * A statement handed out is shared by everyone who prepares the same text, and its row mode is
 * reset each time: code that keeps a statement with pluck() or raw() for long must give it a
 * text of its own (app/.server/read-memo.ts does).
 */
import type Database from "better-sqlite3";

const DEFAULT_CAPACITY = 500;

export function cacheStatements(sqlite: Database.Database, capacity = DEFAULT_CAPACITY): void {
  // The bench only (server/speed-switches.ts): every statement is compiled anew.
  if ((process.env.SPEED_WITHOUT ?? "").split(",").includes("statement-cache")) return;
  const compile = sqlite.prepare.bind(sqlite);
  const statements = new Map<string, Database.Statement>();
  sqlite.prepare = ((source: string) => {
    const kept = statements.get(source);
    // A statement still stepping through an iterator cannot run a second query: compile anew.
    if (kept && !kept.busy) {
      // Back to the defaults: whoever used it last may have switched it to rows as arrays or to
      // single values (drizzle's raw(), our pluck()).
      if (kept.reader) kept.raw(false).pluck(false).expand(false);
      return kept;
    }
    const statement = compile(source);
    if (!kept) {
      // Texts that vary without end (an IN list of every length) must not grow the map forever.
      if (statements.size >= capacity) statements.clear();
      statements.set(source, statement);
    }
    return statement;
  }) as Database.Database["prepare"];
}
