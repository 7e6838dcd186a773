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
    /** Above the team's reason, when they gave one (issue 32, defect 6). */
    reason: "Our reason",
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
  newsletterConfirm: {
    subject: "Please confirm your subscription to the letters from {site}",
    heading: "Confirm your subscription",
    greeting: "Namaste,",
    body: "Someone (we hope you) asked to receive our newsletter at {email}. Nothing will be sent until you open the link below and press the button on the page. The link works for {days} days.",
    link: "Confirm my subscription",
    ignore: "If you did not ask for this, ignore this email: the address will not be subscribed and we will not write again.",
  },
  newsletterAlready: {
    subject: "You already receive the letters from {site}",
    heading: "You are already subscribed",
    greeting: "Namaste,",
    body: "Someone (we hope you) asked to subscribe {email} to our newsletter. This address already receives it, so nothing has changed.",
    unsubscribeIntro: "If you would rather stop receiving it, you can unsubscribe at any time:",
    unsubscribe: "Unsubscribe",
  },
  /** Issue 28: to the old address when a change is asked for, with the link that cancels it. */
  emailChangeRequested: {
    subject: "Your {site} email address is about to change",
    heading: "A change of email address was asked for",
    body: "Someone signed in to the account {email} asked to sign in with {newEmail} from now on. It changes only if the link sent to that address is opened within {hours} hours, signed in to the account.",
    notMe: "If this wasn't you, cancel the change, then set a new password: whoever asked knew your current one.",
    link: "This wasn't me: cancel the change",
  },
  /** To the old address once the change is done. */
  emailChangeDone: {
    subject: "Your {site} email address was changed",
    heading: "Your email address was changed",
    body: "The account that signed in with {email} now signs in with {newEmail}. Emails about it go to the new address from now on.",
    notMe: "If you did not do this, contact us at once with the details below.",
  },
  /** To an address another account asked to use (it is taken: no link, only this notice). */
  emailTaken: {
    subject: "Someone asked to use your email address on {site}",
    heading: "Your address stays yours",
    body: "Another account on {site} asked to use {email} as its address. It is already the address of your account, so nothing has changed.",
    advice: "You need not do anything. If you did not expect this, you may set a new password for your account.",
    link: "Set a new password",
  },
  /** To the account's address after every password change and every reset. */
  passwordChanged: {
    subject: "Your {site} password was changed",
    heading: "Your password was changed",
    body: "The password of the account {email} has just been changed, and the other devices signed in to it were signed out.",
    notMe: "If you did not do this, set a new password at once with the link below, and write to us.",
    link: "Set a new password",
  },
  emailConfirm: {
    subject: "Confirm your email address for {site}",
    heading: "Confirm your email address",
    body: "Thank you for registering with {email}. Please confirm that this address is yours with the link below; it works once, for {days} days. Our team reviews your registration once the address is confirmed.",
    bodyApproved: "Please confirm that {email} is your address with the link below; it works once, for {days} days.",
    link: "Confirm my email address",
    ignore: "If you did not register with us, ignore this email: nothing happens without the link.",
  },
  /** Issue 29: the piece a "Notify me" request waited for is available again. */
  backInStock: {
    subject: "{title} is available again",
    heading: "It is back",
    body: "You asked us to tell you when {title} is available again. It is back in our shop now, and you can send us an inquiry about it from its page.",
    link: "See the piece",
    once: "This is the one email we send for your request {reference}.",
  },
  /** Issue 31: a quotation sent to the buyer (the PDF is attached). */
  quotationSent: {
    subject: "Quotation {number} (revision {revision}) from {site}",
    heading: "Your quotation is ready",
    body: "Thank you for your request {reference}. Our quotation {number} is attached as a PDF. You can also read it, and accept or decline it, on your account's page.",
    revised: "This revision replaces the one we sent before.",
    number: "Quotation",
    revision: "Revision",
    total: "Total (GST included)",
    validUntil: "Valid until",
    link: "See the quotation",
  },
  /** Issue 31: the buyer's own answer to a quotation, confirmed to them. */
  quotationAnswered: {
    acceptedSubject: "You accepted quotation {number}",
    acceptedHeading: "Thank you for your order",
    acceptedBody: "We have your acceptance of quotation {number}. Our team will check it and confirm the order, and we will write to you at each step.",
    declinedSubject: "You declined quotation {number}",
    declinedHeading: "Your answer reached us",
    declinedBody: "We have your answer: you declined quotation {number}. Thank you for telling us; you are welcome to send a new request at any time.",
    poNumber: "Your purchase order",
    reason: "Your reason",
    link: "See the quotation",
  },
  /** Issue 31: each step of an order, to the buyer. */
  orderStep: {
    subject: "Order {number}: {step}",
    steps: { confirmed: "confirmed", in_production: "in production", dispatched: "dispatched", delivered: "delivered" },
    headings: {
      confirmed: "Your order is confirmed",
      in_production: "Your order is being made",
      dispatched: "Your order is on its way",
      delivered: "Your order was delivered",
    },
    bodies: {
      confirmed: "We have confirmed your order {number} for quotation {quotation}. We will write to you when it goes into production.",
      in_production: "Our artisans have started making your order {number}. We will write to you when it is dispatched.",
      dispatched: "Your order {number} has left our workshop. You can follow it with the carrier and tracking number below.",
      delivered: "Your order {number} has been delivered. Thank you for buying from our workshop.",
    },
    order: "Order",
    quotation: "Quotation",
    carrier: "Carrier",
    tracking: "Tracking number",
    note: "Note from our team",
    link: "Follow your order",
  },
} as const;

export type EmailCopy = Widen<typeof emailCopy>;
