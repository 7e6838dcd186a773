/**
 * Issue 33's sync at the API door (docs/decisions/057):
 * - the lists of /api/manage_data/ with `updated_since`, `ordering` or `cursor`: the ids come from
 *   the domain's syncPage (app/.server/sync.ts), each record from the model's own read; the answer
 *   is the usual page plus `next_cursor` (base64url of the ordering, the last row's ordering value and id);
 * - a record's strong ETag (a digest of its JSON as answered), If-None-Match -> 304, If-Match -> 412.
 * Without those parameters and headers every answer is what it was.
 */
import { createHash } from "node:crypto";

import { z } from "zod";

import { config } from "~/.server/config";
import { schema } from "~/.server/db";
import { SYNC_ORDERINGS, type SyncOrdering, syncPage, type SyncPosition, type SyncTable } from "~/.server/sync";
import { apiCopy } from "~/lib/copy/api";

import { syncQuery } from "./contract/sync";
import { listParams, parseQuery } from "./lists";
import type { ModelAdapter } from "./manage-data";
import { apiError, fail, json, keptJson, writeFailed } from "./respond";

const { products, productCategories, galleryItems, galleryCategories, portfolioItems, portfolioCategories, blogPosts, blogCategories, users } = schema;

/** The tables of the models that sync; the filters each list takes, by the names lists.ts reads them under. */
export const SYNC_TABLES: Record<string, SyncTable> = {
  Product: { table: products, id: products.id, created: products.created_at, updated: products.updated_at, filters: { category: products.category } },
  ProductCategory: { table: productCategories, id: productCategories.id, created: productCategories.created_at, updated: productCategories.updated_at },
  GalleryItem: {
    table: galleryItems,
    id: galleryItems.id,
    created: galleryItems.created_at,
    updated: galleryItems.updated_at,
    filters: { category: galleryItems.category },
  },
  GalleryCategory: { table: galleryCategories, id: galleryCategories.id, created: galleryCategories.created_at, updated: galleryCategories.updated_at },
  PortfolioItem: {
    table: portfolioItems,
    id: portfolioItems.id,
    created: portfolioItems.created_at,
    updated: portfolioItems.updated_at,
    filters: { category: portfolioItems.category },
  },
  PortfolioCategory: {
    table: portfolioCategories,
    id: portfolioCategories.id,
    created: portfolioCategories.created_at,
    updated: portfolioCategories.updated_at,
  },
  BlogPost: { table: blogPosts, id: blogPosts.id, created: blogPosts.created_at, updated: blogPosts.updated_at, filters: { status: blogPosts.status } },
  BlogCategory: { table: blogCategories, id: blogCategories.id, created: blogCategories.created_at, updated: blogCategories.updated_at },
  UserProfile: {
    table: users,
    id: users.id,
    created: users.created_datetime,
    updated: users.updated_datetime,
    filters: { accountStatus: users.account_status, userType: users.user_type },
  },
};

const syncQuerySchema = z.object(syncQuery);

type Cursor = { ordering: SyncOrdering; after: SyncPosition };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.ordering, cursor.after.value, cursor.after.id])).toString("base64url");
}

function decodeCursor(text: string): Cursor {
  const refuse = () => fail(writeFailed(apiCopy.correctErrors, { cursor: [apiCopy.invalidCursor] }));
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    return refuse();
  }
  if (!Array.isArray(parts) || parts.length !== 3) return refuse();
  const [ordering, value, id] = parts as unknown[];
  if (!SYNC_ORDERINGS.includes(ordering as SyncOrdering)) return refuse();
  if (!(typeof value === "string" || typeof value === "number") || !Number.isSafeInteger(id)) return refuse();
  return { ordering: ordering as SyncOrdering, after: { value, id: id as number } };
}

/**
 * A manage_data list asked with `updated_since`, `ordering` or `cursor`: answered here (null when
 * none is sent: the list's own answer, unchanged). Search does not combine with them (400).
 */
export function syncList(request: Request, model: string, adapter: ModelAdapter): Response | null {
  const source = SYNC_TABLES[model];
  const sync = parseQuery(request, syncQuerySchema);
  if (!source || (sync.updated_since === undefined && sync.ordering === undefined && sync.cursor === undefined)) return null;
  const query = listParams(request, 20, adapter.listQuery);
  if (query.search) fail(writeFailed(apiCopy.correctErrors, { search: [apiCopy.searchWithSync] }));
  const cursor = sync.cursor === undefined ? null : decodeCursor(sync.cursor);
  if (cursor && sync.ordering && cursor.ordering !== sync.ordering) fail(writeFailed(apiCopy.correctErrors, { cursor: [apiCopy.cursorOrdering] }));
  const ordering: SyncOrdering = cursor?.ordering ?? sync.ordering ?? "updated_at";
  return keptJson(request, `manage_data sync ${request.url}`, () => {
    const page = syncPage(source, {
      since: sync.updated_since ?? null,
      ordering,
      equal: { category: query.category, status: query.status, accountStatus: query.accountStatus, userType: query.userType },
      limit: query.pageSize,
      ...(cursor ? { after: cursor.after } : { offset: query.offset }),
    });
    const results = page.ids.map((id) => adapter.get(id)).filter((record) => record !== null);
    const full = page.ids.length === query.pageSize;
    const nextCursor = full && page.last ? encodeCursor({ ordering, after: page.last }) : null;
    const link = (change: (params: URLSearchParams) => void) => {
      const { pathname, search } = new URL(request.url);
      const url = new URL(pathname + search, config().publicUrl);
      change(url.searchParams);
      return url.toString();
    };
    if (cursor)
      return {
        count: page.count,
        next: nextCursor ? link((params) => params.set("cursor", nextCursor)) : null,
        previous: null,
        next_cursor: nextCursor,
        results,
      };
    return {
      count: page.count,
      next: query.page * query.pageSize < page.count ? link((params) => params.set("page", String(query.page + 1))) : null,
      previous: query.page > 1 ? link((params) => params.set("page", String(query.page - 1))) : null,
      next_cursor: nextCursor,
      results,
    };
  });
}

/** A record's strong ETag: a digest of its JSON exactly as answered. */
export function recordTag(record: unknown): string {
  return `"${createHash("sha256").update(JSON.stringify(record)).digest("base64url").slice(0, 32)}"`;
}

/** The tags of an If-None-Match or If-Match header; "*" stands for any. */
function tagsOf(header: string): string[] {
  return header
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** GET of a record: 304 when the client's copy is the current one (weak comparison, as RFC 9110 asks of If-None-Match), else the record with its ETag. */
export function taggedRecord(request: Request, record: unknown): Response {
  const tag = recordTag(record);
  const sent = request.headers.get("If-None-Match");
  if (sent !== null && tagsOf(sent).some((each) => each === "*" || each.replace(/^W\//, "") === tag)) {
    return new Response(null, { status: 304, headers: { ETag: tag, "Cache-Control": "no-store" } });
  }
  return json(record, 200, { ETag: tag });
}

/**
 * PUT, PATCH and DELETE with If-Match: refused with 412 (nothing written) unless the record as it
 * is now answers one of the tags sent (strong comparison). No record: the write's own 404.
 */
export function requireCurrent(request: Request, current: unknown): void {
  const sent = request.headers.get("If-Match");
  if (sent === null || current === null || current === undefined) return;
  const tag = recordTag(current);
  if (!tagsOf(sent).some((each) => each === "*" || each === tag)) fail(apiError(412, apiCopy.preconditionFailed));
}

/** A write's answer carries the ETag of the record it answers (none for a delete or a refusal). */
export function withRecordTag(response: Response, record: unknown): Response {
  if (response.ok && record !== null && record !== undefined) response.headers.set("ETag", recordTag(record));
  return response;
}
