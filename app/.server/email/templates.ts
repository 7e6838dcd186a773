/**
 * Every email of the site, as plain text and as simple HTML with the same content. Each is built
 * from a few blocks (paragraphs, a table of fields, a quoted text, a link), so every value passes
 * through one escaping function on its way into HTML. Every email ends with the workshop's name
 * and contact block from site settings.
 */
import type { SiteSettings } from "~/.server/settings/site-settings";
import { type EmailCopy, emailCopy } from "~/lib/copy/emails";
import { emailCopyGu } from "~/lib/copy/emails-gu";
import { emailCopyHi } from "~/lib/copy/emails-hi";
import { formatDollars, formatRupees } from "~/lib/format";
import { formatPaise } from "~/lib/gst/money";
import { stateName } from "~/lib/gst/states";
import { fill, type Lang, localePath } from "~/lib/i18n/locales";
import { referenceNumber } from "~/lib/references";

import { config } from "../config";
import type { schema } from "../db";
import { startsWithGreeting } from "./greeting";

export type RenderedEmail = { subject: string; text: string; html: string };

type ContactMessage = typeof schema.contactMessages.$inferSelect;
type ProductInquiry = typeof schema.productInquiries.$inferSelect;
type PortfolioInquiry = typeof schema.portfolioInquiries.$inferSelect;
type NewsletterSubscriber = typeof schema.newsletterSubscribers.$inferSelect;
type User = typeof schema.users.$inferSelect;
type Quote = typeof schema.quotes.$inferSelect;
type QuoteRequestLine = typeof schema.quoteRequestLines.$inferSelect;
type QuotationRevision = typeof schema.quotationRevisions.$inferSelect;
type Order = typeof schema.orders.$inferSelect;
type OrderStatus = Order["status"];

export type InquiryKind = "product" | "portfolio";
export type ReplyKind = "contact" | InquiryKind;

/** The sender's side of every email: name, contact block and the site's public address. */
export type EmailSite = { name: string; email: string; phone: string; address: string; url: string };

const FALLBACK_SITE_NAME = "Surat Sadeli Art Studio";

/** The promise of the spec (sections 8 and 9), word for word. */
export const RESPONSE_PROMISE = emailCopy.responsePromise;

/**
 * The words of the emails a person receives, in the language of the page they used (or their
 * account's, docs/decisions/017). Emails to the team are English and written below as they are.
 */
const EMAIL_COPY: Record<Lang, EmailCopy> = { en: emailCopy, gu: emailCopyGu, hi: emailCopyHi };
export const emailWords = (lang: Lang): EmailCopy => EMAIL_COPY[lang];

/** A page of the site in the person's language, as a full address: /hi/account/inquiries. */
const pageUrl = (site: EmailSite, lang: Lang, path: string) => `${site.url}${localePath(lang, path)}`;

const MESSAGE_TYPE_LABELS: Record<string, string> = {
  inquiry: "General Inquiry",
  support: "Support Request",
  collaboration: "Collaboration",
  complaint: "Complaint",
  other: "Other",
};

export function emailSite(settings: SiteSettings | undefined, publicUrl: string = config().publicUrl): EmailSite {
  return {
    name: settings?.site_name || FALLBACK_SITE_NAME,
    email: settings?.contact_email || settings?.support_email || "",
    phone: settings?.contact_phone ?? "",
    address: settings?.address ?? "",
    url: publicUrl.replace(/\/+$/, ""),
  };
}

/** The reference numbers' one format (app/lib/references.ts), read by the emails and the panel's screens. */
export { referenceNumber };

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** "12 Mar 2025, 2:05 pm IST": the workshop reads times in Surat. */
function formatDateTime(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : `${dateFormat.format(date)} IST`;
}

type FieldValue = string | number | null | undefined;
/** A row of a field table; values are one line unless the row is marked multiline (a message). */
type FieldRow = [label: string, value: FieldValue] | [label: string, value: FieldValue, options: { multiline: true }];

type Block =
  | { kind: "paragraph"; text: string }
  | { kind: "fields"; rows: FieldRow[] }
  | { kind: "quote"; label: string; text: string }
  | { kind: "link"; label: string; url: string };

const paragraph = (text: string): Block => ({ kind: "paragraph", text });
const fields = (rows: FieldRow[]): Block => ({ kind: "fields", rows });
const MULTILINE = { multiline: true } as const;

/**
 * A name, title, address or subject as one line: whatever line breaks or control characters a
 * person typed, they cannot make a line of the email look like a header or a field of ours.
 */

const line = (value: string | null | undefined) =>
  (value ?? "")
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const quote = (label: string, text: string): Block => ({ kind: "quote", label, text });
const link = (label: string, url: string): Block => ({ kind: "link", label, url });

const shown = (value: FieldValue) => (value === null || value === undefined || value === "" ? "-" : String(value));
const cell = (row: FieldRow) => (row[2]?.multiline ? shown(row[1]) : line(shown(row[1])));
const multiline = (value: string) => escapeHtml(value).replace(/\r\n|\r|\n/g, "<br>");

function contactLines(site: EmailSite, lang: Lang): string[] {
  const words = emailWords(lang);
  return [
    site.name,
    site.address,
    site.phone && fill(words.phoneLine, { phone: site.phone }),
    site.email && fill(words.emailLine, { email: site.email }),
    lang === "en" ? site.url : pageUrl(site, lang, "/"),
  ].filter((line): line is string => Boolean(line));
}

function renderText(site: EmailSite, lang: Lang, greeting: string | null, blocks: Block[]): string {
  const parts: string[] = [];
  if (greeting) parts.push(greeting);
  for (const block of blocks) {
    if (block.kind === "paragraph") parts.push(block.text);
    if (block.kind === "fields") parts.push(block.rows.map((row) => `${row[0]}: ${cell(row)}`).join("\n"));
    if (block.kind === "quote") {
      parts.push(
        `${block.label}:\n${block.text
          .split(/\r\n|\r|\n/)
          .map((line) => `  ${line}`)
          .join("\n")}`,
      );
    }
    if (block.kind === "link") parts.push(`${block.label}: ${block.url}`);
  }
  parts.push(`--\n${contactLines(site, lang).join("\n")}`);
  return `${parts.join("\n\n")}\n`;
}

const FONT = "font-family:Georgia,'Times New Roman',serif;color:#3b1f14;";

function renderHtml(site: EmailSite, lang: Lang, heading: string, greeting: string | null, blocks: Block[]): string {
  const body: string[] = [];
  if (greeting) body.push(`<p>${escapeHtml(greeting)}</p>`);
  for (const block of blocks) {
    if (block.kind === "paragraph") body.push(`<p>${multiline(block.text)}</p>`);
    if (block.kind === "fields") {
      const rows = block.rows
        .map(
          (row) =>
            `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;border-bottom:1px solid #eadfce;white-space:nowrap">${escapeHtml(row[0])}</th>` +
            `<td style="padding:6px 0;border-bottom:1px solid #eadfce">${multiline(cell(row))}</td></tr>`,
        )
        .join("");
      body.push(`<table role="presentation" cellspacing="0" cellpadding="0" style="border-collapse:collapse;margin:12px 0">${rows}</table>`);
    }
    if (block.kind === "quote") {
      body.push(
        `<p style="margin-bottom:4px"><strong>${escapeHtml(block.label)}</strong></p>` +
          `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #b8860b;background:#faf6ef">${multiline(block.text)}</blockquote>`,
      );
    }
    if (block.kind === "link") {
      body.push(`<p><a href="${escapeHtml(block.url)}" style="color:#7a2e1a">${escapeHtml(block.label)}</a></p>`);
    }
  }
  const contact = contactLines(site, lang).map(escapeHtml).join("<br>");
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#fdfaf4;${FONT}">` +
    `<div style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #eadfce;padding:24px">` +
    `<p style="margin:0 0 4px;font-size:13px;letter-spacing:1px;text-transform:uppercase;color:#8a6d1e">${escapeHtml(site.name)}</p>` +
    `<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>` +
    body.join("\n") +
    `<hr style="border:0;border-top:1px solid #eadfce;margin:24px 0 12px">` +
    `<p style="font-size:13px;color:#6b4a3a">${contact}</p>` +
    `</div></body></html>`
  );
}

/** A letter to one person in their language: its words' subject (naming the site) and heading, a greeting by name, then its blocks. */
function letter(
  site: EmailSite,
  lang: Lang,
  said: { subject: string; heading: string },
  name: string | null,
  blocks: Block[],
  greeting = greet(emailWords(lang), name),
): RenderedEmail {
  return compose(site, fill(said.subject, { site: site.name }), { heading: said.heading, greeting, blocks }, lang);
}

function compose(site: EmailSite, subject: string, content: { heading?: string; greeting?: string | null; blocks: Block[] }, lang: Lang = "en"): RenderedEmail {
  const heading = content.heading ?? subject;
  const greeting = content.greeting ?? null;
  return { subject, text: renderText(site, lang, greeting, content.blocks), html: renderHtml(site, lang, heading, greeting, content.blocks) };
}

const greet = (words: EmailCopy, name: string | null | undefined) => fill(words.greeting, { name: line(name) || words.friend });

// --- To the workshop -------------------------------------------------------------------------

export function contactMessageNotification(site: EmailSite, message: ContactMessage): RenderedEmail {
  return compose(site, `New contact message: ${message.subject}`, {
    heading: "New contact message",
    blocks: [
      paragraph(`${line(message.name)} wrote through the contact form. Reply to this email to answer them directly.`),
      fields([
        ["Reference", referenceNumber("contact", message.id)],
        ["Name", message.name],
        ["Email", message.email],
        ["Phone", message.phone],
        ["Message type", MESSAGE_TYPE_LABELS[message.message_type] ?? message.message_type],
        ["Subject", message.subject],
        ["Received", formatDateTime(message.created_at)],
      ]),
      quote("Message", message.message),
      link("Open the messages in the admin panel", `${site.url}/panel/notifications`),
    ],
  });
}

/** What a product inquiry asks for, as the team's emails name it (issue 29). */
const PRODUCT_REQUEST_NAMES = {
  inquiry: { name: "product inquiry", asked: "asked about" },
  notify: { name: "'Notify me' request", asked: "asked to be emailed when this piece is available again:" },
  make: { name: "'Make one' request", asked: "asked you to make a piece like" },
} as const;

type InquiryFacts = { id: number; inquirer_name: string; inquirer_email: string; message: string; created_at: string };

/**
 * A new inquiry of either kind, for the team: what it is about, who asked, their details, when,
 * their words, and the link to its screen in the panel.
 */
function inquiryNotification(
  site: EmailSite,
  kind: InquiryKind,
  inquiry: InquiryFacts,
  said: { name: string; asked: string; title: string; about: FieldRow[]; details: FieldRow[] },
): RenderedEmail {
  const reference = referenceNumber(kind, inquiry.id);
  return compose(site, `New ${said.name} ${reference}: ${said.title}`, {
    heading: `New ${said.name}`,
    blocks: [
      paragraph(`${line(inquiry.inquirer_name)} ${said.asked} ${line(said.title)}. Reply to this email to answer them directly.`),
      fields([
        ["Reference", reference],
        ...said.about,
        ["Name", inquiry.inquirer_name],
        ["Email", inquiry.inquirer_email],
        ...said.details,
        ["Received", formatDateTime(inquiry.created_at)],
        ["Message", inquiry.message, MULTILINE],
      ]),
      link("Open this inquiry in the admin panel", `${site.url}/panel/${kind}-inquiries/${inquiry.id}`),
    ],
  });
}

export function productInquiryNotification(site: EmailSite, inquiry: ProductInquiry): RenderedEmail {
  const kind = PRODUCT_REQUEST_NAMES[inquiry.request_kind];
  return inquiryNotification(site, "product", inquiry, {
    name: kind.name,
    asked: kind.asked,
    title: inquiry.product_title,
    about: [
      ["Product", inquiry.product_title],
      ["Category", inquiry.product_category],
      ["Price", inquiry.product_price === null ? null : formatRupees(inquiry.product_price)],
    ],
    details: [
      ["Quantity", inquiry.quantity],
      ["Budget", inquiry.budget === null ? null : formatRupees(inquiry.budget)],
      ["Delivery timeline", inquiry.delivery_timeline],
    ],
  });
}

export function portfolioInquiryNotification(site: EmailSite, inquiry: PortfolioInquiry): RenderedEmail {
  return inquiryNotification(site, "portfolio", inquiry, {
    name: "portfolio inquiry",
    asked: "asked about the project",
    title: inquiry.portfolio_title,
    about: [["Project", inquiry.portfolio_title]],
    details: [
      ["Budget", inquiry.budget === null ? null : formatDollars(inquiry.budget)],
      ["Timeline", inquiry.timeline],
    ],
  });
}

export function registrationNotification(site: EmailSite, user: User): RenderedEmail {
  return compose(site, `New business registration awaiting approval: ${user.business_name || user.user_name}`, {
    heading: "New business registration",
    blocks: [
      paragraph("A business account was registered and waits for your approval. It cannot log in until you approve it."),
      fields([
        ["Name", user.user_name],
        ["Business", user.business_name],
        ["Email", user.user_email],
        ["Contact number", user.contact_number],
        ["Address", user.address],
        ["City", user.city],
        ["Registered", formatDateTime(user.created_datetime)],
      ]),
      link("Review registrations in the admin panel", `${site.url}/panel/users`),
    ],
  });
}

// --- To the person, in their language -------------------------------------------------------

export function inquiryAcknowledgement(site: EmailSite, kind: InquiryKind, inquiry: ProductInquiry | PortfolioInquiry, lang: Lang = "en"): RenderedEmail {
  const words = emailWords(lang);
  const said = words.inquiryReceived;
  const reference = referenceNumber(kind, inquiry.id);
  const title = "product_title" in inquiry ? inquiry.product_title : inquiry.portfolio_title;
  return compose(
    site,
    fill(said.subject, { reference }),
    {
      heading: said.heading,
      greeting: greet(words, inquiry.inquirer_name),
      blocks: [
        paragraph(fill(said.body, { title: line(title), promise: words.responsePromise })),
        fields([
          [said.reference, reference],
          [kind === "product" ? said.product : said.project, title],
          ...(kind === "product" && "quantity" in inquiry ? ([[said.quantity, inquiry.quantity]] as Array<[string, number | null]>) : []),
        ]),
        quote(said.yourMessage, inquiry.message),
        paragraph(fill(said.quoteReference, { reference })),
      ],
    },
    lang,
  );
}

/** Issue 29: the piece a "Notify me" waited for is available again, in the account's language. */
export function backInStockEmail(site: EmailSite, request: ProductInquiry, user: User, title: string, lang: Lang = "en"): RenderedEmail {
  const words = emailWords(lang);
  const said = words.backInStock;
  const reference = referenceNumber("product", request.id);
  return compose(
    site,
    fill(said.subject, { title: line(title) }),
    {
      heading: said.heading,
      greeting: greet(words, user.user_name),
      blocks: [
        paragraph(fill(said.body, { title: line(title) })),
        link(said.link, pageUrl(site, lang, `/products/${request.product_item ?? ""}`)),
        paragraph(fill(said.once, { reference })),
      ],
    },
    lang,
  );
}

type Repliable = ContactMessage | ProductInquiry | PortfolioInquiry;

function replyContext(words: EmailCopy, kind: ReplyKind, record: Repliable) {
  if (kind === "contact") {
    const message = record as ContactMessage;
    return { name: message.name, subject: fill(words.reply.contactSubject, { subject: message.subject }), original: message.message, about: null };
  }
  const inquiry = record as ProductInquiry | PortfolioInquiry;
  const title = "product_title" in inquiry ? inquiry.product_title : inquiry.portfolio_title;
  return {
    name: inquiry.inquirer_name,
    subject: fill(words.reply.inquirySubject, { reference: referenceNumber(kind, inquiry.id), title }),
    original: inquiry.message,
    about: title,
  };
}

export function replyEmail(site: EmailSite, kind: ReplyKind, record: Repliable, replyText: string, lang: Lang = "en"): RenderedEmail {
  const words = emailWords(lang);
  const context = replyContext(words, kind, record);
  return compose(
    site,
    context.subject,
    {
      heading: context.about ? fill(words.reply.headingAbout, { title: line(context.about) }) : fill(words.reply.headingFrom, { site: site.name }),
      // The team's own "Dear Priya," is not preceded by ours (issue 32, defect 4).
      greeting: startsWithGreeting(replyText) ? null : greet(words, context.name),
      blocks: [
        paragraph(replyText),
        quote(fill(words.reply.yourMessage, { reference: referenceNumber(kind, record.id) }), context.original),
        paragraph(words.reply.continue),
        // An inquiry came from a signed-in account: its page lists every inquiry and reply.
        ...(kind === "contact" ? [] : [link(words.reply.inquiriesLink, pageUrl(site, lang, "/account/inquiries"))]),
      ],
    },
    lang,
  );
}

/**
 * An account's decision (approved or rejected) is written in the account's language
 * (users.language): the decision's words, a sentence naming the business when there is one, and
 * the link that follows (an approved account logs in; a rejected one may write to the workshop).
 */
function accountDecisionEmail(site: EmailSite, user: User, decision: "accountApproved" | "accountRejected", reason = ""): RenderedEmail {
  const lang = user.language;
  const words = emailWords(lang);
  const said = words[decision];
  const business = line(user.business_name);
  const next =
    decision === "accountApproved" ? { label: words.accountApproved.login, path: "/login" } : { label: words.accountRejected.contact, path: "/contact" };
  return letter(site, lang, said, user.user_name, [
    paragraph(fill(business ? said.bodyForBusiness : said.body, { business, email: line(user.user_email) })),
    // The team's reason, as they typed it (escaped like every text of the email).
    ...(decision === "accountRejected" && reason.trim() ? [quote(words.accountRejected.reason, reason.trim())] : []),
    link(next.label, pageUrl(site, lang, next.path)),
  ]);
}

export const accountApprovedEmail = (site: EmailSite, user: User) => accountDecisionEmail(site, user, "accountApproved");
export const accountRejectedEmail = (site: EmailSite, user: User, reason = "") => accountDecisionEmail(site, user, "accountRejected", reason);

/** The link of a password reset: the token in the query (never in a logged path). */
export const passwordResetUrl = (site: EmailSite, token: string, lang: Lang = "en") =>
  pageUrl(site, lang, `/reset-password?token=${encodeURIComponent(token)}`);

export function passwordResetEmail(site: EmailSite, user: User, token: string, validMinutes: number, lang: Lang = "en"): RenderedEmail {
  const words = emailWords(lang);
  const said = words.passwordReset;
  return letter(site, lang, said, user.user_name, [
    paragraph(fill(said.body, { email: line(user.user_email), minutes: validMinutes })),
    link(said.link, passwordResetUrl(site, token, lang)),
    paragraph(said.ignore),
  ]);
}

/** The link that confirms a new email address, sent to that address. */
export const emailChangeUrl = (site: EmailSite, token: string, lang: Lang = "en") =>
  pageUrl(site, lang, `/account/confirm-email?token=${encodeURIComponent(token)}`);

export function emailChangeEmail(site: EmailSite, user: User, newEmail: string, token: string, validHours: number, lang: Lang = "en"): RenderedEmail {
  const words = emailWords(lang);
  const said = words.emailChange;
  return letter(site, lang, said, user.user_name, [
    paragraph(fill(said.body, { email: line(user.user_email), newEmail: line(newEmail), hours: validHours })),
    link(said.link, emailChangeUrl(site, token, lang)),
    paragraph(said.ignore),
  ]);
}

export function newsletterUnsubscribeUrl(site: EmailSite, token: string, lang: Lang = "en"): string {
  return pageUrl(site, lang, `/newsletter/unsubscribe/${encodeURIComponent(token)}`);
}

/** A note to a subscriber about their subscription, ending with its unsubscribe link. */
function subscriberNote(
  site: EmailSite,
  said: Pick<EmailCopy["newsletterWelcome"], "subject" | "heading" | "greeting" | "body" | "unsubscribeIntro" | "unsubscribe">,
  subscriber: NewsletterSubscriber,
  lang: Lang,
): RenderedEmail {
  return letter(
    site,
    lang,
    said,
    null,
    [
      paragraph(fill(said.body, { email: line(subscriber.email) })),
      paragraph(said.unsubscribeIntro),
      link(said.unsubscribe, newsletterUnsubscribeUrl(site, subscriber.unsubscribe_token, lang)),
    ],
    said.greeting,
  );
}

export const newsletterWelcomeEmail = (site: EmailSite, subscriber: NewsletterSubscriber, lang: Lang = "en"): RenderedEmail =>
  subscriberNote(site, emailWords(lang).newsletterWelcome, subscriber, lang);

/** The link that confirms a newsletter sign-up: the token in the query, moved out of the address bar on arrival. */
export const newsletterConfirmationUrl = (site: EmailSite, token: string, lang: Lang = "en") =>
  pageUrl(site, lang, `/newsletter/confirm?token=${encodeURIComponent(token)}`);

export function newsletterConfirmationEmail(site: EmailSite, email: string, token: string, validDays: number, lang: Lang = "en"): RenderedEmail {
  const said = emailWords(lang).newsletterConfirm;
  return letter(
    site,
    lang,
    said,
    null,
    [
      paragraph(fill(said.body, { email: line(email), days: validDays })),
      link(said.link, newsletterConfirmationUrl(site, token, lang)),
      paragraph(said.ignore),
    ],
    said.greeting,
  );
}

/** A sign-up for an address already on the list: nothing changes, and the note says how to leave. */
export const newsletterAlreadySubscribedEmail = (site: EmailSite, subscriber: NewsletterSubscriber, lang: Lang = "en"): RenderedEmail =>
  subscriberNote(site, emailWords(lang).newsletterAlready, subscriber, lang);

// --- To the team -----------------------------------------------------------------------------

export function testEmail(site: EmailSite): RenderedEmail {
  return compose(site, `Test email from ${site.name}`, {
    heading: "Your email settings work",
    blocks: [
      paragraph(
        `This test was sent from the settings of the ${site.name} website at ${formatDateTime(new Date().toISOString())}. Emails to the workshop and to visitors will be delivered the same way.`,
      ),
    ],
  });
}

// --- Issue 28: what the account's own address hears about its address and password ----------

/** The "this wasn't me" link of a pending email change, sent to the old address. */
export const emailChangeVoidUrl = (site: EmailSite, token: string, lang: Lang = "en") =>
  pageUrl(site, lang, `/account/void-email-change?token=${encodeURIComponent(token)}`);

/** To the old address when a change is asked for: what was asked, and the link that cancels it. */
export function emailChangeRequestedEmail(
  site: EmailSite,
  user: User,
  newEmail: string,
  voidToken: string,
  validHours: number,
  lang: Lang = "en",
): RenderedEmail {
  const words = emailWords(lang);
  const said = words.emailChangeRequested;
  return letter(site, lang, said, user.user_name, [
    paragraph(fill(said.body, { email: line(user.user_email), newEmail: line(newEmail), hours: validHours })),
    paragraph(said.notMe),
    link(said.link, emailChangeVoidUrl(site, voidToken, lang)),
  ]);
}

/** To the old address once the change is done. */
export function emailChangeDoneEmail(site: EmailSite, user: User, oldEmail: string, lang: Lang = "en"): RenderedEmail {
  const words = emailWords(lang);
  const said = words.emailChangeDone;
  return letter(site, lang, said, user.user_name, [
    paragraph(fill(said.body, { email: line(oldEmail), newEmail: line(user.user_email) })),
    paragraph(said.notMe),
  ]);
}

/** To the owner of an address another account asked to use: no link, only the notice. */
export function emailTakenEmail(site: EmailSite, owner: User, lang: Lang = "en"): RenderedEmail {
  const words = emailWords(lang);
  const said = words.emailTaken;
  return letter(site, lang, said, owner.user_name, [
    paragraph(fill(said.body, { site: site.name, email: line(owner.user_email) })),
    paragraph(said.advice),
    link(said.link, pageUrl(site, lang, "/forgot-password")),
  ]);
}

/** To the account's address after a password change or a reset. */
export function passwordChangedEmail(site: EmailSite, user: User, lang: Lang = "en"): RenderedEmail {
  const words = emailWords(lang);
  const said = words.passwordChanged;
  return letter(site, lang, said, user.user_name, [
    paragraph(fill(said.body, { email: line(user.user_email) })),
    paragraph(said.notMe),
    link(said.link, pageUrl(site, lang, "/forgot-password")),
  ]);
}

// --- Proving an account's address (issue 28, docs/decisions/021) ------------------------------

/** The link that proves an account's address (sign-up, or asked for later): the token in the query. */
export const emailConfirmUrl = (site: EmailSite, token: string, lang: Lang = "en") => pageUrl(site, lang, `/confirm-email?token=${encodeURIComponent(token)}`);

export function emailConfirmEmail(site: EmailSite, user: User, token: string, validDays: number, lang: Lang = "en"): RenderedEmail {
  const words = emailWords(lang);
  const said = words.emailConfirm;
  const body = user.account_status === "approved" ? said.bodyApproved : said.body;
  return letter(site, lang, said, user.user_name, [
    paragraph(fill(body, { email: line(user.user_email), days: validDays })),
    link(said.link, emailConfirmUrl(site, token, lang)),
    paragraph(said.ignore),
  ]);
}

// --- Issue 31: quote requests, quotations and orders ----------------------------------------

/** The quote block, under a name the quote parameters below do not shadow. */
const quote_ = quote;

/** "QR-000042": the request's reference (the same as quotes/requests.ts quoteRequestReference). */
const quoteReference = (quote: Pick<Quote, "id">) => `QR-${String(quote.id).padStart(6, "0")}`;
/** The quotation's number once sent, else the request's reference. */
const quoteName = (quote: Pick<Quote, "id" | "quote_number">) => quote.quote_number ?? quoteReference(quote);

/** A YYYY-MM-DD day in the person's language: "30 November 2026". */
function formatDay(day: string, lang: Lang): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(`${lang}-IN`, { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/** A new quote request, for the team: who asks, for what, where it goes, and the link to price it. */
export function quoteRequestNotification(site: EmailSite, quote: Quote, lines: readonly QuoteRequestLine[]): RenderedEmail {
  const reference = quoteReference(quote);
  const who = line(quote.business_name) || line(quote.buyer_name);
  return compose(site, `New quote request ${reference} from ${who}`, {
    heading: "New quote request",
    blocks: [
      paragraph(
        `${line(quote.buyer_name)} asked for a quotation of ${lines.length} product${lines.length === 1 ? "" : "s"}. Reply to this email to write to them directly.`,
      ),
      fields([
        ["Reference", reference],
        ["Name", quote.buyer_name],
        ["Business", quote.business_name],
        ["Email", quote.buyer_email],
        ["Phone", quote.buyer_phone],
        ["GSTIN", quote.gstin],
        ["Delivery", `${line(quote.delivery_city)}, ${stateName(quote.delivery_state) ?? quote.delivery_state}`],
        ["Needed by", quote.needed_by],
        ["Received", formatDateTime(quote.created_at)],
      ]),
      fields(lines.map((item): FieldRow => [`${item.quantity} x`, item.note ? `${line(item.product_title)} (${line(item.note)})` : item.product_title])),
      ...(quote.message ? [quote_("Message", quote.message)] : []),
      link("Price this request in the admin panel", `${site.url}/panel/quotes/${quote.id}`),
    ],
  });
}

/** The quotation sent to the buyer (its PDF is attached by the outbox), in the buyer's language. */
export function quotationSentEmail(site: EmailSite, quote: Quote, revision: QuotationRevision, lang: Lang = "en"): RenderedEmail {
  const words = emailWords(lang);
  const said = words.quotationSent;
  const number = quoteName(quote);
  return compose(
    site,
    fill(said.subject, { number, revision: String(revision.revision), site: site.name }),
    {
      heading: said.heading,
      greeting: greet(words, quote.buyer_name),
      blocks: [
        paragraph(fill(said.body, { reference: quoteReference(quote), number })),
        ...(revision.revision > 1 ? [paragraph(said.revised)] : []),
        fields([
          [said.number, number],
          [said.revision, revision.revision],
          [said.total, formatPaise(revision.total_paise, lang)],
          [said.validUntil, formatDay(revision.valid_until, lang)],
        ]),
        link(said.link, pageUrl(site, lang, `/account/quotes/${quote.id}`)),
      ],
    },
    lang,
  );
}

/** The buyer's answer, confirmed to the buyer in their language. */
export function quotationAnsweredEmail(site: EmailSite, quote: Quote, lang: Lang = "en"): RenderedEmail {
  const words = emailWords(lang);
  const said = words.quotationAnswered;
  const number = quoteName(quote);
  const accepted = quote.status === "accepted";
  return compose(
    site,
    fill(accepted ? said.acceptedSubject : said.declinedSubject, { number }),
    {
      heading: accepted ? said.acceptedHeading : said.declinedHeading,
      greeting: greet(words, quote.buyer_name),
      blocks: [
        paragraph(fill(accepted ? said.acceptedBody : said.declinedBody, { number })),
        ...(accepted && quote.po_number ? [fields([[said.poNumber, quote.po_number]])] : []),
        ...(!accepted && quote.decline_reason ? [quote_(said.reason, quote.decline_reason)] : []),
        link(said.link, pageUrl(site, lang, `/account/quotes/${quote.id}`)),
      ],
    },
    lang,
  );
}

/** The buyer's answer, for the team. */
export function quotationAnsweredNotification(site: EmailSite, quote: Quote): RenderedEmail {
  const number = quoteName(quote);
  const accepted = quote.status === "accepted";
  const who = line(quote.business_name) || line(quote.buyer_name);
  return compose(site, `Quotation ${number} ${accepted ? "accepted" : "declined"} by ${who}`, {
    heading: accepted ? "Quotation accepted" : "Quotation declined",
    blocks: [
      paragraph(
        accepted
          ? `${line(quote.buyer_name)} accepted quotation ${number}. Check the advance and the purchase order, then confirm the order in the panel.`
          : `${line(quote.buyer_name)} declined quotation ${number}.`,
      ),
      fields([
        ["Quotation", number],
        ["Request", quoteReference(quote)],
        ["Name", quote.buyer_name],
        ["Business", quote.business_name],
        ["Email", quote.buyer_email],
        ...(accepted ? ([["Purchase order", quote.po_number]] as FieldRow[]) : ([["Reason", quote.decline_reason, MULTILINE]] as FieldRow[])),
      ]),
      link("Open this quotation in the admin panel", `${site.url}/panel/quotes/${quote.id}`),
    ],
  });
}

/** An order's step, to the buyer in their language; a dispatch names its carrier and tracking number. */
export function orderStepEmail(site: EmailSite, quote: Quote, order: Order, step: OrderStatus, note: string, lang: Lang = "en"): RenderedEmail {
  const words = emailWords(lang);
  const said = words.orderStep;
  const number = order.order_number;
  return compose(
    site,
    fill(said.subject, { number, step: said.steps[step] }),
    {
      heading: said.headings[step],
      greeting: greet(words, quote.buyer_name),
      blocks: [
        paragraph(fill(said.bodies[step], { number, quotation: quoteName(quote) })),
        fields([
          [said.order, number],
          [said.quotation, quoteName(quote)],
          ...(step === "dispatched"
            ? ([
                [said.carrier, order.carrier],
                [said.tracking, order.tracking_number],
              ] as FieldRow[])
            : []),
        ]),
        ...(note ? [quote_(said.note, note)] : []),
        link(said.link, pageUrl(site, lang, `/account/quotes/${quote.id}`)),
      ],
    },
    lang,
  );
}
