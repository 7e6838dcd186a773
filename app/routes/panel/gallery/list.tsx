/**
 * /panel/gallery: search by title or tags, category filter, cards (Featured and Unavailable
 * badges, price, category, description, first 3 tags) with an Available/Hidden switch, and the
 * add, edit and delete routes as dialogs over the list (admins only).
 */
import { data, Link, Outlet, useSearchParams } from "react-router";
import { TagList } from "~/components/cards/tag-list";
import type { ListOutletContext } from "~/components/listing/detail-view";
import { EmptyState } from "~/components/listing/empty-state";
import { LoadFailed } from "~/components/listing/load-failed";
import { ActiveSwitch } from "~/components/panel/active-switch";
import { CategoryFilter, ListPager } from "~/components/panel/content/fields";
import { keepListBehindChild } from "~/components/listing/list-revalidation";
import { PanelToolbar } from "~/components/panel/panel-toolbar";
import { Badge } from "~/components/ui/badge";
import { StoredImage } from "~/components/ui/stored-image";
import { panelCopy } from "~/lib/copy/panel";
import { contentAdminCopy as copy } from "~/lib/copy/panel-content";
import { formatDollars } from "~/lib/format";
import { parseListQuery } from "~/lib/listing";
import { listContentCategoryChoices } from "~/.server/categories/content-categories";
import { ADMIN_GALLERY_PAGE_SIZE, listGalleryItems, updateGalleryItem } from "~/.server/gallery/gallery-admin";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { opensChild, recordId } from "~/routes/panel/.server/helpers";
import { redirectWithToast } from "~/routes/.server/toast";
import type { Route } from "./+types/list";
import { readFormData } from "~/routes/.server/form-data";

export const meta: Route.MetaFunction = () => [{ title: "Gallery | Admin Panel" }];

export const shouldRevalidate = keepListBehindChild("/panel/gallery");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/gallery");
  if (opensChild(request, params)) return { list: null };
  const query = parseListQuery(new URL(request.url).searchParams, ["all"], "all");
  try {
    const categories = listContentCategoryChoices("gallery");
    const { results, count } = listGalleryItems({
      q: query.q,
      category: query.category,
      limit: ADMIN_GALLERY_PAGE_SIZE,
      offset: (query.page - 1) * ADMIN_GALLERY_PAGE_SIZE,
    });
    return { list: { items: results, count, categories, query, pageSize: ADMIN_GALLERY_PAGE_SIZE, loadError: null } };
  } catch (error) {
    console.error("Could not list gallery items", error);
    return { list: { items: [], count: 0, categories: [], query, pageSize: ADMIN_GALLERY_PAGE_SIZE, loadError: copy.failedToLoadGalleryItems } };
  }
}

/** The Available/Hidden switch of a card. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/gallery");
  const form = await readFormData(request);
  if (form.get("intent") !== "toggle" || form.get("field") !== "is_available") return data({ error: "Unknown action" }, { status: 400 });
  const id = recordId(String(form.get("id")));
  const available = form.get("value") === "true";
  try {
    const result = await updateGalleryItem(user, id, { is_available: available });
    if (!result.ok) return data({ error: panelCopy.notFound }, { status: 404 });
  } catch (error) {
    console.error(`Could not switch gallery item ${id}`, error);
    return redirectWithToast(`/panel/gallery${new URL(request.url).search}`, { type: "error", message: copy.failedToSaveGalleryItem });
  }
  return redirectWithToast(`/panel/gallery${new URL(request.url).search}`, { type: "success", message: available ? copy.galleryItemShown : copy.galleryItemHidden });
}

export default function GalleryAdminPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const back = `/panel/gallery${searchParams.size ? `?${searchParams}` : ""}`;
  const context: ListOutletContext = { overList: loaderData.list !== null, listHref: back, listLabel: "Gallery" };
  if (loaderData.list === null) return <Outlet context={context} />;
  const { items, count, categories, query, pageSize, loadError } = loaderData.list;
  const filtered = Boolean(query.q || query.category);
  const pageHref = (page: number) => {
    const params = new URLSearchParams(searchParams);
    if (page > 1) params.set("page", String(page));
    else params.delete("page");
    return `/panel/gallery${params.size ? `?${params}` : ""}`;
  };
  return (
    <>
      <PanelToolbar q={query.q} searchLabel="Search by title or tags" addHref="/panel/gallery/new" addLabel="Add Gallery Item">
        <CategoryFilter categories={categories} selected={query.category} />
      </PanelToolbar>
      {loadError ? (
        <LoadFailed message={loadError} />
      ) : items.length === 0 ? (
        <EmptyState
          title={copy.noGalleryItems}
          hint={filtered ? "Try another search or category." : "Add the first piece with “Add Gallery Item”."}
          clearHref={filtered ? "/panel/gallery" : null}
        />
      ) : (
        <>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((item) => (
              <li key={item.id} className="flex flex-col overflow-hidden rounded-2xl border border-rosewood-200 bg-white dark:border-rosewood-800 dark:bg-rosewood-900">
                <div className="relative">
                  {item.image_url ? (
                    <StoredImage src={item.image_url} alt={item.image_alt_text || item.title} className="aspect-[4/3] w-full object-cover" />
                  ) : null}
                  <div className="absolute top-2 left-2 flex gap-1.5">
                    {item.is_featured ? <Badge tone="brass">Featured</Badge> : null}
                    {!item.is_available ? <Badge tone="danger">Unavailable</Badge> : null}
                  </div>
                  {item.price !== null ? (
                    <span className="absolute top-2 right-2">
                      <Badge tone="dark">{formatDollars(item.price)}</Badge>
                    </span>
                  ) : null}
                </div>
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <p className="text-xs font-semibold tracking-wide text-brass-700 uppercase dark:text-brass-300">{item.category_name}</p>
                  <h2 className="text-lg font-semibold">{item.title}</h2>
                  {item.description ? <p className="line-clamp-2 text-sm text-rosewood-700 dark:text-rosewood-200">{item.description}</p> : null}
                  <TagList tags={item.tags_list} limit={3} />
                  <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
                    <ActiveSwitch id={item.id} field="is_available" on={item.is_available} onLabel="Available" offLabel="Hidden" />
                    <Link to={`/panel/gallery/${item.id}/edit`} preventScrollReset className="rounded-lg border border-rosewood-300 px-3 py-1 text-sm font-medium dark:border-rosewood-600">
                      Edit
                    </Link>
                    <Link to={`/panel/gallery/${item.id}/delete`} preventScrollReset className="rounded-lg border border-red-300 px-3 py-1 text-sm font-medium text-red-800 dark:border-red-800 dark:text-red-300">
                      Delete
                    </Link>
                    {item.is_available ? (
                      <Link to={`/gallery/${item.id}`} className="text-sm font-medium underline underline-offset-4">
                        View on site
                      </Link>
                    ) : null}
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <ListPager shown={items.length} total={count} noun="gallery items" page={query.page} pageSize={pageSize} hrefFor={pageHref} />
        </>
      )}
      <Outlet context={context} />
    </>
  );
}
