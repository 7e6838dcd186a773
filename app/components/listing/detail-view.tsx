/**
 * A detail page that is also a dialog. Opened from its list with JavaScript, it shows as a modal
 * dialog over the list (the URL changes; Back, Escape and Close return to the list). Opened
 * directly, shared, or without JavaScript, it is a full page of its own.
 */
import { createContext, useContext, useEffect, useRef } from "react";
import { Link, useLocation, useNavigate, useOutletContext } from "react-router";

import { shellWords } from "~/lib/copy/languages";
import { useCopy } from "~/lib/i18n/use-copy";

export type ListOutletContext = { overList: boolean; listHref: string; listLabel: string };

/** True inside a layout that already has the page's <main> (the panel): one main landmark per page. */
export const InsideMainLandmark = createContext(false);

export function DetailView({ titleId, children }: { titleId: string; children: React.ReactNode }) {
  const { overList, listHref, listLabel } = useOutletContext<ListOutletContext>();
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromList = (location.state as { fromList?: boolean } | null)?.fromList === true;
  const insideMain = useContext(InsideMainLandmark);
  const closeLabel = useCopy("shellWords", shellWords).close;

  useEffect(() => {
    if (overList && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [overList]);

  if (!overList) {
    const Page = insideMain ? "div" : "main";
    return (
      <Page id={insideMain ? undefined : "main"} className="mx-auto max-w-5xl px-4 py-10">
        <Link to={listHref} className="text-sm font-medium text-rosewood-700 underline-offset-4 hover:underline dark:text-brass-300">
          ← {listLabel}
        </Link>
        <article aria-labelledby={titleId} className="mt-6">
          {children}
        </article>
      </Page>
    );
  }

  const close = () => (cameFromList ? navigate(-1) : navigate(listHref, { preventScrollReset: true }));
  return (
    // A click on the backdrop closes, as Escape (onCancel) and the Close button do from the keyboard.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the keyboard's ways to close are Escape and the button
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) close();
      }}
      className="m-auto max-h-[90vh] w-[min(64rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-ivory-50 p-0 text-rosewood-950 shadow-2xl backdrop:bg-black/70 dark:bg-rosewood-950 dark:text-ivory-100"
    >
      <div className="sticky top-0 z-10 flex justify-end bg-gradient-to-b from-ivory-50 to-transparent p-3 dark:from-rosewood-950">
        <button type="button" onClick={close} className="rounded-full bg-rosewood-900/80 px-4 py-2 text-sm font-semibold text-ivory-50 hover:bg-rosewood-900">
          {closeLabel}
        </button>
      </div>
      <article className="px-5 pb-8 sm:px-8">{children}</article>
    </dialog>
  );
}
