/**
 * SiteSettings through /api/manage_data/SiteSettings/: one record (id 1), read as a list of one
 * (the spec's client accepts several shapes; this is the list shape). It always exists (a site
 * without a stored row shows the defaults), so POST is refused (409: change it with PUT or
 * PATCH), never an overwrite reported as a creation. PUT sends every field of the six tabs, PATCH
 * any of them (the rules of manage-data.ts); the fields are checked with the panel's tab schemas
 * and each tab whose values change is saved by the panel's own function. `email_app_password` is
 * write-only: never answered, optional on PUT (absent or blank keeps the stored one); so is
 * `translations` (the description in Gujarati and Hindi, decision 029: absent keeps them).
 */
import { notFound, refused } from "~/.server/result";
import { getSettings, updateSettings } from "~/.server/settings/settings-admin";
import { SETTINGS_TABS, type SettingsInput, settingsSchemas } from "~/lib/schemas/admin/settings";
import { z } from "~/lib/schemas/zod";

import { manageListQuery } from "./contract/query";
import type { ModelAdapter, WriteResult } from "./manage-data";
import { bodies, checkWrite, type Shape } from "./write-bodies";

const SETTINGS_ID = 1;
export const SETTINGS_EXIST = `The site settings already exist: change them with PUT /api/manage_data/SiteSettings/${SETTINGS_ID}/ (or PATCH).`;

/** The six tabs' fields as one record (the tab schemas have no rules across fields). */
const settingsRecord = z.object(Object.assign({}, ...SETTINGS_TABS.map((tab) => settingsSchemas[tab].shape)) as Shape);
const settingsBodies = bodies(settingsRecord, { readOnly: ["id", "has_app_password"], writeOnly: ["translations", "email_app_password"] });

function record() {
  return { id: SETTINGS_ID, ...getSettings() };
}

async function write(actor: Parameters<typeof updateSettings>[0], body: Record<string, unknown>, mode: "put" | "patch"): Promise<WriteResult> {
  const current = getSettings() as Record<string, unknown>;
  const checked = checkWrite<Record<string, unknown>>(settingsBodies, body, mode, current);
  if (!checked.ok) return checked;
  const value = checked.value;
  // A tab is saved when one of its values changes (a new app password or translations sent are a
  // change; absent or blank keeps them).
  for (const tab of SETTINGS_TABS) {
    const keys = Object.keys(settingsSchemas[tab].shape);
    const changed = keys.some((key) => (key === "email_app_password" || key === "translations" ? Boolean(value[key]) : value[key] !== current[key]));
    if (!changed) continue;
    const input = Object.fromEntries(keys.map((key) => [key, value[key]])) as SettingsInput[typeof tab];
    const saved = updateSettings(actor, tab, input);
    if (!saved.ok) return saved;
  }
  return { ok: true, record: record() };
}

export const siteSettingsAdapter: ModelAdapter = {
  action: "manage:settings",
  listQuery: manageListQuery,
  singleton: true,
  ...settingsBodies,
  list: () => ({ results: [record()], count: 1 }),
  get: (id) => (id === SETTINGS_ID ? record() : null),
  // The record exists: a POST would overwrite it.
  create: () => refused("not_allowed", SETTINGS_EXIST),
  update: (actor, id, body, mode) => (id === SETTINGS_ID ? write(actor, body, mode) : notFound()),
};
