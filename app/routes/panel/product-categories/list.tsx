/**
 * /panel/product-categories: search, cards with Active/Inactive, 20 per page with a pager, add,
 * edit, delete (admins and store managers). Edit and delete keep the list's search and page.
 */
import { data, Link, Outlet, useSearchParams } from "react-router";
import type { ListOutletContext } from "~/components/listing/detail-view";
import { ActiveSwitch } from "~/components/panel/active-switch";
import { keepListBehindChild } from "~/components/listing/list-revalidation";
import { Pager } from "~/components/listing/pager";
import { PanelToolbar } from "~/components/panel/panel-toolbar";
import { panelCopy } from "~/lib/copy/panel";
import { pageParam, parseListQuery } from "~/lib/listing";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { opensChild, recordId } from "~/routes/panel/.server/helpers";
import { listCategories, PRODUCT_CATEGORIES_PAGE_SIZE, updateCategory } from "~/.server/categories/categories";
import { redirectWithToast } from "~/routes/.server/toast";
import type { Route } from "./+types/list";
import { readFormData } from "~/routes/.server/form-data";

export const meta: Route.MetaFunction = () => [{ title: "Product Categories | Admin Panel" }];

// Add, edit and delete open as dialogs over the list, which stays as it is.
export const shouldRevalidate = keepListBehindChild("/panel/product-categories");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/product-categories");
  if (opensChild(request, params)) return { categories: null };
  const searchParams = new URL(request.url).searchParams;
  const { q } = parseListQuery(searchParams, ["all"], "all");
  const page = pageParam(searchParams);
  const pageSize = PRODUCT_CATEGORIES_PAGE_SIZE;
  const { results, count } = listCategories("product", { q, page, pageSize });
  return { categories: results, q, page, pageSize, count };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/product-categories");
  const form = await readFormData(request);
  if (form.get("intent") !== "toggle" || form.get("field") !== "is_active") return data({ error: "Unknown action" }, { status: 400 });
  const id = recordId(String(form.get("id")));
  const result = updateCategory(user, "product", id, { is_active: form.get("value") === "true" });
  if (!result.ok) return data({ error: panelCopy.notFound }, { status: 404 });
  return redirectWithToast(`/panel/product-categories${new URL(request.url).search}`, { type: "success", message: panelCopy.categoryUpdatedSuccessfully });
}

export default function ProductCategoriesPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const search = searchParams.size ? `?${searchParams}` : "";
  const back = `/panel/product-categories${search}`;
  const context: ListOutletContext = { overList: loaderData.categories !== null, listHref: back, listLabel: "Product categories" };
  if (loaderData.categories === null) return <Outlet context={context} />;
  const { categories, q, page, pageSize, count } = loaderData;
  return (
    <>
      <PanelToolbar q={q ?? ""} searchLabel="Search categories" addHref="/panel/product-categories/new" addLabel="Add Category" />
      {categories.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-rosewood-300 p-10 text-center dark:border-rosewood-700">
          No product categories found. {q ? "Try another search." : "Add the first one."}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {categories.map((category) => (
            <li key={category.id} className="flex flex-col gap-3 rounded-2xl border border-rosewood-200 bg-white p-5 dark:border-rosewood-800 dark:bg-rosewood-900">
              <div className="flex items-start justify-between gap-3">
                <h2 className="text-lg font-semibold">{category.name}</h2>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${category.is_active ? "bg-green-100 text-green-900" : "bg-rosewood-100 text-rosewood-700"}`}>
                  {category.is_active ? "Active" : "Inactive"}
                </span>
              </div>
              {category.description ? <p className="text-sm text-rosewood-700 dark:text-rosewood-200">{category.description}</p> : null}
              <p className="text-sm">
                {category.products_count} product{category.products_count === 1 ? "" : "s"}
              </p>
              <div className="mt-auto flex flex-wrap items-center gap-2">
                <ActiveSwitch id={category.id} field="is_active" on={category.is_active} onLabel="Active" offLabel="Inactive" />
                <Link to={`/panel/product-categories/${category.id}/edit${search}`} preventScrollReset className="rounded-lg border border-rosewood-300 px-3 py-1 text-sm font-medium dark:border-rosewood-600">
                  Edit
                </Link>
                <Link to={`/panel/product-categories/${category.id}/delete${search}`} preventScrollReset className="rounded-lg border border-red-300 px-3 py-1 text-sm font-medium text-red-800 dark:border-red-800 dark:text-red-300">
                  Delete
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageSize={pageSize} total={count} label="Product categories" />
      <Outlet context={context} />
    </>
  );
}
