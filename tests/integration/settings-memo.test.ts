/**
 * The site's public details and their Gujarati and Hindi texts are read once until the next write
 * (issue 30: every page's loaders ask for them): a page rendered after a save, by the panel in
 * this process or by another process on the same database, shows the new words.
 */
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";

import { ensureFirstAdmin, getUserByEmail, type User } from "~/.server/accounts/users";
import { config } from "~/.server/config";
import { updateSettings } from "~/.server/settings/settings-admin";
import { getPublicSiteInfo, siteTextsIn } from "~/.server/settings/site-settings";
import { generalSettingsSchema } from "~/lib/schemas/admin/settings";

let admin: User;

function generalForm(siteName: string, gu: string) {
  return generalSettingsSchema.parse({
    site_name: siteName,
    site_description: "A family workshop in Gopipura, Surat.",
    address: "14 Sadeli Vad, Gopipura, Surat",
    translations: { sent: "1", gu: { site_description: gu }, hi: { site_description: "" } },
  });
}

beforeAll(async () => {
  await ensureFirstAdmin({ email: "memo-owner@sadeli.example", password: "owner-password-1", log: () => undefined });
  admin = getUserByEmail("memo-owner@sadeli.example")!;
});

describe("the site's details, kept until the next write", () => {
  it("a save in the panel shows on the next read", () => {
    expect(updateSettings(admin, "general", generalForm("First Name Studio", "પહેલું વર્ણન.")).ok).toBe(true);
    expect(getPublicSiteInfo().site_name).toBe("First Name Studio");
    expect(siteTextsIn("gu").site_description).toBe("પહેલું વર્ણન.");
    // Asked again with nothing written: the same answer, kept.
    expect(getPublicSiteInfo()).toBe(getPublicSiteInfo());

    expect(updateSettings(admin, "general", generalForm("Second Name Studio", "બીજું વર્ણન.")).ok).toBe(true);
    expect(getPublicSiteInfo().site_name).toBe("Second Name Studio");
    expect(siteTextsIn("gu").site_description).toBe("બીજું વર્ણન.");
    expect(siteTextsIn("hi")).toEqual({ untranslated: ["site_description"] });
  });

  it("a write by another process shows on the next read", () => {
    expect(getPublicSiteInfo().contact_phone).not.toBe("+91 99999 00000");
    const other = new Database(config().databasePath);
    try {
      other.prepare("update site_settings set contact_phone = ? where id = 1").run("+91 99999 00000");
    } finally {
      other.close();
    }
    expect(getPublicSiteInfo().contact_phone).toBe("+91 99999 00000");
  });
});
