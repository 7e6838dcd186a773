/**
 * Issue 32, defects 3, 5, 6, 7, 8 and 9, against a real SQLite file:
 * 3. the reference numbers of the emails have one format, and the team's lists find a record by it;
 * 5. the inquiry view reads the business name, phone and city of the account behind an inquiry;
 * 6. a rejection may carry a reason: quoted (escaped) in the email, in the person's language, bounded;
 * 7. every language's meta description is held to 160 by the server, with a message at the field;
 * 8. a team role is refused to an account not approved yet;
 * 9. the activity log reads in the team's words.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { rejectAccount } from "~/.server/accounts/approval";
import { updateUserRole } from "~/.server/accounts/user-admin";
import { db, schema } from "~/.server/db";
import { referenceNumber as emailReference } from "~/.server/email/templates";
import { getInquirerAccount, listPortfolioInquiries, listProductInquiries } from "~/.server/inquiries/inquiry-admin";
import { listContactMessages } from "~/.server/messages/contact-messages";
import { activityEntityLabel, activitySummary } from "~/lib/copy/activity-words";
import { emailCopyGu } from "~/lib/copy/emails-gu";
import { parseReference, referenceNumber } from "~/lib/references";
import { blogPostSchema } from "~/lib/schemas/admin/blog";

import { createAdmin, createContactMessage, createPortfolioInquiry, createProductInquiry, createUser, unique } from "../support/factories";

describe("defect 3: reference numbers", () => {
  it("one format for emails and screens, read back however it is typed", () => {
    expect(referenceNumber("product", 1)).toBe("PI-000001");
    expect(referenceNumber("portfolio", 45)).toBe("PF-000045");
    expect(referenceNumber("contact", 12)).toBe("CM-000012");
    expect(emailReference).toBe(referenceNumber);
    expect(parseReference("PI-000001")).toEqual({ kind: "product", id: 1 });
    expect(parseReference(" pf-45 ")).toEqual({ kind: "portfolio", id: 45 });
    expect(parseReference("CM 000012")).toEqual({ kind: "contact", id: 12 });
    expect(parseReference("PI-000000")).toBeNull();
    expect(parseReference("PIN-1")).toBeNull();
    expect(parseReference("jewellery box")).toBeNull();
  });

  it("the inquiry and message lists find a record by the reference its emails carry", () => {
    const product = createProductInquiry({ message: "Ten boxes for a wedding." });
    createProductInquiry({ message: "Another one." });
    const portfolio = createPortfolioInquiry();
    const message = createContactMessage();
    const foundProduct = listProductInquiries({ q: referenceNumber("product", product.id) });
    expect(foundProduct.results.map((row) => row.id)).toEqual([product.id]);
    expect(listProductInquiries({ q: `pi-${product.id}` }).results.map((row) => row.id)).toEqual([product.id]);
    expect(listPortfolioInquiries({ q: referenceNumber("portfolio", portfolio.id) }).results.map((row) => row.id)).toEqual([portfolio.id]);
    expect(listContactMessages({ q: referenceNumber("contact", message.id) }).results.map((row) => row.id)).toEqual([message.id]);
    // Another kind's reference names no record of this list; words still search as before.
    expect(listProductInquiries({ q: referenceNumber("portfolio", product.id) }).count).toBe(0);
    expect(listProductInquiries({ q: "wedding" }).results.map((row) => row.id)).toContain(product.id);
  });
});

describe("defect 5: the account behind an inquiry", () => {
  it("gives its business name, phone and city; none for an inquiry whose account is gone", () => {
    const buyer = createUser({ business_name: "Shah Hastkala", contact_number: "+91 98250 12345", city: "Vadodara" });
    const inquiry = createProductInquiry({ user_id: buyer.id });
    expect(getInquirerAccount(inquiry.user_id)).toEqual({ business_name: "Shah Hastkala", contact_number: "+91 98250 12345", city: "Vadodara" });
    expect(getInquirerAccount(null)).toBeNull();
  });
});

const mailTo = (address: string) =>
  db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to_address, address)).orderBy(schema.emailOutbox.id).all();

describe("defect 6: a reason for a rejection", () => {
  it("is quoted in the email, escaped, under the words of the person's language", () => {
    const admin = createAdmin();
    const applicant = createUser({ account_status: "pending", language: "gu", user_email: `${unique("gu")}@example.in` });
    const reason = "We could not verify the GSTIN <b>24AAAAA0000A1Z5</b> & the address.";
    expect(rejectAccount(admin, applicant.id, { reason })).toMatchObject({ ok: true, changed: true });
    const [mail] = mailTo(applicant.user_email);
    expect(mail!.text_body).toContain(`${emailCopyGu.accountRejected.reason}:`);
    expect(mail!.text_body).toContain(reason);
    expect(mail!.html_body).toContain("&lt;b&gt;24AAAAA0000A1Z5&lt;/b&gt; &amp; the address.");
    expect(mail!.html_body).not.toContain("<b>24AAAAA");
  });

  it("is optional: without one the email carries no reason", () => {
    const admin = createAdmin();
    const applicant = createUser({ account_status: "pending" });
    expect(rejectAccount(admin, applicant.id)).toMatchObject({ ok: true });
    expect(mailTo(applicant.user_email)[0]!.text_body).not.toContain("Our reason");
  });

  it("is refused past 1000 characters, at its field, and nothing changes", () => {
    const admin = createAdmin();
    const applicant = createUser({ account_status: "pending" });
    const result = rejectAccount(admin, applicant.id, { reason: "x".repeat(1001) });
    expect(result).toEqual({ ok: false, errors: { reason: ["The reason can be at most 1000 characters"] } });
    expect(db().select().from(schema.users).where(eq(schema.users.id, applicant.id)).get()!.account_status).toBe("pending");
    expect(mailTo(applicant.user_email)).toHaveLength(0);
  });
});

describe("defect 7: the meta description's limit in every language", () => {
  const post = { title: "Inlay", content: "Words.", category: "1" };
  it("refuses 161 characters in English, Gujarati or Hindi with a message at that field; 160 passes", () => {
    expect(blogPostSchema.safeParse({ ...post, meta_description: "a".repeat(160), translations: { gu: { meta_description: "ક".repeat(160) } } }).success).toBe(
      true,
    );
    for (const [path, value] of [
      [["meta_description"], { meta_description: "a".repeat(161) }],
      [["translations", "gu", "meta_description"], { translations: { gu: { meta_description: "ક".repeat(161) } } }],
      [["translations", "hi", "meta_description"], { translations: { hi: { meta_description: "क".repeat(161) } } }],
    ] as const) {
      const result = blogPostSchema.safeParse({ ...post, ...value });
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((issue) => issue.path)).toEqual([path]);
      expect(result.error!.issues[0]!.message).toMatch(/160/);
    }
  });
});

describe("defect 8: a team role needs an approved account", () => {
  it("refuses Make Admin (and Store Manager) on a pending account with a clear message; an approved one is promoted", () => {
    const admin = createAdmin();
    const pending = createUser({ account_status: "pending" });
    expect(updateUserRole(admin, pending.id, 1)).toEqual({
      ok: false,
      reason: "forbidden",
      message: "This account is not approved yet. Approve it first; then it can be made an Admin.",
    });
    expect(updateUserRole(admin, pending.id, 3)).toMatchObject({ ok: false, reason: "forbidden" });
    expect(db().select().from(schema.users).where(eq(schema.users.id, pending.id)).get()!.user_type).toBe(2);
    expect(updateUserRole(admin, createUser().id, 1)).toMatchObject({ ok: true, record: { user_type: 1 } });
  });
});

describe("defect 9: the activity log in the team's words", () => {
  it("names every kind of record the log writes in words", () => {
    const written = ["Product", "ProductCategory", "GalleryItem", "GalleryCategory", "PortfolioItem", "PortfolioCategory", "BlogPost", "BlogCategory"];
    const others = ["UserProfile", "ContactMessage", "ProductInquiry", "PortfolioInquiry", "NewsletterSubscriber", "SiteSettings", "Quotation", "Order"];
    for (const entity of [...written, ...others]) expect(activityEntityLabel(entity)).not.toMatch(/[a-z][A-Z]/);
    expect(activityEntityLabel("BlogPost")).toBe("Blog post");
    expect(activityEntityLabel("UserProfile")).toBe("User");
    expect(activityEntityLabel("SiteSettings")).toBe("Settings");
  });

  it("puts field words for code names in summaries, old entries included", () => {
    expect(activitySummary("Saved the General settings (site_name, site_description, contact_email, translations)")).toBe(
      "Saved the General settings (Site name, Site description, Contact email, translations)",
    );
    expect(activitySummary("Jewellery Box: is_featured=true")).toBe("Jewellery Box: Featured: yes");
    expect(activitySummary("is_public=false")).toBe("Public: no");
    expect(activitySummary("Saved the SEO settings (seo_meta_title, seo_meta_description)")).toBe("Saved the SEO settings (Meta title, Meta description)");
    // Not a field: left as it is.
    expect(activitySummary("Replied to priya_shah@example.in")).toBe("Replied to priya_shah@example.in");
  });
});
