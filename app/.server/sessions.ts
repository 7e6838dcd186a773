/**
 * Sessions are rows, so logging out, disabling an account or changing a role takes effect at
 * once. The browser (cookie) and API clients (bearer) hold a random token; only its SHA-256 is
 * stored, so a copy of the database opens no session.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { db, schema } from "./db";

export const SESSION_LIFETIME_DAYS = 30;
export type SessionKind = "browser" | "api";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function createSession(userId: number, kind: SessionKind): string {
  const token = randomBytes(32).toString("base64url");
  const expires = new Date(Date.now() + SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  db()
    .insert(schema.sessions)
    .values({ token_hash: hashToken(token), user_id: userId, kind, expires_at: expires.toISOString() })
    .run();
  return token;
}

/** The approved account behind a live token (of the given kind, when given), or null. */
export function findSessionUser(token: string, kind?: SessionKind) {
  const row = db()
    .select({ user: schema.users })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.sessions.user_id, schema.users.id))
    .where(
      and(
        eq(schema.sessions.token_hash, hashToken(token)),
        kind ? eq(schema.sessions.kind, kind) : undefined,
        gt(schema.sessions.expires_at, new Date().toISOString()),
        eq(schema.users.account_status, "approved"),
      ),
    )
    .get();
  return row?.user ?? null;
}

export function revokeSession(token: string) {
  db().delete(schema.sessions).where(eq(schema.sessions.token_hash, hashToken(token))).run();
}

/** Ends every session of an account: after disabling, rejecting or a role change. */
export function revokeUserSessions(userId: number) {
  db().delete(schema.sessions).where(eq(schema.sessions.user_id, userId)).run();
}

export function deleteExpiredSessions() {
  db().delete(schema.sessions).where(lt(schema.sessions.expires_at, new Date().toISOString())).run();
}
