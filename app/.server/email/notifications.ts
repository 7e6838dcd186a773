/**
 * What the domain calls, inside its own write transaction, when something happens that someone
 * should hear about. Each function only queues (outbox); the worker sends later.
 *
 * To the workshop (support_email): only when the 'Email notifications' setting is on and a
 * support address is set; otherwise skipped. Reply-To is the person's address, so pressing
 * Reply in the mail client answers them.
 * To the person: always (acknowledgements, replies, account decisions, newsletter welcome), in
 * their language (docs/decisions/017): the page's for what answers a form at once (`lang`), the
 * stored one for what comes later (a contact message's, an account's).
 */
import { eq } from "drizzle-orm";

import { getSiteSettings, type SiteSettings } from "~/.server/settings/site-settings";
import type { Lang } from "~/lib/i18n/locales";

import { type AppDatabase, schema } from "../db";
import { type EnqueuedEmail, enqueueEmail, isValidRecipient } from "./outbox";
import {
  accountApprovedEmail,
  accountRejectedEmail,
  backInStockEmail,
  contactMessageNotification,
  emailChangeDoneEmail,
  emailChangeEmail,
  emailChangeRequestedEmail,
  emailConfirmEmail,
  emailSite,
  emailTakenEmail,
  inquiryAcknowledgement,
  newsletterAlreadySubscribedEmail,
  newsletterConfirmationEmail,
  newsletterWelcomeEmail,
  orderStepEmail,
  passwordChangedEmail,
  passwordResetEmail,
  portfolioInquiryNotification,
  productInquiryNotification,
  quotationAnsweredEmail,
  quotationAnsweredNotification,
  quotationSentEmail,
  quoteRequestNotification,
  registrationNotification,
  type RenderedEmail,
  replyEmail,
  type ReplyKind,
} from "./templates";

type ContactMessage = typeof schema.contactMessages.$inferSelect;
type ProductInquiry = typeof schema.productInquiries.$inferSelect;
type PortfolioInquiry = typeof schema.portfolioInquiries.$inferSelect;
type NewsletterSubscriber = typeof schema.newsletterSubscribers.$inferSelect;
type User = typeof schema.users.$inferSelect;

/** The workshop's address for notifications, or null when they are off or have nowhere to go. */
function workshopAddress(settings: SiteSettings | undefined): string | null {
  if (!settings?.email_notifications) return null;
  const address = settings.support_email.trim().toLowerCase();
  return address && isValidRecipient(address) ? address : null;
}

function toWorkshop(tx: AppDatabase, email: RenderedEmail, replyTo: string, reference: string): EnqueuedEmail | null {
  const settings = getSiteSettings();
  const to = workshopAddress(settings);
  if (!to) return null;
  return enqueueEmail(tx, { to, replyTo, reference, ...email });
}

function toPerson(tx: AppDatabase, to: string, email: RenderedEmail, reference: string): EnqueuedEmail {
  return enqueueEmail(tx, { to, reference, ...email });
}

const site = () => emailSite(getSiteSettings());

/** A new contact message: a notification to the workshop. */
export function notifyContactMessage(tx: AppDatabase, message: ContactMessage) {
  return toWorkshop(tx, contactMessageNotification(site(), message), message.email, `contact_message:${message.id}`);
}

/** A new product inquiry: a notification to the workshop and an acknowledgement to the person, in the page's language. */
export function notifyProductInquiry(tx: AppDatabase, inquiry: ProductInquiry, lang: Lang = "en") {
  const reference = `product_inquiry:${inquiry.id}`;
  return {
    workshop: toWorkshop(tx, productInquiryNotification(site(), inquiry), inquiry.inquirer_email, reference),
    acknowledgement: toPerson(tx, inquiry.inquirer_email, inquiryAcknowledgement(site(), "product", inquiry, lang), reference),
  };
}

/**
 * Issue 29: a buyer's request about an unavailable product. The workshop is told of both kinds;
 * "Ask to make one" is acknowledged like an inquiry (the team will answer it), while "Notify me"
 * has no acknowledgement: the page said what happens next, and the next email is the one that
 * says the piece is back.
 */
export function notifyProductRequest(tx: AppDatabase, request: ProductInquiry, lang: Lang = "en") {
  if (request.request_kind !== "notify") return notifyProductInquiry(tx, request, lang);
  const reference = `product_inquiry:${request.id}`;
  return { workshop: toWorkshop(tx, productInquiryNotification(site(), request), request.inquirer_email, reference), acknowledgement: null };
}

/**
 * The piece a "Notify me" waited for is available again: one email to the account's current
 * address, in the account's language (docs/decisions/017), with the product's title in it.
 */
export function notifyBackInStock(tx: AppDatabase, request: ProductInquiry, account: User, title: string) {
  return toPerson(tx, account.user_email, backInStockEmail(site(), request, account, title, account.language), `product_inquiry:${request.id}:back_in_stock`);
}

/** A new portfolio inquiry: a notification to the workshop and an acknowledgement to the person, in the page's language. */
export function notifyPortfolioInquiry(tx: AppDatabase, inquiry: PortfolioInquiry, lang: Lang = "en") {
  const reference = `portfolio_inquiry:${inquiry.id}`;
  return {
    workshop: toWorkshop(tx, portfolioInquiryNotification(site(), inquiry), inquiry.inquirer_email, reference),
    acknowledgement: toPerson(tx, inquiry.inquirer_email, inquiryAcknowledgement(site(), "portfolio", inquiry, lang), reference),
  };
}

/** A business registration waiting for approval: a notification to the workshop. */
export function notifyRegistration(tx: AppDatabase, user: User) {
  return toWorkshop(tx, registrationNotification(site(), user), user.user_email, `user:${user.id}`);
}

/** The team's decision on a registration, to the person, in the account's language. */
export function notifyAccountDecision(tx: AppDatabase, user: User, decision: "approved" | "rejected", reason = "") {
  const email = decision === "approved" ? accountApprovedEmail(site(), user) : accountRejectedEmail(site(), user, reason);
  return toPerson(tx, user.user_email, email, `user:${user.id}:${decision}`);
}

/**
 * A password-reset link, to the account's address (the token is only in the email, never stored as
 * it is), in the language of the page it was asked from, its link to that language's page.
 */
export function notifyPasswordReset(tx: AppDatabase, user: User, token: string, validMinutes: number, lang: Lang = "en") {
  return toPerson(tx, user.user_email, passwordResetEmail(site(), user, token, validMinutes, lang), `user:${user.id}:password_reset`);
}

/** The confirmation link of a new email address, to that new address, in the page's language. */
export function notifyEmailChange(tx: AppDatabase, user: User, newEmail: string, token: string, validHours: number, lang: Lang = "en") {
  return toPerson(tx, newEmail, emailChangeEmail(site(), user, newEmail, token, validHours, lang), `user:${user.id}:email_change`);
}

const REPLY_REFERENCES: Record<ReplyKind, string> = {
  contact: "contact_message",
  product: "product_inquiry",
  portfolio: "portfolio_inquiry",
};

/** The language of a reply: the contact message's own, or the inquiring account's (English if it is gone). */
function replyLanguage(tx: AppDatabase, record: ContactMessage | ProductInquiry | PortfolioInquiry): Lang {
  if ("language" in record) return record.language;
  if (record.user_id === null) return "en";
  return tx.select({ language: schema.users.language }).from(schema.users).where(eq(schema.users.id, record.user_id)).get()?.language ?? "en";
}

/**
 * The admin's reply to a contact message or an inquiry, in the person's language (replyLanguage),
 * to `to`: the address the domain's rule chose (messages/replies.ts `replyRecipient`: the
 * account's current address; none for an erased account, whose reply is kept on the record and
 * not emailed).
 */
export function notifyReply(tx: AppDatabase, kind: "contact", record: ContactMessage, replyText: string, to: string): EnqueuedEmail;
export function notifyReply(tx: AppDatabase, kind: "product", record: ProductInquiry, replyText: string, to: string): EnqueuedEmail;
export function notifyReply(tx: AppDatabase, kind: "portfolio", record: PortfolioInquiry, replyText: string, to: string): EnqueuedEmail;
export function notifyReply(
  tx: AppDatabase,
  kind: ReplyKind,
  record: ContactMessage | ProductInquiry | PortfolioInquiry,
  replyText: string,
  to: string,
): EnqueuedEmail {
  return toPerson(tx, to, replyEmail(site(), kind, record, replyText, replyLanguage(tx, record)), `${REPLY_REFERENCES[kind]}:${record.id}:reply`);
}

/** A new or renewed newsletter subscription: a welcome with the unsubscribe link, in the page's language. */
export function notifyNewsletterWelcome(tx: AppDatabase, subscriber: NewsletterSubscriber, lang: Lang = "en") {
  return toPerson(tx, subscriber.email, newsletterWelcomeEmail(site(), subscriber, lang), `newsletter_subscriber:${subscriber.id}`);
}

/**
 * The link that confirms a newsletter sign-up (double opt-in, docs/decisions/023), to the address
 * given, in the page's language. The token is only in the email; the database keeps its hash.
 */
export function notifyNewsletterConfirmation(tx: AppDatabase, email: string, token: string, validDays: number, lang: Lang = "en") {
  return toPerson(tx, email, newsletterConfirmationEmail(site(), email, token, validDays, lang), "newsletter_confirmation");
}

/** A sign-up for an address already on the list: a note saying so, with its unsubscribe link (nothing changes). */
export function notifyNewsletterAlreadySubscribed(tx: AppDatabase, subscriber: NewsletterSubscriber, lang: Lang = "en") {
  return toPerson(tx, subscriber.email, newsletterAlreadySubscribedEmail(site(), subscriber, lang), `newsletter_subscriber:${subscriber.id}:already`);
}

// --- Issue 28: the account's own address hears of every change to its address and password ---

/**
 * A change of address was asked for: the old (current) address is told, with the "this wasn't
 * me" link that cancels it, in the page's language.
 */
export function notifyEmailChangeRequested(tx: AppDatabase, user: User, newEmail: string, voidToken: string, validHours: number, lang: Lang = "en") {
  return toPerson(
    tx,
    user.user_email,
    emailChangeRequestedEmail(site(), user, newEmail, voidToken, validHours, lang),
    `user:${user.id}:email_change_requested`,
  );
}

/** The change is done: the old address is told, in the account's language. */
export function notifyEmailChanged(tx: AppDatabase, user: User, oldEmail: string) {
  return toPerson(tx, oldEmail, emailChangeDoneEmail(site(), user, oldEmail, user.language), `user:${user.id}:email_changed`);
}

/**
 * Another account asked to use an address that is already this account's: its owner gets a notice
 * (no link), in the owner's language, and the one asking is answered as for any address.
 */
export function notifyEmailTaken(tx: AppDatabase, owner: User) {
  return toPerson(tx, owner.user_email, emailTakenEmail(site(), owner, owner.language), `user:${owner.id}:email_taken`);
}

/** A password change or reset: the account's address is told, in the page's language or the account's. */
export function notifyPasswordChanged(tx: AppDatabase, user: User, lang: Lang = user.language) {
  return toPerson(tx, user.user_email, passwordChangedEmail(site(), user, lang), `user:${user.id}:password_changed`);
}

/**
 * The link that proves an account's address, to that address, in `lang` (the sign-up page's, or
 * the account's own when the team sends it again): docs/decisions/021.
 */
export function notifyEmailConfirmation(tx: AppDatabase, user: User, token: string, validDays: number, lang: Lang = user.language) {
  return toPerson(tx, user.user_email, emailConfirmEmail(site(), user, token, validDays, lang), `user:${user.id}:email_confirm`);
}

// --- Issue 31: quote requests, quotations and orders (docs/decisions/043) ---

type Quote = typeof schema.quotes.$inferSelect;
type QuoteRequestLine = typeof schema.quoteRequestLines.$inferSelect;
type QuotationRevision = typeof schema.quotationRevisions.$inferSelect;
type Order = typeof schema.orders.$inferSelect;

/**
 * Where and in which language the buyer hears of their quote: the account's current address and
 * language (decision 017: what comes later is in the account's language); the address copied at
 * the request, in English, when the account is gone.
 */
function buyerOf(tx: AppDatabase, quote: Quote): { to: string; lang: Lang } {
  if (quote.user_id !== null) {
    const account = tx
      .select({ email: schema.users.user_email, language: schema.users.language })
      .from(schema.users)
      .where(eq(schema.users.id, quote.user_id))
      .get();
    if (account) return { to: account.email, lang: account.language };
  }
  return { to: quote.buyer_email, lang: "en" };
}

/** A new quote request (QR-...): a notification to the team, Reply-To the buyer. */
export function notifyQuoteRequested(tx: AppDatabase, quote: Quote, lines: readonly QuoteRequestLine[]) {
  return toWorkshop(tx, quoteRequestNotification(site(), quote, lines), quote.buyer_email, `quote:${quote.id}`);
}

/** A quotation (or a new revision of it) sent: to the buyer, in their language, its PDF attached when the worker sends. */
export function notifyQuotationSent(tx: AppDatabase, quote: Quote, revision: QuotationRevision) {
  const buyer = buyerOf(tx, quote);
  return enqueueEmail(tx, {
    to: buyer.to,
    reference: `quote:${quote.id}:revision:${revision.revision}`,
    attachment: { kind: "quotation", quoteId: quote.id, revisionId: revision.id },
    ...quotationSentEmail(site(), quote, revision, buyer.lang),
  });
}

/** The buyer accepted or declined: a confirmation to the buyer and a notification to the team. */
export function notifyQuotationAnswered(tx: AppDatabase, quote: Quote) {
  const buyer = buyerOf(tx, quote);
  const reference = `quote:${quote.id}:${quote.status}`;
  return {
    buyer: toPerson(tx, buyer.to, quotationAnsweredEmail(site(), quote, buyer.lang), reference),
    workshop: toWorkshop(tx, quotationAnsweredNotification(site(), quote), quote.buyer_email, reference),
  };
}

/** Each step of an order (confirmed, in production, dispatched with carrier and tracking number, delivered): to the buyer. */
export function notifyOrderStep(tx: AppDatabase, quote: Quote, order: Order, note = "") {
  const buyer = buyerOf(tx, quote);
  return toPerson(tx, buyer.to, orderStepEmail(site(), quote, order, order.status, note, buyer.lang), `order:${order.id}:${order.status}`);
}
