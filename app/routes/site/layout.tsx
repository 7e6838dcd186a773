/** Header and footer around every public page, and around its 404 and error pages too. */
import { isRouteErrorResponse, Outlet } from "react-router";

import { NotFoundPage } from "~/components/layout/not-found-page";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { errorPage } from "~/lib/copy/shell";
import { useRootData } from "~/root";

import type { Route } from "./+types/layout";

function SiteChrome({ children }: { children: React.ReactNode }) {
  const rootData = useRootData();
  if (!rootData) return <>{children}</>;
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader siteName={rootData.site.site_name} account={rootData.account} />
      <div className="flex-1">{children}</div>
      <SiteFooter site={rootData.site} />
    </div>
  );
}

export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteChrome>
        <NotFoundPage />
      </SiteChrome>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <SiteChrome>
      <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
        <title>{errorPage.title}</title>
        <h1 className="text-3xl font-semibold">{errorPage.title}</h1>
        <p className="mt-4 text-rosewood-700 dark:text-rosewood-200">{errorPage.body}</p>
      </main>
    </SiteChrome>
  );
}
