/**
 * The six tabs of /panel/settings, one schema per tab: each tab is a form of its own that saves
 * only its fields (spec section 2; the fields of section 3, including those the spec kept "only
 * on the screen", which we store and use). The app password is write-only: blank keeps the
 * stored one.
 */
import { MAX_LENGTH } from "../../constants";
import { translationsField } from "../../content-translations";
import { settingsCopy } from "../../copy/panel-admin";
import { validation } from "../../copy/validation";
import { gstinProblem, normalizeGstin } from "../../gst/gstin";
import { GST_RATES_BP } from "../../gst/rates";
import { isStateCode } from "../../gst/states";
import { keptOnPut, PHONE_PATTERN } from "../fields";
import { whenMissing, z } from "../zod";
import { checkbox } from "./categories";

export const SETTINGS_TABS = ["general", "appearance", "email", "security", "media", "seo", "quotations"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export function settingsTab(value: string | null | undefined): SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value ?? "") ? (value as SettingsTab) : "general";
}

export const MAX_FILE_SIZE_OPTIONS = [5, 10, 25, 50] as const;
export const FILE_TYPE_OPTIONS = ["jpg", "jpeg", "png", "gif", "webp"] as const;

/** Optional text: absent, null or blank is "". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, validation.tooLong(max))
    .nullish()
    .transform((value) => value ?? "");

const optionalEmail = z
  .string()
  .trim()
  .max(MAX_LENGTH.email, validation.tooLong(MAX_LENGTH.email))
  .nullish()
  .transform((value) => (value ?? "").toLowerCase())
  .refine((value) => value === "" || z.email().safeParse(value).success, validation.emailInvalid);

/** An http(s) address or nothing: these links are shown on every page. */
const optionalUrl = z
  .string()
  .trim()
  .max(300, validation.tooLong(300))
  .nullish()
  .transform((value) => value ?? "")
  .refine((value) => {
    if (value === "") return true;
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && Boolean(url.hostname);
    } catch {
      return false;
    }
  }, settingsCopy.urlInvalid);

export const generalSettingsSchema = z.object({
  site_name: z
    .string({ error: whenMissing(settingsCopy.siteNameRequired) })
    .trim()
    .min(1, settingsCopy.siteNameRequired)
    .max(100, validation.tooLong(100)),
  site_description: optionalText(1000),
  contact_email: optionalEmail,
  contact_phone: optionalText(MAX_LENGTH.phone).refine((value) => value === "" || PHONE_PATTERN.test(value), settingsCopy.phoneInvalid),
  address: optionalText(MAX_LENGTH.address),
  whatsapp_number: optionalText(20)
    .transform((value) => value.replace(/[\s+\-()]/g, ""))
    .refine((value) => value === "" || /^\d{8,15}$/.test(value), settingsCopy.whatsappInvalid),
  /** The description in Gujarati and Hindi (decision 029): `translations.gu.site_description`. */
  translations: translationsField("site_settings"),
});

export const appearanceSettingsSchema = z.object({
  social_facebook: optionalUrl,
  social_instagram: optionalUrl,
  social_twitter: optionalUrl,
  social_linkedin: optionalUrl,
});

export const emailSettingsSchema = z.object({
  support_email: optionalEmail,
  /** Never trimmed into something else: blank keeps the stored password. */
  email_app_password: z
    .string()
    .max(200, validation.tooLong(200))
    .nullish()
    .transform((value) => value ?? ""),
  smtp_host: optionalText(253).refine((value) => value === "" || /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(value), settingsCopy.hostInvalid),
  smtp_port: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value, context) => {
      if (value === undefined || value === null || value === "") return 465;
      const port = typeof value === "number" ? value : /^\d{1,5}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
      if (!Number.isInteger(port) || port < 1 || port > 65535) {
        context.addIssue({ code: "custom", message: settingsCopy.portInvalid });
        return z.NEVER;
      }
      return port;
    }),
  email_notifications: checkbox,
});

export const securitySettingsSchema = z.object({
  content_protection: checkbox,
  approve_comments: checkbox,
});

export const mediaSettingsSchema = z.object({
  max_file_size_mb: z
    .union([z.number(), z.string()])
    .optional()
    .transform((value, context) => {
      const size = Number(value);
      if (!(MAX_FILE_SIZE_OPTIONS as readonly number[]).includes(size)) {
        context.addIssue({ code: "custom", message: settingsCopy.fileSizeInvalid });
        return z.NEVER;
      }
      return size;
    }),
  allowed_file_types: z
    .union([z.array(z.string()), z.string()])
    .optional()
    .transform((value, context) => {
      const chosen = (Array.isArray(value) ? value : (value ?? "").split(",")).map((type) => type.trim().toLowerCase());
      const types = FILE_TYPE_OPTIONS.filter((type) => chosen.includes(type));
      if (types.length === 0) {
        context.addIssue({ code: "custom", message: settingsCopy.fileTypesRequired });
        return z.NEVER;
      }
      return types.join(",");
    }),
});

export const seoSettingsSchema = z.object({
  seo_meta_title: optionalText(120),
  seo_meta_description: optionalText(300),
  seo_meta_keywords: optionalText(500),
});

/** A whole number in a range, from a form string or a JSON number. */
const wholeIn = (min: number, max: number, message: string) =>
  z.union([z.number(), z.string()]).transform((value, context): number => {
    const number = typeof value === "number" ? value : /^\s*\d{1,6}\s*$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(number) || number < min || number > max) {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return number;
  });

/**
 * Issue 31 (docs/decisions/039): the workshop as the seller on its quotations, how a buyer pays an
 * advance, and the defaults of a new quotation. Added after the API had clients: each field keeps
 * its stored value on a PUT that leaves it out.
 */
export const quotationSettingsSchema = z.object({
  legal_name: keptOnPut(optionalText(200)),
  gstin: keptOnPut(
    optionalText(20)
      .transform(normalizeGstin)
      .refine((gstin) => gstin === "" || gstinProblem(gstin) === null, settingsCopy.gstinInvalid),
  ),
  // Absent (an API PUT written before these fields) keeps the stored value: optional, not required.
  state_code: keptOnPut(z.string().trim().refine(isStateCode, settingsCopy.stateInvalid).optional()),
  invoice_address: keptOnPut(optionalText(500)),
  bank_account_name: keptOnPut(optionalText(200)),
  bank_account_number: keptOnPut(
    optionalText(30)
      .transform((value) => value.replace(/\s/g, ""))
      .refine((value) => value === "" || /^\d{9,18}$/.test(value), settingsCopy.accountNumberInvalid),
  ),
  bank_ifsc: keptOnPut(
    optionalText(11)
      .transform((value) => value.toUpperCase())
      .refine((value) => value === "" || /^[A-Z]{4}0[A-Z0-9]{6}$/.test(value), settingsCopy.ifscInvalid),
  ),
  bank_name: keptOnPut(optionalText(200)),
  upi_id: keptOnPut(optionalText(100).refine((value) => value === "" || /^[\w.-]{2,64}@[a-zA-Z][a-zA-Z0-9]{1,63}$/.test(value), settingsCopy.upiInvalid)),
  quote_validity_days: keptOnPut(wholeIn(1, 365, settingsCopy.validityInvalid).optional()),
  quote_terms: keptOnPut(optionalText(4000)),
  default_hsn_code: keptOnPut(
    z
      .string()
      .trim()
      .regex(/^(\d{4}|\d{6}|\d{8})$/, settingsCopy.hsnInvalid)
      .optional(),
  ),
  default_gst_rate_bp: keptOnPut(
    z
      .union([z.number(), z.string()])
      .transform((value, context): number => {
        const rate = Number(value);
        if (!(GST_RATES_BP as readonly number[]).includes(rate)) {
          context.addIssue({ code: "custom", message: settingsCopy.rateInvalid });
          return z.NEVER;
        }
        return rate;
      })
      .optional(),
  ),
});

export const settingsSchemas = {
  general: generalSettingsSchema,
  appearance: appearanceSettingsSchema,
  email: emailSettingsSchema,
  security: securitySettingsSchema,
  media: mediaSettingsSchema,
  seo: seoSettingsSchema,
  quotations: quotationSettingsSchema,
} as const;

/**
 * Issue 32: the settings screen is one form across its tabs (docs/decisions/047), so a tab change
 * keeps what was typed and Save stores every tab. Its rules are the tabs' rules, unchanged.
 */
export const allSettingsSchema = generalSettingsSchema
  .extend(appearanceSettingsSchema.shape)
  .extend(emailSettingsSchema.shape)
  .extend(securitySettingsSchema.shape)
  .extend(mediaSettingsSchema.shape)
  .extend(seoSettingsSchema.shape)
  .extend(quotationSettingsSchema.shape);

/** The tab a field of the one form is on (`translations.gu.site_description` is General's). */
export function settingsTabOf(name: string): SettingsTab | null {
  const root = name.split(/[.[]/)[0] ?? "";
  return SETTINGS_TABS.find((tab) => root in settingsSchemas[tab].shape) ?? null;
}

export type SettingsInput = {
  general: z.infer<typeof generalSettingsSchema>;
  appearance: z.infer<typeof appearanceSettingsSchema>;
  email: z.infer<typeof emailSettingsSchema>;
  security: z.infer<typeof securitySettingsSchema>;
  media: z.infer<typeof mediaSettingsSchema>;
  seo: z.infer<typeof seoSettingsSchema>;
  quotations: z.infer<typeof quotationSettingsSchema>;
};

/** The "Send test email" action: an optional recipient (the support address when blank). */
export const testEmailSchema = z.object({ to: optionalEmail });
