/**
 * The panel's user form and role buttons (spec section 5): every field required with the spec's
 * message; the password required for a new user only, at least 6 characters whenever given; a
 * blank password on edit keeps the current one. 'Email already exists' needs the database and is
 * checked by `app/.server/accounts/user-admin.ts`. The JSON API (UserProfile) reads the same fields.
 */
import { conformZodMessage } from "@conform-to/zod/v4";

import { MAX_LENGTH, MIN_LENGTH, USER_TYPE } from "../../constants";
import { usersCopy } from "../../copy/panel-admin";
import { validation } from "../../copy/validation";
import { emailField, optionalText, passwordField, requiredText } from "../fields";
import { z } from "../zod";

export const USER_ROLES = [USER_TYPE.admin, USER_TYPE.user, USER_TYPE.storeManager] as const;

/** The list's filter: All, Admins (user_type 1), Users (everyone else: users and store managers). */
export const USER_FILTERS = ["all", "admins", "users"] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

/** The first account of the site: never demoted (section 4). */
export const FIRST_USER_ID = 1;

/** "1", "2", "3" from a form, 1, 2, 3 from JSON; the default role is 2 (section 9). */
export const userTypeField = z
  .union([z.number(), z.string()])
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === "") return USER_TYPE.user as (typeof USER_ROLES)[number];
    const number = typeof value === "number" ? value : /^\d$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
    if (!(USER_ROLES as readonly number[]).includes(number)) {
      context.addIssue({ code: "custom", message: usersCopy.roleInvalid });
      return z.NEVER;
    }
    return number as (typeof USER_ROLES)[number];
  });

const profileFields = {
  user_name: requiredText(validation.nameRequired, MAX_LENGTH.name),
  business_name: requiredText(validation.businessNameRequired, MAX_LENGTH.name),
  user_email: emailField,
  contact_number: requiredText(validation.contactNumberRequired, MAX_LENGTH.phone),
  address: requiredText(validation.addressRequired, MAX_LENGTH.address),
  city: requiredText(validation.cityRequired, MAX_LENGTH.city),
};

/** A new user: the password is required. */
export const newUserSchema = z.object({
  ...profileFields,
  password: passwordField,
  user_type: userTypeField,
});

/** Editing: a blank (or absent) password keeps the current one; one given must be 6 or more. */
export const editUserSchema = z.object({
  ...profileFields,
  password: z
    .string()
    .max(MAX_LENGTH.password, validation.passwordTooLong)
    .optional()
    .transform((value) => value ?? "")
    .refine((value) => value === "" || value.length >= MIN_LENGTH.password, validation.passwordMin)
    .transform((value) => (value === "" ? null : value)),
});

/** A role button: only user_type (the spec's PUT with only user_type). */
export const roleChangeSchema = z.object({ user_type: userTypeField });

export type NewUserInput = z.infer<typeof newUserSchema>;
export type EditUserInput = z.infer<typeof editUserSchema>;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * The same forms in the browser. Whether an email is taken only the server knows, so a well-formed
 * email leaves the whole check to the server, which answers every error at once ('Email already
 * exists' together with the others) instead of the browser showing some first.
 */
const emailCheckedByServer = emailField.superRefine((_, context) => context.addIssue({ code: "custom", message: conformZodMessage.VALIDATION_UNDEFINED }));
export const newUserBrowserSchema = newUserSchema.extend({ user_email: emailCheckedByServer });
export const editUserBrowserSchema = editUserSchema.extend({ user_email: emailCheckedByServer });

/** The longest reason a rejection's email quotes (issue 32, defect 6). */
export const REJECTION_REASON_MAX = 1000;

/** Reject's confirmation: an optional reason, quoted in the email to the person. */
export const rejectionSchema = z.object({
  reason: optionalText(REJECTION_REASON_MAX, usersCopy.rejectReasonTooLong(REJECTION_REASON_MAX)),
});
