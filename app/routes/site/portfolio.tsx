/**
 * /portfolio: search, category and "Load More" (pages append), all in the URL. A project opened
 * from here shows as a dialog over the list; opened directly it is a page.
 */
import { listPublicPortfolioItems, type PortfolioContract } from "~/.server/portfolio/portfolio";
import type { Localized } from "~/.server/translations/translations";
import { PortfolioCard, type PortfolioCardData } from "~/components/cards/portfolio-card";
import { keepListBehindChild } from "~/components/listing/list-revalidation";
import { definePublicList, publicListMeta, PublicListRoute } from "~/components/listing/public-list-page";
import { inquiryCardCopy } from "~/lib/copy/card-words";
import { portfolioCopy as english } from "~/lib/copy/stories";
import { copySections } from "~/lib/i18n/copy.server";
import { langOf } from "~/lib/i18n/locales";
import { useCopy } from "~/lib/i18n/use-copy";
import { pick } from "~/lib/pick";
import { useRootData } from "~/root";
import { type ListFilters, loadPublicList, pageWithCategories } from "~/routes/site/.server/public-lists";

import type { Route } from "./+types/portfolio";

// The portfolio has one layout (two columns).
const LIST = definePublicList("/portfolio", ["grid"], "append", "Portfolio");

export const meta: Route.MetaFunction = publicListMeta("/portfolio", "portfolioCopy", english);

/** What a card shows: the long description stays on the server until a project is opened. */
const CARD_FIELDS = [
  "id",
  "title",
  "short_description",
  "image_url",
  "project_url",
  "client_name",
  "completion_date",
  "category_name",
  "technologies_list",
  "price",
  "is_featured",
  "created_at",
] as const;
// The fields that fell back to English (a Gujarati or Hindi page) go with the card: it marks them lang="en".
const toCard = (item: PortfolioContract & Localized): PortfolioCardData => ({ ...pick(item, CARD_FIELDS), untranslated: item.untranslated });

const load = (filters: ListFilters) => pageWithCategories(listPublicPortfolioItems(filters), "portfolio", toCard, filters);

export function loader({ request, params }: Route.LoaderArgs) {
  return {
    ...loadPublicList({ request, openedItem: params.id, ...LIST, load }),
    copy: copySections(langOf(params.lang), ["portfolioCopy", "listing"], { inquiryCopy: inquiryCardCopy }),
  };
}

export const shouldRevalidate = keepListBehindChild("/portfolio");

export default function PortfolioPage({ loaderData }: Route.ComponentProps) {
  const copy = useCopy("portfolioCopy", english);
  const rootData = useRootData();
  const signedIn = Boolean(rootData?.account);

  return (
    <PublicListRoute list={LIST} data={loaderData} copy={copy}>
      {(items, itemHref) => (
        <ul className="mt-6 grid gap-8 md:grid-cols-2">
          {items.map((item, index) => (
            <li key={item.id} id={`item-${index + 1}`} className="scroll-mt-24">
              <PortfolioCard item={item} href={itemHref(item.id)} signedIn={signedIn} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </PublicListRoute>
  );
}
