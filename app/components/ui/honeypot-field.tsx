import { shellWords } from "~/lib/copy/languages";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { useCopy } from "~/lib/i18n/use-copy";

/**
 * Off-screen rather than display:none (which robots learn to skip); hidden from screen readers
 * and out of the tab order, and without autofill, so no person fills it.
 */
export function HoneypotField() {
  const words = useCopy("shellWords", shellWords);
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {words.honeypot}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
