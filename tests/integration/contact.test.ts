/**
 * Contact messages and newsletter subscriptions against a real SQLite file, and the contact and
 * newsletter schemas with section 5's exact messages.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { db, schema } from "~/.server/db";
import { confirmNewsletterSubscription, contactLimitOf, createContactMessage, submitContact, subscribeToNewsletter } from "~/.server/messages/contact";
import { newsletterCopy } from "~/lib/copy/newsletter";
import { type ContactInput, contactSchema, newsletterSchema } from "~/lib/schemas/contact";

import { emailedConfirmationToken, subscribeAndConfirm } from "../support/newsletter";

const MESSAGES = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
  messageMin: "Message must be at least 10 characters",
  phoneInvalid: "Please enter a valid phone number",
};

let sequence = 0;
function uniqueAddress(prefix: string) {
  sequence += 1;
  return `${prefix}${sequence}.${Date.now()}@example.in`;
}

/** What a form post or a JSON call carries, parsed as the action and the API parse it. */
function contactInput(overrides: Record<string, unknown> = {}): ContactInput {
  return contactSchema.parse({
    name: "Anjali Patel",
    email: uniqueAddress("anjali"),
    phone: "+91 (261) 242-1234",
    message_type: "collaboration",
    subject: "Wedding return gifts",
    message: "We would like 120 small Sadeli boxes for a wedding in February.",
    ...overrides,
  });
}

/** The first message zod gives for each field, as the form shows it. */
function fieldMessages(schemaToUse: typeof contactSchema | typeof newsletterSchema, input: unknown) {
  const result = schemaToUse.safeParse(input);
  expect(result.success).toBe(false);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join(".");
    messages[field] ??= issue.message;
  }
  return messages;
}

function contactRows(email: string) {
  return db().select().from(schema.contactMessages).where(eq(schema.contactMessages.email, email)).all();
}

function subscriberRows(email: string) {
  return db().select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.email, email)).all();
}

describe("createContactMessage", () => {
  it("stores one message, as typed, with status 'new'", () => {
    const input = contactInput({ name: "  Anjali Patel ", subject: " Wedding return gifts  " });
    const stored = createContactMessage(input);

    const rows = contactRows(input.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(stored);
    expect(stored).toMatchObject({
      name: "Anjali Patel",
      email: input.email,
      phone: "+91 (261) 242-1234",
      message_type: "collaboration",
      subject: "Wedding return gifts",
      message: "We would like 120 small Sadeli boxes for a wedding in February.",
      status: "new",
      reply_message: null,
      replied_at: null,
    });
    expect(stored.id).toBeGreaterThan(0);
    expect(new Date(stored.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("defaults the type to inquiry, keeps the phone empty when left out, and lowercases the email", () => {
    const email = uniqueAddress("Ravi.Mehta");
    const stored = createContactMessage(
      contactSchema.parse({ name: "Ravi", email: `  ${email.toUpperCase()} `, subject: "Question", message: "Do you ship to Pune?" }),
    );
    expect(stored).toMatchObject({ email: email.toLowerCase(), phone: "", message_type: "inquiry", status: "new" });
  });

  it("accepts the JSON API's null or empty phone", () => {
    expect(contactInput({ phone: null }).phone).toBe("");
    expect(contactInput({ phone: "   " }).phone).toBe("");
  });
});

describe("submitContact (the contact form at every door: the API's /api/contact/submit/ and the contact page)", () => {
  it("reads the spec's newsletter call (subject 'Newsletter Subscription', type 'other') as a request to subscribe: a link, no message", () => {
    const email = uniqueAddress("newsletter.door");
    const input = contactInput({ email, subject: newsletterCopy.messageSubject, message_type: "other", message: "Please add me to your newsletter." });
    const sent = submitContact(input, { lang: "gu" });
    expect(sent).toEqual({ kind: "newsletter", outcome: "confirmation_sent" });
    expect(contactRows(email)).toHaveLength(0);
    expect(subscriberRows(email)).toHaveLength(0);
    expect(emailedConfirmationToken(email)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(contactLimitOf(input)).toBe("newsletter");
  });

  it("stores anything else as a message for the team, the newsletter's subject with another type included", () => {
    const email = uniqueAddress("not.newsletter");
    const input = contactInput({ email, subject: newsletterCopy.messageSubject, message_type: "inquiry" });
    const sent = submitContact(input, { userId: null });
    expect(sent.kind).toBe("message");
    expect(contactRows(email)).toHaveLength(1);
    expect(emailedConfirmationToken(email)).toBeNull();
    expect(contactLimitOf(input)).toBe("contact");
  });
});

describe("subscribeToNewsletter (confirmed by the emailed link)", () => {
  it("keeps one subscriber however often, and in whatever case, the address is sent", () => {
    const email = uniqueAddress("meera");
    const first = subscribeAndConfirm(email);
    const second = subscribeToNewsletter(`  ${email.toUpperCase()}  `);
    const third = subscribeToNewsletter(email.replace("meera", "MEERA"));

    const rows = subscriberRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, status: "subscribed", unsubscribed_at: null });
    expect(rows[0]!.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.outcome).toBe("subscribed");
    expect(first.subscriber).toEqual(rows[0]);
    expect([second.outcome, third.outcome]).toEqual(["already_subscribed", "already_subscribed"]);
  });

  it("leaves the spec's contact message for the team, once per subscription, when it is confirmed", () => {
    const email = uniqueAddress("collector.ahmedabad");
    subscribeToNewsletter(email);
    expect(contactRows(email)).toHaveLength(0);
    const { contactMessage } = subscribeAndConfirm(email);
    subscribeToNewsletter(email.toUpperCase());

    const messages = contactRows(email);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toEqual(contactMessage);
    expect(messages[0]).toMatchObject({
      name: email.split("@")[0],
      email,
      phone: "",
      subject: "Newsletter Subscription",
      message: "Please subscribe me to the newsletter.",
      message_type: "other",
      status: "new",
    });
  });

  it("re-subscribes an address that had unsubscribed once it confirms again, keeping its row and token", () => {
    const email = uniqueAddress("kiran");
    const { subscriber } = subscribeAndConfirm(email);
    db()
      .update(schema.newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribed_at: new Date().toISOString() })
      .where(eq(schema.newsletterSubscribers.id, subscriber.id))
      .run();

    // Asking again is not enough: the address left, so it must prove itself again.
    expect(subscribeToNewsletter(email.toUpperCase()).outcome).toBe("confirmation_sent");
    expect(subscriberRows(email)[0]!.status).toBe("unsubscribed");
    const again = subscribeAndConfirm(email);
    expect(again.outcome).toBe("resubscribed");
    const rows = subscriberRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: subscriber.id,
      status: "subscribed",
      unsubscribed_at: null,
      unsubscribe_token: subscriber.unsubscribe_token,
    });
    // The team hears of the return too.
    expect(contactRows(email)).toHaveLength(2);
  });

  it("gives every subscriber a different token", () => {
    const tokens = Array.from({ length: 20 }, () => subscribeAndConfirm(uniqueAddress("token")).subscriber.unsubscribe_token);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it("writes both rows or neither, and the link still works after a failed confirmation", () => {
    const email = uniqueAddress("atomic");
    subscribeToNewsletter(email);
    const token = emailedConfirmationToken(email)!;
    const sqlite = db().$client;
    // Make the contact message insert fail after the subscriber row was written.
    sqlite.exec(`create temp trigger refuse_newsletter_message before insert on contact_messages
      when new.email = '${email}' begin select raise(abort, 'refused for the test'); end`);
    try {
      expect(() => confirmNewsletterSubscription(token)).toThrow(/refused for the test/);
    } finally {
      sqlite.exec("drop trigger refuse_newsletter_message");
    }
    expect(subscriberRows(email)).toHaveLength(0);
    expect(contactRows(email)).toHaveLength(0);
    expect(confirmNewsletterSubscription(token)?.outcome).toBe("subscribed");
  });
});

describe("contact schema", () => {
  it("says what is missing, with the spec's words", () => {
    expect(fieldMessages(contactSchema, {})).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      subject: MESSAGES.subjectRequired,
      message: MESSAGES.messageRequired,
    });
    // Spaces alone count as empty.
    expect(fieldMessages(contactSchema, { name: "   ", email: "  ", subject: " ", message: "    " })).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      subject: MESSAGES.subjectRequired,
      message: MESSAGES.messageRequired,
    });
  });

  it("refuses a malformed email, a short message and letters in the phone", () => {
    expect(
      fieldMessages(contactSchema, {
        name: "Anjali",
        email: "anjali@",
        phone: "call me: 98250",
        subject: "Hello",
        message: " too short ",
      }),
    ).toEqual({
      email: MESSAGES.emailInvalid,
      phone: MESSAGES.phoneInvalid,
      message: MESSAGES.messageMin,
    });
  });

  it("allows digits, spaces, hyphens, plus and parentheses in the phone", () => {
    for (const phone of ["9825012345", "+91 98250 12345", "(0261) 242-1234"]) {
      expect(contactInput({ phone }).phone).toBe(phone);
    }
  });

  it("accepts only the five message types", () => {
    for (const type of ["inquiry", "support", "collaboration", "complaint", "other"]) {
      expect(contactInput({ message_type: type }).message_type).toBe(type);
    }
    expect(contactSchema.safeParse({ ...contactInput(), message_type: "spam" }).success).toBe(false);
  });

  it("limits lengths", () => {
    const messages = fieldMessages(contactSchema, {
      ...contactInput(),
      name: "x".repeat(101),
      subject: "x".repeat(201),
      message: "x".repeat(5001),
    });
    expect(Object.keys(messages).sort()).toEqual(["message", "name", "subject"]);
  });
});

describe("newsletter schema", () => {
  it("trims and lowercases a valid address", () => {
    expect(newsletterSchema.parse({ email: "  Meera@Example.IN " })).toEqual({ email: "meera@example.in" });
  });

  it("says 'Please enter a valid email' for anything else, including nothing", () => {
    for (const email of [undefined, "", "   ", "meera", "meera@", "@example.in", "meera example@in"]) {
      expect(fieldMessages(newsletterSchema, { email })).toEqual({ email: MESSAGES.emailInvalid });
    }
  });
});
