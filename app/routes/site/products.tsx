/**
 * /products: search, category, grid/list view and "Load More" (pages append), all in the URL.
 * A product opened from here shows as a dialog over the list; opened directly it is a page.
 */
import { Outlet } from "react-router";
import { keepListBehindChild, totalOf } from "~/components/listing/list-revalidation";
import { ProductCard } from "~/components/cards/product-card";
import { EmptyState } from "~/components/listing/empty-state";
import { ListToolbar } from "~/components/listing/list-toolbar";
import { LoadFailed } from "~/components/listing/load-failed";
import { LoadMore, ShowingLine } from "~/components/listing/load-more";
import { PageHero } from "~/components/listing/page-hero";
import type { ListOutletContext } from "~/components/listing/detail-view";
import { productsCopy as copy } from "~/lib/copy/catalogue";
import { hasMore, listHref, pageWindow, parseListQuery, PUBLIC_PAGE_SIZE } from "~/lib/listing";
import { pageMeta } from "~/lib/seo";
import { useRootData } from "~/root";
import { listPublicProducts, productCategoryOptions } from "~/.server/products";
import type { Route } from "./+types/products";

const VIEWS = ["grid", "list"] as const;
type View = (typeof VIEWS)[number];
const DEFAULT_VIEW: View = "grid";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  location.pathname === "/products"
    ? pageMeta(matches, {
        title: "Handcrafted Sadeli Products",
        description: "Buy handcrafted Surat Sadeli jewellery boxes, photo frames, desk sets, trays and furniture with GI-tagged micro-mosaic inlay.",
        path: "/products",
      })
    : [];

export function loader({ request, params }: Route.LoaderArgs) {
  const query = parseListQuery(new URL(request.url).searchParams, VIEWS, DEFAULT_VIEW);
  // A product opened directly renders as its own page: the list behind it is not needed.
  if (params.id) return { query, list: null };
  try {
    const { limit, offset } = pageWindow(query.page, "append");
    const { results, count } = listPublicProducts({ q: query.q, category: query.category, limit, offset });
    return { query, list: { results, count, categories: productCategoryOptions() } };
  } catch (error) {
    console.error("Product list failed", error);
    return { query, list: { failed: true as const } };
  }
}

export const shouldRevalidate = keepListBehindChild("/products");

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  const rootData = useRootData();
  const signedIn = Boolean(rootData?.account);
  const href = (changes: Parameters<typeof listHref<View>>[3]) => listHref("/products", query, DEFAULT_VIEW, changes);
  const context: ListOutletContext = { overList: list !== null, listHref: href({}), listLabel: "All products" };
  if (list === null) return <Outlet context={context} />;

  return (
    <>
      <main id="main">
        <PageHero
          eyebrow={copy.eyebrow}
          title={copy.title}
          text={copy.text}
          stats={
            "failed" in list
              ? []
              : [
                  { value: `${totalOf(list.categories)}+`, label: "Products" },
                  { value: `${list.categories.length}`, label: "Categories" },
                ]
          }
        />
        <div className="mx-auto max-w-7xl px-4 py-10">
          {"failed" in list ? (
            <LoadFailed message={copy.loadFailed} />
          ) : (
            <>
              <ListToolbar
                searchLabel={copy.searchLabel}
                searchPlaceholder={copy.searchPlaceholder}
                q={query.q}
                category={query.category}
                categories={list.categories}
                allLabel={copy.allCategories}
                view={query.view}
                defaultView={DEFAULT_VIEW}
                viewOptions={VIEWS.map((view) => ({
                  value: view,
                  label: view === "grid" ? "Grid" : "List",
                  href: href({ view }),
                  active: query.view === view,
                }))}
              />
              <ShowingLine shown={list.results.length} total={list.count} noun={copy.noun} />
              {/* The cards' titles are h3: this keeps the outline without a gap after the h1. */}
              <h2 className="sr-only">{copy.listHeading}</h2>
              {list.results.length === 0 ? (
                <EmptyState title={copy.empty} hint={copy.emptyHint} clearHref={listHref("/products", { ...query, q: "", category: null, page: 1 }, DEFAULT_VIEW)} />
              ) : (
                <ul className={query.view === "grid" ? "mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" : "mt-6 flex flex-col gap-6"}>
                  {list.results.map((product, index) => (
                    <li key={product.id} id={`item-${index + 1}`} className="scroll-mt-24">
                      <ProductCard
                        product={product}
                        href={`/products/${product.id}${href({}).replace("/products", "")}`}
                        layout={query.view}
                        signedIn={signedIn}
                        eager={index === 0}
                      />
                    </li>
                  ))}
                </ul>
              )}
              {hasMore(query.page, list.count) ? (
                <LoadMore href={`${href({ page: query.page + 1 })}#item-${query.page * PUBLIC_PAGE_SIZE + 1}`} label={copy.loadMore} />
              ) : null}
            </>
          )}
        </div>
      </main>
      <Outlet context={context} />
    </>
  );
}
