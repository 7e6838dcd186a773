/**
 * /gallery: search, category, masonry/grid view and "Load More". Unlike the other lists the
 * gallery replaces its results with the requested page (spec section 4).
 */
import { Outlet } from "react-router";
import { keepListBehindChild, totalOf } from "~/components/listing/list-revalidation";
import { GalleryCard, MASONRY_HEIGHTS } from "~/components/cards/gallery-card";
import type { ListOutletContext } from "~/components/listing/detail-view";
import { EmptyState } from "~/components/listing/empty-state";
import { ListToolbar } from "~/components/listing/list-toolbar";
import { LoadFailed } from "~/components/listing/load-failed";
import { LoadMore, ShowingLine } from "~/components/listing/load-more";
import { PageHero } from "~/components/listing/page-hero";
import { galleryCopy as copy } from "~/lib/copy/catalogue";
import { hasMore, listHref, pageWindow, parseListQuery } from "~/lib/listing";
import { pageMeta } from "~/lib/seo";
import { galleryCategoryOptions, listPublicGallery } from "~/.server/gallery";
import type { Route } from "./+types/gallery";

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

export function loader({ request, params }: Route.LoaderArgs) {
  const query = parseListQuery(new URL(request.url).searchParams, VIEWS, DEFAULT_VIEW);
  if (params.id) return { query, list: null };
  try {
    const { limit, offset } = pageWindow(query.page, "replace");
    const { results, count } = listPublicGallery({ q: query.q, category: query.category, limit, offset });
    return { query, list: { results, count, categories: galleryCategoryOptions() } };
  } catch (error) {
    console.error("Gallery list failed", error);
    return { query, list: { failed: true as const } };
  }
}

export const shouldRevalidate = keepListBehindChild("/gallery");

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  const href = (changes: Parameters<typeof listHref<View>>[3]) => listHref("/gallery", query, DEFAULT_VIEW, changes);
  const context: ListOutletContext = { overList: list !== null, listHref: href({}), listLabel: "All artworks" };
  if (list === null) return <Outlet context={context} />;
  const masonry = query.view === "masonry";

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
                  { value: `${totalOf(list.categories)}+`, label: "Artworks" },
                  { value: `${list.categories.length}`, label: "Categories" },
                  { value: "50+", label: "Exhibitions" },
                  { value: "25+", label: "Countries" },
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
                viewOptions={VIEWS.map((view) => ({ value: view, label: view === "masonry" ? "Masonry" : "Grid", href: href({ view }), active: query.view === view }))}
              />
              <ShowingLine shown={list.results.length} total={list.count} noun={copy.noun} />
              {list.results.length === 0 ? (
                <EmptyState title={copy.empty} hint={copy.emptyHint} clearHref={listHref("/gallery", { ...query, q: "", category: null, page: 1 }, DEFAULT_VIEW)} />
              ) : (
                <ul className={masonry ? "mt-6 columns-1 gap-6 sm:columns-2 lg:columns-3 [&>li]:mb-6 [&>li]:break-inside-avoid" : "mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"}>
                  {list.results.map((item, index) => (
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
              {hasMore(query.page, list.count) ? <LoadMore href={href({ page: query.page + 1 })} label={copy.loadMore} /> : null}
            </>
          )}
        </div>
      </main>
      <Outlet context={context} />
    </>
  );
}
