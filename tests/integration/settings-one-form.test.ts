/**
 * Issue 32, defect 1 (docs/decisions/047): the settings screen is one form across its tabs and
 * Save stores every tab. The domain saves a tab only when one of its values differs from the
 * stored one (or it brings a new app password): a save of the form as the page gave it saves
 * nothing and writes no audit entry; a change on two tabs saves those two. Only an admin saves.
 */
import { beforeAll, describe, expect, it } from "vitest";

import { ensureFirstAdmin, getUserByEmail, type User } from "~/.server/accounts/users";
import { db, schema } from "~/.server/db";
import { getSettings, getSettingsTranslations, updateChangedSettings } from "~/.server/settings/settings-admin";
import { allSettingsSchema, SETTINGS_TABS, type SettingsInput, settingsSchemas, type SettingsTab } from "~/lib/schemas/admin/settings";

import { createUser } from "../support/factories";

let admin: User;

/** The one form as the page posts it: every stored value as a string, the description's translations, a blank password. */
function pageForm(changes: Record<string, string> = {}) {
  const { translations, has_app_password: _has, ...stored } = { ...getSettings(), translations: getSettingsTranslations() };
  const strings: Record<string, unknown> = Object.fromEntries(
    Object.entries(stored).map(([name, value]) => [name, typeof value === "boolean" ? (value ? "on" : undefined) : String(value ?? "")]),
  );
  strings.allowed_file_types = String(stored.allowed_file_types).split(",");
  const value = allSettingsSchema.parse({
    ...strings,
    email_app_password: "",
    translations: {
      sent: "1",
      gu: { site_description: translations.gu?.site_description ?? "" },
      hi: { site_description: translations.hi?.site_description ?? "" },
    },
    ...changes,
  }) as Record<string, unknown>;
  return Object.fromEntries(
    SETTINGS_TABS.map((tab) => [tab, Object.fromEntries(Object.keys(settingsSchemas[tab].shape).map((name) => [name, value[name]]))]),
  ) as { [Tab in SettingsTab]: SettingsInput[Tab] };
}

const settingsSaves = () =>
  db()
    .select()
    .from(schema.auditLog)
    .all()
    .filter((entry) => entry.action === "settings_save")
    .map((entry) => entry.summary);

beforeAll(async () => {
  await ensureFirstAdmin({ email: "owner@sadeli.example", password: "owner-password-1", log: () => undefined });
  admin = getUserByEmail("owner@sadeli.example")!;
});

describe("the settings screen's one form", () => {
  it("saves nothing when nothing changed", () => {
    const before = settingsSaves().length;
    expect(updateChangedSettings(admin, pageForm()).ok).toBe(true);
    expect(settingsSaves()).toHaveLength(before);
  });

  it("saves the tabs whose values changed, each with its audit entry", () => {
    const before = settingsSaves().length;
    expect(updateChangedSettings(admin, pageForm({ site_description: "Inlay from Gopipura, Surat", seo_meta_title: "Sadeli inlay, Surat" })).ok).toBe(true);
    const saves = settingsSaves().slice(before);
    expect(saves).toHaveLength(2);
    expect(saves.join(" | ")).toMatch(/General settings/);
    expect(saves.join(" | ")).toMatch(/SEO settings/);
    expect(getSettings()).toMatchObject({ site_description: "Inlay from Gopipura, Surat", seo_meta_title: "Sadeli inlay, Surat" });
  });

  it("a new app password saves the Email tab; only an admin saves", () => {
    const before = settingsSaves().length;
    expect(updateChangedSettings(admin, pageForm({ email_app_password: "a-new-app-password" })).ok).toBe(true);
    expect(settingsSaves().slice(before)).toEqual([expect.stringMatching(/Email settings .*new app password/)]);
    expect(getSettings().has_app_password).toBe(true);

    const manager = createUser({ user_type: 3 });
    expect(updateChangedSettings(manager, pageForm({ site_name: "Hijacked" })).ok).toBe(false);
    expect(getSettings().site_name).not.toBe("Hijacked");
  });
});
