/**
 * Sessions are rows, so logging out, disabling an account or changing a role takes effect at
 * once. The browser (cookie) and API clients (bearer) hold a random token; only its SHA-256 is
 * stored, so a copy of the database opens no session.
 */
import { createHash, randomBytes } from "node:crypto";

import { and, eq, lt, sql } from "drizzle-orm";

import { type AppDatabase, db, schema } from "~/.server/db";

export type SessionKind = "browser" | "api";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * How long a session lives: `idle` since its last request, `absolute` since login, whichever
 * ends first (docs/decisions/003). A browser left signed in on a shared computer ends the same
 * day; an API client that keeps calling renews nothing past its absolute lifetime.
 */
export const SESSION_LIFETIMES: Record<SessionKind, { idleMs: number; absoluteMs: number }> = {
  browser: { idleMs: 12 * HOUR, absoluteMs: 7 * DAY },
  api: { idleMs: 14 * DAY, absoluteMs: 30 * DAY },
};

/** last_seen_at is written at most once a minute per session, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function createSession(userId: number, kind: SessionKind, database: AppDatabase = db()): string {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  database
    .insert(schema.sessions)
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      kind,
      created_at: new Date(now).toISOString(),
      last_seen_at: new Date(now).toISOString(),
      expires_at: new Date(now + SESSION_LIFETIMES[kind].absoluteMs).toISOString(),
    })
    .run();
  return token;
}

/** The approved account behind a live token (of the given kind, when given), or null. */
/**
 * The session row and its account, by token hash: compiled once per connection with a placeholder,
 * since every signed-in request and API call asks it (building the query each time cost more
 * than running it). Expiry, idleness and kind are checked in getSessionUser.
 */
const compileLookup = (database: AppDatabase) =>
  database
    .select({ user: schema.users, kind: schema.sessions.kind, lastSeenAt: schema.sessions.last_seen_at, expiresAt: schema.sessions.expires_at })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.sessions.user_id, schema.users.id))
    .where(and(eq(schema.sessions.token_hash, sql.placeholder("tokenHash")), eq(schema.users.account_status, "approved")))
    .prepare();

let compiledLookup: { database: AppDatabase; query: ReturnType<typeof compileLookup> } | undefined;

function sessionLookup() {
  const database = db();
  if (compiledLookup?.database !== database) compiledLookup = { database, query: compileLookup(database) };
  return compiledLookup.query;
}

export function getSessionUser(token: string, kind?: SessionKind) {
  const tokenHash = hashToken(token);
  const now = Date.now();
  const row = sessionLookup().get({ tokenHash });
  if (!row || (kind && row.kind !== kind) || Date.parse(row.expiresAt) <= now) return null;
  const idleFor = now - Date.parse(row.lastSeenAt);
  if (idleFor > SESSION_LIFETIMES[row.kind].idleMs) {
    db().delete(schema.sessions).where(eq(schema.sessions.token_hash, tokenHash)).run();
    return null;
  }
  if (idleFor > LAST_SEEN_RESOLUTION_MS) {
    db()
      .update(schema.sessions)
      .set({ last_seen_at: new Date(now).toISOString() })
      .where(eq(schema.sessions.token_hash, tokenHash))
      .run();
  }
  return row.user;
}

export function revokeSession(token: string) {
  db()
    .delete(schema.sessions)
    .where(eq(schema.sessions.token_hash, hashToken(token)))
    .run();
}

/** Ends every session of an account: after disabling, rejecting or a role change. */
export function revokeUserSessions(userId: number, database: AppDatabase = db()) {
  database.delete(schema.sessions).where(eq(schema.sessions.user_id, userId)).run();
}

/**
 * Ends every session of an account, the asking one's too, and starts a fresh one of `kind` for
 * the one asking (a password change, "sign out everywhere else": ASVS 7.2.4). An earlier copy of
 * the asking cookie or token stops working with the rest. Returns the new token.
 */
export function renewSessions(userId: number, kind: SessionKind, database: AppDatabase = db()): string {
  database.delete(schema.sessions).where(eq(schema.sessions.user_id, userId)).run();
  return createSession(userId, kind, database);
}

export function deleteExpiredSessions() {
  db().delete(schema.sessions).where(lt(schema.sessions.expires_at, new Date().toISOString())).run();
}
