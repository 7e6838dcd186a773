/**
 * The one tag input of the panel (a blog post's tags, a portfolio item's technologies): a list
 * typed as comma text. Without JavaScript it is that text field, and the server drops repeats.
 * With JavaScript it becomes chips: type a name and press Enter or Add; a repeat (ignoring case)
 * is refused with a message; click a chip to remove it. Either way the form posts one
 * comma-separated field of the same name, and text typed but not yet added is posted too.
 */
import { useState } from "react";

import type { PanelField } from "~/components/panel/fields";
import { FieldError, inputClass, TextField } from "~/components/ui/form-field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { panelCopy } from "~/lib/copy/panel";
import { splitList } from "~/lib/listing";

type Field = PanelField;

export function TagInput({ field, label, placeholder }: { field: Field; label: string; placeholder?: string }) {
  const hydrated = useHydrated();
  const initial = typeof field.initialValue === "string" ? field.initialValue : "";
  const [items, setItems] = useState(() => splitList(initial));
  const [draft, setDraft] = useState("");
  const [notice, setNotice] = useState("");

  if (!hydrated) {
    return <TextField field={field} label={label} optional placeholder={placeholder} hint="Separate them with commas." />;
  }

  const add = () => {
    const candidates = splitList(draft);
    if (candidates.length === 0) return;
    const known = new Set(items.map((item) => item.toLowerCase()));
    const repeated = candidates.filter((item) => known.has(item.toLowerCase()));
    setItems([...items, ...candidates.filter((item) => !known.has(item.toLowerCase()))]);
    setNotice(repeated.length ? panelCopy.alreadyInList(repeated) : "");
    setDraft("");
  };

  const draftId = `${field.id}-draft`;
  const value = splitList([...items, draft].join(",")).join(", ");
  return (
    <div>
      <label htmlFor={draftId} className="block text-sm font-medium text-rosewood-900 dark:text-ivory-100">
        {label}
        <span className="font-normal text-rosewood-500 dark:text-rosewood-300"> (optional)</span>
      </label>
      <input type="hidden" name={field.name} value={value} />
      <div className="flex gap-2">
        <input
          id={draftId}
          type="text"
          value={draft}
          placeholder={placeholder}
          maxLength={200}
          onChange={(event) => {
            setDraft(event.target.value);
            setNotice("");
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
          aria-describedby={`${draftId}-hint ${draftId}-notice`}
          className={inputClass}
        />
        <button type="button" onClick={add} className="mt-1 shrink-0 rounded-lg border border-rosewood-300 px-4 font-semibold dark:border-rosewood-600">
          Add
        </button>
      </div>
      <p id={`${draftId}-hint`} className="mt-1 text-xs text-rosewood-600 dark:text-rosewood-300">
        Press Enter or Add. Click a tag to remove it.
      </p>
      <p id={`${draftId}-notice`} role="status" className="mt-1 min-h-5 text-sm text-amber-800 dark:text-amber-300">
        {notice}
      </p>
      {items.length ? (
        <ul aria-label={`${label} added`} className="mt-1 flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item.toLowerCase()}>
              <button
                type="button"
                onClick={() => {
                  setItems(items.filter((other) => other !== item));
                  setNotice("");
                }}
                aria-label={`Remove ${item}`}
                className="rounded-full bg-ivory-200 px-3 py-1 text-sm text-rosewood-900 hover:bg-red-100 dark:bg-rosewood-800 dark:text-ivory-50"
              >
                {item} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError field={field} />
    </div>
  );
}
