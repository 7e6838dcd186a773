/**
 * Issue 28, section 2 and two lows (docs/decisions/021): an address keys personal data only once
 * it is proven. Against a real SQLite file, through the real forms where a form is the way in:
 * - the attack: someone registers a visitor's address, is approved, then exports and erases "his"
 *   account; the visitor's contact message, the team's reply and the subscription must stay theirs;
 * - the sign-up's link proves the address; until then the team cannot approve the account;
 * - a contact message sent signed in (page or API bearer) carries the account's id, and is the
 *   account's whatever address was typed;
 * - an erasure finds the account's earlier addresses (the outbox, the activity log);
 * - staff cannot erase themselves while they hold the role (personal-data.test.ts covers the domain;
 *   the API's answer is here).
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { resendEmailConfirmation } from "~/.server/accounts/email-confirmation";
import { confirmEmailChange, requestEmailChange } from "~/.server/accounts/my-account";
import { deleteOwnAccount, getPersonalData, UNCONFIRMED_ADDRESS_NOTE } from "~/.server/accounts/personal-data";
import { createSession } from "~/.server/accounts/sessions";
import { decideRegistration, updateUserRole } from "~/.server/accounts/user-admin";
import { getUserByEmail, LoginRefused, type User, verifyLogin } from "~/.server/accounts/users";
import { db, schema } from "~/.server/db";
import { createContactMessage } from "~/.server/messages/contact";
import { replyToContactMessage } from "~/.server/messages/replies";
import { USER_TYPE } from "~/lib/constants";
import { auth as authCopy } from "~/lib/copy/auth";
import { ERASED_INQUIRER, myDataCopy } from "~/lib/copy/my-data";
import { contactSchema } from "~/lib/schemas/contact";
import * as accountApi from "~/routes/api/account";
import * as contactApi from "~/routes/api/contact-submit";
import * as contactRoute from "~/routes/site/contact";
import * as signupRoute from "~/routes/site/signup";

import { confirmationTokenFor, confirmRegistration } from "../support/email-confirmation";
import { createAdmin, createUser, unique } from "../support/factories";

const SITE = "http://localhost:5173";
const PASSWORD = "kesar-mango-1987";
let owner: User;

beforeAll(() => {
  owner = createAdmin({ password: PASSWORD });
});

afterEach(() => {
  vi.useRealTimers();
});

/** A plain form post to a page's action (a signed-in browser when a cookie is given), its thrown redirect answered as a Response. */
async function post(action: (args: never) => unknown, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const request = new Request(`${SITE}${path}`, { method: "POST", body: new URLSearchParams(fields), headers });
  try {
    return (await action({ request, params: {}, context: { clientAddress: unique("10.1.0") } } as never)) as unknown;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The visitor whose address is the target: a contact message with a phone number, the team's reply, a subscription. */
function visitorWithHistory() {
  const email = `${unique("visitor")}@example.in`;
  const message = createContactMessage(
    contactSchema.parse({
      name: "Nisha Trivedi",
      email,
      phone: "+91 98250 55555",
      subject: "Price of a mirror frame",
      message: "Please call me about the large frame.",
      message_type: "inquiry",
    }),
  );
  expect(replyToContactMessage(message.id, "The large frame is ₹18,000; we will call you.").ok).toBe(true);
  // A subscriber row as it stands once subscribed (however the subscription was made).
  db()
    .insert(schema.newsletterSubscribers)
    .values({ email, status: "subscribed", unsubscribe_token: unique("unsubscribe-token-of-the-visitor") })
    .run();
  const mail = () => db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to_address, email)).all();
  expect(mail().length).toBeGreaterThan(0);
  return { email, message, mail };
}

function signupFields(email: string) {
  return {
    user_name: "Imposter",
    business_name: "Imposter Traders",
    user_email: email,
    contact_number: "9876500000",
    address: "1 Nowhere Lane",
    city: "Surat",
    password: PASSWORD,
    confirm_password: PASSWORD,
  };
}

const messageRow = (id: number) => db().select().from(schema.contactMessages).where(eq(schema.contactMessages.id, id)).get();
const subscriberOf = (email: string) => db().select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.email, email)).get();

describe("registering someone else's address (the attack)", () => {
  it("a sign-up with a visitor's address cannot be approved: the link goes to the visitor's mailbox, and the team's Approve is refused", async () => {
    const visitor = visitorWithHistory();
    const answer = await post(signupRoute.action, "/signup", signupFields(visitor.email));
    expect((answer as Response).headers.get("Location")).toBe("/login?registered=1");
    const imposter = getUserByEmail(visitor.email)!;
    expect(imposter.email_confirmed_at).toBeNull();

    // The link went to the address (the visitor's mailbox), not to whoever typed it.
    expect(confirmationTokenFor(visitor.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const refusal = decideRegistration(owner, imposter.id, "approve");
    expect(refusal).toMatchObject({ ok: false, reason: "not_allowed" });
    expect((refusal as { message: string }).message).toContain("not confirmed");
    expect(getUserByEmail(visitor.email)!.account_status).toBe("pending");
    // Nor by the API's door (PATCH account_status: the same domain function).
    const { MANAGED_MODELS } = await import("~/routes/api/.server/manage-data");
    const patched = await MANAGED_MODELS.UserProfile!.update!(owner, imposter.id, { account_status: "approved" }, "patch");
    expect(patched).toMatchObject({ ok: false, reason: "not_allowed" });
    // The imposter cannot sign in either, and is told why.
    const login = await verifyLogin(visitor.email, PASSWORD).catch((error: unknown) => error);
    expect(login).toBeInstanceOf(LoginRefused);
    expect((login as Error).message).toBe(authCopy.accountAwaitingEmail);
  });

  it("an approved account whose address was never proven (made before the rule) exports and erases nothing kept under the address", async () => {
    const visitor = visitorWithHistory();
    // As the attack was done before the rule: registered with the visitor's address, then approved.
    const imposter = createUser({ user_email: visitor.email, password: PASSWORD, email_confirmed_at: null });
    const mailBefore = visitor.mail().length;

    const copy = getPersonalData(imposter)!;
    expect(copy.contact_messages).toEqual([]);
    expect(copy.newsletter_subscription).toBeNull();
    expect(copy.left_out).toBe(UNCONFIRMED_ADDRESS_NOTE);
    expect(JSON.stringify(copy)).not.toContain("+91 98250 55555");
    expect(JSON.stringify(copy)).not.toContain("we will call you");

    expect(await deleteOwnAccount(imposter, PASSWORD)).toMatchObject({ ok: true, record: { contactMessagesErased: 0, newsletterErased: 0 } });
    // The visitor's message (with the team's reply), subscription and emails are all still there.
    expect(messageRow(visitor.message.id)).toMatchObject({ email: visitor.email, reply_message: "The large frame is ₹18,000; we will call you." });
    expect(subscriberOf(visitor.email)).toBeDefined();
    expect(visitor.mail()).toHaveLength(mailBefore);
  });

  it("once the holder proves the address (the emailed link, the page's button), the rows kept under it are theirs", async () => {
    const visitor = visitorWithHistory();
    await post(signupRoute.action, "/signup", { ...signupFields(visitor.email), user_name: "Nisha Trivedi" });
    const account = confirmRegistration(visitor.email);
    expect(account.email_confirmed_at).not.toBeNull();
    expect(decideRegistration(owner, account.id, "approve")).toMatchObject({ ok: true, changed: true });

    const copy = getPersonalData(account)!;
    expect(copy.left_out).toBeNull();
    expect(copy.contact_messages.map((row) => row.id)).toEqual([visitor.message.id]);
    expect(copy.newsletter_subscription).toMatchObject({ email: visitor.email });
    expect(await deleteOwnAccount(account, PASSWORD)).toMatchObject({ ok: true, record: { contactMessagesErased: 1, newsletterErased: 1 } });
    expect(messageRow(visitor.message.id)).toBeUndefined();
    expect(visitor.mail()).toHaveLength(0);
  });
});

describe("the sign-up's confirmation link", () => {
  it("works once, for 7 days, and only for the address it was sent to", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const email = `${unique("buyer")}@example.in`;
    await post(signupRoute.action, "/signup", signupFields(email));
    const first = confirmationTokenFor(email);
    const user = getUserByEmail(email)!;

    // A new link (the team's "Send again") replaces the first one.
    expect(resendEmailConfirmation(owner, user.id)).toMatchObject({ ok: true, record: { to: email } });
    const second = confirmationTokenFor(email);
    expect(second).not.toBe(first);
    const { confirmAccountEmail } = await import("~/.server/accounts/email-confirmation");
    expect(confirmAccountEmail(first)).toMatchObject({ ok: false, reason: "invalid" });

    // Seven days and a minute later, the link is dead.
    vi.setSystemTime(Date.now() + 7 * 24 * 60 * 60 * 1000 + 60_000);
    expect(confirmAccountEmail(second)).toMatchObject({ ok: false, reason: "invalid" });
    expect(getUserByEmail(email)!.email_confirmed_at).toBeNull();
    vi.useRealTimers();

    // A link for an address the account no longer has proves nothing.
    expect(resendEmailConfirmation(owner, user.id).ok).toBe(true);
    const third = confirmationTokenFor(email);
    db()
      .update(schema.users)
      .set({ user_email: `${unique("moved")}@example.in` })
      .where(eq(schema.users.id, user.id))
      .run();
    expect(confirmAccountEmail(third)).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("the team's Send again is for administrators, refuses a confirmed address and is limited per account", async () => {
    const email = `${unique("limited")}@example.in`;
    await post(signupRoute.action, "/signup", signupFields(email));
    const user = getUserByEmail(email)!;
    const manager = createUser({ user_type: USER_TYPE.storeManager });
    expect(resendEmailConfirmation(manager, user.id)).toMatchObject({ ok: false, reason: "forbidden" });
    // The limit (3 an hour per account) is shared by the team and the person.
    for (let sent = 0; sent < 3; sent++) expect(resendEmailConfirmation(owner, user.id).ok).toBe(true);
    expect(() => resendEmailConfirmation(owner, user.id)).toThrow(/Too many/i);
    confirmRegistration(email);
    const confirmed = createUser();
    expect(resendEmailConfirmation(owner, confirmed.id)).toMatchObject({ ok: false, reason: "not_allowed" });
  });

  it("an address the team changes is unproven again, and the old one is kept as a past address", async () => {
    const user = createUser({ password: PASSWORD });
    expect(user.email_confirmed_at).not.toBeNull();
    const { updateUser } = await import("~/.server/accounts/user-admin");
    const newEmail = `${unique("typed-by-team")}@example.in`;
    const saved = await updateUser(owner, user.id, { ...user, user_email: newEmail, password: "" });
    expect(saved).toMatchObject({ ok: true, record: { user_email: newEmail, email_confirmed_at: null } });
    expect(db().select().from(schema.accountPastEmails).where(eq(schema.accountPastEmails.user_id, user.id)).all()).toEqual([
      expect.objectContaining({ email: user.user_email }),
    ]);
  });
});

describe("contact messages sent signed in", () => {
  it("carry the account's id (the /contact form with the session cookie; the API with a bearer) and are the account's whatever address was typed", async () => {
    const buyer = createUser({ password: PASSWORD, email_confirmed_at: null });
    // The session cookie a login sets.
    const { startBrowserSession } = await import("~/routes/.server/auth");
    const login = await startBrowserSession(new Request(`${SITE}/login`), buyer, "/");
    const cookie = login.headers.get("Set-Cookie")!.split(";")[0]!;
    const typed = `${unique("other-address")}@example.in`;
    const fields = { name: "Ravi Mistry", email: typed, phone: "", subject: "Signed-in question", message: "Do you ship to Pune?", message_type: "inquiry" };
    const answer = await post(contactRoute.action, "/contact", fields, { Cookie: cookie });
    expect((answer as Response).status).toBe(302);
    const fromPage = db().select().from(schema.contactMessages).where(eq(schema.contactMessages.subject, "Signed-in question")).get()!;
    expect(fromPage.user_id).toBe(buyer.id);

    const token = createSession(buyer.id, "api");
    const apiAnswer = (await contactApi.action({
      request: new Request(`${SITE}/api/contact/submit/`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify({ ...fields, subject: "API question" }),
      }),
      params: {},
      context: { clientAddress: unique("10.2.0") },
    } as never)) as Response;
    expect(apiAnswer.status).toBe(201);
    const fromApi = db().select().from(schema.contactMessages).where(eq(schema.contactMessages.subject, "API question")).get()!;
    expect(fromApi.user_id).toBe(buyer.id);

    // Signed out, a message is nobody's account's.
    await post(contactRoute.action, "/contact", { ...fields, subject: "Signed-out question" });
    expect(db().select().from(schema.contactMessages).where(eq(schema.contactMessages.subject, "Signed-out question")).get()!.user_id).toBeNull();

    // The account's own, even with its address unproven and another address typed.
    expect(getPersonalData(buyer)!.contact_messages.map((row) => row.id)).toEqual([fromPage.id, fromApi.id]);
    expect(await deleteOwnAccount(buyer, PASSWORD)).toMatchObject({ ok: true, record: { contactMessagesErased: 2 } });
    expect(messageRow(fromPage.id)).toBeUndefined();
    expect(messageRow(fromApi.id)).toBeUndefined();
  });
});

describe("erasure finds the account's earlier addresses", () => {
  it("the outbox's emails and the activity log's entries under an address the account had before are erased too", async () => {
    const old = `${unique("old")}@example.in`;
    const buyer = createUser({ user_email: old, password: PASSWORD });
    // The team's entry about the account, under the old address (a role change, as the log words it).
    expect(updateUserRole(owner, buyer.id, USER_TYPE.storeManager).ok).toBe(true);
    expect(updateUserRole(owner, buyer.id, USER_TYPE.user).ok).toBe(true);
    // The person moves to a new address through the emailed link.
    const newEmail = `${unique("new")}@example.in`;
    expect((await requestEmailChange(buyer, { user_email: newEmail, current_password: PASSWORD })).ok).toBe(true);
    const changeMail = db()
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.reference, `user:${buyer.id}:email_change`))
      .get()!;
    const token = /confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(changeMail.text_body)![1]!;
    const moved = confirmEmailChange(token, buyer.id);
    expect(moved).toMatchObject({ ok: true, record: { user_email: newEmail } });
    // An email to the old address about the account, still in the outbox.
    const { enqueueEmail } = await import("~/.server/email/outbox");
    enqueueEmail(db(), { to: old, subject: "Your account", text: `Hello ${old}`, html: `<p>Hello ${old}</p>`, reference: `user:${buyer.id}:approved` });
    const logWith = (address: string) =>
      db()
        .select()
        .from(schema.auditLog)
        .all()
        .filter((entry) => entry.summary.includes(address) || entry.actor_email === address);
    expect(logWith(old).length).toBeGreaterThan(0);

    const current = getUserByEmail(newEmail)!;
    expect(await deleteOwnAccount(current, PASSWORD)).toMatchObject({ ok: true });
    expect(db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to_address, old)).all()).toEqual([]);
    expect(logWith(old)).toEqual([]);
    expect(
      db()
        .select()
        .from(schema.auditLog)
        .all()
        .some((entry) => entry.summary.includes(ERASED_INQUIRER.email)),
    ).toBe(true);
  });
});

describe("staff erasing themselves", () => {
  it("DELETE /api/account/ answers 409 with the reason for a store manager, and erases once the owner has demoted them", async () => {
    const manager = createUser({ user_type: USER_TYPE.storeManager, password: PASSWORD });
    const call = async () =>
      (await accountApi.action({
        request: new Request(`${SITE}/api/account/`, {
          method: "DELETE",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${createSession(manager.id, "api")}` },
          body: JSON.stringify({ password: PASSWORD }),
        }),
        params: {},
        context: { clientAddress: unique("10.3.0") },
      } as never)) as Response;
    const refused = await call();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ status: false, message: myDataCopy.staffRefused });
    expect(getUserByEmail(manager.user_email)).toBeDefined();
    expect(updateUserRole(owner, manager.id, USER_TYPE.user).ok).toBe(true);
    expect((await call()).status).toBe(200);
    expect(getUserByEmail(manager.user_email)).toBeUndefined();
  });
});
