/**
 * Title, description, canonical URL and Open Graph tags for a page, from its own words and the
 * site's public origin (PUBLIC_URL, given by the root loader; never the request's Host).
 */
import type { MetaDescriptor } from "react-router";

import { alternatesOf, type Lang, langOf, LANGS, LOCALE_TAG, localePath, OG_LOCALE } from "./i18n/locales";

export type RootMatch = { id: string; data?: unknown; params?: Record<string, string | undefined> };

/** The page's language, from the matches' optional `lang` segment (issue 19). */
export function pageLang(matches: readonly (RootMatch | undefined)[]): Lang {
  return langOf(matches.find((match) => match?.params?.lang)?.params?.lang);
}

export function siteOrigin(matches: readonly (RootMatch | undefined)[]): string {
  const root = matches.find((match) => match?.id === "root")?.data as { origin?: string } | undefined;
  return root?.origin ?? "";
}

export function siteName(matches: readonly (RootMatch | undefined)[]): string {
  const root = matches.find((match) => match?.id === "root")?.data as { site?: { site_name?: string } } | undefined;
  return root?.site?.site_name ?? "Surat Sadeli Art Studio";
}

export function pageMeta(
  matches: readonly (RootMatch | undefined)[],
  page: { title: string; description: string; path: string; image?: string; type?: "website" | "article" | "product"; noindex?: boolean },
): MetaDescriptor[] {
  const origin = siteOrigin(matches);
  const name = siteName(matches);
  const title = page.title.includes(name) ? page.title : `${page.title} | ${name}`;
  const url = canonicalUrl(matches, page.path);
  const description = page.description.length > 160 ? `${page.description.slice(0, 157).trimEnd()}...` : page.description;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    ...pageLinks(matches, page.path),
    ...feedMeta(matches),
    { property: "og:site_name", content: name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: page.type === "article" ? "article" : "website" },
    { property: "og:url", content: url },
    { name: "twitter:card", content: page.image ? "summary_large_image" : "summary" },
  ];
  if (page.image) tags.push({ property: "og:image", content: page.image.startsWith("http") ? page.image : `${origin}${page.image}` });
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/**
 * The page's own address: absolute (PUBLIC_URL, never the request's Host), in the page's language.
 * `path` is the English path; the page's URL carries its language's prefix.
 */
export function canonicalUrl(matches: readonly (RootMatch | undefined)[], path: string): string {
  return `${siteOrigin(matches)}${localePath(pageLang(matches), path)}`;
}

/**
 * What every public page's head links: its canonical address (in its own language, absolute) and
 * the page in every language (hreflang and x-default). Part of pageMeta; a page with meta of its
 * own (the login, the sign-up, the links' pages) adds it, so none is left without.
 */
export function pageLinks(matches: readonly (RootMatch | undefined)[], path: string): MetaDescriptor[] {
  return [{ tagName: "link", rel: "canonical", href: canonicalUrl(matches, path) }, ...languageMeta(matches, path)];
}

/**
 * The page in every language (hreflang, with English as x-default) and its Open Graph locales,
 * from its English path (issue 19). Part of pageMeta; pages with meta of their own add it.
 */
export function languageMeta(matches: readonly (RootMatch | undefined)[], path: string): MetaDescriptor[] {
  const origin = siteOrigin(matches);
  const lang = pageLang(matches);
  const alternates = alternatesOf(path);
  return [
    ...LANGS.map((other) => ({ tagName: "link", rel: "alternate", hrefLang: LOCALE_TAG[other], href: `${origin}${alternates[other]}` })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${alternates.en}` },
    { property: "og:locale", content: OG_LOCALE[lang] },
    ...LANGS.filter((other) => other !== lang).map((other) => ({ property: "og:locale:alternate", content: OG_LOCALE[other] })),
  ];
}

/**
 * The blog's RSS and Atom feeds in the page's language (issue 29, docs/decisions/028), named in
 * the head of every page that uses pageMeta, so a feed reader given any page of the site finds them.
 */
export function feedMeta(matches: readonly (RootMatch | undefined)[]): MetaDescriptor[] {
  const origin = siteOrigin(matches);
  const lang = pageLang(matches);
  const name = siteName(matches);
  return (["rss", "atom"] as const).map((format) => ({
    tagName: "link",
    rel: "alternate",
    type: `application/${format}+xml`,
    // No hreflang: search engines read `rel=alternate` + hreflang as the page's own versions in
    // other languages, and a feed would stand in for the page (the feed declares its language).
    title: `${name} (${format === "rss" ? "RSS" : "Atom"})`,
    href: `${origin}${localePath(lang, `/blog/${format}.xml`)}`,
  }));
}

/** JSON-LD safe to place inside a <script> element. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

type BusinessDetails = {
  site_name: string;
  site_description: string;
  contact_email: string;
  contact_phone: string;
  address: string;
  social_facebook: string;
  social_instagram: string;
  social_twitter: string;
  social_linkedin: string;
};

/** The workshop as a LocalBusiness (home, about and contact pages). */
export function localBusinessData(site: BusinessDetails, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: site.site_name,
    description: site.site_description || undefined,
    url: `${origin}/`,
    email: site.contact_email || undefined,
    telephone: site.contact_phone || undefined,
    address: site.address
      ? { "@type": "PostalAddress", streetAddress: site.address, addressLocality: "Surat", addressRegion: "Gujarat", addressCountry: "IN" }
      : undefined,
    sameAs: [site.social_facebook, site.social_instagram, site.social_twitter, site.social_linkedin].filter(Boolean),
  };
}

/**
 * The head of a page reached by a secret link (a reset, a confirmation): its title, kept out of
 * search engines, and canonical and hreflang without the link's token (it is in the query or a
 * cookie, never in the head).
 */
export function secretLinkPageMeta(matches: readonly (RootMatch | undefined)[], title: string, path: string): MetaDescriptor[] {
  return [{ title: `${title} | ${siteName(matches)}` }, { name: "robots", content: "noindex" }, ...pageLinks(matches, path)];
}
