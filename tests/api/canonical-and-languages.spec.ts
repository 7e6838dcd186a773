/**
 * Issue 29, defect 9: every public page's head names its own address, absolute (PUBLIC_URL) and
 * in its own language, and the page in every language (hreflang, x-default English). Walks every
 * public page of the access matrix (tests/security/access-matrix.ts: the pages a guest gets,
 * outside the panel and the API), so a page added to the site is walked too, in English,
 * Gujarati and Hindi. Before: /gu/signup and /hi/signup named the English page, sign-up's
 * canonical was relative, the login and the links' pages had none, /forgot-password no hreflang.
 */
import { randomBytes } from "node:crypto";

import { ACCESS_MATRIX } from "../security/access-matrix";
import { expect, test } from "./fixtures";
import { withTestDatabase } from "./support";

const LANGS = ["en", "gu", "hi"] as const;
const HREFLANG = { en: "en-IN", gu: "gu-IN", hi: "hi-IN" } as const;

/** The public pages: a guest's GET answers 200 with a page (not a file, the panel or the API). */
const publicPages = ACCESS_MATRIX.filter(
  (row) =>
    row.page.guest === "ok" &&
    row.data !== undefined &&
    !/^\/(gu|hi)(\/|$)/.test(row.url) &&
    !/^\/(panel|api|core_api)(\/|$)/.test(row.url) &&
    !/\.(json|xml|txt|csv)$/.test(row.url),
);

/**
 * Pages whose address holds a link's secret: they name the page without it. (The reset and
 * confirmation links' tokens are in the query, which no canonical keeps.)
 */
const CANONICAL_OF: Record<string, string> = { "newsletter/unsubscribe/:token": "/newsletter" };

const inLang = (lang: (typeof LANGS)[number], path: string) => (lang === "en" ? path : path === "/" ? `/${lang}` : `/${lang}${path}`);

function linksOf(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1]?.replaceAll("&amp;", "&");
    return { rel: attribute("rel"), hreflang: attribute("hreflang"), href: attribute("href") };
  });
  return {
    canonical: links.filter((link) => link.rel === "canonical").map((link) => link.href),
    alternates: Object.fromEntries(links.filter((link) => link.rel === "alternate" && link.hreflang).map((link) => [link.hreflang, link.href])),
  };
}

test("every public page, in English, Gujarati and Hindi, names its own absolute address in its language and the page in every language", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  expect(publicPages.map((row) => row.route)).toEqual(
    expect.arrayContaining(["", "login", "signup", "business-register", "forgot-password", "products/:id", "newsletter/unsubscribe/:token"]),
  );
  const token = randomBytes(16).toString("hex");
  withTestDatabase((database) =>
    database.prepare("insert into newsletter_subscribers (email, unsubscribe_token) values (?, ?)").run(`canonical.${token}@example.in`, token),
  );
  const origin = new URL(baseURL!).origin;
  const problems: string[] = [];
  for (const row of publicPages) {
    const url = row.url.replace("{unsubscribeToken}", token);
    const english = CANONICAL_OF[row.route] ?? url;
    for (const lang of LANGS) {
      const path = inLang(lang, url);
      const response = await request.get(path, { maxRedirects: 0 });
      if (response.status() !== 200) {
        problems.push(`${path}: answered ${response.status()}`);
        continue;
      }
      const { canonical, alternates } = linksOf(await response.text());
      const expected = `${origin}${inLang(lang, english)}`;
      if (canonical.length !== 1 || canonical[0] !== expected) problems.push(`${path}: canonical ${JSON.stringify(canonical)}, expected ${expected}`);
      const expectedAlternates = {
        [HREFLANG.en]: `${origin}${english}`,
        [HREFLANG.gu]: `${origin}${inLang("gu", english)}`,
        [HREFLANG.hi]: `${origin}${inLang("hi", english)}`,
        "x-default": `${origin}${english}`,
      };
      const sorted = (entries: Record<string, string | undefined>) => JSON.stringify(Object.entries(entries).sort());
      if (sorted(alternates) !== sorted(expectedAlternates)) {
        problems.push(`${path}: hreflang ${JSON.stringify(alternates)}, expected ${JSON.stringify(expectedAlternates)}`);
      }
    }
  }
  expect(problems).toEqual([]);
});
