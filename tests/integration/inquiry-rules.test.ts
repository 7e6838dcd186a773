/**
 * Issue 20, item 4: surviving mutants of the inquiries domain worth killing (docs/testing.md):
 * what an inquiry stores of the optional fields, the refusals for a missing, unavailable or
 * private item, the panel list's last page (12 a page; a page past the end shows the last), and
 * a closed inquiry reopened to where it was.
 */
import { describe, expect, it } from "vitest";

import { createPortfolioInquiry, createProductInquiry } from "~/.server/inquiries/inquiries";
import { listProductInquiries, reopenInquiry, updateInquiryStatus } from "~/.server/inquiries/inquiry-admin";
import { portfolioInquirySchema, productInquirySchema } from "~/lib/schemas/inquiries";

import { createAdmin, createPortfolioItem, createProduct, createProductInquiry as insertInquiry, createUser, unique } from "../support/factories";

describe("a new inquiry", () => {
  it("stores the quantity, budget and timeline given, and null for those not given", () => {
    const user = createUser();
    const product = createProduct();
    const given = createProductInquiry(
      user,
      productInquirySchema.parse({
        product_item: product.id,
        message: "Three, please.",
        quantity: 3,
        budget: 5000,
        delivery_timeline: "two weeks",
      }),
    );
    expect(given.ok && given.record).toMatchObject({ quantity: 3, budget: 5000, delivery_timeline: "two weeks" });
    const bare = createProductInquiry(user, productInquirySchema.parse({ product_item: product.id, message: "One, please." }));
    expect(bare.ok && bare.record).toMatchObject({ quantity: null, budget: null, delivery_timeline: null });

    const project = createPortfolioItem();
    const asked = createPortfolioInquiry(
      user,
      portfolioInquirySchema.parse({ portfolio_item: project.id, message: "A door like this.", budget: 90000, timeline: "spring" }),
    );
    expect(asked.ok && asked.record).toMatchObject({ budget: 90000, timeline: "spring" });
    const plain = createPortfolioInquiry(user, portfolioInquirySchema.parse({ portfolio_item: project.id, message: "A door like this." }));
    expect(plain.ok && plain.record).toMatchObject({ budget: null, timeline: null });
  });

  it("is refused for a product that does not exist or is not available, and a project that is not public", () => {
    const user = createUser();
    expect(createProductInquiry(user, productInquirySchema.parse({ product_item: 999_999, message: "Hello." }))).toMatchObject({
      ok: false,
      reason: "not_found",
    });
    const hidden = createProduct({ is_available: false });
    expect(createProductInquiry(user, productInquirySchema.parse({ product_item: hidden.id, message: "Hello." }))).toMatchObject({
      ok: false,
      reason: "unavailable",
    });
    const privateProject = createPortfolioItem({ is_public: false });
    expect(createPortfolioInquiry(user, portfolioInquirySchema.parse({ portfolio_item: privateProject.id, message: "Hello." }))).toMatchObject({
      ok: false,
      reason: "not_found",
    });
    expect(createPortfolioInquiry(user, portfolioInquirySchema.parse({ portfolio_item: 999_999, message: "Hello." }))).toMatchObject({
      ok: false,
      reason: "not_found",
    });
  });
});

describe("the panel's inquiry list", () => {
  it("shows the last page (of 12) for a page past the end", () => {
    const term = unique("Trinket").replace(/[^a-z0-9]/gi, "");
    for (let index = 0; index < 25; index += 1) insertInquiry({ product_title: `${term} ${index}` });
    expect(listProductInquiries({ q: term, page: 3 }).results).toHaveLength(1);
    const past = listProductInquiries({ q: term, page: 9 });
    expect(past.page).toBe(3);
    expect(past.results).toHaveLength(1);
  });

  it("reopens a closed inquiry as replied when it has a reply, pending when not; an open one stays", () => {
    const admin = createAdmin();
    const replied = insertInquiry({ status: "closed", reply_message: "Yes, in March." });
    const unanswered = insertInquiry({ status: "closed" });
    const open = insertInquiry({ status: "pending" });
    expect(reopenInquiry("product", replied.id, admin)).toMatchObject({ ok: true, record: { status: "replied" } });
    expect(reopenInquiry("product", unanswered.id, admin)).toMatchObject({ ok: true, record: { status: "pending" } });
    expect(reopenInquiry("product", open.id, admin)).toMatchObject({ ok: true, record: { status: "pending" } });
    expect(reopenInquiry("product", 999_999, admin)).toMatchObject({ ok: false, reason: "not_found" });
    expect(updateInquiryStatus("product", open.id, "closed", admin)).toMatchObject({ ok: true, record: { status: "closed" } });
  });
});
