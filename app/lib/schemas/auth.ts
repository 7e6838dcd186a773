/** Login and business sign-up, with section 5's rules and messages. */
import { MAX_LENGTH, MIN_LENGTH } from "../constants";
import { validation } from "../copy/validation";
import { emailField, passwordField, PHONE_PATTERN, requiredText } from "./fields";
import { whenMissing, z } from "./zod";

export const loginSchema = z.object({
  user_email: emailField,
  password: passwordField,
});

const digitCount = (value: string) => value.replace(/\D/g, "").length;

export const signupFields = z.object({
  user_name: requiredText(validation.nameRequired, MAX_LENGTH.name).min(MIN_LENGTH.name, validation.nameMin),
  business_name: requiredText(validation.businessNameMin, MAX_LENGTH.name).min(MIN_LENGTH.businessName, validation.businessNameMin),
  user_email: emailField,
  contact_number: requiredText(validation.contactNumberRequired, MAX_LENGTH.phone)
    .regex(PHONE_PATTERN, validation.phoneInvalid)
    .refine((value) => digitCount(value) >= MIN_LENGTH.contactNumber, validation.contactNumberMin),
  address: requiredText(validation.addressMin, MAX_LENGTH.address).min(MIN_LENGTH.address, validation.addressMin),
  city: requiredText(validation.cityMin, MAX_LENGTH.city).min(MIN_LENGTH.city, validation.cityMin),
  password: passwordField,
});

/**
 * A form with a password and its confirmation (sign-up, a new password): the confirmation is
 * required and must match. The JSON payloads of the API have no confirmation.
 */
export function withPasswordConfirmation<Shape extends z.ZodRawShape & { password: z.ZodType }>(schema: z.ZodObject<Shape>) {
  return schema
    .extend({
      confirm_password: z.string({ error: whenMissing(validation.confirmPasswordRequired) }).min(1, validation.confirmPasswordRequired),
    })
    .refine((values) => (values as { password?: unknown }).password === (values as { confirm_password?: unknown }).confirm_password, {
      message: validation.passwordsDoNotMatch,
      path: ["confirm_password"],
      // Say so even while other fields still have errors.
      when: ({ value }) => {
        const values = value as { password?: unknown; confirm_password?: unknown };
        return typeof values.password === "string" && typeof values.confirm_password === "string" && values.confirm_password !== "";
      },
    });
}

/** The sign-up form adds the confirmation; the JSON payload of the spec has none. */
export const signupFormSchema = withPasswordConfirmation(signupFields);

export type SignupInput = z.infer<typeof signupFields>;
