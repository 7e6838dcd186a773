/**
 * /panel/products: search, category filter with product counts, 10 per page with the pager,
 * 'Showing X of Y products', cards with the Available switch; add, edit and delete open as
 * dialogs over the list with JavaScript and as pages without (admins and store managers).
 */
import { data, Link, Outlet, useSearchParams } from "react-router";

import { listProducts, updateProductFlag } from "~/.server/catalogue/product-admin";
import { listCategoryChoices } from "~/.server/categories/categories";
import { PriceLine } from "~/components/cards/product-card";
import { TagList } from "~/components/cards/tag-list";
import type { ListOutletContext } from "~/components/listing/detail-view";
import { keepListBehindChild } from "~/components/listing/list-revalidation";
import { Pager } from "~/components/listing/pager";
import { ActiveSwitch } from "~/components/panel/active-switch";
import { CategoryFilter } from "~/components/panel/fields";
import { PanelToolbar } from "~/components/panel/panel-toolbar";
import { EditDeleteLinks } from "~/components/panel/row-action";
import { Badge } from "~/components/ui/badge";
import { StoredImage } from "~/components/ui/stored-image";
import { panelCopy } from "~/lib/copy/panel";
import { productPanelCopy } from "~/lib/copy/panel-shop";
import { publishingCopy } from "~/lib/copy/publishing";
import { pageParam, parseListQuery } from "~/lib/listing";
import { formatScheduleTime } from "~/lib/schedule-time";
import { readFormData } from "~/routes/.server/form-data";
import { redirectWithToast } from "~/routes/.server/toast";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { opensChild, recordId } from "~/routes/panel/.server/helpers";

import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Products | Admin Panel" }];

export const shouldRevalidate = keepListBehindChild("/panel/products");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/products");
  if (opensChild(request, params)) return { list: null };
  const searchParams = new URL(request.url).searchParams;
  const { q, category } = parseListQuery(searchParams, ["all"], "all");
  const list = listProducts({ q, category, page: pageParam(searchParams) });
  const categories = listCategoryChoices("product");
  return { list, categories, q, category };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/products");
  const form = await readFormData(request);
  const field = form.get("field");
  if (form.get("intent") !== "toggle" || (field !== "is_available" && field !== "is_featured")) {
    return data({ error: "Unknown action" }, { status: 400 });
  }
  const result = updateProductFlag(user, recordId(String(form.get("id"))), field, form.get("value") === "true");
  if (!result.ok) return data({ error: panelCopy.notFound }, { status: 404 });
  return redirectWithToast(`/panel/products${new URL(request.url).search}`, { type: "success", message: productPanelCopy.updated });
}

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const search = searchParams.size ? `?${searchParams}` : "";
  const back = `/panel/products${search}`;
  const context: ListOutletContext = { overList: loaderData.list !== null, listHref: back, listLabel: "Products" };
  if (loaderData.list === null) return <Outlet context={context} />;
  const { list, categories, q, category } = loaderData;

  return (
    <>
      <PanelToolbar q={q ?? ""} searchLabel="Search products" addHref={`/panel/products/new${search}`} addLabel="Add Product">
        <CategoryFilter categories={categories} selected={category} />
      </PanelToolbar>

      <p className="mt-6 text-sm text-rosewood-700 dark:text-rosewood-200" aria-live="polite">
        {productPanelCopy.showing(list.results.length, list.count)}
      </p>

      {list.results.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-rosewood-300 p-10 text-center dark:border-rosewood-700">
          <p className="font-semibold">{productPanelCopy.empty}</p>
          <p className="mt-1 text-sm text-rosewood-600 dark:text-rosewood-300">{productPanelCopy.emptyHint(Boolean(q || category))}</p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.results.map((product, index) => (
            <li
              key={product.id}
              className="flex flex-col overflow-hidden rounded-2xl border border-rosewood-200 bg-white dark:border-rosewood-800 dark:bg-rosewood-900"
            >
              <div className="relative aspect-[4/3] bg-ivory-100 dark:bg-rosewood-800">
                {product.image_url ? (
                  <StoredImage
                    src={product.image_url}
                    alt={product.title}
                    eager={index < 3}
                    sizes="(min-width: 1280px) 25vw, (min-width: 640px) 40vw, 100vw"
                    className="h-full w-full object-cover"
                  />
                ) : (
                  <span className="flex h-full items-center justify-center text-sm text-rosewood-500">No image</span>
                )}
                <div className="absolute top-2 left-2 flex gap-1.5">
                  {product.is_featured ? <Badge tone="brass">{productPanelCopy.featured}</Badge> : null}
                  {product.is_available ? null : <Badge tone="danger">{productPanelCopy.outOfStock}</Badge>}
                </div>
              </div>
              <div className="flex flex-1 flex-col gap-2 p-4">
                <p className="text-xs font-semibold tracking-wide text-brass-700 uppercase dark:text-brass-300">{product.category_name}</p>
                <h2 className="text-lg leading-snug font-semibold">{product.title}</h2>
                <PriceLine price={product.price} original={product.original_price} />
                <p className="text-sm text-rosewood-700 dark:text-rosewood-200">
                  Stock: {product.stock_quantity ?? "—"}
                  {product.sku ? <span className="ml-3">SKU: {product.sku}</span> : null}
                </p>
                {product.available_at ? (
                  <p data-testid="scheduled-for" className="text-sm font-semibold text-rosewood-900 dark:text-brass-300">
                    {publishingCopy.scheduledFor(formatScheduleTime(product.available_at))}
                  </p>
                ) : null}
                <TagList tags={product.tags_list} limit={3} />
                <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
                  <ActiveSwitch
                    id={product.id}
                    field="is_available"
                    on={product.is_available}
                    onLabel={productPanelCopy.available}
                    offLabel={productPanelCopy.outOfStock}
                  />
                  <EditDeleteLinks path={`/panel/products/${product.id}`} search={search} state={{ fromList: true }} />
                  <Link
                    to={`/products/${product.id}`}
                    className="ml-auto text-sm font-medium text-rosewood-700 underline-offset-4 hover:underline dark:text-brass-300"
                  >
                    View
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.page} pageSize={list.pageSize} total={list.count} label="Products" />
      <Outlet context={context} />
    </>
  );
}
