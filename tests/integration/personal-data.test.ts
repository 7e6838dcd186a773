/**
 * The account holder's data (issue 18, items 3 and 4) against a real SQLite file: the own-inquiries
 * list, the export (everything sent, nothing secret, nobody else's) and the erasure (inquiries kept
 * with the name and email replaced, everything else of the address gone, in one transaction; the
 * first administrator and a wrong password refused).
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { deleteOwnAccount, getPersonalData } from "~/.server/accounts/personal-data";
import { createSession, getSessionUser, hashToken } from "~/.server/accounts/sessions";
import { updateUserRole } from "~/.server/accounts/user-admin";
import { LoginRefused, type User, verifyLogin } from "~/.server/accounts/users";
import { db, schema } from "~/.server/db";
import { createPortfolioInquiry, createProductInquiry, listOwnInquiries } from "~/.server/inquiries/inquiries";
import { listProductInquiries } from "~/.server/inquiries/inquiry-admin";
import { createContactMessage } from "~/.server/messages/contact";
import { replyToPortfolioInquiry, replyToProductInquiry } from "~/.server/messages/replies";
import { ERASED_INQUIRER, myDataCopy } from "~/lib/copy/my-data";
import { contactSchema } from "~/lib/schemas/contact";
import { portfolioInquirySchema, productInquirySchema } from "~/lib/schemas/inquiries";

import { createAdmin, createPortfolioItem, createProduct, createUser, unique } from "../support/factories";
import { subscribeAndConfirm } from "../support/newsletter";

const PASSWORD = "sadeli-inlay-77";
let firstAdmin: User;

beforeAll(() => {
  // The first account of the file is the first administrator (id 1), as ensureFirstAdmin makes it.
  firstAdmin = createAdmin({ password: PASSWORD });
  expect(firstAdmin.id).toBe(1);
});

function ok<T>(result: { ok: true; record: T } | { ok: false }): T {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
  return result.record;
}

/** An account with one of everything the site keeps: two inquiries (one replied), two contact messages, a subscription, a session. */
function accountWithHistory(name = "Meera Desai") {
  const email = `${unique("meera")}@desai.example`;
  const user = createUser({ user_name: name, user_email: email, contact_number: "+91 98250 12345", password: PASSWORD });
  const product = createProduct();
  const project = createPortfolioItem();
  const productInquiry = ok(
    createProductInquiry(
      user,
      productInquirySchema.parse({ product_item: product.id, message: `Twelve jewellery boxes for ${name}'s wedding, please.`, quantity: 12 }),
    ),
  );
  const portfolioInquiry = ok(
    createPortfolioInquiry(user, portfolioInquirySchema.parse({ portfolio_item: project.id, message: "Could you panel a reception desk like this?" })),
  );
  ok(replyToProductInquiry(productInquiry.id, "Yes, twelve boxes take three weeks.", firstAdmin));
  // Typed with capitals: still the account's address.
  const contact = createContactMessage(
    contactSchema.parse({
      name,
      email: email.toUpperCase(),
      phone: "+91 98250 12345",
      subject: "Showroom visit",
      message: "May we visit the workshop on Friday?",
    }),
  );
  const subscription = subscribeAndConfirm(email);
  const token = createSession(user.id, "browser");
  return { user, email, product, project, productInquiry, portfolioInquiry, contact, subscription, token };
}

const productInquiry = (id: number) => db().select().from(schema.productInquiries).where(eq(schema.productInquiries.id, id)).get();
const portfolioInquiry = (id: number) => db().select().from(schema.portfolioInquiries).where(eq(schema.portfolioInquiries.id, id)).get();
const messagesOf = (email: string) =>
  db()
    .select()
    .from(schema.contactMessages)
    .where(sql`lower(${schema.contactMessages.email}) = ${email.toLowerCase()}`)
    .all();
const subscriberOf = (email: string) => db().select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.email, email)).get();
const outboxOf = (email: string) =>
  db()
    .select()
    .from(schema.emailOutbox)
    .where(sql`lower(${schema.emailOutbox.to_address}) = ${email.toLowerCase()} or lower(${schema.emailOutbox.reply_to}) = ${email.toLowerCase()}`)
    .all();

/** Every row of any table whose user_id or actor_id column still points at the account. */
function rowsPointingAt(userId: number): string[] {
  const client = db().$client;
  const tables = client.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'").all() as {
    name: string;
  }[];
  return tables.flatMap(({ name }) => {
    const columns = (client.prepare(`pragma foreign_key_list("${name}")`).all() as { table: string; from: string }[]).filter((key) => key.table === "users");
    return columns.flatMap(({ from }) => {
      const found = client.prepare(`select count(*) as n from "${name}" where "${from}" = ?`).get(userId) as { n: number };
      return found.n > 0 ? [`${name}.${from}`] : [];
    });
  });
}

describe("listOwnInquiries (/account/inquiries)", () => {
  it("lists the account's product and portfolio inquiries together, newest first, a page at a time, and never another account's", () => {
    const mine = accountWithHistory();
    const other = accountWithHistory("Kiran Patel");
    const more = Array.from({ length: 3 }, (_, index) =>
      ok(
        createProductInquiry(
          mine.user,
          productInquirySchema.parse({ product_item: mine.product.id, message: `Follow-up number ${index + 1} about the boxes.` }),
        ),
      ),
    );

    const first = listOwnInquiries(mine.user.id, { page: 1, pageSize: 4 });
    expect(first.count).toBe(5);
    expect(first.results.map(({ kind, record }) => `${kind}:${record.id}`)).toEqual([
      ...more.reverse().map((inquiry) => `product:${inquiry.id}`),
      `portfolio:${mine.portfolioInquiry.id}`,
    ]);
    const second = listOwnInquiries(mine.user.id, { page: 2, pageSize: 4 });
    expect(second.results.map(({ kind, record }) => `${kind}:${record.id}`)).toEqual([`product:${mine.productInquiry.id}`]);
    expect(second.results[0]!.record.reply_message).toBe("Yes, twelve boxes take three weeks.");
    // Past the end: the last page, as the panel's lists clamp.
    expect(listOwnInquiries(mine.user.id, { page: 99, pageSize: 4 }).page).toBe(2);

    const everyId = [...first.results, ...second.results].map(({ record }) => record.user_id);
    expect(new Set(everyId)).toEqual(new Set([mine.user.id]));
    expect(listOwnInquiries(other.user.id).results.every(({ record }) => record.user_id === other.user.id)).toBe(true);
    // The same rule as the API's /inquiries/user/ list.
    expect(listProductInquiries({ userId: mine.user.id }).count).toBe(4);
  });
});

describe("getPersonalData (Download my data)", () => {
  it("holds the account and everything it sent, and nothing secret or of anyone else", () => {
    const mine = accountWithHistory();
    const other = accountWithHistory("Kiran Patel");
    const now = new Date("2026-11-24T10:00:00.000Z");
    const data = getPersonalData(mine.user, now)!;

    expect(data.exported_at).toBe(now.toISOString());
    expect(data.account).toMatchObject({ id: mine.user.id, user_email: mine.email, user_name: "Meera Desai", contact_number: "+91 98250 12345" });
    expect(data.account).not.toHaveProperty("password_hash");
    expect(data.product_inquiries.map((inquiry) => inquiry.id)).toEqual([mine.productInquiry.id]);
    expect(data.product_inquiries[0]).toMatchObject({
      message: "Twelve jewellery boxes for Meera Desai's wedding, please.",
      status: "replied",
      reply_message: "Yes, twelve boxes take three weeks.",
    });
    expect(data.portfolio_inquiries.map((inquiry) => inquiry.id)).toEqual([mine.portfolioInquiry.id]);
    // The message typed in capitals and the newsletter's own message ('Newsletter Subscription').
    expect(data.contact_messages.map((message) => message.id)).toEqual([mine.contact.id, mine.subscription.contactMessage!.id]);
    expect(data.newsletter_subscription).toMatchObject({ email: mine.email, status: "subscribed" });
    expect(data.newsletter_subscription).not.toHaveProperty("unsubscribe_token");

    const text = JSON.stringify(data);
    const stored = db().select().from(schema.users).where(eq(schema.users.id, mine.user.id)).get()!;
    for (const secret of [stored.password_hash, "scrypt$", mine.token, hashToken(mine.token), mine.subscription.subscriber.unsubscribe_token]) {
      expect(text).not.toContain(secret);
    }
    for (const foreign of [other.email, String(other.productInquiry.message)]) expect(text).not.toContain(foreign);
  });

  it("is null for an account that no longer exists", () => {
    expect(getPersonalData({ id: 999_999 })).toBeNull();
  });
});

describe("deleteOwnAccount (Delete my account)", () => {
  it("erases the account: inquiries kept with the name and email replaced, messages, subscription, sessions and emails gone, login refused", async () => {
    const mine = accountWithHistory();
    const other = accountWithHistory("Kiran Patel");
    expect(outboxOf(mine.email).length).toBeGreaterThan(0);

    const result = await deleteOwnAccount(mine.user, PASSWORD);
    expect(result).toEqual({
      ok: true,
      record: { inquiriesAnonymised: 2, contactMessagesErased: 2, newsletterErased: 1, emailsErased: expect.any(Number) },
    });

    expect(db().select().from(schema.users).where(eq(schema.users.id, mine.user.id)).get()).toBeUndefined();
    expect(getSessionUser(mine.token)).toBeNull();
    await expect(verifyLogin(mine.email, PASSWORD)).rejects.toBeInstanceOf(LoginRefused);

    for (const inquiry of [productInquiry(mine.productInquiry.id)!, portfolioInquiry(mine.portfolioInquiry.id)!]) {
      expect(inquiry).toMatchObject({ inquirer_name: ERASED_INQUIRER.name, inquirer_email: ERASED_INQUIRER.email, user_id: null });
    }
    // The workshop's record of what was asked and answered stays.
    expect(productInquiry(mine.productInquiry.id)).toMatchObject({
      message: "Twelve jewellery boxes for Meera Desai's wedding, please.",
      reply_message: "Yes, twelve boxes take three weeks.",
    });
    expect(messagesOf(mine.email)).toEqual([]);
    expect(subscriberOf(mine.email)).toBeUndefined();
    expect(outboxOf(mine.email)).toEqual([]);
    const log = db().select().from(schema.auditLog).all();
    expect(log.filter((entry) => entry.summary.includes(mine.email))).toEqual([]);
    expect(rowsPointingAt(mine.user.id)).toEqual([]);

    // Nobody else's data moved.
    expect(productInquiry(other.productInquiry.id)).toMatchObject({ inquirer_name: "Kiran Patel", inquirer_email: other.email, user_id: other.user.id });
    expect(messagesOf(other.email)).toHaveLength(2);
    expect(subscriberOf(other.email)).toBeDefined();
    expect(getSessionUser(other.token)?.id).toBe(other.user.id);
  });

  it("keeps a later reply to an erased inquiry on the record and emails nobody", async () => {
    const mine = accountWithHistory();
    await deleteOwnAccount(mine.user, PASSWORD);
    const before = outboxOf(ERASED_INQUIRER.email).length;
    const reply = ok(replyToPortfolioInquiry(mine.portfolioInquiry.id, "We can panel the desk in rosewood.", firstAdmin));
    expect(reply).toMatchObject({ status: "replied", reply_message: "We can panel the desk in rosewood.", inquirer_email: ERASED_INQUIRER.email });
    expect(outboxOf(ERASED_INQUIRER.email)).toHaveLength(before);
  });

  it("counts what it erased", async () => {
    const mine = accountWithHistory();
    const emails = outboxOf(mine.email).length;
    const result = await deleteOwnAccount(mine.user, PASSWORD);
    expect(result).toEqual({ ok: true, record: { inquiriesAnonymised: 2, contactMessagesErased: 2, newsletterErased: 1, emailsErased: emails } });
  });

  it("refuses a wrong or missing password and changes nothing", async () => {
    const mine = accountWithHistory();
    expect(await deleteOwnAccount(mine.user, "not-my-password")).toEqual({ ok: false, errors: { password: [myDataCopy.wrongPassword] } });
    expect(await deleteOwnAccount(mine.user, "")).toEqual({ ok: false, errors: { password: [myDataCopy.passwordRequired] } });
    expect(await deleteOwnAccount(mine.user, undefined)).toEqual({ ok: false, errors: { password: [myDataCopy.passwordRequired] } });
    expect(getSessionUser(mine.token)?.id).toBe(mine.user.id);
    expect(productInquiry(mine.productInquiry.id)?.inquirer_email).toBe(mine.email);
    expect(messagesOf(mine.email)).toHaveLength(2);
    expect(subscriberOf(mine.email)).toBeDefined();
  });

  it("refuses the first administrator, even with the right password", async () => {
    const result = await deleteOwnAccount(firstAdmin, PASSWORD);
    expect(result).toEqual({ ok: false, reason: "forbidden", message: myDataCopy.firstAdminRefused });
    expect(db().select().from(schema.users).where(eq(schema.users.id, firstAdmin.id)).get()).toBeDefined();
  });

  it("refuses staff (another administrator, a store manager) while they hold the role; once the owner demotes them, they can", async () => {
    for (const staff of [createAdmin({ password: PASSWORD }), createUser({ user_type: 3, password: PASSWORD })]) {
      expect(await deleteOwnAccount(staff, PASSWORD)).toEqual({ ok: false, reason: "not_allowed", message: myDataCopy.staffRefused });
      expect(db().select().from(schema.users).where(eq(schema.users.id, staff.id)).get()).toBeDefined();
      expect(updateUserRole(firstAdmin, staff.id, 2).ok).toBe(true);
      expect((await deleteOwnAccount(staff, PASSWORD)).ok).toBe(true);
      expect(db().select().from(schema.users).where(eq(schema.users.id, staff.id)).get()).toBeUndefined();
    }
  });

  it("is one transaction: when the account cannot be deleted, no inquiry, message or subscription was touched", async () => {
    const mine = accountWithHistory();
    const client = db().$client;
    client.exec(`create trigger refuse_delete before delete on users when old.id = ${mine.user.id} begin select raise(abort, 'refused by the test'); end`);
    try {
      await expect(deleteOwnAccount(mine.user, PASSWORD)).rejects.toThrow("refused by the test");
    } finally {
      client.exec("drop trigger refuse_delete");
    }
    expect(productInquiry(mine.productInquiry.id)).toMatchObject({ inquirer_name: "Meera Desai", inquirer_email: mine.email, user_id: mine.user.id });
    expect(messagesOf(mine.email)).toHaveLength(2);
    expect(subscriberOf(mine.email)).toBeDefined();
    expect(outboxOf(mine.email).length).toBeGreaterThan(0);
    expect(getSessionUser(mine.token)?.id).toBe(mine.user.id);
  });
});
