/**
 * Header injection: CR/LF, "Bcc:" and friends in a name, an address, a subject or a reply never
 * reach the mail headers. Every message the SMTP server receives is read raw: one To, no Bcc or
 * Cc, only the headers we write, and one envelope recipient.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db, schema, writeTransaction } from "~/.server/db";
import { notifyContactMessage } from "~/.server/email/notifications";
import { cleanHeaderText, enqueueEmail, isValidRecipient } from "~/.server/email/outbox";
import { processOutboxOnce } from "~/.server/email/worker";
import { createProductInquiry } from "~/.server/inquiries/inquiries";
import { createContactMessage } from "~/.server/messages/contact";
import { replyToContactMessage } from "~/.server/messages/replies";
import { contactSchema } from "~/lib/schemas/contact";
import { productInquirySchema } from "~/lib/schemas/inquiries";

import { createProduct, createUser, setSiteSettings, WORKSHOP } from "../support/email-fixtures";
import { createSmtpSink, type ReceivedMail, type SmtpSink } from "../support/smtp-sink";

const EVIL = "evil@attacker.test";
const INJECTIONS = [
  `Anjali\r\nBcc: ${EVIL}`,
  `Anjali\nBcc: ${EVIL}`,
  `Anjali\rBcc: ${EVIL}`,
  `Anjali\r\n\r\nBcc: ${EVIL}`,
  `Anjali\u0085Bcc: ${EVIL}`,
  `Anjali\u2028Cc: ${EVIL}`,
  `Anjali\r\nContent-Type: text/html\r\n\r\n<script>x</script>`,
];
/** Every header a message of ours may carry. */
const ALLOWED_HEADERS = new Set(["from", "to", "reply-to", "subject", "message-id", "date", "mime-version", "content-type", "content-transfer-encoding"]);

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
  sink.recipients.length = 0;
});

function expectCleanHeaders(mail: ReceivedMail, recipient: string) {
  const names = mail.headerLines.map((line) => line.slice(0, line.indexOf(":")).toLowerCase());
  expect(names.filter((name) => name === "to")).toHaveLength(1);
  expect(names.filter((name) => name === "bcc" || name === "cc")).toHaveLength(0);
  for (const name of names) expect(ALLOWED_HEADERS.has(name), `unexpected header ${name}`).toBe(true);
  expect(names.filter((name) => name === "subject")).toHaveLength(1);
  expect(names.filter((name) => name === "content-type")).toHaveLength(1);
  expect(mail.to).toBe(recipient);
  expect(mail.envelopeTo).toEqual([recipient]);
  // The subject is one line, whatever it was given.
  expect(mail.subject).not.toMatch(/[\r\n\u0085\u2028]/);
}

async function deliverAll() {
  const before = sink.messages.length;
  const { sent } = await processOutboxOnce({ transport: sink.url });
  // The sink keeps a message before it answers 250, which the send waited for: every email the
  // batch counts as sent is there already.
  return sink.waitFor(before + sent);
}

describe("header injection", () => {
  it("names and subjects with line breaks stay in one header line, through the contact form", async () => {
    for (const injected of INJECTIONS) {
      // The contact schema trims but accepts line breaks in a name or a subject.
      const input = contactSchema.safeParse({ name: injected, email: "anjali@example.in", subject: `Order ${injected}`, message: "A message long enough." });
      if (input.success) {
        createContactMessage(input.data);
      } else {
        // What the schema refuses is written straight, as another door might.
        writeTransaction((tx) => {
          const row = tx
            .insert(schema.contactMessages)
            .values({ name: injected, email: "anjali@example.in", subject: `Order ${injected}`, message: "A message long enough." })
            .returning()
            .get();
          notifyContactMessage(tx, row);
        });
      }
    }
    const mails = await deliverAll();
    expect(mails).toHaveLength(INJECTIONS.length);
    for (const mail of mails) {
      expectCleanHeaders(mail, WORKSHOP.support_email);
      expect(mail.replyTo).toBe("anjali@example.in");
      expect(mail.subject).toMatch(/^New contact message: Order Anjali (Bcc|Cc|Content-Type)/);
      // Names are one line in the body too: no line of it looks like a header.
      expect(mail.text).not.toMatch(/^(Bcc|Cc|Content-Type):/m);
    }
    expect(sink.recipients).not.toContain(EVIL);
  });

  it("an address carrying headers or a second address is refused, never split", async () => {
    const attempts = [
      `victim@example.in\r\nBcc: ${EVIL}`,
      `victim@example.in\nBcc:${EVIL}`,
      `victim@example.in, ${EVIL}`,
      `victim@example.in;${EVIL}`,
      `"Victim" <victim@example.in>`,
      `Victim <${EVIL}>`,
      `victim@example.in%0d%0aBcc:${EVIL}`,
    ];
    const ids = attempts.map((to) => enqueueEmail({ to, replyTo: `p@example.in\r\nBcc: ${EVIL}`, subject: "Hello", text: "t", html: "h" }).id);
    const rows = db()
      .select()
      .from(schema.emailOutbox)
      .all()
      .filter((row) => ids.includes(row.id));
    for (const row of rows) {
      expect(row.status).toBe("failed");
      expect(row.last_error).toMatch(/^Invalid recipient address: .* This email was not sent\.$/);
      expect(row.last_error).not.toMatch(/[\r\n]/);
    }
    // A trailing line break is only stripped; a broken Reply-To is dropped, not sent.
    const { id, status } = enqueueEmail({ to: "victim@example.in\r\n", replyTo: `p@example.in\r\nBcc: ${EVIL}`, subject: "Hello", text: "t", html: "h" });
    expect(status).toBe("pending");
    expect(db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.id, id)).get()!.reply_to).toBeNull();

    const mails = await deliverAll();
    expect(mails).toHaveLength(1);
    expectCleanHeaders(mails[0]!, "victim@example.in");
    expect(mails[0]!.replyTo).toBe("");
    expect(sink.recipients).toEqual(["victim@example.in"]);
  });

  it("an inquirer's name and a reply with injected headers change only the body", async () => {
    setSiteSettings({ email_notifications: true });
    const buyer = createUser({ user_name: `Meera\r\nBcc: ${EVIL}` });
    const outcome = createProductInquiry(
      buyer,
      productInquirySchema.parse({ product_item: createProduct({ title: `Box\r\nBcc: ${EVIL}` }).id, message: `Hi\r\nBcc: ${EVIL}` }),
    );
    expect(outcome.ok).toBe(true);
    const message = createContactMessage(
      contactSchema.parse({ name: "Ravi", email: "ravi@example.in", subject: "Question", message: "A message long enough." }),
    );
    expect(replyToContactMessage(message.id, `Thanks.\r\nBcc: ${EVIL}\r\n\r\nMore.`).ok).toBe(true);

    const mails = await deliverAll();
    expect(mails).toHaveLength(4); // acknowledgement, notification, contact notification, reply
    for (const mail of mails) expectCleanHeaders(mail, mail.envelopeTo[0]!);
    expect(mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual(
      [buyer.user_email, "ravi@example.in", WORKSHOP.support_email, WORKSHOP.support_email].sort(),
    );
    expect(sink.recipients).not.toContain(EVIL);
    const reply = mails.find((mail) => mail.subject === "Re: Question")!;
    expect(reply.text).toContain(`Thanks.\nBcc: ${EVIL}\n\nMore.`);
    const notice = mails.find((mail) => mail.subject.startsWith("New product inquiry"))!;
    expect(notice.subject).toMatch(/^New product inquiry PI-\d{6}: Box Bcc: evil@attacker\.test$/);
  });

  it("cleans header text and accepts only plain single addresses", () => {
    expect(cleanHeaderText("a\r\nb\tc\u0000d\u2029e")).toBe("a b c d e");
    expect(cleanHeaderText("x".repeat(300))).toHaveLength(250);
    for (const good of ["a@example.in", "first.last+tag@sub.example.co.in", "o'neil@example.in".replace("'", "")]) expect(isValidRecipient(good)).toBe(true);
    for (const bad of ["", "a", "a@b", "a b@example.in", "a@example.in,b@example.in", "<a@example.in>", "a@example.in\n", '"a"@example.in', "a@@example.in"]) {
      expect(isValidRecipient(bad), bad).toBe(false);
    }
  });
});
