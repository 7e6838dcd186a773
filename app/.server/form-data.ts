/**
 * Reads a page action's form. A body that claims to be a form but cannot be read as one (a broken
 * multipart body, a cut-off upload) is the client's mistake: 400, not a 500 with a stack trace.
 */
import { data } from "react-router";

export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data("The form could not be read. Please send it again.", { status: 400 });
  }
}
