/**
 * The emails a visitor or a business buyer receives (issue 19): English here, Gujarati and Hindi in
 * emails-gu.ts and emails-hi.ts (`satisfies EmailCopy`, so a missing key fails the type check).
 * Only the server imports them (app/.server/email/templates.ts): no page carries an email's words.
 * Texts with a value are templates for `fill()` ("{reference}"). Emails to the team stay English
 * (templates.ts). See docs/decisions/017-email-languages.md.
 */
import type { Widen } from "./site";

export const emailCopy = {
  /** "Dear Anjali," */
  greeting: "Dear {name},",
  /** The greeting's name when the person gave none. */
  friend: "friend",
  /** The contact block at the end of every email. */
  phoneLine: "Phone: {phone}",
  emailLine: "Email: {email}",
  /** The spec's promise (sections 8 and 9), word for word. */
  responsePromise: "We'll respond within 24-48 hours.",
  inquiryReceived: {
    subject: "We received your inquiry {reference}",
    heading: "Thank you for your inquiry",
    body: "Thank you for your interest in {title}. Your inquiry has reached our workshop. {promise}",
    reference: "Reference number",
    product: "Product",
    project: "Project",
    quantity: "Quantity",
    yourMessage: "Your message",
    quoteReference: "Please quote {reference} if you write to us about this inquiry.",
  },
  reply: {
    contactSubject: "Re: {subject}",
    inquirySubject: "Re: your inquiry {reference} about {title}",
    headingAbout: "About {title}",
    headingFrom: "Reply from {site}",
    yourMessage: "Your message ({reference})",
    continue: "You can answer this email to continue the conversation.",
    inquiriesLink: "See your inquiries and our replies",
  },
  accountApproved: {
    subject: "Your {site} account is approved",
    heading: "Your account is approved",
    body: "Good news: the business account is approved. You can now log in with {email} and the password you chose, and send inquiries about our products and projects.",
    bodyForBusiness:
      "Good news: the business account for {business} is approved. You can now log in with {email} and the password you chose, and send inquiries about our products and projects.",
    login: "Log in",
  },
  accountRejected: {
    subject: "Your {site} registration was not approved",
    heading: "Your registration was not approved",
    body: "Thank you for registering with us. After review, we could not approve this business account. If you think this is a mistake or would like to tell us more, please write to us.",
    bodyForBusiness:
      "Thank you for registering {business} with us. After review, we could not approve this business account. If you think this is a mistake or would like to tell us more, please write to us.",
    contact: "Contact us",
  },
  passwordReset: {
    subject: "Reset your {site} password",
    heading: "Set a new password",
    body: "Someone (we hope you) asked to reset the password of the account {email}. The link below sets a new one; it works once, for {minutes} minutes, and stops working if a newer link is asked for.",
    link: "Set a new password",
    ignore: "If you did not ask for this, ignore this email: your password stays as it is.",
  },
  emailChange: {
    subject: "Confirm your new {site} email address",
    heading: "Confirm your new email address",
    body: "The account {email} asked to use {newEmail} from now on. Nothing changes until the link below is opened; it works once, for {hours} hours.",
    link: "Confirm the new address",
    ignore: "If you did not ask for this, ignore this email: the account keeps its address.",
  },
  newsletterWelcome: {
    subject: "Welcome to the letters from {site}",
    heading: "Welcome to our newsletter",
    greeting: "Namaste,",
    body: "Thank you for subscribing with {email}. A few times a year we will write about new Sadeli pieces, stories from the workshop bench and exhibition dates. No spam.",
    unsubscribeIntro: "If you did not ask for this, or change your mind, you can unsubscribe at any time:",
    unsubscribe: "Unsubscribe",
  },
  emailConfirm: {
    subject: "Confirm your email address for {site}",
    heading: "Confirm your email address",
    body: "Thank you for registering with {email}. Please confirm that this address is yours with the link below; it works once, for {days} days. Our team reviews your registration once the address is confirmed.",
    bodyApproved: "Please confirm that {email} is your address with the link below; it works once, for {days} days.",
    link: "Confirm my email address",
    ignore: "If you did not register with us, ignore this email: nothing happens without the link.",
  },
} as const;

export type EmailCopy = Widen<typeof emailCopy>;
