/**
 * The site search (issue 29, docs/decisions/027): products, gallery items, portfolio projects and
 * blog posts in one ranked list, in the page's language, from SQLite's FTS5 index `site_search`
 * (migrations/0011_site_search.sql keeps it true on every write, by triggers). The /search page
 * and GET /api/search/ both read it through this module.
 *
 * - Words: letters, digits and combining marks (Gujarati and Devanagari vowel signs stay in their
 *   word), in NFC; each is a prefix ("box" finds "boxes"); every word must be found.
 * - Ranking: bm25 with a word in the title worth more than one in the tags (and the category's
 *   name), worth more than one in the descriptions and texts.
 * - Visibility: what a visitor may see, by the domain's own rules (publicProduct,
 *   publicGalleryItem, publicPortfolioItem, publishedPost); the index holds every record.
 * - Typos: when nothing is found, an English word that no indexed word starts with is replaced by
 *   the closest indexed word (one edit for 4-5 letters, two from 6), and the corrected words are
 *   searched instead; the answer says so (`corrected`).
 */
import { type SQL, sql } from "drizzle-orm";

import { getPublicProduct, type ProductContract, publicProduct } from "~/.server/catalogue/products";
import { db, schema } from "~/.server/db";
import { type GalleryContract, galleryItemFor, getPublicGalleryItem, publicGalleryItem } from "~/.server/gallery/gallery";
import { type BlogPostContract, getPublicBlogPostById, publishedPost } from "~/.server/journal/posts";
import { windowOf } from "~/.server/paging";
import { getPublicPortfolioItem, type PortfolioContract, publicPortfolioItem } from "~/.server/portfolio/portfolio";
import { memoUntilWrite } from "~/.server/read-memo";
import type { Localized } from "~/.server/translations/translations";
import type { ReadLanguage } from "~/lib/content-translations";
import { MARK_END, MARK_START } from "~/lib/search-marks";

const { products, galleryItems, portfolioItems, blogPosts } = schema;

export const SEARCH_KINDS = ["product", "gallery_item", "portfolio_item", "blog_post"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Results on a page of /search. */
export const SITE_SEARCH_PAGE_SIZE = 10;
/** Words of a query that are searched (the rest are ignored, as the lists do). */
export const MAX_SEARCH_WORDS = 8;
/** Words around a match in a snippet. */
const SNIPPET_WORDS = 24;
/** bm25 weights of the index's columns: title, tags (and category), body, a translated row's English title and tags. */
const WEIGHTS = sql.raw("10.0, 4.0, 1.0, 2.0");

/** The words of a query as the index's tokenizer cuts them: lower case, NFC, at most MAX_SEARCH_WORDS, each once. */
export function searchWords(query: string): string[] {
  const words =
    query
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** Each word a quoted prefix: no word can be read as FTS5 syntax (the words hold no quote). */
const matchExpression = (words: readonly string[]) => words.map((word) => `"${word}"*`).join(" ");

/** Records a visitor may see, by each area's own rule. */
function visibleToVisitors(): SQL {
  const rule = (condition: SQL | undefined) => condition ?? sql`1`;
  return sql`(
    (kind = 'product' and item_id in (select ${products.id} from ${products} where ${rule(publicProduct)}))
    or (kind = 'gallery_item' and item_id in (select ${galleryItems.id} from ${galleryItems} where ${publicGalleryItem}))
    or (kind = 'portfolio_item' and item_id in (select ${portfolioItems.id} from ${portfolioItems} where ${publicPortfolioItem}))
    or (kind = 'blog_post' and item_id in (select ${blogPosts.id} from ${blogPosts} where ${publishedPost}))
  )`;
}

function matching(words: readonly string[], lang: ReadLanguage, kind?: SearchKind): SQL {
  return sql`site_search match ${matchExpression(words)} and lang = ${lang} ${kind ? sql`and kind = ${kind}` : sql``} and ${visibleToVisitors()}`;
}

type Hit = { kind: SearchKind; item_id: number; title: string; snippet: string };

function findHits(words: readonly string[], lang: ReadLanguage, window: { limit: number; offset: number }, kind?: SearchKind): Hit[] {
  return db().all<Hit>(sql`
    select kind, item_id,
      highlight(site_search, 0, ${MARK_START}, ${MARK_END}) as title,
      snippet(site_search, 2, ${MARK_START}, ${MARK_END}, '…', ${SNIPPET_WORDS}) as snippet
    from site_search
    where ${matching(words, lang, kind)}
    order by bm25(site_search, ${WEIGHTS}), rowid
    limit ${window.limit} offset ${window.offset}`);
}

function countHits(words: readonly string[], lang: ReadLanguage): Record<SearchKind, number> {
  const rows = db().all<{ kind: SearchKind; n: number }>(sql`select kind, count(*) as n from site_search where ${matching(words, lang)} group by kind`);
  const counts = { product: 0, gallery_item: 0, portfolio_item: 0, blog_post: 0 };
  for (const row of rows) counts[row.kind] = row.n;
  return counts;
}

// ---------------------------------------------------------------------------------------------
// Typos: the closest indexed English word.

/** Optimal string alignment distance (a swap of two neighbours is one edit), or max + 1 once past max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The indexed words in Latin letters, with the number of rows holding each (until the next write). */
function englishTerms(): { term: string; doc: number }[] {
  return memoUntilWrite("site-search.english-terms", () =>
    db().all<{ term: string; doc: number }>(sql`select term, doc from site_search_terms where term glob '[a-z][a-z][a-z]*' and term not glob '*[^a-z]*'`),
  );
}

function someTermStartsWith(word: string): boolean {
  return db().get(sql`select 1 from site_search_terms where term >= ${word} and term < ${`${word}\uffff`} limit 1`) !== undefined;
}

/** The closest indexed English word to a word no indexed word starts with, or null. */
export function closestTerm(word: string): string | null {
  if (!/^[a-z]{4,}$/.test(word) || someTermStartsWith(word)) return null;
  const max = word.length <= 5 ? 1 : 2;
  let best: { term: string; distance: number; doc: number } | null = null;
  for (const { term, doc } of englishTerms()) {
    const distance = editDistance(word, term, max);
    if (distance > max) continue;
    if (!best || distance < best.distance || (distance === best.distance && (doc > best.doc || (doc === best.doc && term < best.term)))) {
      best = { term, distance, doc };
    }
  }
  return best?.term ?? null;
}

/** The words with each misspelt English word corrected, or null when none was. */
function corrected(words: readonly string[]): string[] | null {
  let changed = false;
  const out = words.map((word) => {
    const closest = closestTerm(word);
    if (closest === null) return word;
    changed = true;
    return closest;
  });
  return changed ? out : null;
}

// ---------------------------------------------------------------------------------------------
// The records behind the hits, as a visitor reads them in the language.

type Viewer = { id: number } | null;

export type SearchRecord =
  | { kind: "product"; record: ProductContract & Localized }
  | { kind: "gallery_item"; record: GalleryContract & Localized }
  | { kind: "portfolio_item"; record: PortfolioContract & Localized }
  | { kind: "blog_post"; record: BlogPostContract & Localized };

export type SiteSearchHit = SearchRecord & {
  id: number;
  /** The page of the record (an English path: the door puts it into the page's language). */
  path: string;
  /** The title with its matched words between MARK_START and MARK_END (~/lib/search-marks). */
  title: string;
  /** Some words of its texts around a match, marked the same way ("" when it has none to show). */
  snippet: string;
  image: string;
  /** On a Gujarati or Hindi page: the title is shown in English (it has no translation). */
  englishTitle: boolean;
};

/** A snippet as text: no Markdown signs (posts are written in Markdown), one space between words. */
function plainSnippet(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#*_`~]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function recordOf(hit: Hit, lang: ReadLanguage, viewer: Viewer): (SearchRecord & { path: string; image: string; description?: string }) | null {
  const options = { lang };
  switch (hit.kind) {
    case "product": {
      const record = getPublicProduct(hit.item_id, options);
      return record && { kind: hit.kind, record, path: `/products/${record.id}`, image: record.image_url };
    }
    case "gallery_item": {
      const found = getPublicGalleryItem(hit.item_id, options);
      // A guest reads the description's first words only (docs/decisions/009): so does the snippet.
      const record = found && galleryItemFor(found, viewer);
      return record && { kind: hit.kind, record, path: `/gallery/${record.id}`, image: record.image_url, description: viewer ? undefined : record.description };
    }
    case "portfolio_item": {
      const record = getPublicPortfolioItem(hit.item_id, options);
      return record && { kind: hit.kind, record, path: `/portfolio/${record.id}`, image: record.image_url };
    }
    case "blog_post": {
      const record = getPublicBlogPostById(hit.item_id, options);
      return record && { kind: hit.kind, record, path: `/blog/${record.slug}`, image: record.featured_image };
    }
  }
}

function toResults(hits: Hit[], lang: ReadLanguage, viewer: Viewer): SiteSearchHit[] {
  return hits.flatMap((hit) => {
    const found = recordOf(hit, lang, viewer);
    if (!found) return [];
    const { description, ...rest } = found;
    const snippet = description ?? plainSnippet(hit.snippet);
    return [
      {
        ...rest,
        id: hit.item_id,
        title: hit.title,
        snippet,
        englishTitle: lang !== "en" && (found.record.untranslated ?? []).includes("title"),
      } as SiteSearchHit,
    ];
  });
}

// ---------------------------------------------------------------------------------------------
// The two reads: a page of the ranked list (/search), and the first matches of each kind (the API).

export type SiteSearchOptions = { q: string; lang?: ReadLanguage; viewer?: Viewer; page?: number; pageSize?: number };

export type SiteSearch = {
  /** The words searched (after any correction), as the index cut them. */
  words: string[];
  /** The corrected query when the words as typed found nothing and a correction did; else null. */
  corrected: string | null;
  results: SiteSearchHit[];
  /** Every match, not the page. */
  count: number;
};

/** Reads in one snapshot, so a hit's record cannot vanish between the index and the tables. */
const inOneSnapshot = <T>(read: () => T): T => db().$client.transaction(read).deferred();

/** One page of the ranked list of every kind. */
export function searchSite(options: SiteSearchOptions): SiteSearch {
  const lang = options.lang ?? "en";
  const viewer = options.viewer ?? null;
  const typed = searchWords(options.q);
  if (typed.length === 0) return { words: [], corrected: null, results: [], count: 0 };
  const window = windowOf(options, SITE_SEARCH_PAGE_SIZE);
  return inOneSnapshot(() => {
    const total = (words: string[]) => Object.values(countHits(words, lang)).reduce((sum, n) => sum + n, 0);
    let words = typed;
    let count = total(words);
    let correctedQuery: string | null = null;
    if (count === 0) {
      const correction = corrected(words);
      const correctedCount = correction ? total(correction) : 0;
      if (correction && correctedCount > 0) {
        words = correction;
        count = correctedCount;
        correctedQuery = correction.join(" ");
      }
    }
    const results = count > 0 ? toResults(findHits(words, lang, window), lang, viewer) : [];
    return { words, corrected: correctedQuery, results, count };
  });
}

export type SiteSearchByKind = {
  words: string[];
  corrected: string | null;
  count: number;
  kinds: Record<SearchKind, { count: number; results: SiteSearchHit[] }>;
};

/** The first `limit` matches of each kind, with each kind's count (GET /api/search/). */
export function searchSiteByKind(options: { q: string; lang?: ReadLanguage; viewer?: Viewer; limit: number }): SiteSearchByKind {
  const lang = options.lang ?? "en";
  const viewer = options.viewer ?? null;
  const empty = () => ({ count: 0, results: [] as SiteSearchHit[] });
  const none = { product: empty(), gallery_item: empty(), portfolio_item: empty(), blog_post: empty() };
  const typed = searchWords(options.q);
  if (typed.length === 0) return { words: [], corrected: null, count: 0, kinds: none };
  return inOneSnapshot(() => {
    let words = typed;
    let counts = countHits(words, lang);
    let correctedQuery: string | null = null;
    const sum = (each: Record<SearchKind, number>) => Object.values(each).reduce((total, n) => total + n, 0);
    if (sum(counts) === 0) {
      const correction = corrected(words);
      const correctedCounts = correction ? countHits(correction, lang) : null;
      if (correction && correctedCounts && sum(correctedCounts) > 0) {
        words = correction;
        counts = correctedCounts;
        correctedQuery = correction.join(" ");
      }
    }
    const window = { limit: options.limit, offset: 0 };
    const kinds = Object.fromEntries(
      SEARCH_KINDS.map((kind) => [
        kind,
        { count: counts[kind], results: counts[kind] > 0 ? toResults(findHits(words, lang, window, kind), lang, viewer) : [] },
      ]),
    ) as SiteSearchByKind["kinds"];
    return { words, corrected: correctedQuery, count: sum(counts), kinds };
  });
}

/**
 * Builds the whole index again from the tables (the seed, after its rows; a repair). The
 * triggers keep it true on every write; this is the same definition, all at once.
 */
export function rebuildSearchIndex(database = db()): void {
  database.$client.exec(`
    delete from site_search;
    insert into site_search(rowid, title, tags, body, english, kind, item_id, lang)
      select row_id, title, tags, body, english, kind, item_id, lang from site_search_source;
    insert into site_search(site_search) values ('optimize');`);
}
