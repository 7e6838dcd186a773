/**
 * Issue 19: the emails a visitor receives are in the language of the page they used (the form's
 * action knows it from /gu/... or /hi/...), with links to that language's pages; an account and a
 * contact message keep the language, so later emails (the team's decision, a reply) use it; the
 * team's own emails, and what the JSON API causes, stay English. docs/decisions/017.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { approveAccount, rejectAccount } from "~/.server/accounts/approval";
import { getUserByEmail } from "~/.server/accounts/users";
import { db, schema } from "~/.server/db";
import { createPortfolioInquiry, createProductInquiry } from "~/.server/inquiries/inquiries";
import { subscribeToNewsletter } from "~/.server/messages/contact";
import { replyToContactMessage, replyToPortfolioInquiry, replyToProductInquiry } from "~/.server/messages/replies";
import { emailCopy } from "~/lib/copy/emails";
import { emailCopyGu } from "~/lib/copy/emails-gu";
import { emailCopyHi } from "~/lib/copy/emails-hi";
import { fill } from "~/lib/i18n/locales";
import { linkToken, secretLink } from "~/routes/.server/secret-link";
import * as contactRoute from "~/routes/site/contact";
import * as forgotRoute from "~/routes/site/forgot-password";
import * as loginRoute from "~/routes/site/login";
import * as newsletterRoute from "~/routes/site/newsletter";
import * as newsletterConfirmRoute from "~/routes/site/newsletter-confirm";
import * as signupRoute from "~/routes/site/signup";

import { confirmRegistration } from "../support/email-confirmation";
import { createAdmin, createPortfolioItem, createProduct, createUser, setSiteSettings, unique, WORKSHOP } from "../support/email-fixtures";
import { subscribeAndConfirm } from "../support/newsletter";

setSiteSettings({ email_notifications: true });

const SITE = "http://localhost:5173";

/** A plain form post to a page of the site in a language, answered by that page's action. */
async function post<Action extends (args: never) => unknown>(action: Action, path: string, lang: "gu" | "hi" | undefined, fields: Record<string, string>) {
  const request = new Request(`${SITE}${path}`, { method: "POST", body: new URLSearchParams(fields) });
  try {
    return (await action({ request, params: lang ? { lang } : {}, context: { clientAddress: unique("10.0.0") } } as never)) as unknown;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const mailTo = (address: string) => db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to_address, address)).all();
const toWorkshop = (reference: string) =>
  db()
    .select()
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.reference, reference))
    .all()
    .filter((row) => row.to_address === WORKSHOP.support_email);

/** The English words must not be in the email, the language's must. */
function expectWritten(row: { subject: string; text_body: string; html_body: string }, words: string[], english: string[]) {
  for (const text of words) expect(`${row.subject}\n${row.text_body}`).toContain(text);
  for (const text of english) expect(`${row.subject}\n${row.text_body}`).not.toContain(text);
}

describe("emails in the visitor's language", () => {
  it("a newsletter subscription from /hi/newsletter is confirmed by a Hindi link, then welcomed in Hindi, its links to the Hindi pages", async () => {
    const email = `${unique("meera")}@example.in`;
    const answer = await post(newsletterRoute.action, "/hi/newsletter", "hi", { email });
    expect((answer as Response).headers.get("Location")).toBe("/hi/newsletter?subscribed=1");

    // First the confirmation link, in Hindi, to the Hindi page; no welcome, nothing on the list yet.
    const [asking] = mailTo(email);
    expect(mailTo(email)).toHaveLength(1);
    expect(asking!.subject).toBe(`${WORKSHOP.site_name} के पत्रों के लिए अपना सब्सक्रिप्शन पक्का करें`);
    expectWritten(asking!, [emailCopyHi.newsletterConfirm.greeting, `${emailCopyHi.newsletterConfirm.link}: `], [emailCopy.newsletterConfirm.link]);
    expect(asking!.html_body).toContain('<html lang="hi">');
    const link = /https?:\/\/\S+\/hi\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(asking!.text_body);
    expect(link).not.toBeNull();
    expect(db().select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.email, email)).get()).toBeUndefined();

    // The link's page (token moved into a cookie), then its button, on the Hindi page.
    const opened = await post(newsletterConfirmRoute.loader, `/hi/newsletter/confirm?token=${link![1]}`, "hi", {}).catch((error: unknown) => error);
    const moved = opened as Response;
    expect(moved.headers.get("Location")).toBe("/hi/newsletter/confirm");
    const cookie = moved.headers.get("Set-Cookie")!.split(";")[0]!;
    const confirmed = (await newsletterConfirmRoute.action({
      request: new Request(`${SITE}/hi/newsletter/confirm`, { method: "POST", body: new URLSearchParams({}), headers: { Cookie: cookie } }),
      params: { lang: "hi" },
      context: {},
    } as never)) as Response;
    expect(confirmed.headers.get("Location")).toBe("/hi/newsletter/confirm?confirmed=1");

    const welcome = mailTo(email).at(-1)!;
    const token = db().select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.email, email)).get()!.unsubscribe_token;
    expect(welcome.subject).toBe(`${WORKSHOP.site_name} के पत्रों में आपका स्वागत है`);
    expectWritten(
      welcome,
      [emailCopyHi.newsletterWelcome.greeting, "सादेली", `${emailCopyHi.newsletterWelcome.unsubscribe}: `],
      [emailCopy.newsletterWelcome.unsubscribe],
    );
    expect(welcome.text_body).toContain(`/hi/newsletter/unsubscribe/${token}`);
    expect(welcome.html_body).toContain('<html lang="hi">');
    expect(welcome.html_body).toContain(`/hi/newsletter/unsubscribe/${token}"`);
    // The team hears of it through the inbox, in English, as before.
    const message = db().select().from(schema.contactMessages).where(eq(schema.contactMessages.email, email)).get()!;
    expect(message.subject).toBe("Newsletter Subscription");
    expect(message.language).toBe("hi");
  });

  it("a Gujarati subscription's confirmation is Gujarati, its link to the Gujarati page", () => {
    const email = `${unique("dhruv")}@example.in`;
    subscribeToNewsletter(email, { lang: "gu" });
    const [asking] = mailTo(email);
    expect(asking!.subject).toBe(`${WORKSHOP.site_name} ના પત્રો માટે તમારા સબ્સ્ક્રિપ્શનની પુષ્ટિ કરો`);
    expectWritten(asking!, [emailCopyGu.newsletterConfirm.greeting, emailCopyGu.newsletterConfirm.ignore], [emailCopy.newsletterConfirm.ignore]);
    expect(asking!.text_body).toMatch(/\/gu\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/);
    expect(asking!.html_body).toContain('<html lang="gu">');
  });

  it("an English subscription (the page or the API) stays English, with the English links", () => {
    const email = `${unique("ravi")}@example.in`;
    subscribeToNewsletter(email);
    const [asking] = mailTo(email);
    expect(asking!.subject).toBe(`Please confirm your subscription to the letters from ${WORKSHOP.site_name}`);
    expect(asking!.text_body).toMatch(/\/newsletter\/confirm\?token=/);
    expect(asking!.text_body).not.toMatch(/\/(gu|hi)\/newsletter/);
    const { subscriber } = subscribeAndConfirm(email);
    const welcome = mailTo(email).at(-1)!;
    expect(welcome.subject).toBe(`Welcome to the letters from ${WORKSHOP.site_name}`);
    expect(welcome.text_body).toContain(`/newsletter/unsubscribe/${subscriber.unsubscribe_token}`);
    expect(welcome.text_body).not.toMatch(/\/(gu|hi)\/newsletter/);
    expect(welcome.html_body).toContain('<html lang="en">');
  });

  it("a contact message from /gu/contact keeps Gujarati: the team is notified in English, the reply is emailed in Gujarati", async () => {
    const email = `${unique("kiran")}@example.in`;
    const answer = await post(contactRoute.action, "/gu/contact", "gu", {
      name: "કિરણ પટેલ",
      email,
      subject: "સાદેલી બોક્સ",
      message: "મારે લગ્ન માટે દસ સાદેલી બોક્સ જોઈએ છે.",
      message_type: "inquiry",
    });
    expect((answer as Response).headers.get("Location")).toBe("/gu/contact?sent=1#contact-form");
    const message = db().select().from(schema.contactMessages).where(eq(schema.contactMessages.email, email)).get()!;
    expect(message.language).toBe("gu");

    const [notification] = toWorkshop(`contact_message:${message.id}`);
    expect(notification!.subject).toBe("New contact message: સાદેલી બોક્સ");
    expect(notification!.text_body).toContain("wrote through the contact form");
    expect(notification!.html_body).toContain('<html lang="en">');

    expect(replyToContactMessage(message.id, "હા, દસ બોક્સ બે અઠવાડિયામાં તૈયાર થશે.").ok).toBe(true);
    const [reply] = mailTo(email);
    expect(reply!.subject).toBe("જવાબ: સાદેલી બોક્સ");
    expectWritten(reply!, ["પ્રિય કિરણ પટેલ,", emailCopyGu.reply.continue, "ફોન: ", "ઇમેઇલ: "], ["Dear ", emailCopy.reply.continue, "Phone: "]);
    // The site's address at the end is the Gujarati home page.
    expect(reply!.text_body).toMatch(/\/gu\n$/);
    expect(reply!.html_body).toContain('<html lang="gu">');
  });

  it("a sign-up from /hi/signup keeps Hindi: the team's notice is English, the approval is Hindi with the Hindi login page", async () => {
    const email = `${unique("sunita")}@example.in`;
    const answer = await post(signupRoute.action, "/hi/signup", "hi", {
      user_name: "सुनीता शाह",
      business_name: "शाह हस्तकला",
      user_email: email,
      contact_number: "9876543210",
      address: "14 रिंग रोड, उधना",
      city: "सूरत",
      password: "kesar-mango-1987",
      confirm_password: "kesar-mango-1987",
    });
    expect((answer as Response).headers.get("Location")).toBe("/hi/login?registered=1");
    const account = getUserByEmail(email)!;
    expect(account.language).toBe("hi");
    const [notice] = toWorkshop(`user:${account.id}`);
    expect(notice!.subject).toBe("New business registration awaiting approval: शाह हस्तकला");

    // The link that proves the address is Hindi, to the Hindi page; the team approves once it is used.
    const [link] = mailTo(email);
    expect(link!.subject).toBe(fill(emailCopyHi.emailConfirm.subject, { site: WORKSHOP.site_name }));
    expect(link!.text_body).toMatch(/\/hi\/confirm-email\?token=/);
    expect(link!.html_body).toContain('<html lang="hi">');
    expect(approveAccount(createAdmin(), account.id).ok).toBe(false);
    confirmRegistration(email);
    expect(approveAccount(createAdmin(), account.id).ok).toBe(true);
    const [, approved] = mailTo(email);
    expect(approved!.subject).toBe(`आपका ${WORKSHOP.site_name} खाता मंज़ूर हो गया है`);
    expectWritten(approved!, ["प्रिय सुनीता शाह,", "शाह हस्तकला", `${emailCopyHi.accountApproved.login}: `], ["Good news", "Dear "]);
    expect(approved!.text_body).toMatch(/\/hi\/login\n/);
  });

  it("a rejection uses the account's language; an account registered in English (or by the API) is told in English", () => {
    const admin = createAdmin();
    const gujarati = createUser({ account_status: "pending", language: "gu", user_email: `${unique("gu")}@example.in` });
    const english = createUser({ account_status: "pending", user_email: `${unique("en")}@example.in` });
    rejectAccount(admin, gujarati.id);
    rejectAccount(admin, english.id);
    const [inGujarati] = mailTo(gujarati.user_email);
    expect(inGujarati!.subject).toBe(`તમારી ${WORKSHOP.site_name} નોંધણી મંજૂર થઈ નથી`);
    expect(inGujarati!.text_body).toMatch(/\/gu\/contact\n/);
    const [inEnglish] = mailTo(english.user_email);
    expect(inEnglish!.subject).toBe(`Your ${WORKSHOP.site_name} registration was not approved`);
    expect(inEnglish!.text_body).toMatch(/[^/]\/contact\n/);
  });

  it("an inquiry from a Hindi page is acknowledged in Hindi and the account keeps Hindi: the reply links to /hi/account/inquiries", () => {
    const buyer = createUser();
    const product = createProduct({ is_available: true });
    const sent = createProductInquiry(
      buyer,
      { product_item: product.id, message: "दस डिब्बे चाहिए, शादी के लिए।", quantity: 10, budget: undefined, delivery_timeline: undefined },
      { lang: "hi" },
    );
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    expect(getUserByEmail(buyer.user_email)!.language).toBe("hi");
    const [acknowledgement] = mailTo(buyer.user_email);
    expect(acknowledgement!.subject).toBe(`आपकी पूछताछ PI-${String(sent.record.id).padStart(6, "0")} हमें मिल गई है`);
    expectWritten(acknowledgement!, [emailCopyHi.responsePromise, emailCopyHi.inquiryReceived.reference], ["We'll respond"]);
    // The workshop's copy of the same inquiry is English.
    expect(toWorkshop(`product_inquiry:${sent.record.id}`)[0]!.subject).toMatch(/^New product inquiry PI-/);

    replyToProductInquiry(sent.record.id, "हाँ, दो हफ़्ते में तैयार हो जाएँगे।");
    const reply = mailTo(buyer.user_email).find((row) => row.reference.endsWith(":reply"))!;
    expect(reply.subject).toMatch(/^जवाब: /);
    expect(reply.text_body).toContain(`${emailCopyHi.reply.inquiriesLink}: `);
    expect(reply.text_body).toMatch(/\/hi\/account\/inquiries\n/);
  });

  it("an inquiry through the API (no language) is English and leaves the account's language as it was", () => {
    const buyer = createUser({ language: "gu" });
    const project = createPortfolioItem({ is_public: true });
    const sent = createPortfolioInquiry(buyer, { portfolio_item: project.id, message: "A wall panel for our office.", budget: undefined, timeline: undefined });
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    expect(mailTo(buyer.user_email)[0]!.subject).toMatch(/^We received your inquiry PF-/);
    expect(getUserByEmail(buyer.user_email)!.language).toBe("gu");
    // The reply, later, follows the account's language.
    replyToPortfolioInquiry(sent.record.id, "Yes, we can.");
    const reply = mailTo(buyer.user_email).find((row) => row.reference.endsWith(":reply"))!;
    expect(reply.subject).toMatch(/^જવાબ: /);
    expect(reply.text_body).toMatch(/\/gu\/account\/inquiries\n/);
  });

  it("a reset link asked for on /gu/forgot-password comes in Gujarati and opens the Gujarati page", async () => {
    const account = createUser({ user_email: `${unique("nila")}@example.in` });
    const answer = await post(forgotRoute.action, "/gu/forgot-password", "gu", { user_email: account.user_email });
    expect((answer as Response).headers.get("Location")).toBe("/gu/forgot-password?sent=1");
    const [reset] = mailTo(account.user_email);
    expect(reset!.subject).toBe(`તમારો ${WORKSHOP.site_name} પાસવર્ડ નવેસરથી સેટ કરો`);
    expect(reset!.text_body).toMatch(/\/gu\/reset-password\?token=[A-Za-z0-9_-]+\n/);
    expectWritten(reset!, [emailCopyGu.passwordReset.ignore], [emailCopy.passwordReset.ignore]);
    // Anyone may ask for a reset: asking does not change the account's language.
    expect(getUserByEmail(account.user_email)!.language).toBe("en");
  });

  it("the link's page keeps its language when the token leaves the address: /gu/reset-password?token=... goes to /gu/reset-password", async () => {
    const reset = secretLink("sadeli_reset", "/reset-password");
    const confirm = secretLink("sadeli_confirm_email", "/account/confirm-email");
    for (const [link, from, to] of [
      [reset, "/gu/reset-password?token=abc", "/gu/reset-password"],
      [confirm, "/hi/account/confirm-email?token=abc", "/hi/account/confirm-email"],
      [reset, "/reset-password?token=abc", "/reset-password"],
    ] as const) {
      const thrown = await linkToken(new Request(`${SITE}${from}`), link).catch((error: unknown) => error);
      expect((thrown as Response).headers.get("Location")).toBe(to);
    }
  });

  it("a login on /gu/login keeps Gujarati on the account for its later emails; a refused login changes nothing", async () => {
    const account = createUser({ password: "kesar-mango-1987", user_email: `${unique("tara")}@example.in` });
    const refused = await post(loginRoute.action, "/gu/login", "gu", { user_email: account.user_email, password: "wrong-password-1" });
    expect(refused).not.toBeInstanceOf(Response);
    expect(getUserByEmail(account.user_email)!.language).toBe("en");
    const answer = await post(loginRoute.action, "/gu/login", "gu", { user_email: account.user_email, password: "kesar-mango-1987" });
    expect((answer as Response).status).toBe(302);
    expect(getUserByEmail(account.user_email)!.language).toBe("gu");
  });
});
