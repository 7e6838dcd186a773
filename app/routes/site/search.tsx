/**
 * /search (and /gu/search, /hi/search): the site search (issue 29, docs/decisions/027). The
 * header's box and this page's own are plain GET forms; the results are one ranked list of
 * products, gallery pieces, projects and articles in the page's language, each with its title and
 * a snippet, the words found marked (<mark>, made here as React elements from the server's
 * markers: a record's text is never HTML), and plain Previous/Next links.
 */
import { Fragment } from "react";
import { Form, Link } from "react-router";

import { searchSite, SITE_SEARCH_PAGE_SIZE } from "~/.server/search/site-search";
import { HeroBand } from "~/components/layout/page-hero";
import { StoredImage } from "~/components/ui/stored-image";
import { siteShellCopy } from "~/lib/copy/languages";
import { searchCopy as english } from "~/lib/copy/search";
import type { Copy } from "~/lib/copy/site";
import { copySections } from "~/lib/i18n/copy.server";
import { fill, langOf, langOfPath, localePath } from "~/lib/i18n/locales";
import { metaCopy, useCopy, useEnglishMark, useLang, useLocalePath } from "~/lib/i18n/use-copy";
import { cleanSearch, MAX_PAGE, pageHref, pageParam } from "~/lib/listing";
import { languageRuns, markedParts } from "~/lib/search-marks";
import { pageMeta } from "~/lib/seo";
import { getOptionalUser } from "~/routes/.server/auth";

import type { Route } from "./+types/search";

export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const url = new URL(request.url);
  const q = cleanSearch(url.searchParams.get("q"));
  const page = pageParam(url.searchParams, MAX_PAGE);
  // A guest reads a gallery item's description preview only (decision 009): so does its snippet.
  const viewer = q ? await getOptionalUser(request) : null;
  let found = searchSite({ q, lang, viewer, page });
  // A page past the last (an old link, a typed number): the last page.
  const last = Math.max(1, Math.ceil(found.count / SITE_SEARCH_PAGE_SIZE));
  if (page > last) found = searchSite({ q, lang, viewer, page: last });
  return {
    q,
    page: Math.min(page, last),
    pages: last,
    count: found.count,
    corrected: found.corrected,
    results: found.results.map((hit) => ({
      key: `${hit.kind}-${hit.id}`,
      kind: hit.kind,
      href: localePath(lang, hit.path),
      title: hit.title,
      snippet: hit.snippet,
      image: hit.image,
      englishTitle: hit.englishTitle,
    })),
    copy: copySections(lang, ["searchCopy"]),
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const copy = metaCopy(matches, "searchCopy", english);
  // The words in the tab's title, except Latin words on a Gujarati or Hindi page: a <title> cannot say they are English.
  const named = data?.q && (langOfPath(location.pathname) === "en" || !/[A-Za-z]/.test(data.q));
  // One canonical page for every query: result pages are not for search engines' indexes.
  return pageMeta(matches, {
    title: named ? `${data.q} – ${copy.metaTitle}` : copy.metaTitle,
    description: copy.metaDescription,
    path: "/search",
    noindex: Boolean(data?.q),
  });
};

/**
 * A title or snippet with the words found in <mark>: text nodes only. On a Gujarati or Hindi page
 * a snippet's English words (a text with no translation yet) are marked lang="en" (`runs`).
 */
function Marked({ text, runs }: { text: string; runs?: string }) {
  return (
    <>
      {markedParts(text).map((part, index) => {
        const words = languageRuns(part.text, runs ?? "en").map((run, at) =>
          run.english ? (
            <span key={at} lang="en">
              {run.text}
            </span>
          ) : (
            run.text
          ),
        );
        return part.marked ? (
          <mark key={index} className="rounded-sm bg-brass-300 px-0.5 text-rosewood-950 dark:bg-brass-400">
            {words}
          </mark>
        ) : (
          <Fragment key={index}>{words}</Fragment>
        );
      })}
    </>
  );
}

/** A template's text with the visitor's words in the place of {query} (their Latin words marked lang="en" on /gu and /hi). */
function WithQuery({ template, query, lang, values = {} }: { template: string; query: string; lang: string; values?: Record<string, string | number> }) {
  const [before, after = ""] = fill(template, values).split("{query}");
  return (
    <>
      {before}
      <Marked text={query} runs={lang} />
      {after}
    </>
  );
}

type Result = Route.ComponentProps["loaderData"]["results"][number];

function ResultItem({ result, kinds, lang }: { result: Result; kinds: Copy["searchCopy"]["kinds"]; lang: string }) {
  return (
    <li>
      <article className="flex gap-4 rounded-2xl border border-rosewood-200 bg-white/60 p-3 sm:p-4 dark:border-rosewood-800 dark:bg-rosewood-900/60">
        <div className="w-20 shrink-0 overflow-hidden rounded-lg sm:w-28">
          <StoredImage src={result.image} alt="" sizes="112px" className="aspect-square h-full w-full object-cover" />
        </div>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brass-700 uppercase dark:text-brass-300">{kinds[result.kind]}</p>
          <h3 className="mt-1 font-serif text-lg leading-snug font-semibold" lang={result.englishTitle ? "en" : undefined}>
            <Link to={result.href} className="underline-offset-4 hover:underline focus-visible:underline">
              <Marked text={result.title} />
            </Link>
          </h3>
          {result.snippet ? (
            <p className="mt-1 line-clamp-3 text-sm text-rosewood-700 dark:text-rosewood-200">
              <Marked text={result.snippet} runs={lang} />
            </p>
          ) : null}
        </div>
      </article>
    </li>
  );
}

const pagerLink =
  "rounded-full border border-rosewood-300 px-4 py-2 text-sm font-medium hover:bg-rosewood-100 dark:border-rosewood-600 dark:hover:bg-rosewood-800";

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const copy = useCopy("searchCopy", english);
  const shell = useCopy("siteShellCopy", siteShellCopy);
  const to = useLocalePath();
  const { q, count, corrected, results } = loaderData;
  const { page, pages } = loaderData;
  const here = to("/search");
  const href = (target: number) => pageHref(here, new URLSearchParams({ q }).toString(), target);
  const summary = corrected ?? q;
  const englishMark = useEnglishMark();
  const lang = useLang();
  return (
    <main id="main">
      <HeroBand
        eyebrow={copy.eyebrow}
        title={copy.title}
        text={copy.intro}
        frameClassName="py-10 sm:py-14"
        titleClassName="mt-2"
        textClassName="mt-3 max-w-2xl"
      >
        <Form method="get" action={here} role="search" aria-label={copy.label} className="mt-6 flex max-w-2xl flex-col gap-2 sm:flex-row sm:items-end">
          <label className="flex-1">
            <span className="text-sm font-medium text-rosewood-100">{copy.label}</span>
            <input
              type="search"
              name="q"
              defaultValue={q}
              key={q}
              maxLength={100}
              placeholder={copy.placeholder}
              className="mt-1 block w-full rounded-full border border-rosewood-300 bg-ivory-50 px-4 py-2.5 text-rosewood-950 placeholder:text-rosewood-500"
            />
          </label>
          <button type="submit" className="rounded-full bg-brass-400 px-6 py-2.5 font-semibold text-rosewood-950 hover:bg-brass-300">
            {copy.submit}
          </button>
        </Form>
      </HeroBand>

      <div className="mx-auto max-w-3xl px-4 py-10">
        {!q ? (
          <p className="text-rosewood-700 dark:text-rosewood-200">{copy.emptyQuery}</p>
        ) : count === 0 ? (
          <div className="rounded-2xl border border-dashed border-rosewood-300 px-6 py-12 text-center dark:border-rosewood-700">
            <h2 className="font-serif text-2xl font-semibold">
              <WithQuery template={copy.noResultsTitle} query={q} lang={lang} />
            </h2>
            <p className="mt-2 text-rosewood-700 dark:text-rosewood-200">{copy.noResultsHint}</p>
            <ul className="mt-6 flex flex-wrap justify-center gap-2">
              {(["products", "gallery", "portfolio", "blog"] as const).map((key) => (
                <li key={key}>
                  <Link to={to(`/${key}`)} className={pagerLink}>
                    {shell.navigation[key]}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <>
            {corrected ? (
              <p className="mb-2 text-sm text-rosewood-700 dark:text-rosewood-200" data-testid="search-corrected">
                <WithQuery template={copy.correctedBefore.replace("{typed}", "{query}")} query={q} lang={lang} />{" "}
                <strong lang={englishMark}>{corrected}</strong>
              </p>
            ) : null}
            <h2 className="text-lg font-semibold" aria-live="polite">
              <WithQuery template={count === 1 ? copy.resultsOne : copy.resultsMany} query={summary} lang={lang} values={{ count }} />
            </h2>
            <ol aria-label={copy.resultsLabel} className="mt-4 flex flex-col gap-3">
              {results.map((result) => (
                <ResultItem key={result.key} result={result} kinds={copy.kinds} lang={lang} />
              ))}
            </ol>
            {pages > 1 ? (
              <nav aria-label={copy.pagesLabel} className="mt-8 flex items-center justify-between gap-3">
                {page > 1 ? (
                  <Link to={href(page - 1)} rel="prev" className={pagerLink}>
                    ← {copy.previous}
                  </Link>
                ) : (
                  <span />
                )}
                <p className="text-sm text-rosewood-700 dark:text-rosewood-200">{fill(copy.pageOf, { page, pages })}</p>
                {page < pages ? (
                  <Link to={href(page + 1)} rel="next" className={pagerLink}>
                    {copy.next} →
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            ) : null}
          </>
        )}
      </div>
    </main>
  );
}
