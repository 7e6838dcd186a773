/** /panel/blog-categories: search, cards with how many posts each holds, add, edit, delete (admins only). */
import { keepListBehindChild } from "~/components/listing/list-revalidation";
import { Link, Outlet, useSearchParams } from "react-router";
import type { ListOutletContext } from "~/components/listing/detail-view";
import { PanelToolbar } from "~/components/panel/panel-toolbar";
import { panelBlogCopy as copy } from "~/lib/copy/panel-blog";
import { parseListQuery } from "~/lib/listing";
import { listCategories } from "~/.server/categories/categories";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { opensChild } from "~/routes/panel/.server/helpers";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Blog Categories | Admin Panel" }];

/**
 * With JavaScript the add/edit/delete forms are dialogs over this list. The list stays as it is
 * while a dialog opens, and when a dialog's form comes back with errors (nothing changed); after
 * a save the action redirects here and the list reloads.
 */
export const shouldRevalidate = keepListBehindChild("/panel/blog-categories");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/blog-categories");
  if (opensChild(request, params)) return { list: null };
  const { q } = parseListQuery(new URL(request.url).searchParams, ["all"], "all");
  try {
    return { list: { categories: listCategories("blog", { q }).results, q } };
  } catch (error) {
    console.error("Panel blog categories list failed", error);
    return { list: { failed: true as const, q } };
  }
}

export default function BlogCategoriesPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const back = `/panel/blog-categories${searchParams.size ? `?${searchParams}` : ""}`;
  const context: ListOutletContext = { overList: loaderData.list !== null, listHref: back, listLabel: "Blog categories" };
  if (loaderData.list === null) return <Outlet context={context} />;
  const { list } = loaderData;
  return (
    <>
      <PanelToolbar q={list.q} searchLabel="Search categories" addHref="/panel/blog-categories/new" addLabel="Add Category" />
      {"failed" in list ? (
        <p role="alert" className="mt-8 rounded-2xl border border-red-300 bg-red-50 p-6 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
          {copy.failedToLoadCategories} <Link to={back} className="font-semibold underline">Retry</Link>
        </p>
      ) : list.categories.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-rosewood-300 p-10 text-center dark:border-rosewood-700">
          {copy.noCategoriesFound}. {list.q ? "Try another search." : "Add the first one."}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.categories.map((category) => (
            <li key={category.id} className="flex flex-col gap-3 rounded-2xl border border-rosewood-200 bg-white p-5 dark:border-rosewood-800 dark:bg-rosewood-900">
              <h2 className="text-lg font-semibold">{category.name}</h2>
              <p className="text-sm text-rosewood-700 dark:text-rosewood-200">
                <span className="font-mono">/{category.slug}</span>
              </p>
              <p className="text-sm">
                {category.posts_count} post{category.posts_count === 1 ? "" : "s"}
              </p>
              <div className="mt-auto flex flex-wrap items-center gap-2">
                <Link to={`/panel/blog-categories/${category.id}/edit`} preventScrollReset className="rounded-lg border border-rosewood-300 px-3 py-1 text-sm font-medium dark:border-rosewood-600">
                  Edit
                </Link>
                <Link to={`/panel/blog-categories/${category.id}/delete`} preventScrollReset className="rounded-lg border border-red-300 px-3 py-1 text-sm font-medium text-red-800 dark:border-red-800 dark:text-red-300">
                  Delete
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Outlet context={context} />
    </>
  );
}
