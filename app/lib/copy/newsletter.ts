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
