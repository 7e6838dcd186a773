import { Link, useMatches } from "react-router";

import { notFound as english } from "~/lib/copy/shell";
import { useCopy, useLocalePath } from "~/lib/i18n/use-copy";
import { siteName } from "~/lib/seo";

/** The catch-all page of the spec: 'Artwork Not Found', with a way home and to the gallery. */
export function NotFoundPage() {
  // The same suffix as every other page's title: the site's name from the settings.
  const name = siteName(useMatches() as Parameters<typeof siteName>[0]);
  const notFound = useCopy("notFound", english);
  const to = useLocalePath();
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <title>{`${notFound.title} | ${name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="font-serif text-7xl text-brass-600 dark:text-brass-500">404</p>
      <h1 className="mt-4 text-3xl font-semibold">{notFound.title}</h1>
      <p className="mt-4 text-rosewood-700 dark:text-rosewood-200">{notFound.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link to={to("/")} className="rounded-full bg-rosewood-700 px-6 py-3 font-medium text-ivory-50 hover:bg-rosewood-800">
          {notFound.home}
        </Link>
        <Link
          to={to("/gallery")}
          className="rounded-full border border-rosewood-700 px-6 py-3 font-medium text-rosewood-800 hover:bg-rosewood-100 dark:border-rosewood-300 dark:text-ivory-100 dark:hover:bg-rosewood-900"
        >
          {notFound.gallery}
        </Link>
      </div>
    </main>
  );
}
