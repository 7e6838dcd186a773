/**
 * Issue 33: how a delivery is signed, as Stripe does. The header
 * `Sadeli-Signature: t=<unix seconds>,v1=<hex>` carries the time of the attempt and
 * HMAC-SHA256(secret, `${t}.${body}`): a receiver recomputes it over the raw body with its
 * secret, compares in constant time, and refuses a `t` too far from its clock (a replayed
 * capture). docs/api.md, "Webhooks", shows a receiver.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "Sadeli-Signature";

export function signWebhookBody(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${digest}`;
}

/**
 * A receiver's check (for tests and as the reference in the docs): the header's v1 matches the
 * body and secret, and its time is within `toleranceSeconds` of `nowSeconds`.
 */
export function verifyWebhookSignature(secret: string, body: string, header: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parts = new Map(header.split(",").map((part) => part.trim().split("=", 2) as [string, string]));
  const t = Number(parts.get("t"));
  const v1 = parts.get("v1") ?? "";
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds || !/^[0-9a-f]{64}$/.test(v1)) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, "hex"));
}
