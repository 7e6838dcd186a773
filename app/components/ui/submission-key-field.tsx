import { SUBMISSION_KEY_FIELD } from "~/lib/form-constants";
import { useRootData } from "~/root";

/**
 * The form's one-time key (app/.server/submissions/keys.ts). It comes from the root loader, which
 * runs again after every action, so each stored submission leaves the next form a fresh key.
 */
export function SubmissionKeyField() {
  const key = useRootData()?.submissionKey;
  return key ? <input type="hidden" name={SUBMISSION_KEY_FIELD} value={key} /> : null;
}
