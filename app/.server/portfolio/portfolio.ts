/**
 * Portfolio projects as the public site and the JSON API read them: only public projects, in
 * the spec's contract shape (category_name, technologies_list and created_by_name derived).
 */
import { and, count, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";

import { db, schema } from "~/.server/db";
import { type Paging, windowOf } from "~/.server/paging";
import { textSearch } from "~/.server/search/text-search";
import { inLanguage, type LanguageOption, type Localized, oneInLanguage, translatedMatch } from "~/.server/translations/translations";
import { splitList } from "~/lib/listing";

const { portfolioItems, portfolioCategories, users } = schema;

const portfolioColumns = {
  ...getTableColumns(portfolioItems),
  category_name: portfolioCategories.name,
  created_by_name: sql<string>`coalesce(${users.user_name}, '')`,
};
type PortfolioRow = typeof portfolioItems.$inferSelect & { category_name: string; created_by_name: string };

export function toPortfolioContract(row: PortfolioRow) {
  const { created_by: _creator, ...fields } = row;
  return { ...fields, technologies_list: splitList(row.technologies) };
}
export type PortfolioContract = ReturnType<typeof toPortfolioContract>;

export type PortfolioListOptions = LanguageOption & {
  q?: string;
  category?: number | null;
  featured?: boolean;
  page?: number;
  pageSize?: number;
};

const PORTFOLIO_CATEGORY = { categoryKind: "portfolio_category" } as const;

/** Projects with their category's and creator's names: the one join every read of projects starts from (public and the team's). */
export function selectPortfolio() {
  return db()
    .select(portfolioColumns)
    .from(portfolioItems)
    .innerJoin(portfolioCategories, eq(portfolioItems.category, portfolioCategories.id))
    .leftJoin(users, eq(portfolioItems.created_by, users.id));
}

/**
 * A page of projects, newest first, and how many match: the search (title, descriptions, client,
 * technologies) and the category filter of both lists, with the public list's own conditions.
 */
export function pageOfPortfolio(
  options: { q?: string; category?: number | null } & Paging & LanguageOption,
  only: SQL | undefined,
  defaultPageSize?: number,
): { results: (PortfolioContract & Localized)[]; count: number } {
  const span = windowOf(options, defaultPageSize);
  const where = and(
    only,
    options.category ? eq(portfolioItems.category, options.category) : undefined,
    textSearch(
      options.q ?? "",
      [portfolioItems.title, portfolioItems.description, portfolioItems.short_description, portfolioItems.technologies, portfolioItems.client_name],
      translatedMatch("portfolio_item", portfolioItems, options.lang),
    ),
  );
  const rows = selectPortfolio().where(where).orderBy(desc(portfolioItems.created_at), desc(portfolioItems.id)).limit(span.limit).offset(span.offset).all();
  const total = db().select({ value: count() }).from(portfolioItems).where(where).get()?.value ?? 0;
  return { results: inLanguage("portfolio_item", rows, options.lang, toPortfolioContract, PORTFOLIO_CATEGORY), count: total };
}

/** Which projects a visitor may see (the list, a project's page, the site search): the public ones. */
export const publicPortfolioItem = eq(portfolioItems.is_public, true);

/** Public list: public projects only, newest first. */
export function listPublicPortfolioItems(options: PortfolioListOptions): { results: (PortfolioContract & Localized)[]; count: number } {
  return pageOfPortfolio(options, and(publicPortfolioItem, options.featured ? eq(portfolioItems.is_featured, true) : undefined));
}

/** One public project, or null (private and unknown projects look the same). */
export function getPublicPortfolioItem(id: number, options: LanguageOption = {}): (PortfolioContract & Localized) | null {
  const row = selectPortfolio()
    .where(and(eq(portfolioItems.id, id), publicPortfolioItem))
    .get();
  return oneInLanguage("portfolio_item", row, options.lang, toPortfolioContract, PORTFOLIO_CATEGORY);
}
