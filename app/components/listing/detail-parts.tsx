/**
 * What the public detail pages (/products/:id, /gallery/:id, /portfolio/:id, /blog/:slug) share
 * inside their DetailView: the structured data with its breadcrumbs, the picture with its badges,
 * the eyebrow and title, the facts list, the paragraphs of a description, the WhatsApp link and
 * the address to sign in and come back.
 */
import type { ReactNode } from "react";

import { CategoryEyebrow } from "~/components/cards/category-eyebrow";
import { useNonce } from "~/components/nonce";
import { StoredImage } from "~/components/ui/stored-image";
import { copyable } from "~/lib/copyable";
import { fallbackLang, type Lang, LOCALE_TAG, localePath } from "~/lib/i18n/locales";
import { useLang } from "~/lib/i18n/use-copy";
import { jsonLd } from "~/lib/seo";

/** schema.org's BreadcrumbList: Home, the list, the item (names and paths in the page's language). */
export function breadcrumbList(
  origin: string,
  list: { name: string; path: string },
  item: { name: string; url: string },
  home: { name: string; path: string } = { name: "Home", path: "/" },
) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: home.name, item: `${origin}${home.path}` },
      { "@type": "ListItem", position: 2, name: list.name, item: `${origin}${list.path}` },
      { "@type": "ListItem", position: 3, name: item.name, item: item.url },
    ],
  };
}

/** schema.org types that are creative works, which name their language (inLanguage). */
const CREATIVE_WORKS = new Set(["BlogPosting", "BreadcrumbList", "VisualArtwork", "CreativeWork", "WebPage"]);

/**
 * The page's structured data, as a script the Content-Security-Policy lets run; creative works say
 * the page's language. Written by the server only (decision 036): search engines read the HTML
 * the server sends, hydration leaves the script as it is, and the browser's bundle carries no
 * JSON-LD code (a page the router opens has an empty script; a route may pass `null` there).
 */
export function StructuredData({ data }: { data: unknown }) {
  const nonce = useNonce();
  const inLanguage = LOCALE_TAG[useLang()];
  const withLanguage = (node: unknown) =>
    node && typeof node === "object" && CREATIVE_WORKS.has(String((node as { "@type"?: unknown })["@type"])) ? { ...node, inLanguage } : node;
  const html = import.meta.env.SSR ? jsonLd(Array.isArray(data) ? data.map(withLanguage) : withLanguage(data)) : "";
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The item's picture, half the page on wide screens, with its badges over the top left corner. `lang`: "en" when its alt text fell back to English. */
export function DetailImage({ src, alt, lang, badges }: { src: string; alt: string; lang?: "en"; badges: ReactNode }) {
  return (
    <div className="relative">
      <StoredImage src={src} alt={alt} lang={lang} eager sizes="(min-width: 1024px) 50vw, 100vw" className="w-full rounded-2xl object-cover" />
      <div className="absolute top-3 left-3 flex gap-2">{badges}</div>
    </div>
  );
}

/** The category above the item's title (the h1 the dialog is labelled by). */
/** `record`: a translated record; its title and category that fell back to English are marked lang="en". */
export function DetailTitle({ eyebrow, id, title, record }: { eyebrow: string; id: string; title: string; record?: { untranslated?: readonly string[] } }) {
  return (
    <>
      <CategoryEyebrow record={record}>{eyebrow}</CategoryEyebrow>
      <h1 id={id} className="text-3xl font-semibold" lang={fallbackLang(record, "title")}>
        {title}
      </h1>
    </>
  );
}

/**
 * Label and value pairs, with the value's lang when it is English on a Gujarati or Hindi page; a
 * pair with an empty value is left out. `copyable`: the value stays copyable with content
 * protection on (a product's SKU, docs/decisions/026).
 */
export type DetailFact = [label: string, value: string, lang?: "en", options?: { copyable: true }];

export function DetailFacts({ facts }: { facts: DetailFact[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-xl bg-ivory-100 p-4 text-sm dark:bg-rosewood-900">
      {facts
        .filter(([, value]) => value)
        .map(([label, value, lang, options]) => (
          <div key={label}>
            <dt className="text-rosewood-600 dark:text-rosewood-300">{label}</dt>
            <dd className="font-medium" lang={lang} {...(options?.copyable ? copyable : {})}>
              {value}
            </dd>
          </div>
        ))}
    </dl>
  );
}

/** A text's paragraphs (split at blank lines; empty ones left out). */
export function Paragraphs({ text, className }: { text: string; className: string }) {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph, index) => (
      <p key={index} className={className}>
        {paragraph}
      </p>
    ));
}

const WHATSAPP = "inline-flex items-center gap-2 rounded-full bg-green-700 px-5 py-2 text-sm font-semibold text-white hover:bg-green-800";

/** The green WhatsApp button, when the site has a number (whatsappLink gave an address). */
export function WhatsAppLink({ href, className, children }: { href: string | null; className?: string; children: ReactNode }) {
  if (!href) return null;
  return (
    <a href={href} rel="noopener noreferrer" target="_blank" className={className ? `${WHATSAPP} ${className}` : WHATSAPP}>
      {children}
    </a>
  );
}

/** Where a guest signs in, to come back to this page. */
export const loginHref = (path: string, lang: Lang = "en") => localePath(lang, `/login?${new URLSearchParams({ redirectTo: localePath(lang, path) })}`);
