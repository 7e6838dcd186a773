/**
 * The words of the newsletter form in every page's footer, apart from the /newsletter page's
 * other words (newsletter.ts spreads them in), so that every page does not download that page's
 * copy for the form's five words.
 */
export const newsletterFormCopy = {
  label: "Newsletter email",
  placeholder: "Your email address",
  submit: "Subscribe",
  submitting: "Subscribing...",
  success: "Thank you for subscribing! Our next letter from the workshop will find you soon.",
} as const;
