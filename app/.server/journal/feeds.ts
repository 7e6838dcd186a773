/**
 * The blog's RSS 2.0 and Atom feeds, one of each per language (issue 29; docs/decisions/028):
 * the latest 20 published posts, newest first, read through the public list (so drafts and
 * archived posts never appear, and a Gujarati or Hindi feed carries each post's translation where
 * there is one). Every address is absolute, from PUBLIC_URL. RSS dates are RFC 822 (RFC 1123's
 * four-digit years, in GMT), Atom dates RFC 3339. Every text passes through escapeXml.
 */
import { getPublicSiteInfo } from "~/.server/settings/site-settings";
import { escapeXml } from "~/.server/xml";
import { type ContentBlock, postContentBlocks } from "~/lib/blog-content";
import { copyFor } from "~/lib/i18n/copy.server";
import { fallbackLang, type Lang, LOCALE_TAG, localePath } from "~/lib/i18n/locales";

import { type BlogPostContract, listPublicBlogPosts } from "./posts";

export const FEED_FORMATS = ["rss", "atom"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** How many posts a feed carries. */
export const FEED_SIZE = 20;

export const FEED_CONTENT_TYPE: Record<FeedFormat, string> = {
  rss: "application/rss+xml; charset=utf-8",
  atom: "application/atom+xml; charset=utf-8",
};

/** A feed's path in a language: /blog/rss.xml, /gu/blog/atom.xml. */
export function feedPath(format: FeedFormat, lang: Lang): string {
  return localePath(lang, `/blog/${format}.xml`);
}

/** The post's content as simple HTML (headings, lists, paragraphs), each text escaped: what a feed reader shows. */
function contentHtml(blocks: ContentBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case "heading":
          return `<h${block.level}>${escapeXml(block.text)}</h${block.level}>`;
        case "list": {
          const items = block.items.map((item) => `<li>${escapeXml(item)}</li>`).join("");
          return block.ordered ? `<ol${block.start === 1 ? "" : ` start="${block.start}"`}>${items}</ol>` : `<ul>${items}</ul>`;
        }
        case "paragraph":
          return `<p>${escapeXml(block.text)}</p>`;
      }
    })
    .join("\n");
}

/** RFC 822 as RSS readers expect it: "Sat, 07 Mar 2026 10:15:00 GMT". */
export function rfc822(value: string | null | undefined): string {
  return toDate(value).toUTCString();
}

/** RFC 3339: "2026-03-07T10:15:00.000Z". */
export function rfc3339(value: string | null | undefined): string {
  return toDate(value).toISOString();
}

function toDate(value: string | null | undefined): Date {
  const date = value ? new Date(value) : new Date(Number.NaN);
  return Number.isNaN(date.getTime()) ? new Date(0) : date;
}

type FeedPost = BlogPostContract & { untranslated?: readonly string[] };

/** A published post's date: when it was published (a post published before that column was kept: when it was written). */
const postDate = (post: FeedPost) => post.published_at ?? post.created_at;

/** `xml:lang="en"` on an element whose text fell back to English in a Gujarati or Hindi feed. */
const englishMark = (post: FeedPost, field: string) => (fallbackLang(post, field) ? ' xml:lang="en"' : "");

export function blogFeed(format: FeedFormat, lang: Lang, origin: string): string {
  const posts = listPublicBlogPosts({ lang, page: 1, pageSize: FEED_SIZE }).results;
  const site = getPublicSiteInfo().site_name;
  const blog = copyFor(lang).blogCopy;
  const channel = {
    title: `${blog.title} | ${site}`,
    description: blog.metaDescription,
    home: `${origin}${localePath(lang, "/blog")}`,
    self: `${origin}${feedPath(format, lang)}`,
    language: LOCALE_TAG[lang],
    // The newest post's date: the feed changes when a post is published.
    updated: posts[0] ? postDate(posts[0]) : null,
  };
  const postUrl = (post: FeedPost) => `${origin}${localePath(lang, `/blog/${encodeURIComponent(post.slug)}`)}`;
  const html = (post: FeedPost) => contentHtml(postContentBlocks(post.content, post.excerpt));

  if (format === "rss") {
    const items = posts.map((post) =>
      [
        "<item>",
        `<title>${escapeXml(post.title)}</title>`,
        `<link>${escapeXml(postUrl(post))}</link>`,
        `<guid isPermaLink="true">${escapeXml(postUrl(post))}</guid>`,
        `<pubDate>${rfc822(postDate(post))}</pubDate>`,
        post.author_name ? `<dc:creator>${escapeXml(post.author_name)}</dc:creator>` : "",
        post.category_name ? `<category>${escapeXml(post.category_name)}</category>` : "",
        `<description>${escapeXml(post.excerpt || post.title)}</description>`,
        `<content:encoded>${escapeXml(html(post))}</content:encoded>`,
        "</item>",
      ]
        .filter(Boolean)
        .join("\n"),
    );
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
      "<channel>",
      `<title>${escapeXml(channel.title)}</title>`,
      `<link>${escapeXml(channel.home)}</link>`,
      `<description>${escapeXml(channel.description)}</description>`,
      `<language>${channel.language}</language>`,
      channel.updated ? `<lastBuildDate>${rfc822(channel.updated)}</lastBuildDate>` : "",
      `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
      ...items,
      "</channel>",
      "</rss>",
    ]
      .filter(Boolean)
      .join("\n")
      .concat("\n");
  }

  const entries = posts.map((post) =>
    [
      "<entry>",
      `<id>${escapeXml(postUrl(post))}</id>`,
      `<title type="text"${englishMark(post, "title")}>${escapeXml(post.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(postUrl(post))}"/>`,
      `<published>${rfc3339(postDate(post))}</published>`,
      `<updated>${rfc3339(postDate(post))}</updated>`,
      post.author_name ? `<author><name>${escapeXml(post.author_name)}</name></author>` : "",
      post.category_name ? `<category term="${escapeXml(post.category_name)}"/>` : "",
      `<summary type="text"${englishMark(post, "excerpt")}>${escapeXml(post.excerpt || post.title)}</summary>`,
      `<content type="html"${englishMark(post, "content")}>${escapeXml(html(post))}</content>`,
      "</entry>",
    ]
      .filter(Boolean)
      .join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${channel.language}">`,
    `<id>${escapeXml(channel.self)}</id>`,
    `<title type="text">${escapeXml(channel.title)}</title>`,
    `<subtitle type="text">${escapeXml(channel.description)}</subtitle>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(channel.self)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(channel.home)}"/>`,
    `<updated>${rfc3339(channel.updated ?? new Date().toISOString())}</updated>`,
    `<author><name>${escapeXml(site)}</name></author>`,
    ...entries,
    "</feed>",
  ]
    .join("\n")
    .concat("\n");
}
