import { scryptSync } from "node:crypto";

import { describe, expect, it, vi } from "vitest";

import { decoyPasswordHash, hashPassword, verifyPassword } from "~/.server/accounts/password";

// The other Vitest files hash at a test's cost (tests/setup/affordable-scrypt.ts); this file is
// about the hash itself, so it runs Node's own scrypt at the app's real cost.
vi.unmock("node:crypto");

const FORMAT = /^scrypt\$32768\$8\$1\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

describe("hashPassword", () => {
  it("names its algorithm and parameters, with a 16-byte salt and a 64-byte key", async () => {
    const stored = await hashPassword("inlay-secret");
    const match = FORMAT.exec(stored);
    expect(match).not.toBeNull();
    expect(Buffer.from(match![1]!, "base64")).toHaveLength(16);
    expect(Buffer.from(match![2]!, "base64")).toHaveLength(64);
    expect(stored).not.toContain("inlay-secret");
  });

  it("stores scrypt of the NFKC password at the real cost (N = 2^15, r = 8, p = 1), as Node's scryptSync computes it", async () => {
    const stored = await hashPassword("\uff21-inlay-secret"); // a full-width A: NFKC makes it "A"
    const [, salt, key] = FORMAT.exec(stored)!;
    const expected = scryptSync("A-inlay-secret", Buffer.from(salt!, "base64"), 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
    expect(Buffer.from(key!, "base64").equals(expected)).toBe(true);
  });

  it("uses a fresh salt each time, so one password gives different hashes", async () => {
    const [first, second] = await Promise.all([hashPassword("same password"), hashPassword("same password")]);
    expect(first).not.toBe(second);
    expect(first.split("$")[4]).not.toBe(second.split("$")[4]);
    expect(first.split("$")[5]).not.toBe(second.split("$")[5]);
    expect(await verifyPassword("same password", first)).toBe(true);
    expect(await verifyPassword("same password", second)).toBe(true);
  });
});

describe("verifyPassword", () => {
  it("accepts the right password and refuses wrong ones", async () => {
    const stored = await hashPassword("inlay-secret");
    expect(await verifyPassword("inlay-secret", stored)).toBe(true);
    expect(await verifyPassword("inlay-secreT", stored)).toBe(false);
    expect(await verifyPassword("inlay-secret ", stored)).toBe(false);
    expect(await verifyPassword(" inlay-secret", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
    expect(await verifyPassword("INLAY-SECRET", stored)).toBe(false);
  });

  it("does not truncate long passwords: one differing only in the 100th character fails", async () => {
    const password = "p".repeat(99) + "a";
    const other = "p".repeat(99) + "b";
    expect(password).toHaveLength(100);
    const stored = await hashPassword(password);
    expect(await verifyPassword(password, stored)).toBe(true);
    expect(await verifyPassword(other, stored)).toBe(false);
    expect(await verifyPassword(password.slice(0, 99), stored)).toBe(false);
    expect(await verifyPassword(password.slice(0, 72), stored)).toBe(false);
  });

  it("normalises unicode, so composed and decomposed forms are one password", async () => {
    const composed = "caf\u00e9-sad\u00e9li"; // é as one code point
    const decomposed = "cafe\u0301-sade\u0301li"; // e + combining acute accent
    expect(composed).not.toBe(decomposed);
    const stored = await hashPassword(composed);
    expect(await verifyPassword(decomposed, stored)).toBe(true);
    const storedFromDecomposed = await hashPassword(decomposed);
    expect(await verifyPassword(composed, storedFromDecomposed)).toBe(true);
    expect(await verifyPassword("cafe-sadeli", stored)).toBe(false);
  });

  it("treats compatibility forms alike (NFKC)", async () => {
    const stored = await hashPassword("\uff21\uff22\uff23-secret"); // full-width ABC
    expect(await verifyPassword("ABC-secret", stored)).toBe(true);
  });

  it("keeps non-Latin passwords distinct", async () => {
    const stored = await hashPassword("સાડેલી-કામ");
    expect(await verifyPassword("સાડેલી-કામ", stored)).toBe(true);
    expect(await verifyPassword("સાડેલી-કાન", stored)).toBe(false);
  });

  describe("returns false (never throws) for malformed stored hashes", () => {
    let good: string;
    const parts = () => good.split("$");

    it.each<[string, () => string]>([
      ["empty string", () => ""],
      ["plain text password", () => "inlay-secret"],
      ["bcrypt hash", () => "$2b$10$abcdefghijklmnopqrstuuJbT6.9D8KqXo6QeY8x5hOQmC1Ru6y/2"],
      ["other algorithm", () => ["argon2", ...parts().slice(1)].join("$")],
      ["missing key", () => parts().slice(0, 5).join("$")],
      ["empty key", () => [...parts().slice(0, 5), ""].join("$")],
      ["empty salt", () => [...parts().slice(0, 4), "", parts()[5]].join("$")],
      ["missing N", () => ["scrypt", "", ...parts().slice(2)].join("$")],
      ["N not a number", () => ["scrypt", "lots", ...parts().slice(2)].join("$")],
      ["N not a power of two", () => ["scrypt", "1000", ...parts().slice(2)].join("$")],
      ["r not a number", () => [...parts().slice(0, 2), "x", ...parts().slice(3)].join("$")],
      ["p not a number", () => [...parts().slice(0, 3), "one", ...parts().slice(4)].join("$")],
      ["N negative", () => ["scrypt", "-32768", ...parts().slice(2)].join("$")],
      ["N beyond 32 bits", () => ["scrypt", String(2 ** 40), ...parts().slice(2)].join("$")],
      ["N needing more memory than allowed", () => ["scrypt", String(2 ** 20), ...parts().slice(2)].join("$")],
      ["key truncated", () => [...parts().slice(0, 5), parts()[5]!.slice(0, 20)].join("$")],
      ["key of another length", () => [...parts().slice(0, 5), Buffer.alloc(32, 1).toString("base64")].join("$")],
      ["key garbage", () => [...parts().slice(0, 5), "!!!not-base64!!!"].join("$")],
      ["right shape, wrong key", () => [...parts().slice(0, 5), Buffer.alloc(64, 7).toString("base64")].join("$")],
    ])("%s", async (_label, makeStored) => {
      good ??= await hashPassword("inlay-secret");
      const stored = makeStored();
      await expect(verifyPassword("inlay-secret", stored)).resolves.toBe(false);
    });
  });
});

describe("decoyPasswordHash", () => {
  it("is a valid hash, made once and reused", async () => {
    const first = await decoyPasswordHash();
    const second = await decoyPasswordHash();
    expect(first).toMatch(FORMAT);
    expect(second).toBe(first);
    expect(await verifyPassword("", first)).toBe(false);
  });
});
