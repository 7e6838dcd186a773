/**
 * Reads a page action's form. A body that claims to be a form but cannot be read as one (a broken
 * multipart body, a cut-off upload) is the client's mistake: 400, not a 500 with a stack trace.
 * A body past its cap (http/body-limits.ts) is refused with 413 the moment the cap is passed.
 */
import { data } from "react-router";
import { limitsCopy } from "~/lib/copy/limits";
import { isRequestBodyTooLarge } from "./http/body-limits";

export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch (error) {
    if (isRequestBodyTooLarge(error)) throw data(limitsCopy.bodyTooLarge, { status: 413 });
    throw data("The form could not be read. Please send it again.", { status: 400 });
  }
}
