/**
 * "Load More" as a link to the next page. For appending lists the link carries the anchor of
 * the first new item, so without JavaScript the browser lands on it; with JavaScript the scroll
 * position stays where it is.
 */
import { Link, useNavigation } from "react-router";

import { listingCopy } from "~/lib/copy/listing";
import { nounFor } from "~/lib/format";
import { fill } from "~/lib/i18n/locales";
import { useCopy, useLang } from "~/lib/i18n/use-copy";

export function LoadMore({ href, label }: { href: string; label: string }) {
  const navigation = useNavigation();
  const words = useCopy("listing", listingCopy);
  const target = href.split("#")[0];
  const loading = navigation.state === "loading" && `${navigation.location.pathname}${navigation.location.search}` === target;
  return (
    <div className="mt-12 flex justify-center">
      <Link
        to={href}
        preventScrollReset
        className="rounded-full border-2 border-rosewood-700 px-8 py-3 font-semibold text-rosewood-800 hover:bg-rosewood-700 hover:text-ivory-50 dark:border-brass-400 dark:text-brass-300 dark:hover:bg-brass-500 dark:hover:text-rosewood-950"
      >
        {loading ? words.loading : label}
      </Link>
    </div>
  );
}

export function ShowingLine({ shown, total, noun }: { shown: number; total: number; noun: string }) {
  const words = useCopy("listing", listingCopy);
  const english = useLang() === "en";
  return (
    <p className="mt-6 text-sm text-rosewood-700 dark:text-rosewood-200" role="status">
      {fill(words.showing, { shown, total, noun: english ? nounFor(total, noun) : noun })}
    </p>
  );
}
