/** The public read endpoints are all the same shape: a list with filters, an item, a category list. */
import { type CategoryKind, listPublicCategories } from "~/.server/categories/categories";
import type { LanguageOption } from "~/.server/translations/translations";

import { languageQuery } from "./contract/query";
import { apiRoute } from "./handler";
import { listAnswer, listParams, parseQuery } from "./lists";
import { json, notFound } from "./respond";

type ListFunction<T> = (
  options: { q?: string; category?: number | null; featured?: boolean; page: number; pageSize: number } & LanguageOption,
  request: Request,
) => { results: T[]; count: number };

/**
 * A record as the API answers it in any language (`lang`, issue 19): the contract's fields only. The
 * domain's note of which fields fell back to English is for the pages, not part of the contract.
 */
function contractOf<T>(record: T): T {
  if (!record || typeof record !== "object" || !("untranslated" in record)) return record;
  const { untranslated: _untranslated, ...fields } = record as T & { untranslated: unknown };
  return fields as T;
}

export function publicListRoute<T>(list: ListFunction<T>) {
  return apiRoute({
    GET: ({ request }) => {
      const params = listParams(request);
      const { results, count } = list(
        { q: params.search, category: params.category, featured: params.featured, page: params.page, pageSize: params.pageSize, lang: params.lang },
        request,
      );
      return json(listAnswer(request, results.map(contractOf), count, params.page, params.pageSize));
    },
  });
}

export function publicItemRoute<T>(find: (key: string, request: Request, options: LanguageOption) => T | null) {
  return apiRoute({
    GET: ({ request, params }) => {
      const { lang } = parseQuery(request, languageQuery);
      const item = params.id ? find(params.id, request, { lang }) : null;
      return item ? json(contractOf(item)) : notFound();
    },
  });
}

export function publicCategoryRoute(kind: CategoryKind) {
  return apiRoute({
    GET: ({ request }) => {
      const { lang } = parseQuery(request, languageQuery);
      return json({ status: true, data: listPublicCategories(kind, { lang }).map(contractOf), message: "Categories retrieved successfully" });
    },
  });
}
