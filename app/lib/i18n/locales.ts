/**
 * The site's languages (issue 19, docs/decisions/013-languages.md): English at /..., Gujarati at
 * /gu/..., Hindi at /hi/.... Pure functions, safe on the server and in the browser.
 */
export const LANGS = ["en", "gu", "hi"] as const;
export type Lang = (typeof LANGS)[number];
/** The languages with a URL prefix (English has none). */
export const PREFIXED_LANGS = ["gu", "hi"] as const satisfies readonly Lang[];

/** BCP 47 tags for <html lang>, hreflang and Intl: India's variant of each language. */
export const LOCALE_TAG: Record<Lang, string> = { en: "en-IN", gu: "gu-IN", hi: "hi-IN" };
/** Open Graph's og:locale form. */
export const OG_LOCALE: Record<Lang, string> = { en: "en_IN", gu: "gu_IN", hi: "hi_IN" };
/** Each language's own name, as its readers write it (the language switch). */
export const LANG_NAME: Record<Lang, string> = { en: "English", gu: "ગુજરાતી", hi: "हिन्दी" };

export function isPrefixedLang(value: string | undefined): value is (typeof PREFIXED_LANGS)[number] {
  return value === "gu" || value === "hi";
}

/** The language of a route's `lang` parameter (undefined is English). */
export function langOf(param: string | undefined): Lang {
  return isPrefixedLang(param) ? param : "en";
}

/** The language of a URL's path: "/gu/products" is Gujarati, "/products" English. */
export function langOfPath(pathname: string): Lang {
  return langOf(pathname.split("/")[1]);
}

/** A path without its language prefix: "/gu/products?x=1" becomes "/products?x=1", "/gu" becomes "/". */
export function unprefixed(path: string): string {
  const match = /^\/(gu|hi)(?=[/?#]|$)/.exec(path);
  if (!match) return path;
  const rest = path.slice(match[0].length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * A site path in a language: localePath("gu", "/products?page=2") is "/gu/products?page=2",
 * localePath("gu", "/") is "/gu". Paths outside the public site (the panel, the API, the
 * resources, anything not starting with "/") are left as they are.
 */
export function localePath(lang: Lang, path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const bare = unprefixed(path);
  if (lang === "en" || /^\/(panel|api|core_api|logout|theme|language-hint|sitemap\.xml|robots\.txt|uploads|assets)(?=[/?#]|$)/.test(bare)) return bare;
  // The home page is "/gu", not "/gu/" (one address per page).
  return bare === "/" || bare.startsWith("/?") || bare.startsWith("/#") ? `/${lang}${bare.slice(1)}` : `/${lang}${bare}`;
}

/** The same page in every language, for the language switch and hreflang. */
export function alternatesOf(path: string): Record<Lang, string> {
  return { en: localePath("en", path), gu: localePath("gu", path), hi: localePath("hi", path) };
}

/**
 * The visitor's preferred prefixed language from an Accept-Language header, when it comes before
 * English (q-values respected); undefined when English or anything else is preferred.
 */
export function preferredLang(acceptLanguage: string | null | undefined): (typeof PREFIXED_LANGS)[number] | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split("-")[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && entry.base)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    if (entry.base === "gu" || entry.base === "hi") return entry.base;
    if (entry.base === "en") return undefined;
  }
  return undefined;
}

/** Fills "{name}" placeholders of a copy template: fill("{n} min read", { n: 5 }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * `lang="en"` for a field of a translated record that fell back to English (the domain names them
 * in `untranslated`, docs/decisions/013), so that screen readers switch voice; undefined otherwise.
 */
export function fallbackLang(record: { untranslated?: readonly string[] } | null | undefined, field: string): "en" | undefined {
  return record?.untranslated?.includes(field) ? "en" : undefined;
}
