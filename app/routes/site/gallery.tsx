/**
 * /gallery: search, category, masonry/grid view and "Load More". Unlike the other lists the
 * gallery replaces its results with the requested page (spec section 4).
 */
import { Outlet } from "react-router";
import { keepListBehindChild, totalOf } from "~/components/listing/list-revalidation";
import { GalleryCard, MASONRY_HEIGHTS } from "~/components/cards/gallery-card";
import type { ListOutletContext } from "~/components/listing/detail-view";
import { PublicListPage } from "~/components/listing/public-list-page";
import { galleryCopy as copy } from "~/lib/copy/catalogue";
import { listHref } from "~/lib/listing";
import { loadPublicList } from "~/routes/site/.server/public-lists";
import { pageMeta } from "~/lib/seo";
import { getOptionalUser } from "~/routes/.server/auth";
import { listPublicCategoryChoices } from "~/.server/categories/categories";
import { galleryItemFor, listPublicGalleryItems } from "~/.server/gallery/gallery";
import type { Route } from "./+types/gallery";
import { countPlus } from "~/lib/format";

const VIEWS = ["masonry", "grid"] as const;
type View = (typeof VIEWS)[number];
const DEFAULT_VIEW: View = "masonry";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  location.pathname === "/gallery"
    ? pageMeta(matches, {
        title: "Sadeli Art Gallery",
        description: "Exhibition pieces and studies in Surat Sadeli micro-mosaic: geometric stars, borders and panels cut by hand from rosewood, bone-white, brass and tin.",
        path: "/gallery",
      })
    : [];

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = params.id ? null : await getOptionalUser(request);
  return loadPublicList({
    request,
    openedItem: params.id,
    views: VIEWS,
    defaultView: DEFAULT_VIEW,
    mode: "replace",
    name: "Gallery",
    load: (filters) => {
      const { results, count } = listPublicGalleryItems(filters);
      return { results: results.map((item) => galleryItemFor(item, viewer)), count, categories: listPublicCategoryChoices("gallery") };
    },
  });
}

export const shouldRevalidate = keepListBehindChild("/gallery");

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  const href = (changes: Parameters<typeof listHref<View>>[3]) => listHref("/gallery", query, DEFAULT_VIEW, changes);
  const context: ListOutletContext = { overList: list !== null, listHref: href({}), listLabel: "All artworks" };
  if (list === null) return <Outlet context={context} />;
  const masonry = query.view === "masonry";

  return (
    <PublicListPage
      copy={copy}
      list={list}
      query={query}
      stats={(categories) => [
        { value: countPlus(totalOf(categories)), label: "Artworks" },
        { value: `${categories.length}`, label: "Categories" },
        { value: "50+", label: "Exhibitions" },
        { value: "25+", label: "Countries" },
      ]}
      views={{
        defaultView: DEFAULT_VIEW,
        options: VIEWS.map((view) => ({ value: view, label: view === "masonry" ? "Masonry" : "Grid", href: href({ view }), active: query.view === view })),
      }}
      clearHref={listHref("/gallery", { ...query, q: "", category: null, page: 1 }, DEFAULT_VIEW)}
      nextPageHref={href({ page: query.page + 1 })}
      mode="replace"
      outletContext={context}
    >
      {(items) => (
        <ul className={masonry ? "mt-6 columns-1 gap-6 sm:columns-2 lg:columns-3 [&>li]:mb-6 [&>li]:break-inside-avoid" : "mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"}>
          {items.map((item, index) => (
            <li key={item.id}>
              <GalleryCard
                item={item}
                href={`/gallery/${item.id}${href({}).replace("/gallery", "")}`}
                masonryHeight={masonry ? MASONRY_HEIGHTS[index % MASONRY_HEIGHTS.length]! : null}
                eager={index === 0}
              />
            </li>
          ))}
        </ul>
      )}
    </PublicListPage>
  );
}
