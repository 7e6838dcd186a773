/**
 * Header and footer around every public page, and around its 404 and error pages too. The path's
 * optional language segment (/gu/..., /hi/...) is read here: any other prefix is a 404, and a
 * Gujarati or Hindi page gets the shell's copy from this loader (useCopy); each route sends the
 * sections its own components read.
 */
import { data, isRouteErrorResponse, Outlet, type ShouldRevalidateFunctionArgs } from "react-router";

import { siteTextsIn } from "~/.server/settings/site-settings";
import { LanguageSuggestionOnDemand, NotFoundOnDemand } from "~/components/layout/on-demand";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { aboutCopy } from "~/lib/copy/about";
import { newsletterFormCopy } from "~/lib/copy/newsletter-form";
import { errorPage } from "~/lib/copy/shell";
import { copyFor, copySections } from "~/lib/i18n/copy.server";
import { isPrefixedLang, langOf } from "~/lib/i18n/locales";
import { useCopy } from "~/lib/i18n/use-copy";
import { useRootData } from "~/root";
import { suggestedLang } from "~/routes/.server/language-hint";

import type { Route } from "./+types/layout";

export async function loader({ params, request }: Route.LoaderArgs) {
  if (params.lang !== undefined && !isPrefixedLang(params.lang)) throw data(null, { status: 404 });
  const lang = langOf(params.lang);
  const suggest = await suggestedLang(request, lang);
  const suggestion = suggest ? { lang: suggest, ...copyFor(suggest).serverWords.suggestion } : null;
  // The shell's words (header, menus, footer, toasts, the print notice) and those of the error
  // pages this layout and the routes under it show when a loader fails, their own data missing
  // then (the about page's "Failed to load site settings"); each route sends the rest.
  const copy = copySections(lang, ["header", "footer", "siteShellCopy", "shellWords", "accountNav", "notFound", "errorPage"], {
    newsletterCopy: newsletterFormCopy,
    aboutCopy: { loadFailed: aboutCopy.loadFailed },
  });
  // The settings' texts written for this language (the site's description, decision 029).
  return { lang, copy, suggestion, siteTexts: siteTextsIn(lang) };
}

/** The shell's copy changes with the language only: other navigations keep it (no copy sent again). */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang;
}

function SiteChrome({ children, suggestion }: { children: React.ReactNode; suggestion?: Route.ComponentProps["loaderData"]["suggestion"] }) {
  const rootData = useRootData();
  if (!rootData) return <>{children}</>;
  return (
    <div className="flex min-h-screen flex-col">
      {suggestion ? <LanguageSuggestionOnDemand suggestion={suggestion} /> : null}
      <SiteHeader siteName={rootData.site.site_name} account={rootData.account} />
      <div className="flex-1">{children}</div>
      <SiteFooter site={rootData.site} />
    </div>
  );
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteChrome suggestion={loaderData.suggestion}>
      <Outlet />
    </SiteChrome>
  );
}

function ErrorMessage() {
  const copy = useCopy("errorPage", errorPage);
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{copy.title}</title>
      <h1 className="text-3xl font-semibold">{copy.title}</h1>
      <p className="mt-4 text-rosewood-700 dark:text-rosewood-200">{copy.body}</p>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteChrome>
        <NotFoundOnDemand />
      </SiteChrome>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <SiteChrome>
      <ErrorMessage />
    </SiteChrome>
  );
}
