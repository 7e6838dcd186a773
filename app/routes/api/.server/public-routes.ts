/** The public read endpoints are all the same shape: a list with filters, an item, a category list. */
import { type CategoryKind, listPublicCategories } from "~/.server/categories/categories";

import { apiRoute } from "./handler";
import { listAnswer, listParams } from "./lists";
import { json, notFound } from "./respond";

type ListFunction<T> = (
  options: { q?: string; category?: number | null; featured?: boolean; page: number; pageSize: number },
  request: Request,
) => { results: T[]; count: number };

export function publicListRoute<T>(list: ListFunction<T>) {
  return apiRoute({
    GET: ({ request }) => {
      const params = listParams(request);
      const { results, count } = list(
        { q: params.search, category: params.category, featured: params.featured, page: params.page, pageSize: params.pageSize },
        request,
      );
      return json(listAnswer(request, results, count, params.page, params.pageSize));
    },
  });
}

export function publicItemRoute<T>(find: (key: string, request: Request) => T | null) {
  return apiRoute({
    GET: ({ request, params }) => {
      const item = params.id ? find(params.id, request) : null;
      return item ? json(item) : notFound();
    },
  });
}

export function publicCategoryRoute(kind: CategoryKind) {
  return apiRoute({
    GET: () => json({ status: true, data: listPublicCategories(kind), message: "Categories retrieved successfully" }),
  });
}
