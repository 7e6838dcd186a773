/**
 * /products: search, category, grid/list view and "Load More" (pages append), all in the URL.
 * A product opened from here shows as a dialog over the list; opened directly it is a page.
 */
import { Outlet } from "react-router";
import { keepListBehindChild, totalOf } from "~/components/listing/list-revalidation";
import { ProductCard } from "~/components/cards/product-card";
import type { ListOutletContext } from "~/components/listing/detail-view";
import { PublicListPage } from "~/components/listing/public-list-page";
import { productsCopy as copy } from "~/lib/copy/catalogue";
import { listHref } from "~/lib/listing";
import { loadPublicList } from "~/routes/site/.server/public-lists";
import { pageMeta } from "~/lib/seo";
import { useRootData } from "~/root";
import { listPublicCategoryChoices } from "~/.server/categories/categories";
import { listPublicProducts } from "~/.server/catalogue/products";
import type { Route } from "./+types/products";
import { countPlus } from "~/lib/format";

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
  return loadPublicList({
    request,
    openedItem: params.id,
    views: VIEWS,
    defaultView: DEFAULT_VIEW,
    mode: "append",
    name: "Product",
    load: (filters) => ({ ...listPublicProducts(filters), categories: listPublicCategoryChoices("product") }),
  });
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
    <PublicListPage
      copy={copy}
      list={list}
      query={query}
      stats={(categories) => [
        { value: countPlus(totalOf(categories)), label: "Products" },
        { value: `${categories.length}`, label: "Categories" },
      ]}
      views={{
        defaultView: DEFAULT_VIEW,
        options: VIEWS.map((view) => ({ value: view, label: view === "grid" ? "Grid" : "List", href: href({ view }), active: query.view === view })),
      }}
      clearHref={listHref("/products", { ...query, q: "", category: null, page: 1 }, DEFAULT_VIEW)}
      nextPageHref={href({ page: query.page + 1 })}
      mode="append"
      outletContext={context}
    >
      {(products) => (
        <>
          {/* The cards' titles are h3: this keeps the outline without a gap after the h1. */}
          <h2 className="sr-only">{copy.listHeading}</h2>
          <ul className={query.view === "grid" ? "mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" : "mt-6 flex flex-col gap-6"}>
            {products.map((product, index) => (
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
        </>
      )}
    </PublicListPage>
  );
}
