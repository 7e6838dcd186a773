/**
 * The page's language and its copy in components. English pages use the English module the
 * component imports (it is in that page's bundle already); a Gujarati or Hindi page gets its own
 * language's copy, and only that, from the site layout's loader (docs/decisions/013-languages.md).
 */
import { useLocation, useRouteLoaderData } from "react-router";

import type { Copy, CopySection } from "~/lib/copy/site";

import { type Lang, langOfPath, localePath } from "./locales";

export const SITE_LAYOUT_ID = "routes/site/layout";

export type SiteLayoutData = { lang: Lang; copy: Copy | null };

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
 * words): an English page's bundle carries only them; a translated page has its whole section.
 */
export function useCopyPart<Section extends CopySection, Part extends Partial<Copy[Section]>>(section: Section, english: Part): Part {
  const layout = useRouteLoaderData(SITE_LAYOUT_ID) as SiteLayoutData | undefined;
  return (layout?.copy?.[section] as Part | undefined) ?? english;
}

type Match = { id: string; data?: unknown; params?: Record<string, string | undefined> } | undefined;

/** The same for a meta function, from its matches. */
export function metaCopy<Section extends CopySection>(matches: readonly Match[], section: Section, english: Copy[Section]): Copy[Section] {
  const layout = matches.find((match) => match?.id === SITE_LAYOUT_ID)?.data as SiteLayoutData | undefined;
  return layout?.copy?.[section] ?? english;
}

/**
 * `lang="en"` for a text that has no translation at all (the site settings, the untranslated fields
 * of a record: dimensions, SKU, a client's or an author's name) on a Gujarati or Hindi page; undefined on an English one.
 */
export function useEnglishMark(): "en" | undefined {
  return useLang() === "en" ? undefined : "en";
}
