/**
 * /portfolio: search, category and "Load More" (pages append), all in the URL. A project opened
 * from here shows as a dialog over the list; opened directly it is a page.
 */
import { Outlet } from "react-router";
import { keepListBehindChild, totalOf } from "~/components/listing/list-revalidation";
import { PortfolioCard, type PortfolioCardData } from "~/components/cards/portfolio-card";
import type { ListOutletContext } from "~/components/listing/detail-view";
import { PublicListPage } from "~/components/listing/public-list-page";
import { portfolioCopy as copy } from "~/lib/copy/stories";
import { listHref } from "~/lib/listing";
import { loadPublicList } from "~/routes/site/.server/public-lists";
import { pageMeta } from "~/lib/seo";
import { useRootData } from "~/root";
import { listPublicCategoryChoices } from "~/.server/categories/categories";
import { listPublicPortfolioItems, type PortfolioContract } from "~/.server/portfolio/portfolio";
import type { Route } from "./+types/portfolio";
import { countPlus } from "~/lib/format";

// The portfolio has one layout (two columns); the query helpers still want a view.
const VIEWS = ["grid"] as const;
type View = (typeof VIEWS)[number];
const DEFAULT_VIEW: View = "grid";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  location.pathname === "/portfolio"
    ? pageMeta(matches, {
        title: "Portfolio of Sadeli Commissions",
        description:
          "Hotel lobby panels, corporate gifts, heritage restorations and home commissions in GI-tagged Surat Sadeli inlay, made by hand in our Surat workshop.",
        path: "/portfolio",
      })
    : [];

/** What a card shows: the long description stays on the server until a project is opened. */
function toCard(item: PortfolioContract): PortfolioCardData {
  const { id, title, short_description, image_url, project_url, client_name, completion_date, category_name, technologies_list, price, is_featured, created_at } = item;
  return { id, title, short_description, image_url, project_url, client_name, completion_date, category_name, technologies_list, price, is_featured, created_at };
}

export function loader({ request, params }: Route.LoaderArgs) {
  return loadPublicList({
    request,
    openedItem: params.id,
    views: VIEWS,
    defaultView: DEFAULT_VIEW,
    mode: "append",
    name: "Portfolio",
    load: (filters) => {
      const { results, count } = listPublicPortfolioItems(filters);
      return { results: results.map(toCard), count, categories: listPublicCategoryChoices("portfolio") };
    },
  });
}

export const shouldRevalidate = keepListBehindChild("/portfolio");

export default function PortfolioPage({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  const rootData = useRootData();
  const signedIn = Boolean(rootData?.account);
  const href = (changes: Parameters<typeof listHref<View>>[3]) => listHref("/portfolio", query, DEFAULT_VIEW, changes);
  const context: ListOutletContext = { overList: list !== null, listHref: href({}), listLabel: copy.listLabel };
  if (list === null) return <Outlet context={context} />;

  return (
    <PublicListPage
      copy={copy}
      list={list}
      query={query}
      stats={(categories) => [
        { value: countPlus(totalOf(categories)), label: copy.stats.projects },
        { value: `${categories.length}`, label: copy.stats.categories },
        { value: copy.awards, label: copy.stats.awards },
        { value: copy.countries, label: copy.stats.countries },
      ]}
      clearHref="/portfolio"
      nextPageHref={href({ page: query.page + 1 })}
      mode="append"
      outletContext={context}
    >
      {(items) => (
        <ul className="mt-6 grid gap-8 md:grid-cols-2">
          {items.map((item, index) => (
            <li key={item.id} id={`item-${index + 1}`} className="scroll-mt-24">
              <PortfolioCard item={item} href={`/portfolio/${item.id}${href({}).replace("/portfolio", "")}`} signedIn={signedIn} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </PublicListPage>
  );
}
