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
  // Issue 33: what a field is told when no message of its own applies (app/lib/schemas/zod.ts):
  // the words of a person, never zod's ("Invalid input: expected number, received NaN").
  fieldRequired: "This field is required.",
  enterText: "Enter text.",
  enterNumber: "Enter a number.",
  enterWholeNumber: "Enter a whole number.",
  enterTrueOrFalse: "Enter true or false.",
  enterList: "Enter a list of values.",
  enterFields: "Enter a set of fields.",
  enterValidValue: "Enter a valid value.",
  enterValidAddress: "Enter a valid web address.",
  chooseOption: "Choose one of the options.",
  fieldNotAccepted: "This field is not accepted.",
  /** Made with a value: their other languages are serverWords' templates (translateMessage). */
  tooShort: (min: number) => `Must be at least ${min} characters`,
  numberAtLeast: (min: number) => `Enter a number of at least ${min}.`,
  numberAtMost: (max: number) => `Enter a number of at most ${max}.`,
  numberAbove: (min: number) => `Enter a number greater than ${min}.`,
  numberBelow: (max: number) => `Enter a number less than ${max}.`,
  itemsAtLeast: (min: number) => `Add at least ${min} ${min === 1 ? "item" : "items"}.`,
  itemsAtMost: (max: number) => `Use at most ${max} ${max === 1 ? "item" : "items"}.`,
} as const;

/** The summary at the top of a refused form (not worded by the spec). */
export const errorSummaryCopy = {
  heading: (count: number) => (count === 1 ? "Please correct 1 field:" : `Please correct ${count} fields:`),
} as const;
