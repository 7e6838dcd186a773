/**
 * List parameters and answers of the API: `page`, `page_size` (capped at 100), `category`,
 * `search` (or `q`), and `{results, count, next, previous}` with absolute links.
 */
import { MAX_SEARCH_LENGTH } from "~/lib/listing";
import { config } from "../config";

export const MAX_PAGE_SIZE = 100;

function positive(value: string | null, fallback: number, max: number): number {
  if (!value || !/^\d{1,9}$/.test(value)) return fallback;
  return Math.min(Math.max(Number(value), 1), max);
}

const truthy = (value: string | null) => value === "true" || value === "1" || value === "True";

export function listParams(request: Request, defaultPageSize = 12) {
  const params = new URL(request.url).searchParams;
  const pageSize = positive(params.get("page_size"), defaultPageSize, MAX_PAGE_SIZE);
  const page = positive(params.get("page"), 1, 100_000);
  const search = (params.get("search") ?? params.get("q") ?? "").replace(/[\u0000-\u001f\u007f]/g, " ").trim().slice(0, MAX_SEARCH_LENGTH);
  const categoryText = params.get("category");
  return {
    page,
    pageSize,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    search,
    category: categoryText && /^\d{1,9}$/.test(categoryText) ? Number(categoryText) : null,
    featured: truthy(params.get("is_featured")) || truthy(params.get("featured")),
    status: params.get("status"),
    type: params.get("type") ?? params.get("message_type"),
  };
}

export function listAnswer<T>(request: Request, results: T[], count: number, page: number, pageSize: number) {
  // The public origin, never the request's Host (docs/security.md); the path and query are the request's.
  const link = (target: number) => {
    const { pathname, search } = new URL(request.url);
    const url = new URL(pathname + search, config().publicUrl);
    url.searchParams.set("page", String(target));
    return url.toString();
  };
  return {
    count,
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  };
}
