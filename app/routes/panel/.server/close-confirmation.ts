/** The loader of the panel's close confirmations (components/panel/close-confirmation.tsx). */
import { data } from "react-router";

import type { CloseTarget } from "~/components/panel/close-confirmation";
import type { PanelSectionPath } from "~/lib/panel-sections";

import { requirePanelAccess } from "./access";
import { recordId } from "./helpers";

/** The section's check, then what the confirmation names, or a 404. */
export async function closeConfirmationLoader(
  request: Request,
  params: Record<string, string | undefined>,
  section: PanelSectionPath,
  find: (id: number) => CloseTarget | null,
) {
  await requirePanelAccess(request, section);
  const target = find(recordId(params.id));
  if (!target) throw data(null, { status: 404 });
  return { target };
}
