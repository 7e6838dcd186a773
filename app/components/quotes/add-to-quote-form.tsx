/**
 * Issue 31: "Add to quote" with a quantity, for an approved buyer on the product cards and the
 * product page. A plain form posted to /quote (`intent=add`): without JavaScript the server
 * answers with a redirect back here and a toast; with it a fetcher posts in place, says so beside
 * the button, and the root loader's revalidation updates the header's count.
 *
 * Imported by the card, not loaded on demand: a lazy import made the home page load the list
 * pages' chunk for Vite's preload helper (1.8 KB), more than this form's own few hundred bytes.
 * A guest's page renders none of it (the card asks the root data whether the account is a buyer).
 */
import { useId } from "react";
import { useFetcher, useLocation } from "react-router";

import { useHydrated } from "~/components/ui/use-hydrated";
import { inquiryCardCopy } from "~/lib/copy/card-words";
import { ENHANCED_FIELD } from "~/lib/form-constants";
import { useCopyPart, useLocalePath } from "~/lib/i18n/use-copy";

type AddReply = { added: boolean; message: string };

// The form fields' look, written here: form-field.tsx would bring its copy sections to every list page.
const inputClass =
  "mt-1 block w-full rounded-lg border border-rosewood-300 bg-white px-3 py-2 text-rosewood-950 shadow-sm focus:border-brass-500 focus:ring-2 focus:ring-brass-300 focus:outline-none dark:border-rosewood-600 dark:bg-rosewood-900 dark:text-ivory-50";

export function AddToQuoteForm({ productId }: { productId: number }) {
  const fetcher = useFetcher<AddReply>();
  const words = useCopyPart("inquiryCopy", inquiryCardCopy);
  const to = useLocalePath();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const id = useId();
  const pending = fetcher.state !== "idle";
  const reply = pending ? undefined : fetcher.data;
  return (
    <fetcher.Form method="post" action={to("/quote")} className="flex flex-col gap-1" data-testid="add-to-quote">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="back" value={pathname + search} />
      {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
      <div className="flex items-end gap-2">
        <div className="w-24 shrink-0">
          <label htmlFor={`${id}-quantity`} className="block text-xs font-semibold text-rosewood-700 dark:text-rosewood-200">
            {words.quoteQuantity}
          </label>
          <input
            id={`${id}-quantity`}
            name="quantity"
            type="number"
            min={1}
            max={10000}
            step={1}
            inputMode="numeric"
            defaultValue={1}
            required
            className={inputClass}
          />
        </div>
        <button
          type="submit"
          disabled={pending}
          className="flex-1 rounded-full border-2 border-rosewood-700 bg-ivory-50 px-4 py-2 font-semibold text-rosewood-800 hover:bg-rosewood-100 disabled:cursor-wait disabled:opacity-70 dark:border-brass-400 dark:bg-rosewood-900 dark:text-brass-300 dark:hover:bg-rosewood-800"
        >
          {words.addToQuote}
        </button>
      </div>
      <p role="status" className={`min-h-5 text-sm ${reply && !reply.added ? "text-red-700 dark:text-red-300" : "text-green-800 dark:text-green-300"}`}>
        {reply?.message ?? ""}
      </p>
    </fetcher.Form>
  );
}
