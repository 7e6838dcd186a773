/**
 * The panel's product rules against a real SQLite file and uploads folder: required fields with
 * the spec's messages, the category must exist, empty numbers are null, SKUs are unique, every
 * change is audited, stored images are removed when replaced or deleted (never one still in use),
 * the 10-per-page list; and closing inquiries.
 */
import fs from "node:fs";
import path from "node:path";

import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";

import type { User } from "~/.server/accounts/users";
import { createProduct, deleteProduct, listProducts, updateProduct, updateProductFlag } from "~/.server/catalogue/product-admin";
import { config } from "~/.server/config";
import { db, schema } from "~/.server/db";
import { getPortfolioInquiry, getProductInquiry, listProductInquiries, updateInquiryStatus } from "~/.server/inquiries/inquiry-admin";
import { storeImage } from "~/.server/media/store";
import { acceptUploadedImage } from "~/.server/media/upload";
import { replyToProductInquiry } from "~/.server/messages/replies";
import { panelCopy } from "~/lib/copy/panel";
import { widthsFor } from "~/lib/images";
import { type ProductInput, productSchema } from "~/lib/schemas/admin/products";

import { createAdmin, createCategory, createProductInquiry } from "../support/factories";

const SPEC = {
  required: "Please fill in all required fields",
  categoryMissing: "Selected category does not exist. Please choose a valid category.",
};

let admin: User;
let categoryId: number;
let otherCategoryId: number;
let inactiveCategoryId: number;

beforeAll(() => {
  admin = createAdmin({ user_name: "Kiran Admin", user_email: "kiran.admin@example.in" });
  categoryId = createCategory.product({ name: "Jewellery Boxes" }).id;
  otherCategoryId = createCategory.product({ name: "Photo Frames" }).id;
  inactiveCategoryId = createCategory.product({ name: "Pen Stands", is_active: false }).id;
});

function formOf(values: Record<string, string>) {
  const formData = new FormData();
  for (const [key, value] of Object.entries(values)) formData.set(key, value);
  return formData;
}

const validForm = (overrides: Record<string, string> = {}) => ({
  title: "Peacock Jewellery Box",
  description: "Rosewood box inlaid with a Sadeli peacock band.",
  category: String(categoryId),
  price: "4500",
  ...overrides,
});

/** The errors the form shows for these values (a form-level error under ""). */
function errorsOf(values: Record<string, string>): Record<string, string[] | null | undefined> {
  const submission = parseWithZod(formOf(values), { schema: productSchema });
  if (submission.status === "success") throw new Error("expected errors");
  return submission.error ?? {};
}

/** Parses as the panel's action does; throws on invalid input. */
function input(overrides: Record<string, string> = {}): ProductInput {
  const submission = parseWithZod(formOf(validForm(overrides)), { schema: productSchema });
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value;
}

function productRow(id: number) {
  return db().select().from(schema.products).where(eq(schema.products.id, id)).get();
}

function auditFor(id: number) {
  return db()
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entity, "Product"), eq(schema.auditLog.entity_id, String(id))))
    .orderBy(schema.auditLog.id)
    .all();
}

const png = (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** Every width file of a stored image URL, under the test's uploads folder. */
function filesOf(url: string): string[] {
  const name = path.basename(url).replace(/-\d+w\.webp$/, "");
  return widthsFor("products").map((width) => path.join(config().uploadsDir, "products", `${name}-${width}w.webp`));
}

describe("the product schema", () => {
  it("names every missing required field and says 'Please fill in all required fields'", () => {
    const errors = errorsOf({ short_description: "Only this" });
    expect(errors[""]).toEqual([SPEC.required]);
    expect(Object.keys(errors).sort()).toEqual(["", "category", "description", "price", "title"]);
  });

  it("still names missing fields when another field is invalid", () => {
    const errors = errorsOf({ price: "twelve", weight: "-2" });
    expect(errors[""]).toEqual([SPEC.required]);
    expect(errors.price).toEqual(["Price must be a number"]);
    expect(errors.weight).toEqual(["Weight cannot be negative"]);
    expect(errors.title).toBeDefined();
  });

  it("treats a category that is not an id as one that does not exist", () => {
    expect(errorsOf(validForm({ category: "boxes" })).category).toEqual([SPEC.categoryMissing]);
  });

  it("reads empty numbers as null, tags as clean comma text and checkboxes as booleans", () => {
    const value = input({ original_price: "", stock_quantity: " ", weight: "", sku: "", tags: " rosewood, gift,,Rosewood , brass ", is_featured: "on" });
    expect(value).toMatchObject({
      original_price: null,
      stock_quantity: null,
      weight: null,
      sku: null,
      tags: "rosewood, gift, brass",
      is_featured: true,
      is_available: false,
    });
  });

  it("reads a JSON body the same way", () => {
    const parsed = productSchema.parse({
      title: "Box",
      description: "Inlaid",
      category: categoryId,
      price: 10,
      original_price: null,
      tags: ["a", "b"],
      is_available: true,
    });
    expect(parsed).toMatchObject({ category: categoryId, price: 10, original_price: null, tags: "a, b", is_available: true });
  });

  it("refuses image URLs that are neither ours nor http(s)", () => {
    for (const bad of ["javascript:alert(1)", "//evil.example/x.png", "ftp://example.com/x.png"]) {
      expect(errorsOf(validForm({ image_url: bad })).image_url).toBeDefined();
    }
    expect(input({ image_url: "/uploads/products/abc-1200w.webp" }).image_url).toBe("/uploads/products/abc-1200w.webp");
  });
});

describe("createProduct and updateProduct", () => {
  it("creates a product with nulls for empty numbers and an audit row", () => {
    const result = createProduct(admin, input({ original_price: "", stock_quantity: "", weight: "" }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.record).toMatchObject({
      title: "Peacock Jewellery Box",
      category_name: "Jewellery Boxes",
      original_price: null,
      stock_quantity: null,
      weight: null,
      sku: null,
    });
    expect(productRow(result.record.id)).toMatchObject({ original_price: null, stock_quantity: null, weight: null });
    expect(auditFor(result.record.id)).toMatchObject([
      { action: "create", actor_id: admin.id, actor_email: admin.user_email, summary: "Peacock Jewellery Box" },
    ]);
  });

  it("refuses a category that does not exist and saves nothing", () => {
    const before = db().select().from(schema.products).all().length;
    const result = createProduct(admin, input({ category: "99999", title: "Orphan Box" }));
    expect(result).toEqual({ ok: false, errors: { category: [SPEC.categoryMissing] } });
    expect(db().select().from(schema.products).all().length).toBe(before);
  });

  it("refuses an inactive category for a new product, but a product already in it keeps it", async () => {
    const inactive = "This category is inactive and takes no new products. Please choose an active category.";
    expect(createProduct(admin, input({ category: String(inactiveCategoryId), title: "Pen stand" }))).toEqual({ ok: false, errors: { category: [inactive] } });
    const created = createProduct(admin, input({ category: String(categoryId), title: "Pen stand" }));
    if (!created.ok) throw new Error("create failed");
    expect(await updateProduct(admin, created.record.id, input({ category: String(inactiveCategoryId), title: "Pen stand" }))).toEqual({
      ok: false,
      errors: { category: [inactive] },
    });
    // Already in the category when it was switched off: saving the product keeps it there.
    db().update(schema.products).set({ category: inactiveCategoryId }).where(eq(schema.products.id, created.record.id)).run();
    expect((await updateProduct(admin, created.record.id, input({ category: String(inactiveCategoryId), title: "Pen stand, renamed" }))).ok).toBe(true);
  });

  it("keeps SKUs unique, ignoring case, but lets a product keep its own", async () => {
    const first = createProduct(admin, input({ sku: "SAD-BOX-01" }));
    expect(first.ok).toBe(true);
    const second = createProduct(admin, input({ sku: "sad-box-01", title: "Copy" }));
    expect(second).toEqual({ ok: false, errors: { sku: ["A product with this SKU already exists"] }, conflict: true });
    if (!first.ok) return;
    const same = await updateProduct(admin, first.record.id, input({ sku: "SAD-BOX-01", price: "5000" }));
    expect(same.ok && same.record.price).toBe(5000);
    const other = createProduct(admin, input({ sku: "SAD-BOX-02" }));
    if (!other.ok) throw new Error("create failed");
    const clash = await updateProduct(admin, other.record.id, input({ sku: "SAD-BOX-01" }));
    expect(clash).toEqual({ ok: false, errors: { sku: ["A product with this SKU already exists"] }, conflict: true });
    // Two products without a SKU are fine.
    expect(createProduct(admin, input({ sku: "" })).ok).toBe(true);
    expect(createProduct(admin, input({ sku: "" })).ok).toBe(true);
  });

  it("answers notFound for a missing product", async () => {
    expect(await updateProduct(admin, 987654, input())).toEqual({ ok: false, reason: "not_found", message: panelCopy.notFound });
    expect(updateProductFlag(admin, 987654, "is_available", false)).toEqual({ ok: false, reason: "not_found", message: panelCopy.notFound });
    expect(await deleteProduct(admin, 987654)).toEqual({ ok: false, reason: "not_found", message: panelCopy.notFound });
  });

  it("audits update, switch and delete", async () => {
    const created = createProduct(admin, input({ title: "Audit Box" }));
    if (!created.ok) throw new Error("create failed");
    const id = created.record.id;
    await updateProduct(admin, id, input({ title: "Audit Box II" }));
    const switched = updateProductFlag(admin, id, "is_available", false);
    expect(switched.ok && switched.record.is_available).toBe(false);
    expect(await deleteProduct(admin, id)).toEqual({ ok: true });
    expect(productRow(id)).toBeUndefined();
    expect(auditFor(id).map((row) => [row.action, row.summary])).toEqual([
      ["create", "Audit Box"],
      ["update", "Audit Box II"],
      ["update", "Audit Box II: is_available=false"],
      ["delete", "Audit Box II"],
    ]);
  });
});

describe("stored images", () => {
  it("removes the old stored image when a new one replaces it, and the last one on delete", async () => {
    const first = await acceptUploadedImage(new File([await png({ r: 120, g: 40, b: 30 })], "first.png", { type: "image/png" }), "products");
    if (!first.ok) throw new Error(first.message);
    filesOf(first.url).forEach((file) => expect(fs.existsSync(file)).toBe(true));

    const created = createProduct(admin, input({ title: "Image Box", image_url: first.url }));
    if (!created.ok) throw new Error("create failed");
    const id = created.record.id;

    // Saving again with the same image keeps it.
    await updateProduct(admin, id, input({ title: "Image Box", image_url: first.url }));
    filesOf(first.url).forEach((file) => expect(fs.existsSync(file)).toBe(true));

    const second = await storeImage(await png({ r: 20, g: 90, b: 60 }), "products");
    const updated = await updateProduct(admin, id, input({ title: "Image Box", image_url: second }));
    expect(updated.ok && updated.record.image_url).toBe(second);
    filesOf(first.url).forEach((file) => expect(fs.existsSync(file)).toBe(false));
    filesOf(second).forEach((file) => expect(fs.existsSync(file)).toBe(true));

    expect(await deleteProduct(admin, id)).toEqual({ ok: true });
    filesOf(second).forEach((file) => expect(fs.existsSync(file)).toBe(false));
  });

  it("keeps the old image when the save is refused", async () => {
    const url = await storeImage(await png({ r: 200, g: 180, b: 90 }), "products");
    const created = createProduct(admin, input({ title: "Kept Image", image_url: url, sku: "KEEP-1" }));
    if (!created.ok) throw new Error("create failed");
    const refused = await updateProduct(admin, created.record.id, input({ title: "Kept Image", image_url: "", category: "99999" }));
    expect(refused.ok).toBe(false);
    filesOf(url).forEach((file) => expect(fs.existsSync(file)).toBe(true));
    expect(productRow(created.record.id)?.image_url).toBe(url);
  });

  it("never removes an image another item still shows, nor touches external URLs", async () => {
    const shared = await storeImage(await png({ r: 10, g: 10, b: 200 }), "products");
    const a = createProduct(admin, input({ title: "Shared A", image_url: shared }));
    const b = createProduct(admin, input({ title: "Shared B", image_url: shared }));
    if (!a.ok || !b.ok) throw new Error("create failed");
    await deleteProduct(admin, a.record.id);
    filesOf(shared).forEach((file) => expect(fs.existsSync(file)).toBe(true));
    await updateProduct(admin, b.record.id, input({ title: "Shared B", image_url: "https://images.example.com/box.jpg" }));
    filesOf(shared).forEach((file) => expect(fs.existsSync(file)).toBe(false));
    expect(await deleteProduct(admin, b.record.id)).toEqual({ ok: true });
  });
});

describe("listProducts", () => {
  it("shows 10 per page, newest first, with search and category filter", () => {
    const token = "quokkawood";
    for (let index = 1; index <= 13; index += 1) {
      const created = createProduct(admin, input({ title: `${token} piece ${index}`, category: String(index <= 4 ? otherCategoryId : categoryId) }));
      if (!created.ok) throw new Error("create failed");
      db()
        .update(schema.products)
        .set({ created_at: new Date(Date.now() + index * 60_000).toISOString() })
        .where(eq(schema.products.id, created.record.id))
        .run();
    }
    const first = listProducts({ q: token });
    expect(first).toMatchObject({ count: 13, page: 1, pages: 2, pageSize: 10 });
    expect(first.results.map((row) => row.title)[0]).toBe(`${token} piece 13`);
    const second = listProducts({ q: token, page: 2 });
    expect(second.results).toHaveLength(3);
    expect(listProducts({ q: token, page: 99 }).page).toBe(2);
    expect(listProducts({ q: token, category: otherCategoryId }).count).toBe(4);
    // Unavailable products are listed too.
    updateProductFlag(admin, first.results[0]!.id, "is_available", false);
    expect(listProducts({ q: token }).count).toBe(13);
  });
});

describe("inquiry status", () => {
  it("closes an inquiry with an audit row; replies are refused once closed", () => {
    const inquiry = createProductInquiry({
      product_title: "Peacock Jewellery Box",
      inquirer_name: "Ravi",
      inquirer_email: "ravi@example.in",
      message: "Ten pieces please",
    });
    expect(listProductInquiries({ status: "pending" }).results.map((row) => row.id)).toContain(inquiry.id);

    const closed = updateInquiryStatus("product", inquiry.id, "closed", admin);
    expect(closed.ok && closed.record.status).toBe("closed");
    expect(getProductInquiry(inquiry.id)?.status).toBe("closed");
    expect(replyToProductInquiry(inquiry.id, "Thank you", admin)).toMatchObject({ ok: false, reason: "closed" });
    expect(listProductInquiries({ status: "closed" }).statusCounts.closed).toBeGreaterThanOrEqual(1);

    const audit = db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, "ProductInquiry"), eq(schema.auditLog.entity_id, String(inquiry.id))))
      .all();
    expect(audit.map((row) => row.action)).toEqual(["status_change"]);
    expect(updateInquiryStatus("product", inquiry.id, "closed", admin)).toMatchObject({ ok: true, changed: false });
  });

  it("refuses unknown statuses and missing inquiries", () => {
    expect(updateInquiryStatus("portfolio", 424242, "closed", admin)).toMatchObject({ ok: false, reason: "not_found" });
    expect(updateInquiryStatus("product", 1, "archived", admin)).toMatchObject({ ok: false, reason: "invalid" });
    expect(getPortfolioInquiry(424242)).toBeNull();
  });
});
