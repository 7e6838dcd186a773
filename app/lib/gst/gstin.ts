/**
 * A GSTIN, checked as the GST portal does before it asks the registry: 15 characters, a state
 * code, the holder's PAN (five letters, four digits, a letter), the entity number, "Z", and the
 * check character (a base-36 Luhn-style sum over the first fourteen).
 */
import { isStateCode } from "./states";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

export type GstinProblem = "length" | "shape" | "state" | "check";

/** The check character the first fourteen characters call for. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = ALPHABET.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Spaces dropped and letters made capital, as people type a GSTIN from a letterhead. */
export const normalizeGstin = (value: string): string => value.replace(/\s+/g, "").toUpperCase();

/** What is wrong with a GSTIN (already normalized), or null when it is well formed. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (gstin.length !== 15) return "length";
  const parts = SHAPE.exec(gstin);
  if (!parts) return "shape";
  if (!isStateCode(parts[1]!)) return "state";
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return "check";
  return null;
}

/** The state code a well-formed GSTIN was issued in. */
export const gstinStateCode = (gstin: string): string => gstin.slice(0, 2);
