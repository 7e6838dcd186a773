/**
 * /gallery: search, category, masonry/grid view and "Load More". Unlike the other lists the
 * gallery replaces its results with the requested page (spec section 4), so from page 2 on it
 * also offers "Previous"; both land on the page's first artwork.
 */
import { galleryItemFor, listPublicGalleryItems } from "~/.server/gallery/gallery";
import { GalleryCard, MASONRY_HEIGHTS } from "~/components/cards/gallery-card";
import { keepListBehindChild } from "~/components/listing/list-revalidation";
import { definePublicList, publicListMeta, PublicListRoute } from "~/components/listing/public-list-page";
import { galleryCopy as english } from "~/lib/copy/catalogue";
import { copySections } from "~/lib/i18n/copy.server";
import { langOf } from "~/lib/i18n/locales";
import { useCopy } from "~/lib/i18n/use-copy";
import { getOptionalUser } from "~/routes/.server/auth";
import { type ListFilters, loadPublicList, pageWithCategories } from "~/routes/site/.server/public-lists";

import type { Route } from "./+types/gallery";

const LIST = definePublicList("/gallery", ["masonry", "grid"], "replace", "Gallery");

export const meta: Route.MetaFunction = publicListMeta("/gallery", "galleryCopy", english);

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = params.id ? null : await getOptionalUser(request);
  const load = (filters: ListFilters) => pageWithCategories(listPublicGalleryItems(filters), "gallery", (item) => galleryItemFor(item, viewer), filters);
  return { ...loadPublicList({ request, openedItem: params.id, ...LIST, load }), copy: copySections(langOf(params.lang), ["galleryCopy", "listing"]) };
}

export const shouldRevalidate = keepListBehindChild("/gallery");

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const copy = useCopy("galleryCopy", english);
  const masonry = loaderData.query.view === "masonry";

  return (
    <PublicListRoute list={LIST} data={loaderData} copy={copy} viewLabels={{ masonry: "Masonry", grid: "Grid" }}>
      {(items, itemHref) => (
        <ul
          className={
            masonry ? "mt-6 columns-1 gap-6 sm:columns-2 lg:columns-3 [&>li]:mb-6 [&>li]:break-inside-avoid" : "mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          }
        >
          {items.map((item, index) => (
            // The anchors Load More and Previous land on (the first of the page is item-1).
            <li key={item.id} id={`item-${index + 1}`} className="scroll-mt-24">
              <GalleryCard
                item={item}
                href={itemHref(item.id)}
                masonryHeight={masonry ? MASONRY_HEIGHTS[index % MASONRY_HEIGHTS.length]! : null}
                eager={index === 0}
              />
            </li>
          ))}
        </ul>
      )}
    </PublicListRoute>
  );
}
