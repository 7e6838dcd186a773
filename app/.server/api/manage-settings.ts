/**
 * SiteSettings through /api/manage_data/SiteSettings/: one row, read as a list of one (the spec's
 * client accepts several shapes; this is the list shape). A write may carry any subset of the
 * site's fields: they are laid over what is stored, checked tab by tab with the panel's schemas,
 * and saved by the panel's own function. `email_app_password` is write-only: never answered.
 */
import { USER_TYPE } from "~/lib/constants";
import { SETTINGS_TABS, settingsSchemas, type SettingsTab } from "~/lib/schemas/admin/settings";
import { getSettingsForForm, saveSettings } from "../settings-admin";
import type { ModelAdapter, WriteResult } from "./manage-data";
import { addFieldError, fieldErrorsFrom } from "./respond";

const SETTINGS_ID = 1;
const READ_ONLY = new Set(["id", "updated_at", "has_app_password"]);

function record() {
  return { id: SETTINGS_ID, ...getSettingsForForm() };
}

async function write(actor: Parameters<typeof saveSettings>[0], body: Record<string, unknown>): Promise<WriteResult> {
  const known = new Set<string>(SETTINGS_TABS.flatMap((tab) => Object.keys(settingsSchemas[tab].shape)));
  const errors: Record<string, string[]> = {};
  for (const key of Object.keys(body)) if (!known.has(key) && !READ_ONLY.has(key)) addFieldError(errors, key, "This field is not accepted.");

  const current = getSettingsForForm() as Record<string, unknown>;
  const touched = SETTINGS_TABS.filter((tab) => Object.keys(settingsSchemas[tab].shape).some((key) => key in body));
  const inputs: { tab: SettingsTab; value: unknown }[] = [];
  for (const tab of touched) {
    const schema = settingsSchemas[tab];
    const source = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, key in body ? body[key] : current[key]]));
    // The stored password is never read back: an absent one stays as it is.
    if (tab === "email" && !("email_app_password" in body)) source.email_app_password = "";
    const parsed = schema.safeParse(source);
    if (parsed.success) inputs.push({ tab, value: parsed.data });
    else Object.assign(errors, fieldErrorsFrom(parsed.error.issues));
  }
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  for (const { tab, value } of inputs) {
    const saved = saveSettings(actor, tab, value as never);
    if (!saved.ok) return { ok: false, message: "You do not have permission to perform this action." };
  }
  return { ok: true, record: record() };
}

export const siteSettingsAdapter: ModelAdapter = {
  roles: [USER_TYPE.admin],
  singleton: true,
  list: () => ({ results: [record()], count: 1 }),
  get: (id) => (id === SETTINGS_ID ? record() : null),
  create: (actor, body) => write(actor, body),
  update: (actor, id, body) => (id === SETTINGS_ID ? write(actor, body) : { ok: false, notFound: true }),
};
