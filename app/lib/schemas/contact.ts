/**
 * The contact form and the newsletter, with section 5's rules and messages. Used by the page
 * actions and by the JSON API (`/api/contact/submit/`); the browser gets the server's answer.
 */
import { MAX_LENGTH, MIN_LENGTH } from "../constants";
import { contactCopy } from "../copy/contact";
import { validation } from "../copy/validation";
import { CONTACT_MESSAGE_TYPES, DEFAULT_MESSAGE_TYPE } from "../form-constants";
import { emailField, PHONE_PATTERN, requiredText } from "./fields";
import { z } from "./zod";

// Zod-free, so that the forms' pages can use them without carrying zod (app/lib/form-constants.ts).
export { CONTACT_MESSAGE_TYPES, DEFAULT_MESSAGE_TYPE, ENHANCED_FIELD } from "../form-constants";

/** Optional phone: empty, null or missing all mean "none" and are stored as "". */
const optionalPhone = z
  .string()
  .trim()
  .max(MAX_LENGTH.phone, validation.tooLong(MAX_LENGTH.phone))
  .refine((value) => value === "" || PHONE_PATTERN.test(value), validation.phoneInvalid)
  .nullish()
  .transform((value) => value ?? "");

export const contactSchema = z.object({
  name: requiredText(validation.nameRequired, MAX_LENGTH.name),
  email: emailField,
  phone: optionalPhone,
  message_type: z.enum(CONTACT_MESSAGE_TYPES, { error: contactCopy.messageTypeInvalid }).default(DEFAULT_MESSAGE_TYPE),
  subject: requiredText(validation.subjectRequired, MAX_LENGTH.subject),
  message: requiredText(validation.messageRequired, MAX_LENGTH.message).min(MIN_LENGTH.message, validation.messageMin),
});

export type ContactInput = z.infer<typeof contactSchema>;

/** Section 5: "trimmed email must look like an email, else 'Please enter a valid email'". */
export const newsletterSchema = z.object({
  email: z
    .string({ error: validation.emailInvalid })
    .trim()
    .min(1, validation.emailInvalid)
    .max(MAX_LENGTH.email, validation.emailInvalid)
    .pipe(z.email(validation.emailInvalid))
    .transform((email) => email.toLowerCase()),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
