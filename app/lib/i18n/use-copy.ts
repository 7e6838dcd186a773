/**
 * The page's language and its copy in components. English pages use the English module the
 * component imports (it is in that page's bundle already); a Gujarati or Hindi page gets its own
 * language's copy, and only the sections it shows, from its routes' loaders: the site layout's
 * sends the shell's (header, footer, menus, toasts, error pages), each public route the rest of
 * what its components read (copySections in ./copy.server.ts; docs/decisions/016-languages.md).
 */
import { useLocation, useMatches } from "react-router";

import type { Copy, CopySection } from "~/lib/copy/site";

import { type Lang, langOfPath, localePath } from "./locales";

export const SITE_LAYOUT_ID = "routes/site/layout";

/** The sections of a language's copy (or some words of one) that a route's loader data carries as `copy`. */
export type PageCopy = { readonly [Section in CopySection]?: Partial<Copy[Section]> };

export type SiteLayoutData = { lang: Lang; copy: PageCopy | null };

type Match = { id: string; data?: unknown; params?: Record<string, string | undefined> } | undefined;

/**
 * A section in the matched routes' data, the deepest route first (the page's own, then a list's
 * behind its item, then the layout's), that has every word the reader needs: the layout sends
 * some sections in part only (the footer's five newsletter words), and a part never stands in for
 * a whole section.
 */
function sectionIn<Part extends object>(matches: readonly Match[], section: CopySection, english: Part): Part | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const found = (matches[index]?.data as { copy?: PageCopy | null } | null | undefined)?.copy?.[section] as Record<string, unknown> | undefined;
    // The English functions (a sentence made with its value) have templates elsewhere in the other languages.
    if (found && Object.entries(english).every(([key, text]) => key in found || typeof text === "function")) return found as Part;
  }
  return undefined;
}

/** The language of the page shown: from its URL's prefix. */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}

/** A function that puts a site path into the page's language: "/products" on a Hindi page is "/hi/products". */
export function useLocalePath(): (path: string) => string {
  const lang = useLang();
  return (path) => localePath(lang, path);
}

/** One section of the page's copy: the translation on a Gujarati or Hindi page, else the English given. */
export function useCopy<Section extends CopySection>(section: Section, english: Copy[Section]): Copy[Section] {
  return useCopyPart(section, english);
}

/**
 * Some words of a section, for a component that shows only those (a card shows two of its page's
 * words): an English page's bundle carries only them; a translated page's loaders send them (the
 * whole section, or just these words where the page needs no more).
 */
export function useCopyPart<Section extends CopySection, Part extends Partial<Copy[Section]>>(section: Section, english: Part): Part {
  return sectionIn(useMatches(), section, english) ?? english;
}

/**
 * A section of a Gujarati or Hindi page's copy, undefined on an English page: for words English
 * makes with a function where the other languages have a template (fill()).
 */
export function useTranslatedCopy<Section extends CopySection>(section: Section): Copy[Section] | undefined {
  const matches = useMatches();
  return useLang() === "en" ? undefined : (sectionIn(matches, section, {}) as Copy[Section] | undefined);
}

/** The same for a meta function, from its matches. */
export function metaCopy<Section extends CopySection>(matches: readonly Match[], section: Section, english: Copy[Section]): Copy[Section] {
  return sectionIn(matches, section, english) ?? english;
}

/**
 * `lang="en"` for a text that has no translation at all (the site settings, the untranslated fields
 * of a record: dimensions, SKU, a client's or an author's name) on a Gujarati or Hindi page; undefined on an English one.
 */
export function useEnglishMark(): "en" | undefined {
  return useLang() === "en" ? undefined : "en";
}
