/**
 * The Active/Available switch of a card: a small form that posts the new value to the list's
 * action, so it works without JavaScript (with it, a fetcher keeps the page in place).
 */
import { useFetcher } from "react-router";

export function ActiveSwitch({ id, field, on, onLabel, offLabel }: { id: number; field: string; on: boolean; onLabel: string; offLabel: string }) {
  const fetcher = useFetcher();
  const pendingValue = fetcher.formData?.get("value");
  const shownOn = pendingValue ? pendingValue === "true" : on;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="field" value={field} />
      <input type="hidden" name="value" value={shownOn ? "false" : "true"} />
      <button
        type="submit"
        role="switch"
        aria-checked={shownOn}
        aria-label={`${shownOn ? onLabel : offLabel}: switch`}
        className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold ${shownOn ? "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100" : "bg-rosewood-100 text-rosewood-700 dark:bg-rosewood-800 dark:text-rosewood-200"}`}
      >
        <span className={`h-3 w-6 rounded-full ${shownOn ? "bg-green-600" : "bg-rosewood-400"} relative`}>
          <span className={`absolute top-0 h-3 w-3 rounded-full bg-white shadow transition-all ${shownOn ? "left-3" : "left-0"}`} />
        </span>
        {shownOn ? onLabel : offLabel}
      </button>
    </fetcher.Form>
  );
}
