/**
 * Every status and kind the data takes, defined once: the database schema (drizzle/schema.ts)
 * builds its enum columns from these lists, the zod schemas and the panel's filters read them,
 * and the API description is generated from those schemas. Plain lists, so the browser bundle
 * can use them without loading the database schema.
 */
export const ACCOUNT_STATUSES = ["pending", "approved", "rejected", "disabled"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const BLOG_STATUSES = ["draft", "published", "archived"] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const MESSAGE_TYPES = ["inquiry", "support", "collaboration", "complaint", "other"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const CONTACT_STATUSES = ["new", "read", "replied", "closed"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Product and portfolio inquiries alike. */
export const INQUIRY_STATUSES = ["pending", "replied", "closed"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/**
 * What a product inquiry asks for (issue 29): the spec's inquiry about a piece that is available,
 * or, for an unavailable piece, "tell me when it is back" (`notify`) or "make one for me" (`make`).
 * The spec's inquiry stays refused for unavailable products; the other two are separate requests.
 */
export const PRODUCT_REQUEST_KINDS = ["inquiry", "notify", "make"] as const;
export type ProductRequestKind = (typeof PRODUCT_REQUEST_KINDS)[number];

export const SUBSCRIBER_STATUSES = ["subscribed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * A quote request's life (issue 31, docs/decisions/039): the buyer asks (`requested`), the team
 * sends a priced quotation (`quoted`), the buyer accepts or declines it, the team confirms the
 * accepted one as an order (`ordered`). `expired` is never stored: a quotation still `quoted` past
 * its validity date reads as expired (quoteStatusOn in app/.server/quotes).
 */
export const QUOTE_STATUSES = ["requested", "quoted", "accepted", "declined", "expired", "ordered"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const STORED_QUOTE_STATUSES = ["requested", "quoted", "accepted", "declined", "ordered"] as const;
export type StoredQuoteStatus = (typeof STORED_QUOTE_STATUSES)[number];

/** A priced revision of a quotation is a draft until the team sends it. */
export const QUOTATION_REVISION_STATES = ["draft", "sent"] as const;
export type QuotationRevisionState = (typeof QUOTATION_REVISION_STATES)[number];

/** What a quotation's line is: a piece, or the packing and freight charged with them. */
export const QUOTATION_LINE_KINDS = ["goods", "packing", "freight"] as const;
export type QuotationLineKind = (typeof QUOTATION_LINE_KINDS)[number];

/** An order's progress, in order (each step emails the buyer). */
export const ORDER_STATUSES = ["confirmed", "in_production", "dispatched", "delivered"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * What a single-use link sent by email is for (docs/decisions/015-reset-links-and-email-changes.md):
 * a password reset, the confirmation of a new address, the confirmation of the address given at
 * sign-up, and the "this wasn't me" link sent to the old address that voids a pending change.
 */
export const ACCOUNT_TOKEN_PURPOSES = ["password_reset", "email_change", "email_confirm", "email_change_void"] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** Whether a text is one of a list's values (a query parameter, a form field). */
export function isOneOf<const Values extends readonly string[]>(values: Values, value: unknown): value is Values[number] {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}

/** "Choose pending, replied or closed.": the refusal of a value outside a list, in words. */
export function chooseOneOf(values: readonly string[]): string {
  return values.length < 2 ? `Choose ${values.join("")}.` : `Choose ${values.slice(0, -1).join(", ")} or ${values.at(-1)}.`;
}
