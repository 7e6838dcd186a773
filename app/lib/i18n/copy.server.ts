/**
 * Every language's copy, for the server only (the public routes' loaders, actions, emails). Code
 * that reaches the browser reads copy through useCopy (./use-copy.ts) instead, so a page carries
 * its own language only, and of it only the sections its components show (copySections).
 */
import { gu } from "~/lib/copy/gu";
import { hi } from "~/lib/copy/hi";
import { type Copy, type CopySection, en } from "~/lib/copy/site";

import { fill, type Lang } from "./locales";
import type { PageCopy } from "./use-copy";

const COPY: Record<Lang, Copy> = { en, gu, hi };

export function copyFor(lang: Lang): Copy {
  return COPY[lang];
}

/** Some words of a section, named by the English module that holds them (the footer's form: five words of the newsletter page's copy). */
export type CopyParts = { [Section in CopySection]?: Partial<Copy[Section]> };

/**
 * The copy a public route's loader sends for its components (useCopy finds it in the matches'
 * data): on a Gujarati or Hindi page the named sections of that language, whole, and of `parts`
 * only the keys of the English part given; null on an English page, whose words are in its
 * bundles. The site layout sends the shell's sections once per language; each route the rest of
 * what its components read (tests/unit/route-copy.test.ts checks every route's list against its
 * components), so the hydration data carries no section the page does not show.
 */
export function copySections(lang: Lang, sections: readonly CopySection[], parts: CopyParts = {}): PageCopy | null {
  if (lang === "en") return null;
  const copy: Record<string, unknown> = {};
  for (const section of sections) copy[section] = COPY[lang][section];
  for (const [section, english] of Object.entries(parts)) {
    const translated = COPY[lang][section as CopySection] as Record<string, unknown>;
    copy[section] = Object.fromEntries(Object.keys(english).map((key) => [key, translated[key]]));
  }
  return copy as PageCopy;
}

/** English text -> the same text's place in the copy, over every section (built once). */
let places: Map<string, string[]> | undefined;

function walk(node: unknown, path: string[], into: Map<string, string[]>) {
  if (typeof node === "string") {
    if (!into.has(node)) into.set(node, path);
  } else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) walk(value, [...path, key], into);
  }
}

function at(copy: Copy, path: string[]): string | undefined {
  let node: unknown = copy;
  for (const key of path) node = node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined;
  return typeof node === "string" ? node : undefined;
}

/** English messages made by functions, as patterns and their templates. */
const PATTERNS: Array<[RegExp, (copy: Copy, match: RegExpExecArray) => string]> = [
  [/^Must be at most (\d+) characters$/, (copy, match) => fill(copy.serverWords.tooLong, { max: match[1]! })],
  // Issue 33: the fallback messages made with a value (app/lib/schemas/zod.ts).
  [/^Must be at least (\d+) characters$/, (copy, match) => fill(copy.serverWords.tooShort, { min: match[1]! })],
  [/^Enter a number of at least (-?[\d.e+]+)\.$/, (copy, match) => fill(copy.serverWords.numberAtLeast, { min: match[1]! })],
  [/^Enter a number of at most (-?[\d.e+]+)\.$/, (copy, match) => fill(copy.serverWords.numberAtMost, { max: match[1]! })],
  [/^Enter a number greater than (-?[\d.e+]+)\.$/, (copy, match) => fill(copy.serverWords.numberAbove, { min: match[1]! })],
  [/^Enter a number less than (-?[\d.e+]+)\.$/, (copy, match) => fill(copy.serverWords.numberBelow, { max: match[1]! })],
  [/^Add at least (\d+) items?\.$/, (copy, match) => fill(copy.serverWords.itemsAtLeast, { min: match[1]! })],
  [/^Use at most (\d+) items?\.$/, (copy, match) => fill(copy.serverWords.itemsAtMost, { max: match[1]! })],
  [
    /^Too many attempts from your connection\. Please wait (\d+) minutes? and try again\.$/,
    (copy, match) => (match[1] === "1" ? copy.serverWords.tooManyAttemptsOne : fill(copy.serverWords.tooManyAttemptsMany, { minutes: match[1]! })),
  ],
  [
    /^This account has had too many failed sign-ins\. Please try again in (\d+) minutes?, or reset your password\.$/,
    (copy, match) => (match[1] === "1" ? copy.serverWords.accountLockedOne : fill(copy.serverWords.accountLockedMany, { minutes: match[1]! })),
  ],
];

/**
 * A message of the English copy (a validation message, a refusal) in another language; a text
 * that is not in the copy is returned as it is.
 */
export function translateMessage(message: string, lang: Lang): string {
  if (lang === "en") return message;
  const copy = COPY[lang];
  if (!places) {
    places = new Map();
    walk(en, [], places);
  }
  const place = places.get(message);
  if (place) return at(copy, place) ?? message;
  for (const [pattern, translate] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return translate(copy, match);
  }
  return message;
}

/** A form's refusal (Conform's reply: messages by field) with its messages in the page's language. */
export function translateReply<Reply extends { error?: Record<string, string[] | null> | null }>(reply: Reply, lang: Lang): Reply {
  if (lang === "en" || !reply.error) return reply;
  const error = Object.fromEntries(
    Object.entries(reply.error).map(([field, messages]) => [field, messages ? messages.map((message) => translateMessage(message, lang)) : messages]),
  );
  return { ...reply, error };
}
