/**
 * The site's description in Gujarati and Hindi (issue 29, decision 029): the panel's General tab
 * saves it with its form (translations.gu.site_description, the form's translations.sent
 * replacing both languages), a Gujarati or Hindi page reads it (siteTextsIn) and an English one
 * reads nothing; an API PATCH that does not send translations keeps them, and one that does
 * saves them; the API never answers them.
 */
import { beforeAll, describe, expect, it } from "vitest";

import { ensureFirstAdmin, getUserByEmail, type User } from "~/.server/accounts/users";
import { getSettingsTranslations, updateSettings } from "~/.server/settings/settings-admin";
import { siteTextsIn } from "~/.server/settings/site-settings";
import { generalSettingsSchema } from "~/lib/schemas/admin/settings";
import { MANAGED_MODELS, type ModelAdapter } from "~/routes/api/.server/manage-data";

let admin: User;
const settingsApi = () => MANAGED_MODELS.SiteSettings as ModelAdapter & Required<Pick<ModelAdapter, "update">>;

/** The General tab as the panel's form posts it (its translation sections always send translations.sent). */
function generalForm(translations: { gu?: string; hi?: string }) {
  return generalSettingsSchema.parse({
    site_name: "Surat Sadeli Art Studio",
    site_description: "A family workshop in Gopipura, Surat.",
    address: "14 Sadeli Vad, Gopipura, Surat",
    translations: { sent: "1", gu: { site_description: translations.gu ?? "" }, hi: { site_description: translations.hi ?? "" } },
  });
}

beforeAll(async () => {
  await ensureFirstAdmin({ email: "owner@sadeli.example", password: "owner-password-1", log: () => undefined });
  admin = getUserByEmail("owner@sadeli.example")!;
});

describe("the site's description in Gujarati and Hindi", () => {
  it("the General tab saves it, a Gujarati or Hindi page shows it, English reads nothing", () => {
    expect(
      updateSettings(admin, "general", generalForm({ gu: "સુરતના ગોપીપુરામાં અમારી કુટુંબની વર્કશોપ.", hi: "सूरत के गोपीपुरा में हमारी पारिवारिक कार्यशाला।" })).ok,
    ).toBe(true);
    expect(siteTextsIn("gu")).toEqual({ site_description: "સુરતના ગોપીપુરામાં અમારી કુટુંબની વર્કશોપ.", untranslated: [] });
    expect(siteTextsIn("hi")).toEqual({ site_description: "सूरत के गोपीपुरा में हमारी पारिवारिक कार्यशाला।", untranslated: [] });
    expect(siteTextsIn("en")).toEqual({ untranslated: [] });
  });

  it("a language emptied in the form is removed, and its page shows the English, named as untranslated", () => {
    updateSettings(admin, "general", generalForm({ gu: "સુરતના ગોપીપુરામાં અમારી કુટુંબની વર્કશોપ." }));
    expect(getSettingsTranslations()).toEqual({ gu: { site_description: "સુરતના ગોપીપુરામાં અમારી કુટુંબની વર્કશોપ." } });
    expect(siteTextsIn("hi")).toEqual({ untranslated: ["site_description"] });
  });

  it("an API PATCH without translations keeps them, one with them saves them, and no answer carries them", async () => {
    const patched = await settingsApi().update(admin, 1, { site_description: "A workshop in Surat." }, "patch");
    expect(patched.ok && "translations" in (patched.record as object)).toBe(false);
    expect(getSettingsTranslations()).toEqual({ gu: { site_description: "સુરતના ગોપીપુરામાં અમારી કુટુંબની વર્કશોપ." } });

    const sent = await settingsApi().update(admin, 1, { translations: { hi: { site_description: "सूरत की एक कार्यशाला।" } } }, "patch");
    expect(sent.ok).toBe(true);
    expect(getSettingsTranslations()).toEqual({
      gu: { site_description: "સુરતના ગોપીપુરામાં અમારી કુટુંબની વર્કશોપ." },
      hi: { site_description: "सूरत की एक कार्यशाला।" },
    });
    expect(settingsApi().get!(1)).not.toHaveProperty("translations");
  });
});
