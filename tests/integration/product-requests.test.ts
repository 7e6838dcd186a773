/**
 * Issue 29, against a real SQLite file: "Notify me" and "Ask to make one" on a product that is not
 * available. A request is a product inquiry of its own kind; a second "Notify me" while one waits
 * stores nothing; both are refused for an available product. When a change through the panel's
 * form or its Available switch makes the product available, each waiting "Notify me" of an
 * approved account is emailed once, at the account's current address, in its language, with the
 * product's title in that language, and marked notified; inquiries and "make" requests are not.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq, like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { updateProduct, updateProductFlag } from "~/.server/catalogue/product-admin";
import { db, schema } from "~/.server/db";
import { createProductInquiry, createProductRequest, isWaitingForProduct } from "~/.server/inquiries/inquiries";
import { listProductInquiries } from "~/.server/inquiries/inquiry-admin";
import { saveTranslations } from "~/.server/translations/translations";
import { productRequestCopy } from "~/lib/copy/product-requests";
import { productSchema } from "~/lib/schemas/admin/products";
import { productInquirySchema, productRequestSchema } from "~/lib/schemas/inquiries";

import { createAdmin, createCategory, createProduct, createProductInquiry as insertInquiry, createUser, unique } from "../support/factories";

const emailsAbout = (requestId: number) =>
  db()
    .select()
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.reference, `product_inquiry:${requestId}:back_in_stock`))
    .all();
const emailsTo = (address: string) => db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to_address, address)).all();
const row = (id: number) => db().select().from(schema.productInquiries).where(eq(schema.productInquiries.id, id)).get()!;

const notify = (productId: number) => productRequestSchema.parse({ request_kind: "notify", product_item: productId });
const make = (productId: number, message = "Two of these, please.") =>
  productRequestSchema.parse({ request_kind: "make", product_item: productId, message, quantity: "2", delivery_timeline: "before Diwali" });

let admin: ReturnType<typeof createAdmin>;
let product: ReturnType<typeof createProduct>;

beforeEach(() => {
  admin ??= createAdmin({ user_email: `${unique("admin")}@example.in` });
  product = createProduct({ title: "Peacock Jewellery Box", is_available: false });
});

/** The panel's product form, as its action parses it, with the product available. */
function formInput(categoryId: number, available: boolean) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    title: "Peacock Jewellery Box",
    description: "Rosewood and Sadeli.",
    category: String(categoryId),
    price: "4500",
  })) {
    form.set(key, value);
  }
  if (available) form.set("is_available", "on");
  const submission = parseWithZod(form, { schema: productSchema });
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value;
}

describe("a request about an unavailable product", () => {
  it("'Notify me' is stored as a product inquiry of kind notify; a second one while it waits stores nothing", () => {
    const buyer = createUser();
    const first = createProductRequest(buyer, notify(product.id), { lang: "gu" });
    expect(first.ok && first.record).toMatchObject({ request_kind: "notify", product_item: product.id, user_id: buyer.id, message: "", notified_at: null });
    expect(isWaitingForProduct(buyer.id, product.id)).toBe(true);
    const again = createProductRequest(buyer, notify(product.id), { lang: "gu" });
    expect(again.ok && again.record.id).toBe(first.ok && first.record.id);
    const stored = db()
      .select()
      .from(schema.productInquiries)
      .where(and(eq(schema.productInquiries.product_item, product.id), eq(schema.productInquiries.user_id, buyer.id)))
      .all();
    expect(stored).toHaveLength(1);
    // The page's language is the account's from now on: the email that it is back is written in it.
    expect(db().select().from(schema.users).where(eq(schema.users.id, buyer.id)).get()!.language).toBe("gu");
    // Nothing is sent to the buyer now: the next email is the one that says it is back.
    expect(emailsTo(buyer.user_email)).toHaveLength(0);
  });

  it("'Ask to make one' keeps the inquiry's fields and is acknowledged like an inquiry", () => {
    const buyer = createUser();
    const made = createProductRequest(buyer, make(product.id), { lang: "hi" });
    expect(made.ok && made.record).toMatchObject({ request_kind: "make", message: "Two of these, please.", quantity: 2, delivery_timeline: "before Diwali" });
    const acknowledgement = emailsTo(buyer.user_email);
    expect(acknowledgement).toHaveLength(1);
    expect(acknowledgement[0]!.subject).toMatch(/PI-\d{6}/);
    // The inquiry's own rules and messages: a make request without a message is refused by the schema.
    const blank = productRequestSchema.safeParse({ request_kind: "make", product_item: product.id, message: "  ", quantity: "0" });
    expect(blank.success).toBe(false);
    expect(blank.error!.issues.map((issue) => issue.message)).toEqual(["Please enter your inquiry message", "Quantity must be at least 1"]);
  });

  it("is refused for an available product (the spec's inquiry is for that) and for a product that does not exist", () => {
    const buyer = createUser();
    const available = createProduct({ is_available: true });
    expect(createProductRequest(buyer, notify(available.id))).toEqual({ ok: false, reason: "not_allowed", message: productRequestCopy.requestAvailable });
    expect(createProductRequest(buyer, make(available.id))).toMatchObject({ ok: false, reason: "not_allowed" });
    expect(createProductRequest(buyer, notify(987_654))).toMatchObject({ ok: false, reason: "not_found" });
    // And the spec's inquiry stays refused for the unavailable one.
    expect(createProductInquiry(buyer, productInquirySchema.parse({ product_item: product.id, message: "Hello" }))).toMatchObject({
      ok: false,
      reason: "unavailable",
    });
  });

  it("shows in the team's inquiries with its kind, and the list filters by kind", () => {
    const buyer = createUser({ user_name: unique("Filter Buyer ") });
    createProductRequest(buyer, notify(product.id));
    createProductRequest(buyer, make(product.id));
    const all = listProductInquiries({ q: buyer.user_name });
    expect(all.results.map((inquiry) => inquiry.request_kind).sort()).toEqual(["make", "notify"]);
    expect(listProductInquiries({ q: buyer.user_name, requestKind: "notify" }).results.map((inquiry) => inquiry.request_kind)).toEqual(["notify"]);
    expect(listProductInquiries({ q: buyer.user_name, requestKind: "notify" }).count).toBe(1);
  });
});

describe("when the product is available again", () => {
  it("the Available switch emails each waiting buyer once, in the account's language, at its current address", () => {
    saveTranslations(db(), "product", product.id, { gu: { title: "મોરવાળી ઘરેણાંની પેટી" }, hi: { title: "मोर वाली गहनों की पेटी" } });
    const gujarati = createUser({ language: "gu" });
    const hindi = createUser({ language: "hi" });
    const english = createUser();
    const waiting = [gujarati, hindi, english].map((buyer) => {
      const stored = createProductRequest(buyer, notify(product.id));
      if (!stored.ok) throw new Error("not stored");
      return stored.record;
    });
    // The Gujarati buyer's address changed after asking: the email goes to the current one.
    const newAddress = `${unique("moved")}@mistry.example`;
    db().update(schema.users).set({ user_email: newAddress }).where(eq(schema.users.id, gujarati.id)).run();
    // An inquiry and a make request on the same product are not "notify me": nothing for them.
    const inquiry = insertInquiry({ product_item: product.id, user_id: english.id, request_kind: "inquiry" });
    const made = createProductRequest(english, make(product.id));
    if (!made.ok) throw new Error("not stored");

    // Switching something else changes nothing.
    expect(updateProductFlag(admin, product.id, "is_featured", true).ok).toBe(true);
    expect(waiting.flatMap((request) => emailsAbout(request.id))).toHaveLength(0);

    expect(updateProductFlag(admin, product.id, "is_available", true).ok).toBe(true);
    const [gu, hi, en] = waiting.map((request) => emailsAbout(request.id));
    expect(gu).toHaveLength(1);
    expect(gu![0]!.to_address).toBe(newAddress);
    expect(gu![0]!.subject).toBe("મોરવાળી ઘરેણાંની પેટી ફરી ઉપલબ્ધ છે");
    expect(gu![0]!.text_body).toContain(`/gu/products/${product.id}`);
    expect(hi![0]!.subject).toBe("मोर वाली गहनों की पेटी फिर से उपलब्ध है");
    expect(hi![0]!.text_body).toContain(`/hi/products/${product.id}`);
    expect(en![0]!.subject).toBe("Peacock Jewellery Box is available again");
    expect(en![0]!.to_address).toBe(english.user_email);
    for (const request of waiting) expect(row(request.id).notified_at).not.toBeNull();
    expect(row(inquiry.id).notified_at).toBeNull();
    expect(row(made.record.id).notified_at).toBeNull();
    expect(emailsAbout(inquiry.id)).toHaveLength(0);
    expect(emailsAbout(made.record.id)).toHaveLength(0);

    // Off and on again: nobody is told twice.
    updateProductFlag(admin, product.id, "is_available", false);
    updateProductFlag(admin, product.id, "is_available", true);
    expect(waiting.flatMap((request) => emailsAbout(request.id))).toHaveLength(3);
    expect(isWaitingForProduct(english.id, product.id)).toBe(false);
  });

  it("the panel's product form does the same, and a save that leaves it unavailable sends nothing", async () => {
    const category = createCategory.product({ name: unique("Boxes ") });
    const buyer = createUser();
    const stored = createProductRequest(buyer, notify(product.id));
    if (!stored.ok) throw new Error("not stored");
    expect((await updateProduct(admin, product.id, formInput(category.id, false))).ok).toBe(true);
    expect(emailsAbout(stored.record.id)).toHaveLength(0);
    expect((await updateProduct(admin, product.id, formInput(category.id, true))).ok).toBe(true);
    expect(emailsAbout(stored.record.id)).toHaveLength(1);
    expect((await updateProduct(admin, product.id, formInput(category.id, true))).ok).toBe(true);
    expect(emailsAbout(stored.record.id)).toHaveLength(1);
  });

  it("an account that is no longer approved is not emailed", () => {
    const buyer = createUser();
    const stored = createProductRequest(buyer, notify(product.id));
    if (!stored.ok) throw new Error("not stored");
    db().update(schema.users).set({ account_status: "disabled" }).where(eq(schema.users.id, buyer.id)).run();
    updateProductFlag(admin, product.id, "is_available", true);
    expect(emailsAbout(stored.record.id)).toHaveLength(0);
    expect(
      db()
        .select()
        .from(schema.emailOutbox)
        .where(like(schema.emailOutbox.reference, `product_inquiry:${stored.record.id}:%`))
        .all(),
    ).toHaveLength(0);
  });
});
