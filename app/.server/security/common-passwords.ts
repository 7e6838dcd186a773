/**
 * The ~49,000 most used passwords (the ranked list zxcvbn is built on). A password on it is
 * refused however long it is: it is among the first guesses of any attacker. Server-only: the
 * list never goes to the browser.
 */
import { dictionary } from "@zxcvbn-ts/language-common";

const COMMON_PASSWORDS = new Set(dictionary.passwords.map((password) => password.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
