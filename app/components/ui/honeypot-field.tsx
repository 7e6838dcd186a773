import { HONEYPOT_FIELD } from "~/lib/honeypot";

/**
 * Off-screen rather than display:none (which robots learn to skip); hidden from screen readers
 * and out of the tab order, and without autofill, so no person fills it.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
