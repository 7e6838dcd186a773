/**
 * Issue 33: each domain command that makes an event queues its webhook deliveries in its own
 * transaction (app/.server/webhooks/events.ts), with the fields picked for the event and nothing
 * secret; a command that fails leaves none.
 */
import { beforeEach, describe, expect, it } from "vitest";

import { deleteOwnAccount } from "~/.server/accounts/personal-data";
import { registerBusinessAccount } from "~/.server/accounts/users";
import { deleteProduct, updateProductFlag } from "~/.server/catalogue/product-admin";
import { db, schema } from "~/.server/db";
import { createPortfolioInquiry, createProductInquiry } from "~/.server/inquiries/inquiries";
import { createContactMessage } from "~/.server/messages/contact";
import { addToBasket } from "~/.server/quotes/basket";
import { sendQuoteRequest } from "~/.server/quotes/requests";
import { createWebhookEndpoint } from "~/.server/webhooks/endpoints";
import { signupFields } from "~/lib/schemas/auth";
import { contactSchema } from "~/lib/schemas/contact";
import { portfolioInquirySchema, productInquirySchema } from "~/lib/schemas/inquiries";
import { quoteRequestSchema } from "~/lib/schemas/quotes";
import { WEBHOOK_EVENTS } from "~/lib/webhook-events";

import { createAdmin, createPortfolioItem, createProduct, createUser, setSiteSettings, unique } from "../support/email-fixtures";

function deliveries() {
  return db()
    .select()
    .from(schema.webhookDeliveries)
    .all()
    .map((row) => ({ event: row.event, endpoint_id: row.endpoint_id, body: JSON.parse(row.payload) }));
}

let everything: number;

beforeEach(() => {
  setSiteSettings({ email_notifications: true });
  db().delete(schema.webhookEndpoints).run();
  const endpoint = createWebhookEndpoint({ url: "https://hooks.example.com/sadeli", events: [...WEBHOOK_EVENTS] }, null);
  if (!endpoint.ok) throw new Error("endpoint refused");
  everything = endpoint.record.id;
});

const signup = (email: string) =>
  signupFields.parse({
    user_name: "Farhan Ali",
    business_name: "Ali Interiors",
    user_email: email,
    contact_number: "9876543210",
    address: "Athwa Lines",
    city: "Surat",
    password: "secret-42-long-enough",
  });

describe("events queued by the commands that cause them", () => {
  it("a contact message: message.received", () => {
    const message = createContactMessage(
      contactSchema.parse({ name: "Asha", email: `${unique("a")}@example.in`, subject: "Hi", message: "A message of some length." }),
    );
    expect(deliveries()).toEqual([
      {
        event: "message.received",
        endpoint_id: everything,
        body: expect.objectContaining({ type: "message.received", data: { message: expect.objectContaining({ id: message.id, subject: "Hi" }) } }),
      },
    ]);
  });

  it("a product inquiry and a portfolio inquiry: inquiry.created, each with its kind", () => {
    const product = createProduct({ is_available: true });
    const buyer = createUser();
    expect(createProductInquiry(buyer, productInquirySchema.parse({ product_item: product.id, message: "Price for two?" })).ok).toBe(true);
    const project = createPortfolioItem();
    expect(createPortfolioInquiry(buyer, portfolioInquirySchema.parse({ portfolio_item: project.id, message: "Something like this for our lobby?" })).ok).toBe(
      true,
    );
    const [first, second] = deliveries();
    expect(first).toMatchObject({
      event: "inquiry.created",
      body: { data: { kind: "product", inquiry: { product_item: product.id, message: "Price for two?" } } },
    });
    expect(second).toMatchObject({ event: "inquiry.created", body: { data: { kind: "portfolio", inquiry: { portfolio_item: project.id } } } });
  });

  it("a quote request: quote.requested with its lines", () => {
    const buyer = createUser();
    const box = createProduct({ title: "Sadeli Jewellery Box", is_available: true });
    expect(addToBasket(buyer.id, { product_id: box.id, quantity: 12 }).ok).toBe(true);
    const sent = sendQuoteRequest(
      buyer,
      [],
      quoteRequestSchema.parse({ delivery_city: "Mumbai", delivery_state: "27", gstin: "27AAPFU0939F1ZV", needed_by: "", message: "For the lobby" }),
    );
    expect(sent.ok).toBe(true);
    expect(deliveries()).toMatchObject([
      {
        event: "quote.requested",
        body: { data: { quote: { message: "For the lobby" }, lines: [{ product_id: box.id, quantity: 12, product_title: "Sadeli Jewellery Box" }] } },
      },
    ]);
  });

  it("a sign-up: account.registered, without the password digest; a refused sign-up: none", async () => {
    const email = `${unique("owner")}@crafts.example`;
    expect((await registerBusinessAccount(signup(email))).ok).toBe(true);
    const [registered] = deliveries();
    expect(registered).toMatchObject({ event: "account.registered", body: { data: { account: { user_email: email, account_status: "pending" } } } });
    expect(JSON.stringify(registered)).not.toMatch(/password|scrypt/);

    // The same address again: refused, and nothing queued.
    expect((await registerBusinessAccount(signup(email))).ok).toBe(false);
    expect(deliveries()).toHaveLength(1);
  });

  it("a product changed or deleted: product.changed with its id only", async () => {
    const admin = createAdmin();
    const product = createProduct({ is_available: true });
    expect(updateProductFlag(admin, product.id, "is_featured", true).ok).toBe(true);
    expect(await deleteProduct(admin, product.id)).toEqual({ ok: true });
    expect(deliveries().map(({ event, body }) => [event, body.data])).toEqual([
      ["product.changed", { product: { id: product.id }, change: "updated" }],
      ["product.changed", { product: { id: product.id }, change: "deleted" }],
    ]);
    // A product that is not there: no change, no event.
    expect(updateProductFlag(admin, 987_654, "is_available", false).ok).toBe(false);
    expect(deliveries()).toHaveLength(2);
  });

  it("an endpoint subscribed to other events, or switched off, gets nothing", () => {
    db().delete(schema.webhookEndpoints).run();
    createWebhookEndpoint({ url: "https://hooks.example.com/products", events: ["product.changed"] }, null);
    createWebhookEndpoint({ url: "https://hooks.example.com/off", events: ["message.received"], is_active: "false" }, null);
    createContactMessage(contactSchema.parse({ name: "Asha", email: `${unique("a")}@example.in`, subject: "Hi", message: "A message of some length." }));
    expect(deliveries()).toHaveLength(0);
  });

  it("an account's erasure deletes the deliveries that tell of it, and keeps the others'", async () => {
    const password = "a-long-enough-password-42";
    const leaving = createUser({ password });
    const staying = createUser();
    const product = createProduct({ is_available: true });
    expect(createProductInquiry(leaving, productInquirySchema.parse({ product_item: product.id, message: "Twelve boxes, please." })).ok).toBe(true);
    expect(createProductInquiry(staying, productInquirySchema.parse({ product_item: product.id, message: "Two boxes, please." })).ok).toBe(true);
    expect(deliveries()).toHaveLength(2);
    expect((await deleteOwnAccount(leaving, password)).ok).toBe(true);
    expect(deliveries()).toMatchObject([{ body: { data: { inquiry: { user_id: staying.id, message: "Two boxes, please." } } } }]);
  });
});
