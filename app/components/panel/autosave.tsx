/**
 * Autosave of a form's long texts (issue 32, docs/decisions/045), for any panel form: with
 * JavaScript, what is typed in the named fields is sent to /panel/drafts a moment after the typing
 * stops (and at least every AUTOSAVE_MAX_WAIT_MS while it goes on), only when it changed; when the
 * form opens and the person's draft differs from what the form shows, the offer to restore it
 * appears above the fields. Restore fills the fields (nothing is saved until Save); Discard deletes
 * the draft; the form's successful save deletes it on the server. Without JavaScript nothing of
 * this is drawn or sent: the form posts as it always did.
 *
 * Self-contained: it finds its form as the form around it, and reads and fills the fields through
 * the DOM (an input event for each filled field, so Conform and any change guard see the change).
 */
import { useEffect, useRef, useState } from "react";

import type { PanelPlace } from "~/lib/copy/fields/registry";
import { draftOffer, panelAutosaveCopy as copy } from "~/lib/copy/panel-autosave";

export const DRAFTS_PATH = "/panel/drafts";
/** Quiet time after the last keystroke before a draft is sent. */
export const AUTOSAVE_DELAY_MS = 2_000;
/** While typing goes on, a draft is still sent this often. */
export const AUTOSAVE_MAX_WAIT_MS = 10_000;

/** The languages whose translation sections carry a field under translations.<lang>.<name>. */
const TRANSLATED = ["gu", "hi"] as const;

/** The fields a registry opts in to autosave (`autosave: true`), with their translations' names. */
export function autosavedNames(places: Record<string, PanelPlace>): string[] {
  const names = Object.keys(places).filter((name) => places[name]!.autosave);
  return [...names, ...TRANSLATED.flatMap((lang) => names.map((name) => `translations.${lang}.${name}`))];
}

type Draft = { fields: Record<string, string>; updated_at: string };
type TextControl = HTMLInputElement | HTMLTextAreaElement;

function controlsOf(form: HTMLFormElement, names: readonly string[]): Map<string, TextControl> {
  const found = new Map<string, TextControl>();
  for (const name of names) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLTextAreaElement || (control instanceof HTMLInputElement && control.type !== "file")) found.set(name, control);
  }
  return found;
}

const valuesOf = (controls: Map<string, TextControl>) => Object.fromEntries([...controls].map(([name, control]) => [name, control.value]));

/**
 * The offer to restore a draft, and the autosave of `names` in the form around it. `formKey`
 * names the form and its record ("blog_post:12", "blog_post:new").
 */
export function AutosaveOffer({ formKey, names }: { formKey: string; names: readonly string[] }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [restored, setRestored] = useState(false);
  /** The person's draft was asked for and weighed (data-checked: what a test waits on before "no offer"). */
  const [checked, setChecked] = useState(false);
  const namesKey = names.join(" ");

  useEffect(() => {
    const form = anchor.current?.closest("form");
    if (!form) return;
    const watched = namesKey.split(" ");
    const controls = () => controlsOf(form, watched);
    let last = JSON.stringify(valuesOf(controls()));
    let timer: ReturnType<typeof setTimeout> | undefined;
    let firstChange: number | null = null;

    const send = () => {
      timer = undefined;
      firstChange = null;
      const fields = valuesOf(controls());
      const text = JSON.stringify(fields);
      if (text === last || Object.keys(fields).length === 0) return;
      last = text;
      const body = new FormData();
      body.set("intent", "save");
      body.set("form_key", formKey);
      body.set("fields", text);
      // A draft that could not be kept is sent again with the next change.
      fetch(DRAFTS_PATH, { method: "POST", body, credentials: "same-origin" })
        .then((response) => {
          if (!response.ok) last = "";
        })
        .catch(() => {
          last = "";
        });
    };
    const onInput = (event: Event) => {
      const target = event.target as TextControl | null;
      if (!target?.name || !watched.includes(target.name)) return;
      const now = Date.now();
      firstChange ??= now;
      if (timer) clearTimeout(timer);
      timer = setTimeout(send, Math.max(0, Math.min(AUTOSAVE_DELAY_MS, firstChange + AUTOSAVE_MAX_WAIT_MS - now)));
    };
    // The form is being saved: no draft sent after it (the server deletes the draft on a successful save).
    const onSubmit = () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
      firstChange = null;
    };
    form.addEventListener("input", onInput);
    form.addEventListener("submit", onSubmit);

    const asking = new AbortController();
    fetch(`${DRAFTS_PATH}?${new URLSearchParams({ form_key: formKey })}`, { signal: asking.signal, credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<{ draft?: Draft | null }>) : null))
      .then((answer) => {
        const found = answer?.draft;
        const shown = valuesOf(controls());
        if (found && Object.entries(found.fields).some(([name, value]) => name in shown && shown[name] !== value)) setDraft(found);
        setChecked(true);
      })
      .catch(() => {
        // No offer: the form works as it is.
      });

    return () => {
      asking.abort();
      if (timer) clearTimeout(timer);
      form.removeEventListener("input", onInput);
      form.removeEventListener("submit", onSubmit);
    };
  }, [formKey, namesKey]);

  const restore = () => {
    const form = anchor.current?.closest("form");
    if (!form || !draft) return;
    const controls = controlsOf(form, Object.keys(draft.fields));
    for (const [name, control] of controls) {
      control.value = draft.fields[name]!;
      control.dispatchEvent(new Event("input", { bubbles: true }));
    }
    setDraft(null);
    setRestored(true);
  };
  const discard = () => {
    const body = new FormData();
    body.set("intent", "discard");
    body.set("form_key", formKey);
    void fetch(DRAFTS_PATH, { method: "POST", body, credentials: "same-origin" }).catch(() => undefined);
    setDraft(null);
  };

  return (
    <div ref={anchor} data-autosave={formKey} data-checked={checked || undefined} aria-live="polite">
      {draft ? (
        <div className="rounded-xl border border-brass-400 bg-ivory-100 p-4 text-rosewood-900 dark:border-brass-500 dark:bg-rosewood-900 dark:text-ivory-100">
          <p className="font-semibold">{draftOffer(copy, draft.updated_at)}</p>
          <p className="mt-1 text-sm text-rosewood-700 dark:text-rosewood-200">{copy.offerHint}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={restore}
              className="rounded-lg bg-rosewood-700 px-4 py-2 text-sm font-semibold text-ivory-50 hover:bg-rosewood-800 dark:bg-brass-400 dark:text-rosewood-950 dark:hover:bg-brass-300"
            >
              {copy.restore}
            </button>
            <button
              type="button"
              onClick={discard}
              className="rounded-lg border border-rosewood-300 px-4 py-2 text-sm font-semibold hover:bg-rosewood-100 dark:border-rosewood-600 dark:hover:bg-rosewood-800"
            >
              {copy.discard}
            </button>
          </div>
        </div>
      ) : restored ? (
        <p className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">{copy.restored}</p>
      ) : null}
    </div>
  );
}
