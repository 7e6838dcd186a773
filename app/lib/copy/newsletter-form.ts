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
  // Double opt-in (docs/decisions/023): nothing is sent until the emailed link is confirmed.
  success: "Thank you for subscribing! Please check your inbox and open the link we have sent to confirm your address.",
} as const;
