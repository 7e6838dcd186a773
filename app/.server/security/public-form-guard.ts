/**
 * What a public form's action checks after validation and before it writes: the honeypot, then
 * the abuse limit of its kind. A robot gets the ordinary success answer and nothing is stored;
 * a client over the limit gets a 429 with a message at the form and Retry-After.
 */
import { HONEYPOT_FIELD } from "~/lib/honeypot";

import type { RateLimitBucket } from "../config";
import { hit, limitedAnswer } from "./rate-limit";

export type PublicFormVerdict =
  { kind: "accept" } | { kind: "robot" } | { kind: "limited"; message: string; init: { status: number; headers: Record<string, string> } };

export function honeypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" ? value.trim() !== "" : value !== null;
}

/** The honeypot alone, logged: for a form whose limits its domain function counts (sign-up, decision 026). */
export function caughtByHoneypot(formData: FormData, form: string): boolean {
  if (!honeypotFilled(formData)) return false;
  console.warn(`Honeypot filled on a ${form} form: answered as sent, nothing stored`);
  return true;
}

export function guardPublicForm(formData: FormData, bucket: RateLimitBucket, client: string): PublicFormVerdict {
  if (caughtByHoneypot(formData, bucket)) return { kind: "robot" };
  const verdict = hit(bucket, client);
  if (verdict.allowed) return { kind: "accept" };
  return { kind: "limited", ...limitedAnswer(verdict.retryAfterSeconds) };
}
