/**
 * Words the server puts into pages in the visitor's language (issue 19): the language suggestion
 * (shown in the suggested language) and the templates of messages made with a value, which
 * translateMessage (~/lib/i18n/copy.server) uses. Never imported by code that reaches the browser.
 */
export const serverWords = {
  /** Shown, in the visitor's preferred language, on a page in another language. */
  suggestion: { text: "This page is also in English.", link: "Read it in English", dismiss: "No, thanks" },
  tooLong: "Must be at most {max} characters",
  // Issue 33: the templates of validation's messages made with a value (app/lib/schemas/zod.ts).
  tooShort: "Must be at least {min} characters",
  numberAtLeast: "Enter a number of at least {min}.",
  numberAtMost: "Enter a number of at most {max}.",
  numberAbove: "Enter a number greater than {min}.",
  numberBelow: "Enter a number less than {max}.",
  itemsAtLeast: "Add at least {min} items.",
  itemsAtMost: "Use at most {max} items.",
  tooManyAttemptsOne: "Too many attempts from your connection. Please wait 1 minute and try again.",
  tooManyAttemptsMany: "Too many attempts from your connection. Please wait {minutes} minutes and try again.",
  accountLockedOne: "This account has had too many failed sign-ins. Please try again in 1 minute, or reset your password.",
  accountLockedMany: "This account has had too many failed sign-ins. Please try again in {minutes} minutes, or reset your password.",
  unsubscribeQuestion: "Do you want to stop receiving our newsletter at {email}?",
  unsubscribeDone: "{email} will receive no more newsletters from us. We are sorry to see you go.",
} as const;
