/** The newsletter form (footer of every page and /newsletter). Quoted texts are the spec's words (sections 8, 9). */
import { newsletterFormCopy } from "./newsletter-form";

export const newsletterCopy = {
  ...newsletterFormCopy,
  metaTitle: "Newsletter",
  metaDescription: "Subscribe to letters from our Surat Sadeli workshop: new pieces, stories from the bench and exhibition dates.",
  pageTitle: "Letters from the Workshop",
  pageSubtitle: "New pieces, stories from the bench and exhibition dates, a few times a year. No spam, and you can leave whenever you like.",
  failed: "Subscription failed. Try again.",
  networkFailed: "Subscription failed. Check your connection.",
  backHome: "Back to Home",
  // Fixed parts of the contact message a subscription leaves for the team (section 7).
  messageSubject: "Newsletter Subscription",
  messageBody: "Please subscribe me to the newsletter.",
} as const;

/** /newsletter/confirm, the page of the link a sign-up emails (double opt-in, docs/decisions/023). */
export const newsletterConfirmCopy = {
  metaTitle: "Confirm your subscription",
  metaDescription: "Confirm your subscription to the newsletter of our Sadeli workshop.",
  eyebrow: "Newsletter",
  title: "Confirm your subscription",
  intro: "Press the button to start receiving our newsletter at {email}.",
  confirm: "Yes, subscribe me",
  confirming: "Confirming...",
  doneTitle: "Your subscription is confirmed",
  done: "Thank you! A welcome letter is on its way to your inbox, with a link to unsubscribe whenever you like.",
  invalidTitle: "This link no longer works",
  invalid: "This confirmation link has expired or has already been used. A link works once, for 7 days. Subscribe again to get a new one.",
  subscribeAgain: "Subscribe again",
  backHome: "Back to Home",
} as const;
