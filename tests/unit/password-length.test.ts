/**
 * Issue 7, item 7 (ASVS 5.0 V6.2): long passwords are kept whole. scrypt takes the whole
 * password (no 72-byte cut as with bcrypt), so passwords of 200 and 1,000 characters that differ
 * only in their last character are different passwords. The form and API rule allows up to 128
 * characters (more than the 64 ASVS asks for) and refuses a longer one with a message instead of
 * cutting it; spaces are kept as typed.
 */
import { describe, expect, it } from "vitest";

import { hashPassword, verifyPassword } from "~/.server/accounts/password";
import { MAX_LENGTH } from "~/lib/constants";
import { validation } from "~/lib/copy";
import { loginSchema, signupFields } from "~/lib/schemas/auth";
import { passwordField } from "~/lib/schemas/fields";

describe("hashing keeps every character", () => {
  it.each([200, 1_000])("%i-character passwords differing only at the end are different", async (length) => {
    const password = "sadeli-inlay ".repeat(Math.ceil(length / 13)).slice(0, length - 1) + "a";
    const other = password.slice(0, -1) + "b";
    expect(password).toHaveLength(length);
    const stored = await hashPassword(password);
    expect(await verifyPassword(password, stored)).toBe(true);
    expect(await verifyPassword(other, stored)).toBe(false);
    expect(await verifyPassword(password.slice(0, -1), stored)).toBe(false);
    // The cuts other schemes make: bcrypt's 72 bytes, and 64, 128 and 256.
    for (const cut of [64, 72, 128, 256]) if (cut < length) expect(await verifyPassword(password.slice(0, cut), stored)).toBe(false);
  });

  it("keeps multi-byte passwords whole (200 Gujarati characters, 600 bytes)", async () => {
    const password = "સાડેલી".repeat(40).slice(0, 199) + "ક";
    const other = password.slice(0, -1) + "ખ";
    expect(Buffer.byteLength(password)).toBeGreaterThan(72 * 4);
    const stored = await hashPassword(password);
    expect(await verifyPassword(password, stored)).toBe(true);
    expect(await verifyPassword(other, stored)).toBe(false);
  });
});

describe("the password rule of forms and API", () => {
  it(`accepts ${MAX_LENGTH.password} characters unchanged, spaces included`, () => {
    const password = "  a passphrase with spaces  ".padEnd(MAX_LENGTH.password, "x");
    expect(password).toHaveLength(MAX_LENGTH.password);
    expect(MAX_LENGTH.password).toBeGreaterThanOrEqual(64);
    expect(passwordField.parse(password)).toBe(password);
    const login = loginSchema.parse({ user_email: "owner@example.in", password });
    expect(login.password).toBe(password);
  });

  it(`refuses ${MAX_LENGTH.password + 1} characters with a message instead of cutting them`, () => {
    const password = "p".repeat(MAX_LENGTH.password + 1);
    const result = signupFields.shape.password.safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(validation.passwordTooLong);
  });
});
