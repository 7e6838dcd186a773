/**
 * "Load More" (and, for a list whose pages replace each other, "Previous") as links to the next
 * (previous) page. The link carries the anchor of the first item it brings, so without JavaScript
 * the browser lands on it, and with JavaScript React Router's scroll restoration does; the list's
 * useListItemTarget then moves the focus to that item, so a keyboard or a screen reader goes on
 * from the new items instead of from the page's top or a link that moved away.
 */
import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigation, useNavigationType } from "react-router";

import { listingCopy } from "~/lib/copy/listing";
import { nounFor } from "~/lib/format";
import { fill } from "~/lib/i18n/locales";
import { useCopy, useLang } from "~/lib/i18n/use-copy";
import { type LoadMoreMode, PUBLIC_PAGE_SIZE } from "~/lib/listing";

const linkClass =
  "rounded-full border-2 border-rosewood-700 px-8 py-3 font-semibold text-rosewood-800 hover:bg-rosewood-700 hover:text-ivory-50 dark:border-brass-400 dark:text-brass-300 dark:hover:bg-brass-500 dark:hover:text-rosewood-950";

/** The id of the first item the next page brings: item-13 on a list that appends page 2, item-1 on one that replaces. */
export function firstNewItemId(page: number, mode: LoadMoreMode, pageSize = PUBLIC_PAGE_SIZE): string {
  return `item-${mode === "append" ? page * pageSize + 1 : 1}`;
}

/**
 * After a client-side navigation to `#item-N` (Load More, Previous), focus that item's first link
 * (or the item itself). Not on the first render (the browser handles a document's own anchor) and
 * not on Back or Forward (the visitor returns where they were).
 */
export function useListItemTarget() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (navigationType === "POP") return;
    const id = /^#(item-\d+)$/.exec(location.hash)?.[1];
    const item = id ? document.getElementById(id) : null;
    if (!item) return;
    const link = item.querySelector<HTMLElement>("a[href]");
    if (!link) item.tabIndex = -1;
    (link ?? item).focus({ preventScroll: true });
  }, [location.key, location.hash, navigationType]);
}

function PageLink({ href, children, rel }: { href: string; children: string; rel: "next" | "prev" }) {
  const navigation = useNavigation();
  const words = useCopy("listing", listingCopy);
  const target = href.split("#")[0];
  const loading = navigation.state === "loading" && `${navigation.location.pathname}${navigation.location.search}` === target;
  return (
    <Link to={href} rel={rel} preventScrollReset className={linkClass}>
      {loading ? words.loading : children}
    </Link>
  );
}

export function LoadMore({ href, label, previousHref }: { href: string | null; label: string; previousHref: string | null }) {
  const words = useCopy("listing", listingCopy);
  if (!href && !previousHref) return null;
  return (
    <div className="mt-12 flex flex-wrap justify-center gap-4">
      {previousHref ? (
        <PageLink href={previousHref} rel="prev">
          {words.previous}
        </PageLink>
      ) : null}
      {href ? (
        <PageLink href={href} rel="next">
          {label}
        </PageLink>
      ) : null}
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
