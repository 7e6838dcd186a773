/**
 * /products: search, category, grid/list view and "Load More" (pages append), all in the URL.
 * A product opened from here shows as a dialog over the list; opened directly it is a page.
 */
import { listPublicProducts } from "~/.server/catalogue/products";
import { memoUntilWrite } from "~/.server/read-memo";
import { ProductCard, productCardData } from "~/components/cards/product-card";
import { keepListBehindChild } from "~/components/listing/list-revalidation";
import { definePublicList, publicListMeta, PublicListRoute } from "~/components/listing/public-list-page";
import { inquiryCardCopy } from "~/lib/copy/card-words";
import { productsCopy as english } from "~/lib/copy/catalogue";
import { copySections } from "~/lib/i18n/copy.server";
import { langOf } from "~/lib/i18n/locales";
import { useCopy } from "~/lib/i18n/use-copy";
import { PUBLIC_PAGE_SIZE } from "~/lib/listing";
import { useRootData } from "~/root";
import { type ListFilters, loadPublicList, pageWithCategories } from "~/routes/site/.server/public-lists";

import type { Route } from "./+types/products";

const LIST = definePublicList("/products", ["grid", "list"], "append", "Product");

export const meta: Route.MetaFunction = publicListMeta("/products", "productsCopy", english);

const loadPage = (filters: ListFilters) => pageWithCategories(listPublicProducts(filters), "product", productCardData, filters);
// The first page of each category and language (a bounded few) is the same for every visitor until
// the next write: kept (read-memo.ts, issue 30). Searches and later pages, which grow, are not.
const load = (filters: ListFilters) =>
  filters.page === 1 && filters.pageSize === PUBLIC_PAGE_SIZE && !filters.q
    ? memoUntilWrite(`products.first-page:${JSON.stringify(filters)}`, () => loadPage(filters))
    : loadPage(filters);

export function loader({ request, params }: Route.LoaderArgs) {
  return {
    ...loadPublicList({ request, openedItem: params.id, ...LIST, load }),
    copy: copySections(langOf(params.lang), ["productsCopy", "listing", "productFacts"], { inquiryCopy: inquiryCardCopy }),
  };
}

export const shouldRevalidate = keepListBehindChild("/products");

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const copy = useCopy("productsCopy", english);
  const rootData = useRootData();
  const signedIn = Boolean(rootData?.account);
  const layout = loaderData.query.view;

  return (
    <PublicListRoute list={LIST} data={loaderData} copy={copy} viewLabels={{ grid: "Grid", list: "List" }}>
      {(products, itemHref) => (
        <>
          {/* The cards' titles are h3: this keeps the outline without a gap after the h1. */}
          <h2 className="sr-only">{copy.listHeading}</h2>
          <ul className={layout === "grid" ? "mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" : "mt-6 flex flex-col gap-6"}>
            {products.map((product, index) => (
              <li key={product.id} id={`item-${index + 1}`} className="scroll-mt-24">
                <ProductCard product={product} href={itemHref(product.id)} layout={layout} signedIn={signedIn} eager={index === 0} />
              </li>
            ))}
          </ul>
        </>
      )}
    </PublicListRoute>
  );
}
