/**
 * The contact form and the newsletter, with section 5's rules and messages. Used by Conform in
 * the browser, by the page actions and by the JSON API (`/api/contact/submit/`).
 */
import { z } from "./zod";
import type { MessageType } from "../../../drizzle/schema";
import { MAX_LENGTH, MIN_LENGTH } from "../constants";
import { contactCopy, validation } from "../copy";
import { emailField, PHONE_PATTERN, requiredText } from "./fields";

/** The message types of section 3 (the same values as the contact_messages column). */
export const CONTACT_MESSAGE_TYPES = ["inquiry", "support", "collaboration", "complaint", "other"] as const satisfies readonly MessageType[];
// Both ways: a type added to the table and not here fails to compile.
const _everyTypeListed: MessageType extends (typeof CONTACT_MESSAGE_TYPES)[number] ? true : never = true;
void _everyTypeListed;

export const DEFAULT_MESSAGE_TYPE = "inquiry" satisfies MessageType;

/**
 * A hidden field the forms add once JavaScript runs, so an action knows whether to answer with
 * data (an enhanced form stays on its page) or with a redirect (a plain HTML form post).
 */
export const ENHANCED_FIELD = "_enhanced";

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
  message_type: z
    .enum(CONTACT_MESSAGE_TYPES, { error: contactCopy.messageTypeInvalid })
    .default(DEFAULT_MESSAGE_TYPE),
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
