/**
 * Tags as chips with JavaScript: type a tag and press Enter or Add (no duplicates, ignoring
 * case), click a chip to remove it; a hidden input posts them as comma text. Without JavaScript
 * it is the plain comma-separated field the server reads the same way.
 */
import type { FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { FieldError, inputClass, TextField } from "~/components/ui/form-field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { splitList } from "~/lib/listing";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Field = FieldMetadata<any, any, string[]>;

export function TagAdder({ field, label }: { field: Field; label: string }) {
  const hydrated = useHydrated();
  const [tags, setTags] = useState(() => splitList(typeof field.initialValue === "string" ? field.initialValue : ""));
  const [draft, setDraft] = useState("");
  const [notice, setNotice] = useState("");

  if (!hydrated) return <TextField field={field} label={label} optional hint="Separate tags with commas." />;

  const add = () => {
    const known = new Set(tags.map((tag) => tag.toLowerCase()));
    const fresh: string[] = [];
    const repeated: string[] = [];
    for (const tag of splitList(draft)) {
      if (known.has(tag.toLowerCase())) repeated.push(tag);
      else {
        known.add(tag.toLowerCase());
        fresh.push(tag);
      }
    }
    if (fresh.length > 0) setTags([...tags, ...fresh]);
    setNotice(repeated.length > 0 ? `"${repeated.join('", "')}" ${repeated.length === 1 ? "is" : "are"} already in the list` : "");
    setDraft("");
  };

  const adderId = `${field.id}-adder`;
  return (
    <div>
      <label htmlFor={adderId} className="block text-sm font-medium text-rosewood-900 dark:text-ivory-100">
        {label}
        <span className="font-normal text-rosewood-500 dark:text-rosewood-300"> (optional)</span>
      </label>
      <input type="hidden" name={field.name} value={tags.join(", ")} />
      <div className="flex gap-2">
        <input
          id={adderId}
          value={draft}
          maxLength={100}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
          aria-describedby={`${adderId}-hint`}
          className={inputClass}
        />
        <button type="button" onClick={add} className="mt-1 shrink-0 rounded-lg border border-rosewood-300 px-4 font-semibold dark:border-rosewood-600">
          Add
        </button>
      </div>
      <p id={`${adderId}-hint`} className="mt-1 text-xs text-rosewood-600 dark:text-rosewood-300">
        Press Enter or Add. Click a tag to remove it.
      </p>
      <p aria-live="polite" className="mt-1 text-sm text-rosewood-700 dark:text-rosewood-200">
        {notice}
      </p>
      {tags.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Tags added">
          {tags.map((tag) => (
            <li key={tag.toLowerCase()}>
              <button
                type="button"
                onClick={() => setTags(tags.filter((kept) => kept !== tag))}
                aria-label={`Remove tag ${tag}`}
                className="rounded-full bg-ivory-200 px-3 py-1 text-sm text-rosewood-800 hover:bg-red-100 dark:bg-rosewood-800 dark:text-rosewood-100"
              >
                {tag} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError field={field} />
    </div>
  );
}
