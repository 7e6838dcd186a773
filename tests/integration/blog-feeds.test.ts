/**
 * Issue 29: the blog's RSS and Atom feeds, against a real SQLite file. Only published posts, the
 * newest 20 first, in the feed's language (a translated title where there is one, English marked
 * where there is none), absolute addresses, RFC 822 and RFC 3339 dates, and every text escaped
 * (a title with & < > " ' and Gujarati letters). The browser parses the served feeds in
 * tests/e2e/feeds-and-requests.spec.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/.server/db";
import { blogFeed } from "~/.server/journal/feeds";
import { saveTranslations } from "~/.server/translations/translations";
import { escapeXml } from "~/.server/xml";

import { createBlogPost, unique } from "../support/factories";

const ORIGIN = "https://sadeli.example";
const TRICKY = `Boxes & <lids> "quoted" 'single'`;
const GUJARATI = "સાદેલી પેટી & <ઢાંકણ>";

/** The feed's items (RSS) or entries (Atom), as text, in their order. */
const blocks = (xml: string, tag: "item" | "entry") => [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))].map((match) => match[1]!);
const textOf = (block: string, tag: string) => new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`).exec(block)?.[1];

describe("escapeXml", () => {
  it("escapes the five characters XML gives a meaning, keeps Gujarati and Hindi, and drops characters XML 1.0 forbids", () => {
    expect(escapeXml(TRICKY)).toBe("Boxes &amp; &lt;lids&gt; &quot;quoted&quot; &apos;single&apos;");
    expect(escapeXml("સાદેલી सादेली")).toBe("સાદેલી सादेली");
    expect(escapeXml("a\u0000b\u0008c\u000bd\u001fe\ufffef\ud800g")).toBe("abcdefg");
    // Tabs and line breaks are allowed, and a whole surrogate pair (an emoji) is kept.
    expect(escapeXml("a\tb\nc\r😀")).toBe("a\tb\nc\r😀");
  });
});

describe("the blog's feeds", () => {
  // Dated after anything else in this file's database, one day apart: post 0 is the oldest.
  const day = (index: number) => new Date(Date.UTC(2040, 0, 1 + index, 9, 30, 0)).toISOString();
  let published: ReturnType<typeof createBlogPost>[] = [];
  let tricky: ReturnType<typeof createBlogPost>;

  beforeAll(() => {
    published = Array.from({ length: 21 }, (_, index) => createBlogPost({ title: `Post ${index}`, slug: unique(`post-${index}-`), published_at: day(index) }));
    // The newest published post: a title with every character XML escapes, and a Gujarati translation.
    tricky = createBlogPost({
      title: TRICKY,
      slug: unique("tricky-"),
      excerpt: "A & B",
      content: "## Care & <polish>\n- dust\n- oil",
      published_at: day(30),
    });
    saveTranslations(db(), "blog_post", tricky.id, { gu: { title: GUJARATI, excerpt: "ગુજરાતી સાર" } });
    // Newer still, but not published: never in a feed.
    createBlogPost({ title: "A draft", status: "draft", published_at: null });
    createBlogPost({ title: "Archived", status: "archived", published_at: day(40) });
  });

  it("RSS: the newest 20 published posts, newest first, with absolute links and RFC 822 dates", () => {
    const xml = blogFeed("rss", "en", ORIGIN);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    const items = blocks(xml, "item");
    expect(items).toHaveLength(20);
    // The tricky post, then Post 20 down to Post 2: Post 1 and Post 0 are past the 20.
    const titles = items.map((item) => textOf(item, "title"));
    expect(titles).toEqual([escapeXml(TRICKY), ...Array.from({ length: 19 }, (_, index) => `Post ${20 - index}`)]);
    expect(xml).not.toContain("A draft");
    expect(xml).not.toContain("Archived");
    expect(textOf(items[0]!, "link")).toBe(`${ORIGIN}/blog/${tricky.slug}`);
    expect(textOf(items[0]!, "pubDate")).toBe("Tue, 31 Jan 2040 09:30:00 GMT");
    expect(textOf(items[1]!, "pubDate")).toBe(new Date(published[20]!.published_at!).toUTCString());
    expect(textOf(xml, "link")).toBe(`${ORIGIN}/blog`);
    expect(xml).toContain(`<atom:link href="${ORIGIN}/blog/rss.xml" rel="self" type="application/rss+xml"/>`);
    expect(textOf(xml, "language")).toBe("en-IN");
    // The content is HTML, escaped once more as the element's text: no raw markup in the feed.
    expect(textOf(items[0]!, "content:encoded")).toBe(
      "&lt;h3&gt;Care &amp;amp; &amp;lt;polish&amp;gt;&lt;/h3&gt;\n&lt;ul&gt;&lt;li&gt;dust&lt;/li&gt;&lt;li&gt;oil&lt;/li&gt;&lt;/ul&gt;",
    );
    expect(textOf(items[0]!, "description")).toBe("A &amp; B");
  });

  it("Atom: the same posts with RFC 3339 dates, the feed's own address as its id", () => {
    const xml = blogFeed("atom", "en", ORIGIN);
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-IN">');
    expect(textOf(xml, "id")).toBe(`${ORIGIN}/blog/atom.xml`);
    expect(textOf(xml, "updated")).toBe("2040-01-31T09:30:00.000Z");
    const entries = blocks(xml, "entry");
    expect(entries).toHaveLength(20);
    expect(textOf(entries[0]!, "id")).toBe(`${ORIGIN}/blog/${tricky.slug}`);
    expect(textOf(entries[0]!, "published")).toBe("2040-01-31T09:30:00.000Z");
    expect(textOf(entries[0]!, "title")).toBe(escapeXml(TRICKY));
    expect(entries[0]).toContain(`<link rel="alternate" type="text/html" href="${ORIGIN}/blog/${tricky.slug}"/>`);
  });

  it("in Gujarati: the translated title where there is one, English marked where there is none, Gujarati addresses", () => {
    const atom = blogFeed("atom", "gu", ORIGIN);
    expect(atom).toContain('xml:lang="gu-IN"');
    expect(textOf(atom, "id")).toBe(`${ORIGIN}/gu/blog/atom.xml`);
    const [first, second] = blocks(atom, "entry");
    expect(first).toContain(`<title type="text">${escapeXml(GUJARATI)}</title>`);
    expect(first).toContain(`<summary type="text">ગુજરાતી સાર</summary>`);
    expect(first).toContain(`href="${ORIGIN}/gu/blog/${tricky.slug}"`);
    // No translation: the English title, marked as English.
    expect(second).toContain('<title type="text" xml:lang="en">Post 20</title>');

    const rss = blogFeed("rss", "hi", ORIGIN);
    expect(textOf(rss, "language")).toBe("hi-IN");
    expect(textOf(rss, "link")).toBe(`${ORIGIN}/hi/blog`);
    // Hindi has no translation of the tricky post: its English title.
    expect(textOf(blocks(rss, "item")[0]!, "title")).toBe(escapeXml(TRICKY));
  });
});
