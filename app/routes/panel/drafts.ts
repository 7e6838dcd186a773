/**
 * /panel/drafts: the draft of a form's long texts (autosave, docs/decisions/045), for the form's
 * script. GET ?form_key=blog_post:12 answers the person's draft ({draft: null} when none); POST
 * keeps one (intent=save, form_key, fields: a JSON object of texts) or deletes it
 * (intent=discard). The body is a form (multipart), as every page's is: the server's cross-site
 * check and body caps hold for it as for the others, and the domain bounds what a draft keeps.
 * Anyone of the team may call it; the domain allows a form's draft only to who may edit it.
 */
import { deleteFormDraft, getFormDraft, saveFormDraft } from "~/.server/drafts/form-drafts";
import { PANEL_ROLES } from "~/lib/panel-sections";
import { requireRole } from "~/routes/.server/auth";
import { readFormData } from "~/routes/.server/form-data";

import type { Route } from "./+types/drafts";

const NO_STORE = { "Cache-Control": "no-store" };
const STATUS = { not_found: 404, forbidden: 403, too_long: 413 } as const;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, PANEL_ROLES);
  const key = new URL(request.url).searchParams.get("form_key") ?? "";
  return Response.json({ draft: getFormDraft(user, key) }, { headers: NO_STORE });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request, PANEL_ROLES);
  const form = await readFormData(request);
  const key = String(form.get("form_key") ?? "");
  if (form.get("intent") === "discard") {
    const removed = deleteFormDraft(user, key);
    return removed.ok
      ? Response.json({ ok: true }, { headers: NO_STORE })
      : Response.json({ error: removed.message }, { status: STATUS[removed.reason], headers: NO_STORE });
  }
  let fields: unknown = null;
  try {
    fields = JSON.parse(String(form.get("fields") ?? ""));
  } catch {
    // Not JSON: the domain refuses it as it refuses any other shape.
  }
  const saved = saveFormDraft(user, key, fields);
  if (saved.ok) return Response.json({ updated_at: saved.record.updated_at }, { headers: NO_STORE });
  if ("errors" in saved) return Response.json({ errors: saved.errors }, { status: 400, headers: NO_STORE });
  return Response.json({ error: saved.message }, { status: STATUS[saved.reason], headers: NO_STORE });
}
