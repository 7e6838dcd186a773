/**
 * The account's own forms (forgotten password, new password, my account) and the JSON bodies of
 * /api/account/: made of the sign-up fields, so each rule (name, phone, password...) has one home.
 */
import { accountCopy } from "../copy/account";
import { validation } from "../copy/validation";
import { loginSchema, signupFields, withPasswordConfirmation } from "./auth";
import { whenMissing, z } from "./zod";

/** The business profile a person edits: the sign-up fields without the email and password. */
export const profileSchema = signupFields.pick({ user_name: true, business_name: true, contact_number: true, address: true, city: true });
export type ProfileInput = z.infer<typeof profileSchema>;

/** "Forgot your password?": the address of the account. */
export const forgotPasswordSchema = loginSchema.pick({ user_email: true });

/** The link's token as it arrives (checked against the stored hash by the domain). */
const tokenField = z.string({ error: accountCopy.resetLinkInvalid }).trim().min(1, accountCopy.resetLinkInvalid).max(200, accountCopy.resetLinkInvalid);

/** POST /api/account/password/reset/: the token of the email's link and the new password. */
export const resetPasswordSchema = z.object({ token: tokenField, password: signupFields.shape.password });
/** The page adds the confirmation. */
export const resetPasswordFormSchema = withPasswordConfirmation(resetPasswordSchema);

const currentPasswordField = z
  .string({ error: whenMissing(accountCopy.currentPasswordRequired) })
  .min(1, accountCopy.currentPasswordRequired)
  .max(200, validation.passwordTooLong);

/**
 * A new email address, with the current password (issue 28: a borrowed session alone cannot move
 * the login elsewhere). It changes once the link sent to it is opened, signed in to the account.
 */
export const emailChangeSchema = signupFields.pick({ user_email: true }).extend({ current_password: currentPasswordField });
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

/** A password change needs the current one. */
export const passwordChangeSchema = z.object({ current_password: currentPasswordField, password: signupFields.shape.password });
export const passwordChangeFormSchema = withPasswordConfirmation(passwordChangeSchema);
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/**
 * PUT /api/account/: the profile, and optionally a new email address and a new password, each with
 * the current password (a confirmation link goes to the new address; nothing changes until it is
 * opened). Whether `user_email` is a change is known only against the account, so the door asks
 * for `current_password` then (routes/api/.server/my-account.ts).
 */
export const accountUpdateSchema = profileSchema
  .extend({
    user_email: emailChangeSchema.shape.user_email.optional(),
    current_password: currentPasswordField
      .optional()
      .meta({ description: "Required with `password`, and with a `user_email` other than the current address." }),
    password: signupFields.shape.password.optional(),
  })
  .refine((values) => values.password === undefined || values.current_password !== undefined, {
    message: accountCopy.currentPasswordRequired,
    path: ["current_password"],
  });
export type AccountUpdateInput = z.infer<typeof accountUpdateSchema>;
