/**
 * The public detail pages' reading of their address: the item's id, and the item or 404. An id
 * that is not a whole number from 1 is as unknown as a missing item (never an error page).
 */
import { data } from "react-router";

import { parseId } from "~/lib/ids";

export function itemIdOr404(raw: string | undefined): number {
  const id = parseId(raw) ?? 0;
  if (id < 1) throw data(null, { status: 404 });
  return id;
}

export function foundOr404<Item>(item: Item | null | undefined): Item {
  if (!item) throw data(null, { status: 404 });
  return item;
}
