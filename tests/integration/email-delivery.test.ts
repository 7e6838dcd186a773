/**
 * What the site sends, read from a real SMTP server on loopback: each action's email arrives at
 * the right address with the right subject and content, in plain text and HTML, with the
 * workshop's contact block. The worker is driven with processOutboxOnce and SMTP_URL-style
 * transport to the test server.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { approveAccount, rejectAccount } from "~/.server/accounts/approval";
import { createSession, getSessionUser } from "~/.server/accounts/sessions";
import { registerBusinessAccount } from "~/.server/accounts/users";
import { db, schema } from "~/.server/db";
import { outboxCounts } from "~/.server/email/outbox";
import { processOutboxOnce } from "~/.server/email/worker";
import { createPortfolioInquiry, createProductInquiry } from "~/.server/inquiries/inquiries";
import { confirmNewsletterSubscription, createContactMessage, subscribeToNewsletter } from "~/.server/messages/contact";
import { replyToContactMessage, replyToPortfolioInquiry, replyToProductInquiry } from "~/.server/messages/replies";
import { inquiryCopy } from "~/lib/copy/inquiries";
import { REPLY_REQUIRED } from "~/lib/schemas/admin/reply";
import { signupFields } from "~/lib/schemas/auth";
import { contactSchema } from "~/lib/schemas/contact";
import { portfolioInquirySchema, productInquirySchema } from "~/lib/schemas/inquiries";

import { createAdmin, createPortfolioItem, createProduct, createUser, setSiteSettings, unique, WORKSHOP } from "../support/email-fixtures";
import { emailedConfirmationToken } from "../support/newsletter";
import { createSmtpSink, type ReceivedMail, type SmtpSink } from "../support/smtp-sink";

let sink: SmtpSink;

beforeAll(async () => {
  setSiteSettings({ email_notifications: true });
  sink = await createSmtpSink();
  await sink.start();
});

afterAll(async () => {
  await sink.stop();
});

beforeEach(() => {
  sink.messages.length = 0;
  setSiteSettings({ email_notifications: true, support_email: WORKSHOP.support_email });
});

/** Sends what is due, then returns what the server received. */
async function deliver(expected: number): Promise<ReceivedMail[]> {
  const result = await processOutboxOnce({ transport: sink.url });
  expect(result.sent).toBe(expected);
  return sink.waitFor(expected);
}

function expectContactBlock(mail: ReceivedMail) {
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain(WORKSHOP.site_name);
    expect(body).toContain(WORKSHOP.contact_phone);
    expect(body).toContain(WORKSHOP.contact_email);
  }
  expect(mail.header("From")[0]).toContain(WORKSHOP.support_email);
  expect(mail.header("From")[0]).toContain(WORKSHOP.site_name);
}

describe("a contact message", () => {
  it("reaches the workshop with every field, Reply-To the person", async () => {
    const person = `${unique("anjali")}@example.in`;
    const message = createContactMessage(
      contactSchema.parse({
        name: "Anjali Patel",
        email: person,
        phone: "+91 98250 12345",
        message_type: "collaboration",
        subject: "Wedding return gifts",
        message: "We would like 120 small Sadeli boxes <b>for</b> a wedding in February.",
      }),
    );
    const [mail] = await deliver(1);
    expect(mail!.envelopeTo).toEqual([WORKSHOP.support_email]);
    expect(mail!.to).toBe(WORKSHOP.support_email);
    expect(mail!.replyTo).toBe(person);
    expect(mail!.subject).toBe("New contact message: Wedding return gifts");
    expect(mail!.text).toContain("Anjali Patel");
    expect(mail!.text).toContain("+91 98250 12345");
    expect(mail!.text).toContain("Collaboration");
    expect(mail!.text).toContain("120 small Sadeli boxes <b>for</b> a wedding");
    // In HTML every value is escaped.
    expect(mail!.html).toContain("120 small Sadeli boxes &lt;b&gt;for&lt;/b&gt; a wedding");
    expect(mail!.html).not.toContain("<b>for</b>");
    expect(mail!.text).toContain(`CM-${String(message.id).padStart(6, "0")}`);
    expectContactBlock(mail!);
  });

  it("is not sent to the workshop when email notifications are off or no support address is set", async () => {
    setSiteSettings({ email_notifications: false });
    createContactMessage(contactSchema.parse({ name: "A", email: `${unique("a")}@example.in`, subject: "Hi", message: "A message of some length." }));
    setSiteSettings({ email_notifications: true, support_email: "" });
    createContactMessage(contactSchema.parse({ name: "B", email: `${unique("b")}@example.in`, subject: "Hi", message: "A message of some length." }));
    const result = await processOutboxOnce({ transport: sink.url });
    expect(result.sent).toBe(0);
    expect(sink.messages).toHaveLength(0);
  });
});

describe("a product inquiry", () => {
  it("sends an acknowledgement with a reference number to the person and a notification to the workshop", async () => {
    const buyer = createUser({ user_name: "Meera Shah" });
    const product = createProduct({ title: "Sadeli Pen Stand", price: 4500 });
    const outcome = createProductInquiry(
      buyer,
      productInquirySchema.parse({
        product_item: product.id,
        message: "Can you make 40 with our logo?",
        quantity: "40",
        budget: "150000",
        delivery_timeline: "By March",
      }),
    );
    if (!outcome.ok) throw new Error("inquiry refused");
    const id = outcome.record.id;
    const reference = `PI-${String(id).padStart(6, "0")}`;

    await deliver(2);
    const [ack] = sink.to(buyer.user_email);
    expect(ack!.to).toBe(buyer.user_email);
    expect(ack!.subject).toBe(`We received your inquiry ${reference}`);
    expect(ack!.text).toContain(reference);
    expect(ack!.text).toContain("We'll respond within 24-48 hours.");
    expect(ack!.html).toContain("We&#39;ll respond within 24-48 hours.");
    expect(ack!.text).toContain("Dear Meera Shah,");
    expect(ack!.text).toContain("Can you make 40 with our logo?");
    expect(ack!.replyTo).toBe("");
    expectContactBlock(ack!);

    const [notice] = sink.to(WORKSHOP.support_email);
    expect(notice!.subject).toBe(`New product inquiry ${reference}: Sadeli Pen Stand`);
    expect(notice!.replyTo).toBe(buyer.user_email);
    for (const value of ["Meera Shah", buyer.user_email, "Sadeli Pen Stand", "40", "By March", "Can you make 40 with our logo?"]) {
      expect(notice!.text).toContain(value);
    }
    expect(notice!.text).toMatch(/Budget: ₹1,50,000/);
    expect(notice!.html).toMatch(/<table[^>]*>.*<th[^>]*>Delivery timeline<\/th><td[^>]*>By March<\/td>/s);
    expect(notice!.text).toContain(`http://localhost:3000/panel/product-inquiries/${id}`);
    expect(notice!.html).toContain(`href="http://localhost:3000/panel/product-inquiries/${id}"`);
  });

  it("still acknowledges the person when notifications to the workshop are off", async () => {
    setSiteSettings({ email_notifications: false });
    const buyer = createUser();
    const product = createProduct();
    createProductInquiry(buyer, productInquirySchema.parse({ product_item: product.id, message: "Price for two?" }));
    const mails = await deliver(1);
    expect(mails[0]!.envelopeTo).toEqual([buyer.user_email]);
  });

  it("leaves no inquiry and no email when the product is gone", () => {
    const before = outboxCounts();
    const outcome = createProductInquiry(createUser(), productInquirySchema.parse({ product_item: 999_999, message: "Hello?" }));
    expect(outcome).toEqual({ ok: false, reason: "not_found", message: inquiryCopy.itemUnavailable });
    expect(outboxCounts()).toEqual(before);
  });
});

describe("a portfolio inquiry", () => {
  it("sends PF-numbered acknowledgement and a notification linking to the panel", async () => {
    const buyer = createUser({ user_name: "Kiran Desai" });
    const project = createPortfolioItem({ title: "Haveli Ceiling" });
    const outcome = createPortfolioInquiry(
      buyer,
      portfolioInquirySchema.parse({ portfolio_item: project.id, message: "Something similar for our lobby?", budget: "20000", timeline: "6 months" }),
    );
    if (!outcome.ok) throw new Error("inquiry refused");
    const reference = `PF-${String(outcome.record.id).padStart(6, "0")}`;
    await deliver(2);
    const [ack] = sink.to(buyer.user_email);
    expect(ack!.subject).toBe(`We received your inquiry ${reference}`);
    expect(ack!.text).toContain("We'll respond within 24-48 hours.");
    const [notice] = sink.to(WORKSHOP.support_email);
    expect(notice!.subject).toBe(`New portfolio inquiry ${reference}: Haveli Ceiling`);
    expect(notice!.text).toContain("Budget: $20,000");
    expect(notice!.text).toContain("Timeline: 6 months");
    expect(notice!.text).toContain(`/panel/portfolio-inquiries/${outcome.record.id}`);
  });
});

describe("replies", () => {
  it("a reply to a contact message reaches the person and marks the message replied", async () => {
    const person = `${unique("nikhil")}@example.in`;
    const message = createContactMessage(
      contactSchema.parse({ name: "Nikhil", email: person, subject: "Repair of an old box", message: "The lid inlay of my grandmother's box is loose." }),
    );
    await deliver(1); // the workshop's notification
    sink.messages.length = 0;

    expect(replyToContactMessage(message.id, "   ")).toEqual({ ok: false, reason: "empty", message: REPLY_REQUIRED });
    const result = replyToContactMessage(message.id, "  Please bring it to the studio any weekday.\nWe repair such lids in a week.  ");
    if (!result.ok) throw new Error(result.message);
    expect(result.record.status).toBe("replied");
    expect(result.record.reply_message).toBe("Please bring it to the studio any weekday.\nWe repair such lids in a week.");
    expect(result.record.replied_at).not.toBeNull();

    const [mail] = await deliver(1);
    expect(mail!.envelopeTo).toEqual([person]);
    expect(mail!.subject).toBe("Re: Repair of an old box");
    expect(mail!.text).toContain("Please bring it to the studio any weekday.\nWe repair such lids in a week.");
    expect(mail!.html).toContain("Please bring it to the studio any weekday.<br>We repair such lids in a week.");
    expect(mail!.text).toContain("The lid inlay of my grandmother's box is loose.");
    expectContactBlock(mail!);
  });

  it("replies to product and portfolio inquiries, and refuses closed ones and unknown ids", async () => {
    setSiteSettings({ email_notifications: false });
    const buyer = createUser();
    const product = createProductInquiry(
      buyer,
      productInquirySchema.parse({ product_item: createProduct({ title: "Inlaid Tray" }).id, message: "Size options?" }),
    );
    const project = createPortfolioInquiry(
      buyer,
      portfolioInquirySchema.parse({ portfolio_item: createPortfolioItem({ title: "Jharokha" }).id, message: "Cost?" }),
    );
    if (!product.ok || !project.ok) throw new Error("inquiry refused");
    await deliver(2); // acknowledgements
    sink.messages.length = 0;

    const productReply = replyToProductInquiry(product.record.id, "We make it in 12 and 16 inches.");
    const projectReply = replyToPortfolioInquiry(project.record.id, "About ₹2 lakh for a door of that size.");
    expect(productReply.ok && productReply.record.status).toBe("replied");
    expect(projectReply.ok && projectReply.record.status).toBe("replied");
    const mails = await deliver(2);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Re: your inquiry PF-${String(project.record.id).padStart(6, "0")} about Jharokha`,
      `Re: your inquiry PI-${String(product.record.id).padStart(6, "0")} about Inlaid Tray`,
    ]);
    expect(mails.every((mail) => mail.envelopeTo[0] === buyer.user_email)).toBe(true);

    db().update(schema.productInquiries).set({ status: "closed" }).where(eq(schema.productInquiries.id, product.record.id)).run();
    expect(replyToProductInquiry(product.record.id, "Another answer")).toMatchObject({ ok: false, reason: "closed" });
    expect(replyToPortfolioInquiry(999_999, "Hello")).toMatchObject({ ok: false, reason: "not_found" });
    expect(replyToPortfolioInquiry(project.record.id, "")).toMatchObject({ ok: false, message: "Please enter a reply message" });
  });
});

describe("business accounts", () => {
  it("a registration notifies the workshop with a link to the users screen", async () => {
    const email = `${unique("owner")}@crafts.example`;
    const result = await registerBusinessAccount(
      signupFields.parse({
        user_name: "Farhan Ali",
        business_name: "Ali Interiors",
        user_email: email,
        contact_number: "9876543210",
        address: "Athwa Lines",
        city: "Surat",
        password: "secret-42",
      }),
    );
    expect(result.ok).toBe(true);
    // The workshop's notice, and the link that proves the address to the person (docs/decisions/021).
    const mails = await deliver(2);
    const mail = mails.find((sent) => sent.envelopeTo.includes(WORKSHOP.support_email));
    expect(mails.find((sent) => sent.envelopeTo.includes(email))?.text).toContain("http://localhost:3000/confirm-email?token=");
    expect(mail!.envelopeTo).toEqual([WORKSHOP.support_email]);
    expect(mail!.subject).toBe("New business registration awaiting approval: Ali Interiors");
    expect(mail!.replyTo).toBe(email);
    expect(mail!.text).toContain("http://localhost:3000/panel/users");
    expect(mail!.text).toContain("Athwa Lines");
  });

  it("approval tells the person their account is approved; only an admin can decide", async () => {
    const admin = createAdmin();
    // A registration whose holder has opened the confirmation link (docs/decisions/021).
    const applicant = createUser({
      account_status: "pending",
      user_name: "Sejal Modi",
      business_name: "Modi Gifts",
      email_confirmed_at: new Date().toISOString(),
    });
    expect(approveAccount(applicant, applicant.id)).toMatchObject({ ok: false, reason: "forbidden" });

    const result = approveAccount(admin, applicant.id);
    expect(result).toMatchObject({ ok: true, changed: true, record: { account_status: "approved" } });
    const [mail] = await deliver(1);
    expect(mail!.envelopeTo).toEqual([applicant.user_email]);
    expect(mail!.subject).toBe(`Your ${WORKSHOP.site_name} account is approved`);
    expect(mail!.text).toContain("Dear Sejal Modi,");
    expect(mail!.text).toContain("http://localhost:3000/login");

    // A second approval changes nothing and sends nothing.
    expect(approveAccount(admin, applicant.id)).toMatchObject({ ok: true, changed: false });
    expect((await processOutboxOnce({ transport: sink.url })).sent).toBe(0);
    const audit = db()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entity_id, String(applicant.id)))
      .all();
    expect(audit.map((row) => row.action)).toEqual(["approve"]);
  });

  it("rejection ends the account's sessions and tells the person", async () => {
    const admin = createAdmin();
    const applicant = createUser({ account_status: "pending" });
    const token = createSession(applicant.id, "api");
    db().update(schema.users).set({ account_status: "pending" }).where(eq(schema.users.id, applicant.id)).run();

    expect(rejectAccount(admin, admin.id)).toMatchObject({ ok: false, reason: "not_allowed" });
    const result = rejectAccount(admin, applicant.id);
    expect(result).toMatchObject({ ok: true, changed: true, record: { account_status: "rejected" } });
    expect(db().select().from(schema.sessions).where(eq(schema.sessions.user_id, applicant.id)).all()).toHaveLength(0);
    expect(getSessionUser(token)).toBeNull();

    const [mail] = await deliver(1);
    expect(mail!.envelopeTo).toEqual([applicant.user_email]);
    expect(mail!.subject).toBe(`Your ${WORKSHOP.site_name} registration was not approved`);
    expect(mail!.text).toContain("http://localhost:3000/contact");
  });
});

describe("the newsletter", () => {
  it("asks a new address to confirm, then welcomes it with an unsubscribe link, once per subscription", async () => {
    const address = `${unique("reader")}@example.in`;
    subscribeToNewsletter(`  ${address.toUpperCase()} `);
    const [asking] = await deliver(1);
    expect(asking!.envelopeTo).toEqual([address]);
    expect(asking!.subject).toBe(`Please confirm your subscription to the letters from ${WORKSHOP.site_name}`);
    const confirmLink = /http:\/\/localhost:3000\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(asking!.text)![0];
    expect(asking!.html).toContain(`href="${confirmLink}"`);
    expectContactBlock(asking!);

    // Nothing else is sent until the link is confirmed.
    expect((await processOutboxOnce({ transport: sink.url })).sent).toBe(0);
    const { subscriber } = confirmNewsletterSubscription(emailedConfirmationToken(address)!)!;
    sink.messages.length = 0;
    const [mail] = await deliver(1);
    expect(mail!.envelopeTo).toEqual([address]);
    expect(mail!.subject).toBe(`Welcome to the letters from ${WORKSHOP.site_name}`);
    const link = `http://localhost:3000/newsletter/unsubscribe/${subscriber.unsubscribe_token}`;
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain(`href="${link}"`);
    expectContactBlock(mail!);

    // Subscribing again changes nothing: no welcome, only a note that the address is on the list.
    subscribeToNewsletter(address);
    sink.messages.length = 0;
    const [note] = await deliver(1);
    expect(note!.subject).toBe(`You already receive the letters from ${WORKSHOP.site_name}`);
    expect(note!.text).toContain(link);
  });
});
