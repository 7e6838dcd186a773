/** Small helpers the panel's loaders and actions share. */
import { data } from "react-router";

import { parseId } from "~/lib/ids";

/** A route id from the URL, or a 404. */
export function recordId(raw: string | undefined): number {
  const id = parseId(raw) ?? 0;
  if (id < 1) throw data(null, { status: 404 });
  return id;
}

/** A list's child (new, edit, delete) renders as a page of its own when opened directly. */
export function opensChild(request: Request, params: Record<string, string | undefined>): boolean {
  return Boolean(params.id) || new URL(request.url).pathname.endsWith("/new");
}
