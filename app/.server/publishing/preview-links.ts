/**
 * Preview links (issue 32, docs/decisions/046): a record that visitors cannot see yet (a draft or
 * scheduled post, a hidden gallery item or portfolio project) is shown as its public page to anyone
 * holding a link the panel made. The link carries its expiry and an HMAC (the server's secret) over
 * the kind, the id and that expiry, so it cannot be stretched or pointed at another record; it
 * works for 24 hours, signed in or not, so it can be sent to a colleague.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

import { config } from "~/.server/config";

export const PREVIEW_KINDS = ["post", "gallery", "portfolio"] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];
export const PREVIEW_LIFETIME_MS = 24 * 3_600_000;

export type PreviewCheck = { ok: true; expiresAt: Date } | { ok: false; reason: "invalid" | "expired" };

function signatureOf(kind: string, id: number, expires: number): Buffer {
  return createHmac("sha256", config().sessionSecret).update(`preview\u0000${kind}\u0000${id}\u0000${expires}`).digest();
}

export function isPreviewKind(kind: string | undefined): kind is PreviewKind {
  return (PREVIEW_KINDS as readonly string[]).includes(kind ?? "");
}

/** The site path of a record's preview, valid for 24 hours from `now`: /preview/post/12/1764400000/<signature>. */
export function previewPath(kind: PreviewKind, id: number, now: Date = new Date()): string {
  const expires = Math.floor((now.getTime() + PREVIEW_LIFETIME_MS) / 1000);
  return `/preview/${kind}/${id}/${expires}/${signatureOf(kind, id, expires).toString("base64url")}`;
}

/** Whether a link's parts are the server's own (else "invalid": a 404) and still in time (else "expired": a 410). */
export function checkPreview(
  parts: { kind: string | undefined; id: number | null; expires: string | undefined; signature: string | undefined },
  now: Date = new Date(),
): PreviewCheck {
  const { kind, id, expires, signature } = parts;
  if (!isPreviewKind(kind) || id === null || !expires || !/^\d{1,12}$/.test(expires) || !signature || !/^[\w-]{43}$/.test(signature)) {
    return { ok: false, reason: "invalid" };
  }
  const expected = signatureOf(kind, id, Number(expires));
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  const expiresAt = new Date(Number(expires) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, expiresAt };
}
