/** The guard every panel loader and action calls first: loaders run in parallel, so a layout's check alone protects nothing. */
import { type PanelSectionPath, rolesFor } from "~/lib/panel-sections";
import { requireRole } from "~/routes/.server/auth";

export function requirePanelAccess(request: Request, section: PanelSectionPath) {
  return requireRole(request, rolesFor(section));
}
