/**
 * Issue 32, defect 2 (docs/decisions/047): a panel form with changes asks before it is closed or
 * left, once, here, for every form of the panel (add/edit dialogs and pages, settings, quote
 * pricing, replies). With JavaScript only (without it nothing closes a form but a link or Back,
 * which the browser handles as any page):
 * - in-app navigation (a dialog's Close button, Escape, a click on its backdrop, the browser's or
 *   the phone's Back, a menu link) goes through React Router's blocker, which holds it while
 *   "Discard changes?" is asked: "Keep editing" stays, "Discard" goes on;
 * - leaving the site (reload, another address, closing the tab) asks the browser's own question
 *   (beforeunload).
 * A form has changes when one of its fields differs from what the page gave it (the value, the
 * tick, the choice or a chosen file against the field's default). Sending a form is not leaving
 * it, and after a save the form is gone (a redirect) or starts again from what was saved, so no
 * question follows a save. A form can opt out with `data-discard-guard="off"`.
 */
import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";

import { discardGuardCopy as copy } from "~/lib/copy/panel-guard";

/** True when a field of the form differs from its default. */
export function formHasChanges(form: HTMLFormElement): boolean {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (["hidden", "submit", "button", "reset", "image"].includes(element.type)) continue;
      if (element.type === "checkbox" || element.type === "radio") {
        if (element.checked !== element.defaultChecked) return true;
      } else if (element.type === "file") {
        if (element.files?.length) return true;
      } else if (element.value !== element.defaultValue) return true;
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue) return true;
    } else if (element instanceof HTMLSelectElement) {
      const options = Array.from(element.options);
      const anyDefault = options.some((option) => option.defaultSelected);
      const changed = options.some((option, index) => option.selected !== (anyDefault ? option.defaultSelected : !element.multiple && index === 0));
      if (changed) return true;
    }
  }
  return false;
}

/** Any posting form of the panel's main area with changes. */
function pageHasChanges(): boolean {
  return Array.from(document.querySelectorAll<HTMLFormElement>("main form")).some(
    (form) => form.method === "post" && form.dataset.discardGuard !== "off" && formHasChanges(form),
  );
}

export function DiscardGuard() {
  // A form being sent is not a form being left: the submit event comes just before its navigation.
  const sending = useRef(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const onSubmit = () => {
      sending.current = true;
      setTimeout(() => (sending.current = false), 0);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (sending.current || !pageHasChanges()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    document.addEventListener("submit", onSubmit, true);
    // Tests (and anyone) can tell the guard is listening: the panel has hydrated.
    dialog.current?.setAttribute("data-ready", "true");
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("submit", onSubmit, true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, []);

  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: { pathname: string; search: string }; nextLocation: { pathname: string; search: string } }) => {
        if (sending.current) return false;
        if (currentLocation.pathname === nextLocation.pathname && currentLocation.search === nextLocation.search) return false;
        return pageHasChanges();
      },
      [],
    ),
  );

  const blocked = blocker.state === "blocked";
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (blocked && !element.open) element.showModal();
    if (!blocked && element.open) element.close();
  }, [blocked]);

  const keepEditing = () => {
    if (blocker.state === "blocked") blocker.reset();
  };
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby="discard-title"
      aria-describedby="discard-body"
      data-discard-dialog
      // Escape (or the browser closing the dialog) is "Keep editing".
      onCancel={(event) => {
        event.preventDefault();
        keepEditing();
      }}
      onClose={keepEditing}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-2xl bg-ivory-50 p-6 text-rosewood-950 shadow-2xl backdrop:bg-black/60 dark:bg-rosewood-900 dark:text-ivory-100"
    >
      <h2 id="discard-title" className="text-lg font-semibold">
        {copy.title}
      </h2>
      <p id="discard-body" className="mt-2 text-sm text-rosewood-700 dark:text-rosewood-200">
        {copy.body}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {/* The safe choice first and focused: Enter keeps the text. */}
        <button
          type="button"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's safe choice takes the focus when it opens
          autoFocus
          onClick={keepEditing}
          className="rounded-full border-2 border-rosewood-700 px-5 py-2 text-sm font-semibold dark:border-brass-400"
        >
          {copy.keepEditing}
        </button>
        <button
          type="button"
          onClick={() => {
            if (blocker.state === "blocked") blocker.proceed();
          }}
          className="rounded-full bg-red-700 px-5 py-2 text-sm font-semibold text-white hover:bg-red-800"
        >
          {copy.discard}
        </button>
      </div>
    </dialog>
  );
}
