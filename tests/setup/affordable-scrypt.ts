/**
 * scrypt at a test's cost in every Vitest file but the one about the hash itself.
 *
 * The app hashes at N = 2^15 (app/.server/accounts/password.ts): ~0.1 s of CPU and 32 MB of memory
 * a hash on a quiet machine, 0.5 s and more on the shared 2-core one. Sign-ups, password changes,
 * resets, created users and the decoy of an unknown address each cost one, and the account
 * files make hundreds of them: about three minutes of a Vitest run at load 10 was spent here. Those
 * tests check the rules around the password (who may sign in, what a change ends, what is stored),
 * not the cost, so scrypt runs here at N = 2^10 (what tests/support/factories.ts's
 * cheapPasswordHash already stores). The stored form still names the app's parameters, and the same
 * wrapped scrypt verifies it, so every hash a test makes still verifies and a wrong password still
 * fails. Only this process sees the cheaper cost: the build, the e2e server and production never
 * load this file.
 *
 * tests/unit/password.test.ts calls `vi.unmock("node:crypto")` and proves the real thing: the
 * stored key is scrypt at N = 2^15, r = 8, p = 1, checked against Node's own scryptSync
 * (docs/decisions/038).
 */
import type * as Crypto from "node:crypto";

import { vi } from "vitest";

export const TEST_SCRYPT_COST = 2 ** 10;

vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof Crypto>();
  const scrypt = ((...args: Parameters<typeof crypto.scrypt>) => {
    const [password, salt, keyLength, options, callback] = args as [
      Crypto.BinaryLike,
      Crypto.BinaryLike,
      number,
      Crypto.ScryptOptions,
      (error: Error | null, key: Buffer) => void,
    ];
    if (typeof options === "function") return crypto.scrypt(password, salt, keyLength, { N: TEST_SCRYPT_COST }, options);
    return crypto.scrypt(password, salt, keyLength, { ...options, N: Math.min(options.N ?? TEST_SCRYPT_COST, TEST_SCRYPT_COST) }, callback);
  }) as typeof crypto.scrypt;
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});
