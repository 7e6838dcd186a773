/**
 * The gallery categories (/panel/categories) and portfolio categories (/panel/portfolio-categories)
 * screens: the same list, form and delete confirmation over two tables. Their routes are thin
 * files that name the screen and call these.
 */
import { Link, Outlet, useSearchParams } from "react-router";
import type { ListOutletContext } from "~/components/listing/detail-view";
import { DetailView } from "~/components/listing/detail-view";
import { LoadFailed } from "~/components/listing/load-failed";
import { ActiveSwitch } from "~/components/panel/active-switch";
import { CategoryForm } from "~/components/panel/category-form";
import { DeleteConfirmation } from "~/components/panel/delete-confirmation";
import { PanelToolbar } from "~/components/panel/panel-toolbar";
import { panelCopy } from "~/lib/copy/panel";
import { contentAdminCopy } from "~/lib/copy/panel-content";
import { contentCategorySchema } from "~/lib/schemas/admin/categories";

export type CategoryScreen = {
  kind: "gallery" | "portfolio";
  path: "/panel/categories" | "/panel/portfolio-categories";
  /** "Gallery" or "Portfolio", as in "Add Gallery Category". */
  label: string;
  /** The banner when the list cannot be read (spec section 8). */
  loadFailed: string;
};

export const GALLERY_CATEGORY_SCREEN: CategoryScreen = {
  kind: "gallery",
  path: "/panel/categories",
  label: "Gallery",
  loadFailed: contentAdminCopy.failedToFetchCategories,
};

export const PORTFOLIO_CATEGORY_SCREEN: CategoryScreen = {
  kind: "portfolio",
  path: "/panel/portfolio-categories",
  label: "Portfolio",
  loadFailed: contentAdminCopy.failedToFetchPortfolioCategories,
};

type CategoryCard = { id: number; name: string; description: string; is_active: boolean; items_count: number };

export function CategoryListScreen({
  screen,
  categories,
  q,
  loadError,
}: {
  screen: CategoryScreen;
  categories: CategoryCard[] | null;
  q: string;
  loadError: string | null;
}) {
  const [searchParams] = useSearchParams();
  const back = `${screen.path}${searchParams.size ? `?${searchParams}` : ""}`;
  const context: ListOutletContext = { overList: categories !== null, listHref: back, listLabel: `${screen.label} categories` };
  if (categories === null) return <Outlet context={context} />;
  return (
    <>
      <PanelToolbar q={q} searchLabel="Search categories" addHref={`${screen.path}/new`} addLabel="Add Category" />
      {loadError ? (
        <LoadFailed message={loadError} />
      ) : categories.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-rosewood-300 p-10 text-center dark:border-rosewood-700">
          {contentAdminCopy.noCategories}. {q ? "Try another search." : "Add the first one."}
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
              <p className="text-sm" data-testid="items-count">
                {category.items_count} item{category.items_count === 1 ? "" : "s"}
              </p>
              <div className="mt-auto flex flex-wrap items-center gap-2">
                <ActiveSwitch id={category.id} field="is_active" on={category.is_active} onLabel="Active" offLabel="Inactive" />
                <Link to={`${screen.path}/${category.id}/edit`} preventScrollReset className="rounded-lg border border-rosewood-300 px-3 py-1 text-sm font-medium dark:border-rosewood-600">
                  Edit
                </Link>
                <Link to={`${screen.path}/${category.id}/delete`} preventScrollReset className="rounded-lg border border-red-300 px-3 py-1 text-sm font-medium text-red-800 dark:border-red-800 dark:text-red-300">
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

export function CategoryFormScreen({ screen, category }: { screen: CategoryScreen; category: CategoryCard | null }) {
  return (
    <DetailView titleId="category-form-title">
      <CategoryForm
        key={category?.id ?? "new"}
        titleId="category-form-title"
        title={category ? `Edit ${screen.label} Category` : `Add ${screen.label} Category`}
        schema={contentCategorySchema}
        defaultValue={category ?? undefined}
        submitLabel={category ? "Update Category" : "Create Category"}
      />
    </DetailView>
  );
}

export function CategoryDeleteScreen({ screen, category }: { screen: CategoryScreen; category: CategoryCard }) {
  return (
    <DetailView titleId="delete-category-title">
      <DeleteConfirmation
        titleId="delete-category-title"
        title={panelCopy.deleteCategoryTitle}
        question={panelCopy.deleteNamedConfirm(category.name)}
        cancelHref={screen.path}
      />
    </DetailView>
  );
}
