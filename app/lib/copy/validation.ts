/** Field messages of the spec's section 5, word for word. */

export const validation = {
  nameRequired: "Name is required",
  nameMin: "Name must be at least 2 characters",
  businessNameRequired: "Business name is required",
  businessNameMin: "Business name must be at least 2 characters",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  contactNumberRequired: "Contact number is required",
  contactNumberMin: "Contact number must be at least 10 digits",
  phoneInvalid: "Please enter a valid phone number",
  addressRequired: "Address is required",
  addressMin: "Address must be at least 5 characters",
  cityRequired: "City is required",
  cityMin: "City must be at least 2 characters",
  passwordRequired: "Password is required",
  passwordMin: "Password must be at least 6 characters",
  passwordTooLong: "Password must be at most 128 characters",
  /** Not worded by the spec: a password on the list of the most used ones. */
  passwordTooCommon: "This password is too common. Please choose one that is harder to guess",
  confirmPasswordRequired: "Please confirm your password",
  passwordsDoNotMatch: "Passwords do not match",
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
  messageMin: "Message must be at least 10 characters",
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;

/** The summary at the top of a refused form (not worded by the spec). */
export const errorSummaryCopy = {
  heading: (count: number) => (count === 1 ? "Please correct 1 field:" : `Please correct ${count} fields:`),
} as const;
