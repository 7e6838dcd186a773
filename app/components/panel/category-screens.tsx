/**
 * The category screens of the four kinds (product: /panel/product-categories, gallery:
 * /panel/categories, portfolio: /panel/portfolio-categories, blog: /panel/blog-categories): one
 * list, form and delete confirmation. A screen names its kind, its texts (the spec words them
 * apart: product categories are "created successfully") and whether it pages; a card shows what
 * its kind has (a description and the Active switch, or a slug). The routes are thin files that
 * name the screen and call these; their loaders and actions are routes/panel/.server/category-screens.ts.
 */
import { Outlet, useLocation, useSearchParams } from "react-router";

import type { CategoryKind, CategoryRecord } from "~/.server/categories/categories";
import type { ListOutletContext } from "~/components/listing/detail-view";
import { DetailView } from "~/components/listing/detail-view";
import { LoadFailed } from "~/components/listing/load-failed";
import { Pager } from "~/components/listing/pager";
import { ActiveSwitch } from "~/components/panel/active-switch";
import { CategoryForm } from "~/components/panel/category-form";
import { DeleteConfirmation } from "~/components/panel/delete-confirmation";
import { PanelToolbar } from "~/components/panel/panel-toolbar";
import { EditDeleteLinks } from "~/components/panel/row-action";
import type { Translations } from "~/lib/content-translations";
import { panelCopy } from "~/lib/copy/panel";
import { panelBlogCopy } from "~/lib/copy/panel-blog";
import { contentAdminCopy } from "~/lib/copy/panel-content";

export type CategoryScreen = {
  kind: "product" | "gallery" | "portfolio" | "blog";
  path: "/panel/product-categories" | "/panel/categories" | "/panel/portfolio-categories" | "/panel/blog-categories";
  /** "Product", as in "Add Product Category". */
  label: string;
  /** What a category holds, as in "3 products". */
  holds: "product" | "item" | "post";
  empty: string;
  /** The banner when the list cannot be read (spec section 8). */
  loadFailed: string;
  /** Product categories come 20 to a page; the others all on one. */
  paged: boolean;
  created: string;
  updated: string;
  deleted: string;
  /** The delete confirmation's title and question. */
  confirm: { title: (name: string) => string; question: (name: string) => string };
};

const named = { title: () => panelCopy.deleteCategoryTitle, question: panelCopy.deleteNamedConfirm };
const shown = { created: panelCopy.categoryCreated, updated: panelCopy.categoryUpdated, deleted: panelCopy.categoryDeleted };

export const PRODUCT_CATEGORY_SCREEN = {
  kind: "product",
  path: "/panel/product-categories",
  label: "Product",
  holds: "product",
  empty: "No product categories found",
  loadFailed: contentAdminCopy.failedToFetchCategories,
  paged: true,
  created: panelCopy.categoryCreatedSuccessfully,
  updated: panelCopy.categoryUpdatedSuccessfully,
  deleted: panelCopy.categoryDeletedSuccessfully,
  confirm: { title: (name: string) => `Delete "${name}"`, question: () => panelCopy.deleteCategoryConfirm },
} as const satisfies CategoryScreen;

export const GALLERY_CATEGORY_SCREEN = {
  kind: "gallery",
  path: "/panel/categories",
  label: "Gallery",
  holds: "item",
  empty: contentAdminCopy.noCategories,
  loadFailed: contentAdminCopy.failedToFetchCategories,
  paged: false,
  ...shown,
  confirm: named,
} as const satisfies CategoryScreen;

export const PORTFOLIO_CATEGORY_SCREEN = {
  kind: "portfolio",
  path: "/panel/portfolio-categories",
  label: "Portfolio",
  holds: "item",
  empty: contentAdminCopy.noCategories,
  loadFailed: contentAdminCopy.failedToFetchPortfolioCategories,
  paged: false,
  ...shown,
  confirm: named,
} as const satisfies CategoryScreen;

export const BLOG_CATEGORY_SCREEN = {
  kind: "blog",
  path: "/panel/blog-categories",
  label: "Blog",
  holds: "post",
  empty: panelBlogCopy.noCategoriesFound,
  loadFailed: panelBlogCopy.failedToLoadCategories,
  paged: false,
  ...shown,
  confirm: named,
} as const satisfies CategoryScreen;

/**
 * A category as its screens show it: the stored record of its kind (a Pick of each kind's record:
 * a blog category has a slug, the others a description and Active), with `count`, what it holds.
 * The form starts from the whole record, so an edit cannot post a column it was not given.
 */
export type CategoryCard = Pick<CategoryRecord<CategoryKind>, "id" | "name"> &
  Partial<Pick<CategoryRecord<"product">, "description" | "is_active">> &
  Partial<Pick<CategoryRecord<"blog">, "slug">> & {
    count: number;
    /** The form's: the category's Gujarati and Hindi texts. */
    translations?: Translations;
  };

export type CategoryList = { categories: CategoryCard[]; q: string; page: number; pageSize: number; count: number; loadError: string | null };

const holding = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

export function CategoryListScreen({ screen, list }: { screen: CategoryScreen; list: CategoryList | null }) {
  const [searchParams] = useSearchParams();
  const search = searchParams.size ? `?${searchParams}` : "";
  const context: ListOutletContext = { overList: list !== null, listHref: `${screen.path}${search}`, listLabel: `${screen.label} categories` };
  if (list === null) return <Outlet context={context} />;
  const { categories, q, loadError } = list;
  return (
    <>
      <PanelToolbar q={q} searchLabel="Search categories" addHref={`${screen.path}/new`} addLabel="Add Category" />
      {loadError ? (
        <LoadFailed message={loadError} />
      ) : categories.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-rosewood-300 p-10 text-center dark:border-rosewood-700">
          {screen.empty}. {q ? "Try another search." : "Add the first one."}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {categories.map((category) => (
            <li
              key={category.id}
              className="flex flex-col gap-3 rounded-2xl border border-rosewood-200 bg-white p-5 dark:border-rosewood-800 dark:bg-rosewood-900"
            >
              <div className="flex items-start justify-between gap-3">
                <h2 className="text-lg font-semibold">{category.name}</h2>
                {category.is_active === undefined ? null : (
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${category.is_active ? "bg-green-100 text-green-900" : "bg-rosewood-100 text-rosewood-700"}`}
                  >
                    {category.is_active ? "Active" : "Inactive"}
                  </span>
                )}
              </div>
              {category.slug ? (
                <p className="text-sm text-rosewood-700 dark:text-rosewood-200">
                  <span className="font-mono">/{category.slug}</span>
                </p>
              ) : null}
              {category.description ? <p className="text-sm text-rosewood-700 dark:text-rosewood-200">{category.description}</p> : null}
              <p className="text-sm" data-testid="items-count">
                {holding(category.count, screen.holds)}
              </p>
              <div className="mt-auto flex flex-wrap items-center gap-2">
                {category.is_active === undefined ? null : (
                  <ActiveSwitch id={category.id} field="is_active" on={category.is_active} onLabel="Active" offLabel="Inactive" />
                )}
                <EditDeleteLinks path={`${screen.path}/${category.id}`} search={search} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {screen.paged ? <Pager page={list.page} pageSize={list.pageSize} total={list.count} label={`${screen.label} categories`} /> : null}
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
        kind={screen.kind}
        defaultValue={category ?? undefined}
        submitLabel={category ? "Update Category" : "Create Category"}
      />
    </DetailView>
  );
}

export function CategoryDeleteScreen({ screen, category }: { screen: CategoryScreen; category: CategoryCard }) {
  const { search } = useLocation();
  return (
    <DetailView titleId="delete-category-title">
      <DeleteConfirmation
        titleId="delete-category-title"
        title={screen.confirm.title(category.name)}
        question={screen.confirm.question(category.name)}
        cancelHref={`${screen.path}${search}`}
      />
      {category.count > 0 ? (
        <p className="mt-4 max-w-lg text-sm text-rosewood-700 dark:text-rosewood-200">{panelCopy.categoryInUse(category.count, screen.holds)}</p>
      ) : null}
    </DetailView>
  );
}
