/**
 * Encrypts the mail app password at rest. AES-256-GCM with a key derived (HKDF-SHA256, fixed
 * context label) from the server's SESSION_SECRET: a copy of the database alone does not reveal
 * the password, and the key is never stored. Each encryption draws a fresh 96-bit IV; the GCM tag
 * makes any change to the stored value (or a different SESSION_SECRET) fail to decrypt instead of
 * producing a wrong password.
 *
 * Stored form: one base64url string of  version (1 byte) | IV (12) | tag (16) | ciphertext.
 * Changing SESSION_SECRET makes the stored password unreadable: it must then be entered again in
 * the settings (the worker says so once in the log, without any secret).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

import { config } from "../config";

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Context of the derived key: a key for any other purpose uses another label. */
const KEY_LABEL = "sadeli-website/email-app-password/aes-256-gcm/v1";
const KEY_SALT = "sadeli-website";

export class SecretBoxError extends Error {
  override name = "SecretBoxError";
}

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, KEY_SALT, KEY_LABEL, 32));
}

/** Encrypts a secret for storage. The server secret defaults to this process's SESSION_SECRET. */
export function encryptSecret(plain: string, serverSecret: string = config().sessionSecret): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(serverSecret), iv);
  cipher.setAAD(Buffer.from(KEY_LABEL));
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), ciphertext]).toString("base64url");
}

/** The clear secret, or SecretBoxError when the value is damaged or was made with another key. */
export function decryptSecret(stored: string, serverSecret: string = config().sessionSecret): string {
  const bytes = Buffer.from(stored, "base64url");
  if (bytes.length < 1 + IV_BYTES + TAG_BYTES || bytes[0] !== VERSION) {
    throw new SecretBoxError("The stored secret is not in a known format");
  }
  const iv = bytes.subarray(1, 1 + IV_BYTES);
  const tag = bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const ciphertext = bytes.subarray(1 + IV_BYTES + TAG_BYTES);
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFrom(serverSecret), iv);
    decipher.setAAD(Buffer.from(KEY_LABEL));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
  } catch {
    throw new SecretBoxError("The stored secret cannot be decrypted (was SESSION_SECRET changed?)");
  }
}
