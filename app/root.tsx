/**
 * The document: theme and content protection on <html>, the toast of the last action, and the
 * error pages. The account, theme and site details are loaded here once for every page.
 */
// Lazy route discovery asks /__manifest once per path (issue 29; empty on the server).
import "./lib/one-manifest-request.client";

import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches, useRouteLoaderData } from "react-router";

import { config } from "~/.server/config";
import { basketCount } from "~/.server/quotes/basket";
import { getPublicSiteInfo } from "~/.server/settings/site-settings";
import { newSubmissionKey } from "~/.server/submissions/keys";
import { getOptionalUser, isAdmin } from "~/routes/.server/auth";
import { readTheme } from "~/routes/.server/theme";
import { readToast } from "~/routes/.server/toast";

import type { Route } from "./+types/root";
import { DocumentStylesheet, stylesheetInline } from "./components/layout/document-stylesheet";
import { NotFoundOnDemand, ToastOnDemand } from "./components/layout/on-demand";
import { PageScripts } from "./components/layout/page-scripts";
import { useNonce } from "./components/nonce";
import type { UserType } from "./lib/constants";
import { siteShellCopy } from "./lib/copy/languages";
import { limitsCopy } from "./lib/copy/limits";
import { errorPage } from "./lib/copy/shell";
import { langOfPath, LOCALE_TAG } from "./lib/i18n/locales";
import { useCopy } from "./lib/i18n/use-copy";
import { PANEL_ROLES } from "./lib/panel-sections";
import { can, isBuyer } from "./lib/permissions";
import { documentHydrates } from "./lib/route-handle";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request }: Route.LoaderArgs) {
  const [user, theme, { toast, clearHeader }] = await Promise.all([getOptionalUser(request), readTheme(request), readToast(request)]);
  const account = user
    ? {
        id: user.id,
        user_name: user.user_name,
        user_email: user.user_email,
        user_type: user.user_type,
        isAdmin: isAdmin(user),
        canUsePanel: PANEL_ROLES.includes(user.user_type as UserType),
        // Issue 31: an approved business account's quote basket, counted for the header's link (null for the team).
        basketCount: isBuyer(user) ? basketCount(user.id) : null,
        // Issue 33: whether the item pages offer the inquiry forms (the spec's user_type other than 1).
        canInquire: can(user, "send:inquiries"),
      }
    : null;
  return data(
    { account, theme, toast, site: getPublicSiteInfo(), origin: config().publicUrl, submissionKey: newSubmissionKey() },
    clearHeader ? { headers: { "Set-Cookie": clearHeader } } : undefined,
  );
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>["data"];

/** Root data from any route component, or undefined while an error page renders without it. */
export function useRootData(): RootLoaderData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRootData();
  const nonce = useNonce();
  const protect = rootData?.site.content_protection ?? false;
  // The page's language from its path (/gu/..., /hi/...; everything else is English).
  const { pathname } = useLocation();
  const lang = LOCALE_TAG[langOfPath(pathname)];
  const shell = useCopy("siteShellCopy", siteShellCopy);
  // Decided for the document the server writes (a blog post does not hydrate, decision 019); a
  // browser running this code is on a page that has hydrated, and keeps its scripts.
  const matches = useMatches();
  const hydrates = typeof document !== "undefined" || documentHydrates(matches);
  return (
    <html lang={lang} data-theme={rootData?.theme ?? "system"} data-protect={protect ? "on" : "off"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <DocumentStylesheet inline={stylesheetInline(pathname)} theme={rootData?.theme ?? "system"} />
        <Links />
        <PageScripts hydrates={hydrates} />
      </head>
      <body className="min-h-screen">
        {children}
        {rootData?.toast ? <ToastOnDemand toast={rootData.toast} /> : null}
        <p className="print-notice">
          {rootData?.site.site_name ?? ""}: {shell.printNotice}
        </p>
        {hydrates ? <ScrollRestoration nonce={nonce} /> : null}
        {hydrates ? <Scripts nonce={nonce} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundOnDemand />;
  // The stack is shown in development only; production never sends one (docs/security.md).
  const showDetails = import.meta.env.DEV && error instanceof Error;
  // A refused request (405 for a POST to a page without a form...) shows its status, nothing more.
  const status = isRouteErrorResponse(error) && error.status < 500 ? error.status : null;
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{errorPage.title}</title>
      {status ? <p className="font-serif text-5xl text-brass-600 dark:text-brass-500">{status}</p> : null}
      <h1 className="text-3xl font-semibold">{errorPage.title}</h1>
      <p className="mt-4 text-rosewood-700 dark:text-rosewood-200">{status === 413 ? limitsCopy.bodyTooLarge : errorPage.body}</p>
      <a href="/" className="mt-8 inline-block rounded-full bg-rosewood-700 px-6 py-3 text-ivory-50">
        Back to Home
      </a>
      {showDetails ? <pre className="mt-8 overflow-x-auto text-left text-sm">{error.stack}</pre> : null}
    </main>
  );
}
