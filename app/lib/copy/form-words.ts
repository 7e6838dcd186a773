/**
 * The shared form fields' own words (components/ui/form-field.tsx): a module of its own, so the
 * pages with a password field carry these two words and no page's whole copy for them.
 */
export const formWords = {
  /** The password field's button (shown once JavaScript runs) that shows or hides what was typed. */
  showPassword: "Show",
  hidePassword: "Hide",
} as const;
