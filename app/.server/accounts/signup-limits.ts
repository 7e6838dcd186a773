/**
 * Sign-up under the per-address limits (docs/decisions/026). Many people can share one address
 * (a mobile network's CGNAT), so only what an attacker gains from is counted:
 * - a successful sign-up (an account, a confirmation email, a notice to the team): `signup`. Its
 *   slot is taken before the work, so concurrent sign-ups cannot pass the limit, and given back
 *   when the sign-up was refused (a common password, a taken address) or was a repeat of one
 *   already stored (a double click);
 * - an answer saying an address is already registered, the one refusal that tells something:
 *   `signup_taken`. Past it the answer is the limit's message, not "already registered", so
 *   nobody learns more than that many addresses an hour from one connection.
 */
import { type Submitted, withSubmissionKey } from "~/.server/submissions/keys";
import type { Lang } from "~/lib/i18n/locales";
import type { SignupInput } from "~/lib/schemas/auth";

import type { RateLimitBucket } from "../config";
import type { FieldErrors } from "../result";
import { giveBack, hit } from "../security/rate-limit";
import { registerBusinessAccount, type RegistrationResult, type User } from "./users";

export type SignupOutcome =
  | { kind: "registered"; user: User }
  /** A repeat of a stored sign-up (same submission key): answered as the first was. */
  | { kind: "repeated" }
  /** `conflict`: the address is taken (a conflict with stored data, result.ts). */
  | { kind: "refused"; errors: FieldErrors; conflict?: true }
  | { kind: "limited"; retryAfterSeconds: number; bucket: RateLimitBucket };

export async function registerWithinLimits(
  client: string,
  input: SignupInput,
  { lang = "en", submissionKey = null }: { lang?: Lang; submissionKey?: string | null } = {},
): Promise<SignupOutcome> {
  const slot = hit("signup", client);
  if (!slot.allowed) return { kind: "limited", retryAfterSeconds: slot.retryAfterSeconds, bucket: "signup" };
  let stored: Submitted<RegistrationResult>;
  try {
    stored = await withSubmissionKey(submissionKey, () => registerBusinessAccount(input, { lang }));
  } catch (error) {
    giveBack("signup", client);
    throw error;
  }
  if (stored.repeated) {
    giveBack("signup", client);
    return { kind: "repeated" };
  }
  if (stored.value.ok) return { kind: "registered", user: stored.value.record };
  giveBack("signup", client);
  // The only refusal at the address field is "already registered".
  if (stored.value.errors.user_email) {
    const told = hit("signup_taken", client);
    if (!told.allowed) return { kind: "limited", retryAfterSeconds: told.retryAfterSeconds, bucket: "signup_taken" };
  }
  return { kind: "refused", errors: stored.value.errors, ...(stored.value.conflict ? { conflict: true as const } : {}) };
}
