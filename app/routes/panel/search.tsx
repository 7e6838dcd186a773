/**
 * /panel/search?q=...: the search across the panel (issue 32). The header's box and this page's
 * box are GET forms, so it works without JavaScript. Results are grouped by kind, only the kinds
 * this role may manage, each hit a link to the record's panel screen (app/.server/search/panel-search.ts).
 */
import { Form, Link } from "react-router";

import { PANEL_SEARCH_MAX_LENGTH, searchPanel } from "~/.server/search/panel-search";
import { SearchField } from "~/components/listing/search-field";
import { panelSearchCopy as copy } from "~/lib/copy/work-queues";
import { requirePanelAccess } from "~/routes/panel/.server/access";

import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = () => [{ title: copy.pageTitle }, { name: "robots", content: "noindex" }];

/** The lists that take the same `q`, so a long group can be read in full there. */
const LIST_WITH_SEARCH: Partial<Record<string, string>> = {
  products: "/panel/products",
  blogPosts: "/panel/blog",
  messages: "/panel/notifications",
  users: "/panel/users",
};

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePanelAccess(request, "/panel");
  return { ...searchPanel(user, new URL(request.url).searchParams.get("q")), max: PANEL_SEARCH_MAX_LENGTH };
}

const card = "rounded-2xl border border-rosewood-200 bg-white p-4 shadow-sm sm:p-6 dark:border-rosewood-800 dark:bg-rosewood-900";

export default function PanelSearch({ loaderData }: Route.ComponentProps) {
  const { q, groups, cut, max } = loaderData;
  return (
    <div className="space-y-6">
      <Form method="get" role="search" aria-label={copy.pageLabel} className="flex flex-wrap items-end gap-3">
        <SearchField
          label={copy.pageLabel}
          q={q}
          placeholder={copy.placeholder}
          className="min-w-56 flex-1"
          inputClassName="rounded-lg border border-rosewood-300 bg-white px-3 py-2 dark:border-rosewood-600 dark:bg-rosewood-900"
        />
        <button type="submit" className="rounded-lg bg-rosewood-700 px-4 py-2 font-semibold text-ivory-50 dark:bg-brass-500 dark:text-rosewood-950">
          {copy.submit}
        </button>
      </Form>

      {cut ? <p className="text-sm text-rosewood-700 dark:text-rosewood-200">{copy.cut(max)}</p> : null}

      {!q ? (
        <p className="text-rosewood-700 dark:text-rosewood-200">{copy.hint}</p>
      ) : groups.length === 0 ? (
        <p className="text-rosewood-700 dark:text-rosewood-200" data-testid="search-nothing">
          {copy.noResults(q)}
        </p>
      ) : (
        <>
          <h2 className="text-lg font-semibold">{copy.resultsFor(q)}</h2>
          {groups.map((group) => {
            const list = LIST_WITH_SEARCH[group.kind];
            return (
              <section key={group.kind} aria-labelledby={`results-${group.kind}`} className={card} data-search-group={group.kind}>
                <h3 id={`results-${group.kind}`} className="flex items-baseline justify-between gap-3 font-semibold">
                  <span>{copy.groups[group.kind]}</span>
                  <span className="text-sm font-normal text-rosewood-600 dark:text-rosewood-300">{copy.groupCount(group.hits.length, group.count)}</span>
                </h3>
                <ul className="mt-3 divide-y divide-rosewood-100 dark:divide-rosewood-800">
                  {group.hits.map((hit) => (
                    <li key={hit.id} className="py-2">
                      <Link to={hit.href} className="block rounded-lg px-2 py-1 hover:bg-rosewood-50 dark:hover:bg-rosewood-800">
                        <span className="block font-medium">
                          {hit.reference ? (
                            <span className="mr-2 font-mono text-sm whitespace-nowrap text-rosewood-700 dark:text-brass-300">{hit.reference}</span>
                          ) : null}
                          {hit.title}
                        </span>
                        {hit.detail ? <span className="block text-sm text-rosewood-600 dark:text-rosewood-300">{hit.detail}</span> : null}
                      </Link>
                    </li>
                  ))}
                </ul>
                {list && group.hits.length < group.count ? (
                  <Link
                    to={`${list}?q=${encodeURIComponent(q)}`}
                    className="mt-2 inline-block text-sm font-semibold text-rosewood-700 underline-offset-4 hover:underline dark:text-brass-300"
                  >
                    {copy.seeAll}
                  </Link>
                ) : null}
              </section>
            );
          })}
        </>
      )}
    </div>
  );
}
