/**
 * /portfolio: search, category and "Load More" (pages append), all in the URL. A project opened
 * from here shows as a dialog over the list; opened directly it is a page.
 */
import { Outlet } from "react-router";
import { keepListBehindChild, totalOf } from "~/components/listing/list-revalidation";
import { PortfolioCard, type PortfolioCardData } from "~/components/cards/portfolio-card";
import type { ListOutletContext } from "~/components/listing/detail-view";
import { EmptyState } from "~/components/listing/empty-state";
import { ListToolbar } from "~/components/listing/list-toolbar";
import { LoadFailed } from "~/components/listing/load-failed";
import { LoadMore, ShowingLine } from "~/components/listing/load-more";
import { PageHero } from "~/components/listing/page-hero";
import { portfolioCopy as copy } from "~/lib/copy/stories";
import { hasMore, listHref, pageWindow, parseListQuery, PUBLIC_PAGE_SIZE } from "~/lib/listing";
import { pageMeta } from "~/lib/seo";
import { useRootData } from "~/root";
import { listPublicPortfolio, portfolioCategoryOptions, type PortfolioContract } from "~/.server/portfolio";
import type { Route } from "./+types/portfolio";

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
  const query = parseListQuery(new URL(request.url).searchParams, VIEWS, DEFAULT_VIEW);
  // A project opened directly renders as its own page: the list behind it is not needed.
  if (params.id) return { query, list: null };
  try {
    const { limit, offset } = pageWindow(query.page, "append");
    const { results, count } = listPublicPortfolio({ q: query.q, category: query.category, limit, offset });
    return { query, list: { results: results.map(toCard), count, categories: portfolioCategoryOptions() } };
  } catch (error) {
    console.error("Portfolio list failed", error);
    return { query, list: { failed: true as const } };
  }
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
                  { value: `${totalOf(list.categories)}+`, label: copy.stats.projects },
                  { value: `${list.categories.length}`, label: copy.stats.categories },
                  { value: copy.awards, label: copy.stats.awards },
                  { value: copy.countries, label: copy.stats.countries },
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
              />
              <ShowingLine shown={list.results.length} total={list.count} noun={copy.noun} />
              {list.results.length === 0 ? (
                <EmptyState title={copy.empty} hint={copy.emptyHint} clearHref="/portfolio" />
              ) : (
                <ul className="mt-6 grid gap-8 md:grid-cols-2">
                  {list.results.map((item, index) => (
                    <li key={item.id} id={`item-${index + 1}`} className="scroll-mt-24">
                      <PortfolioCard
                        item={item}
                        href={`/portfolio/${item.id}${href({}).replace("/portfolio", "")}`}
                        signedIn={signedIn}
                        eager={index === 0}
                      />
                    </li>
                  ))}
                </ul>
              )}
              {hasMore(query.page, list.count) ? (
                <LoadMore href={`${href({ page: query.page + 1 })}#item-${query.page * PUBLIC_PAGE_SIZE + 1}`} label={copy.loadMore} />
              ) : null}
            </>
          )}
        </div>
      </main>
      <Outlet context={context} />
    </>
  );
}
