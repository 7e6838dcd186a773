/**
 * /panel/portfolio: search over title, description, client name and technologies, category
 * filter, cards (Featured, Private, client, completion date, first 3 technologies + N, price in
 * USD, 'Has demo link'), and the add, edit and delete routes as dialogs over the list (admins only).
 */
import { data, Link, Outlet, useSearchParams } from "react-router";
import { TagList } from "~/components/cards/tag-list";
import type { ListOutletContext } from "~/components/listing/detail-view";
import { EmptyState } from "~/components/listing/empty-state";
import { LoadFailed } from "~/components/listing/load-failed";
import { CategoryFilter, ListPager } from "~/components/panel/content/fields";
import { keepListBehindChild } from "~/components/listing/list-revalidation";
import { PanelToolbar } from "~/components/panel/panel-toolbar";
import { Badge } from "~/components/ui/badge";
import { StoredImage } from "~/components/ui/stored-image";
import { contentAdminCopy as copy } from "~/lib/copy/panel-content";
import { formatDate } from "~/lib/dates";
import { formatDollars } from "~/lib/format";
import { parseListQuery } from "~/lib/listing";
import { listContentCategoryChoices } from "~/.server/categories/content-categories";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { opensChild } from "~/routes/panel/.server/helpers";
import { ADMIN_PORTFOLIO_PAGE_SIZE, listPortfolioItems } from "~/.server/portfolio/portfolio-admin";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Portfolio | Admin Panel" }];

export const shouldRevalidate = keepListBehindChild("/panel/portfolio");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/portfolio");
  if (opensChild(request, params)) return { list: null };
  const query = parseListQuery(new URL(request.url).searchParams, ["all"], "all");
  try {
    const categories = listContentCategoryChoices("portfolio");
    const { results, count } = listPortfolioItems({
      q: query.q,
      category: query.category,
      limit: ADMIN_PORTFOLIO_PAGE_SIZE,
      offset: (query.page - 1) * ADMIN_PORTFOLIO_PAGE_SIZE,
    });
    return { list: { items: results, count, categories, query, pageSize: ADMIN_PORTFOLIO_PAGE_SIZE, loadError: null } };
  } catch (error) {
    console.error("Could not list portfolio items", error);
    return { list: { items: [], count: 0, categories: [], query, pageSize: ADMIN_PORTFOLIO_PAGE_SIZE, loadError: copy.failedToLoadPortfolioItems } };
  }
}

/** The list has no switches of its own; a POST here is checked like every other, then refused. */
export async function action({ request }: Route.ActionArgs) {
  await requirePanelAccess(request, "/panel/portfolio");
  return data({ error: "Unknown action" }, { status: 400 });
}

export default function PortfolioAdminPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const back = `/panel/portfolio${searchParams.size ? `?${searchParams}` : ""}`;
  const context: ListOutletContext = { overList: loaderData.list !== null, listHref: back, listLabel: "Portfolio" };
  if (loaderData.list === null) return <Outlet context={context} />;
  const { items, count, categories, query, pageSize, loadError } = loaderData.list;
  const filtered = Boolean(query.q || query.category);
  const pageHref = (page: number) => {
    const params = new URLSearchParams(searchParams);
    if (page > 1) params.set("page", String(page));
    else params.delete("page");
    return `/panel/portfolio${params.size ? `?${params}` : ""}`;
  };
  return (
    <>
      <PanelToolbar q={query.q} searchLabel="Search title, description, client or technology" addHref="/panel/portfolio/new" addLabel="Add Portfolio Item">
        <CategoryFilter categories={categories} selected={query.category} />
      </PanelToolbar>
      {loadError ? (
        <LoadFailed message={loadError} />
      ) : items.length === 0 ? (
        <EmptyState
          title={copy.noPortfolioItems}
          hint={filtered ? "Try another search or category." : "Add the first project with “Add Portfolio Item”."}
          clearHref={filtered ? "/panel/portfolio" : null}
        />
      ) : (
        <>
          <ul className="mt-6 grid gap-4 lg:grid-cols-2">
            {items.map((item) => (
              <li key={item.id} className="flex flex-col overflow-hidden rounded-2xl border border-rosewood-200 bg-white sm:flex-row dark:border-rosewood-800 dark:bg-rosewood-900">
                <div className="relative sm:w-2/5">
                  {item.image_url ? (
                    <StoredImage src={item.image_url} alt={item.title} sizes="(min-width: 1024px) 20vw, (min-width: 640px) 40vw, 100vw" className="aspect-[4/3] h-full w-full object-cover" />
                  ) : (
                    <div className="flex aspect-[4/3] h-full items-center justify-center bg-ivory-200 text-sm text-rosewood-600 dark:bg-rosewood-800 dark:text-rosewood-300">No image</div>
                  )}
                  <div className="absolute top-2 left-2 flex gap-1.5">
                    {item.is_featured ? <Badge tone="brass">Featured</Badge> : null}
                    {!item.is_public ? <Badge tone="danger">Private</Badge> : null}
                  </div>
                </div>
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <p className="text-xs font-semibold tracking-wide text-brass-700 uppercase dark:text-brass-300">{item.category_name}</p>
                  <h2 className="text-lg font-semibold">{item.title}</h2>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                    {item.client_name ? (
                      <>
                        <dt className="text-rosewood-600 dark:text-rosewood-300">Client</dt>
                        <dd>{item.client_name}</dd>
                      </>
                    ) : null}
                    {item.completion_date ? (
                      <>
                        <dt className="text-rosewood-600 dark:text-rosewood-300">Completed</dt>
                        <dd>{formatDate(item.completion_date)}</dd>
                      </>
                    ) : null}
                    {item.price !== null ? (
                      <>
                        <dt className="text-rosewood-600 dark:text-rosewood-300">Price</dt>
                        <dd className="font-semibold">{formatDollars(item.price)}</dd>
                      </>
                    ) : null}
                  </dl>
                  {item.short_description ? <p className="line-clamp-2 text-sm text-rosewood-700 dark:text-rosewood-200">{item.short_description}</p> : null}
                  <TagList tags={item.technologies_list} limit={3} />
                  {item.project_url ? <p className="text-sm font-medium text-green-800 dark:text-green-300">{copy.hasDemoLink}</p> : null}
                  <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
                    <Link to={`/panel/portfolio/${item.id}/edit`} preventScrollReset className="rounded-lg border border-rosewood-300 px-3 py-1 text-sm font-medium dark:border-rosewood-600">
                      Edit
                    </Link>
                    <Link to={`/panel/portfolio/${item.id}/delete`} preventScrollReset className="rounded-lg border border-red-300 px-3 py-1 text-sm font-medium text-red-800 dark:border-red-800 dark:text-red-300">
                      Delete
                    </Link>
                    {item.is_public ? (
                      <Link to={`/portfolio/${item.id}`} className="text-sm font-medium underline underline-offset-4">
                        View on site
                      </Link>
                    ) : null}
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <ListPager shown={items.length} total={count} noun="portfolio items" page={query.page} pageSize={pageSize} hrefFor={pageHref} />
        </>
      )}
      <Outlet context={context} />
    </>
  );
}
