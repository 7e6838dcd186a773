/**
 * Password hashing with scrypt (memory-hard, in Node's standard library). The stored form names
 * its parameters, so they can be raised later without breaking existing hashes.
 */
import { randomBytes, scrypt as scryptCallback, type ScryptOptions, timingSafeEqual } from "node:crypto";

const KEY_LENGTH = 64;
const PARAMETERS = { N: 2 ** 15, r: 8, p: 1 } as const;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMETERS);
  const { N, r, p } = PARAMETERS;
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

const isPowerOfTwo = (value: number) => Number.isInteger(value) && value > 1 && (value & (value - 1)) === 0;

/** Parameters read from a stored hash, within the bounds this server would ever write. */
function storedParameters(N: string, r: string, p: string): ScryptOptions | null {
  const cost = Number(N);
  const blockSize = Number(r);
  const parallelism = Number(p);
  if (!isPowerOfTwo(cost) || cost > 2 ** 20) return null;
  if (!Number.isInteger(blockSize) || blockSize < 1 || blockSize > 32) return null;
  if (!Number.isInteger(parallelism) || parallelism < 1 || parallelism > 16) return null;
  return { N: cost, r: blockSize, p: parallelism };
}

/** True only for the right password; a malformed stored hash never matches and never throws. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, N, r, p, salt, key] = stored.split("$");
  if (algorithm !== "scrypt" || !N || !r || !p || !salt || !key) return false;
  const parameters = storedParameters(N, r, p);
  if (!parameters) return false;
  const expected = Buffer.from(key, "base64");
  try {
    const actual = await scrypt(password, Buffer.from(salt, "base64"), parameters);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

/** A hash to compare against when the account does not exist, so both paths take as long. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(12).toString("hex"));
  return decoyHash;
}
