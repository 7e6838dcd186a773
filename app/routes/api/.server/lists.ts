/**
 * List parameters and answers of the API. The query is checked against its list's schema
 * (contract/query.ts: a wrong type is a 400 naming the parameter); the answer is
 * `{count, next, previous, results}` with absolute links.
 */
import type { z } from "zod";

import { config } from "~/.server/config";
import type { ReadLanguage } from "~/lib/content-translations";
import { apiCopy } from "~/lib/copy/api";
import { MAX_SEARCH_LENGTH } from "~/lib/listing";

import { type ListQuerySchema, MAX_PAGE_SIZE, publicListQuery } from "./contract/query";
import { fail, fieldErrorsFrom, writeFailed } from "./respond";

export { MAX_PAGE_SIZE };

/**
 * The request's query read with a schema: the first value of each parameter the schema names
 * (others are ignored, as links from elsewhere may carry them). Refused with 400 and the
 * parameters at fault.
 */
export function parseQuery<Schema extends z.ZodObject>(request: Request, schema: Schema): z.infer<Schema> {
  const params = new URL(request.url).searchParams;
  const sent: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = params.get(key);
    if (value !== null) sent[key] = value;
  }
  const parsed = schema.safeParse(sent);
  if (!parsed.success) fail(writeFailed(apiCopy.correctErrors, fieldErrorsFrom(parsed.error.issues)));
  return parsed.data;
}

/** Search words as the lists use them: control characters out, trimmed, at most MAX_SEARCH_LENGTH. */
export const searchWords = (text: string | undefined) =>
  (text ?? "")
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .trim()
    .slice(0, MAX_SEARCH_LENGTH);

type ListQueryValues = {
  page?: number;
  page_size?: number;
  search?: string;
  q?: string;
  category?: number;
  is_featured?: boolean;
  featured?: boolean;
  status?: string | null;
  type?: string | null;
  message_type?: string | null;
  account_status?: string | null;
  user_type?: string | null;
  lang?: ReadLanguage;
};

export function listParams(request: Request, defaultPageSize = 12, schema: ListQuerySchema = publicListQuery) {
  const query = parseQuery(request, schema) as ListQueryValues;
  const pageSize = Math.min(query.page_size ?? defaultPageSize, MAX_PAGE_SIZE);
  const page = query.page ?? 1;
  return {
    page,
    pageSize,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    search: searchWords(query.search ?? query.q),
    category: query.category ?? null,
    featured: Boolean(query.is_featured || query.featured),
    status: query.status ?? null,
    type: query.type ?? query.message_type ?? null,
    accountStatus: query.account_status ?? null,
    userType: query.user_type ? Number(query.user_type) : null,
    lang: query.lang,
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
