/**
 * Issue 33: what each event tells, picked field by field from the record that caused it (never a
 * whole row: a column added later, or an account's password digest, never leaves by accident).
 * Each function is called by the domain command that makes the change, inside its transaction.
 * A product change tells only the product's id and the kind of change: the receiver reads the
 * product through the API, which decides what it may see (drafts, prices).
 */
import type { AppDatabase, schema } from "../db";
import { enqueueWebhookEvent } from "./outbox";

type ProductInquiry = typeof schema.productInquiries.$inferSelect;
type PortfolioInquiry = typeof schema.portfolioInquiries.$inferSelect;
type ContactMessage = typeof schema.contactMessages.$inferSelect;
type Quote = typeof schema.quotes.$inferSelect;
type QuoteLine = typeof schema.quoteRequestLines.$inferSelect;
type User = typeof schema.users.$inferSelect;

export function announceProductInquiry(tx: AppDatabase, inquiry: ProductInquiry) {
  const { id, product_item, user_id, product_title, request_kind, inquirer_name, inquirer_email, message, quantity, budget, delivery_timeline, created_at } =
    inquiry;
  return enqueueWebhookEvent(tx, "inquiry.created", {
    kind: "product",
    inquiry: {
      id,
      product_item,
      user_id,
      product_title,
      request_kind,
      inquirer_name,
      inquirer_email,
      message,
      quantity,
      budget,
      delivery_timeline,
      created_at,
    },
  });
}

export function announcePortfolioInquiry(tx: AppDatabase, inquiry: PortfolioInquiry) {
  const { id, portfolio_item, user_id, portfolio_title, inquirer_name, inquirer_email, message, budget, timeline, created_at } = inquiry;
  return enqueueWebhookEvent(tx, "inquiry.created", {
    kind: "portfolio",
    inquiry: { id, portfolio_item, user_id, portfolio_title, inquirer_name, inquirer_email, message, budget, timeline, created_at },
  });
}

export function announceQuoteRequest(tx: AppDatabase, quote: Quote, lines: readonly QuoteLine[]) {
  const { id, user_id, buyer_name, business_name, buyer_email, buyer_phone, delivery_city, delivery_state, gstin, needed_by, message, created_at } = quote;
  return enqueueWebhookEvent(tx, "quote.requested", {
    quote: { id, user_id, buyer_name, business_name, buyer_email, buyer_phone, delivery_city, delivery_state, gstin, needed_by, message, created_at },
    lines: lines.map(({ position, product_id, product_title, quantity, note }) => ({ position, product_id, product_title, quantity, note })),
  });
}

export function announceContactMessage(tx: AppDatabase, message: ContactMessage) {
  const { id, name, email, phone, subject, message: text, message_type, language, user_id, created_at } = message;
  return enqueueWebhookEvent(tx, "message.received", {
    message: { id, name, email, phone, subject, message: text, message_type, language, user_id, created_at },
  });
}

export function announceRegistration(tx: AppDatabase, user: User) {
  const { id, user_name, business_name, user_email, contact_number, city, account_status, language, created_datetime } = user;
  return enqueueWebhookEvent(tx, "account.registered", {
    account: { id, user_name, business_name, user_email, contact_number, city, account_status, language, created_at: created_datetime },
  });
}

export function announceProductChange(tx: AppDatabase, id: number, change: "created" | "updated" | "deleted") {
  return enqueueWebhookEvent(tx, "product.changed", { product: { id }, change });
}
