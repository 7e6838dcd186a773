/**
 * Title, description, canonical URL and Open Graph tags for a page, from its own words and the
 * site's public origin (PUBLIC_URL, given by the root loader; never the request's Host).
 */
import type { MetaDescriptor } from "react-router";

type RootMatch = { id: string; data?: unknown };

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
  const url = `${origin}${page.path}`;
  const description = page.description.length > 160 ? `${page.description.slice(0, 157).trimEnd()}...` : page.description;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
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
