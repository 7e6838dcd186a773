/** Texts of the abuse limits (the spec does not word them). */
export const limitsCopy = {
  /** The wait is rounded up to whole minutes: "1 minute", "15 minutes". */
  tooManyAttempts: (minutes: number) => `Too many attempts from your connection. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`,
  /**
   * The account's own limit (failed sign-ins from browsers it has not signed in on, or from this
   * browser, or wrong current passwords): not the connection's fault, and a reset opens it at once.
   */
  accountLocked: (minutes: number) =>
    `This account has had too many failed sign-ins. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}, or reset your password.`,
  /** A form whose body went past the server's cap (a huge paste, an image far over the limit). */
  bodyTooLarge: "What you sent is too large for this form. Please shorten the text or choose a smaller image, then try again.",
  tooManyRequests: (seconds: number) => `Too many requests. Please wait ${seconds} seconds and try again.`,
} as const;
