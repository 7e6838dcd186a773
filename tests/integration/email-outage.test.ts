/**
 * The mail server away, refusing or rejecting: the person's action still succeeds, the email
 * waits in the outbox, and it is sent once the server is back, once. Also the retry schedule,
 * the final 'failed' state, Retry, invalid recipients, and a site without any mail settings.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { approveAccount } from "~/.server/accounts/approval";
import { registerBusinessAccount } from "~/.server/accounts/users";
import { db, schema } from "~/.server/db";
import { enqueueEmail, listOutboxEmails, outboxCounts, retryEmail } from "~/.server/email/outbox";
import { MAX_ATTEMPTS, processOutboxOnce, RETRY_DELAYS_MS, startEmailWorker, stopEmailWorker } from "~/.server/email/worker";
import { createProductInquiry } from "~/.server/inquiries/inquiries";
import { createContactMessage, subscribeToNewsletter } from "~/.server/messages/contact";
import { replyToContactMessage } from "~/.server/messages/replies";
import { signupFields } from "~/lib/schemas/auth";
import { contactSchema } from "~/lib/schemas/contact";
import { productInquirySchema } from "~/lib/schemas/inquiries";

import { createAdmin, createProduct, createUser, setSiteSettings, unique, WORKSHOP } from "../support/email-fixtures";
import { createSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { waitFor } from "../support/wait-for";

let sink: SmtpSink;
const warnings: string[] = [];

beforeAll(async () => {
  setSiteSettings({ email_notifications: true });
  sink = await createSmtpSink({
    server: {
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith("nobody@")) {
          const error = new Error("5.1.1 No such mailbox") as Error & { responseCode: number };
          error.responseCode = 550;
          return callback(error);
        }
        callback();
      },
    },
  });
});

afterAll(async () => {
  await sink.stop();
});

beforeEach(() => {
  // Each test starts from an empty outbox and a stopped server.
  db().delete(schema.emailOutbox).run();
  sink.messages.length = 0;
  warnings.length = 0;
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void warnings.push(args.join(" ")));
});

afterEach(async () => {
  vi.restoreAllMocks();
  await stopEmailWorker();
  await sink.stop();
});

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

const waitUntil = (check: () => boolean, timeoutMs = 5_000) => waitFor("the outbox to change", check, { timeoutMs, everyMs: 20 });

describe("with the SMTP server stopped", () => {
  it("five actions succeed and queue six emails (a sign-up also sends its confirmation link); once it is back, exactly six arrive", async () => {
    // Five actions of five kinds, each causing one email (the sign-up two: the team's and the link to its address).
    const person = `${unique("visitor")}@example.in`;
    const message = createContactMessage(
      contactSchema.parse({ name: "Visitor", email: person, subject: "Opening hours", message: "Are you open on Sundays?" }),
    );
    const reader = `${unique("reader")}@example.in`;
    subscribeToNewsletter(reader);
    const owner = `${unique("owner")}@crafts.example`;
    const registration = await registerBusinessAccount(
      signupFields.parse({
        user_name: "Farhan Ali",
        business_name: "Ali Interiors",
        user_email: owner,
        contact_number: "9876543210",
        address: "Athwa Lines",
        city: "Surat",
        password: "secret-42",
      }),
    );
    expect(registration.ok).toBe(true);
    expect(replyToContactMessage(message.id, "Yes, from 10 to 6.").ok).toBe(true);
    // An applicant who has opened the link that proves the address: the team may approve it (decision 021).
    const applicant = createUser({ account_status: "pending", email_confirmed_at: new Date().toISOString() });
    expect(approveAccount(createAdmin(), applicant.id).ok).toBe(true);
    expect(outboxCounts()).toMatchObject({ pending: 6, sent: 0, failed: 0 });

    // The worker runs while the server is down: every email gets a failed attempt, none is lost.
    startEmailWorker({ transport: sink.url, pollMs: 20 });
    await waitUntil(() =>
      db()
        .select()
        .from(schema.emailOutbox)
        .all()
        .every((row) => row.attempts >= 1),
    );
    await stopEmailWorker();
    const waiting = db().select().from(schema.emailOutbox).all();
    expect(waiting).toHaveLength(6);
    for (const row of waiting) {
      expect(row.status).toBe("pending");
      expect(row.attempts).toBe(1);
      expect(row.last_error).toMatch(/ECONNECTION|ECONNREFUSED/);
      // Not again before the first delay (1 minute).
      expect(Date.parse(row.next_attempt_at) - Date.now()).toBeGreaterThan(50_000);
    }
    expect(sink.messages).toHaveLength(0);

    // The server is back; once the delay has passed, each email goes out once.
    await sink.start();
    const result = await processOutboxOnce({ transport: sink.url, asOf: minutesFromNow(2) });
    expect(result).toMatchObject({ sent: 6, retrying: 0, failed: 0 });
    await sink.waitFor(6);
    expect(outboxCounts()).toMatchObject({ pending: 0, sending: 0, sent: 6, failed: 0 });

    // Nothing more: not on the next run, not later.
    // (A send is awaited until the sink has kept the message, so a sixth would be here already.)
    expect((await processOutboxOnce({ transport: sink.url, asOf: minutesFromNow(600) })).sent).toBe(0);
    expect(sink.messages).toHaveLength(6);
    expect(new Set(sink.messages.map((mail) => mail.messageId)).size).toBe(6);
    expect(sink.messages.map((mail) => mail.envelopeTo[0]).sort()).toEqual(
      [WORKSHOP.support_email, WORKSHOP.support_email, person, applicant.user_email, reader, owner].sort(),
    );
  });

  it("retries after 1 min, 5 min, 30 min, 2 h and 6 h, then marks the email failed; Retry sends it", async () => {
    const { id } = enqueueEmail({ to: "someone@example.in", subject: "Schedule", text: "Body", html: "<p>Body</p>" });
    const row = () => db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.id, id)).get()!;
    let asOf = new Date();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const before = Date.now();
      const result = await processOutboxOnce({ transport: sink.url, asOf });
      expect(row().attempts).toBe(attempt);
      expect(row().last_error).toMatch(/ECONNECTION|ECONNREFUSED/);
      if (attempt < MAX_ATTEMPTS) {
        expect(result.retrying).toBe(1);
        expect(row().status).toBe("pending");
        const delay = Date.parse(row().next_attempt_at) - before;
        expect(delay).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[attempt - 1]!);
        expect(delay).toBeLessThan(RETRY_DELAYS_MS[attempt - 1]! + 5_000);
        // Not yet due just before the delay ends.
        expect((await processOutboxOnce({ transport: sink.url, asOf: new Date(Date.parse(row().next_attempt_at) - 1_000) })).retrying).toBe(0);
        asOf = new Date(Date.parse(row().next_attempt_at) + 1);
      } else {
        expect(result.failed).toBe(1);
        expect(row().status).toBe("failed");
      }
    }
    expect(RETRY_DELAYS_MS).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 21_600_000]);
    expect(listOutboxEmails({ status: "failed" })).toMatchObject({ count: 1, results: [{ id, status: "failed", attempts: 6 }] });

    // Failed emails wait for an admin: the worker leaves them alone.
    await sink.start();
    expect((await processOutboxOnce({ transport: sink.url, asOf: minutesFromNow(10_000) })).sent).toBe(0);
    expect(retryEmail(id)).toBe(true);
    expect(row()).toMatchObject({ status: "pending", attempts: 0 });
    expect(retryEmail(id)).toBe(false); // only a failed email can be retried
    expect((await processOutboxOnce({ transport: sink.url })).sent).toBe(1);
    expect(row()).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    expect(row().sent_at).not.toBeNull();
    await sink.waitFor(1);
  });
});

describe("bad recipients", () => {
  it("an invalid address fails that email at once, never the action or the worker", async () => {
    setSiteSettings({ email_notifications: false });
    // An account whose stored address is not deliverable (e.g. imported data).
    const buyer = createUser({ user_email: `broken address ${unique("x")}@example` });
    const outcome = createProductInquiry(buyer, productInquirySchema.parse({ product_item: createProduct().id, message: "Hello" }));
    expect(outcome.ok).toBe(true);
    const [failed] = db().select().from(schema.emailOutbox).all();
    expect(failed).toMatchObject({ status: "failed", attempts: 0 });
    expect(failed!.last_error).toMatch(/^Invalid recipient address: broken address .*This email was not sent\.$/);

    const good = enqueueEmail({ to: "fine@example.in", subject: "Still works", text: "t", html: "h" });
    await sink.start();
    expect(await processOutboxOnce({ transport: sink.url })).toMatchObject({ sent: 1, failed: 0 });
    expect(sink.messages.map((mail) => mail.subject)).toEqual(["Still works"]);
    expect(db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.id, good.id)).get()!.status).toBe("sent");
  });

  it("a mailbox the server rejects for good (550) fails that email and the others still go", async () => {
    const rejected = enqueueEmail({ to: "nobody@example.in", subject: "Lost", text: "t", html: "h" });
    enqueueEmail({ to: "somebody@example.in", subject: "Found", text: "t", html: "h" });
    await sink.start();
    expect(await processOutboxOnce({ transport: sink.url })).toMatchObject({ sent: 1, failed: 1 });
    const row = db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.id, rejected.id)).get()!;
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.last_error).toMatch(/EENVELOPE.*550|550.*No such mailbox/);
    expect(sink.messages.map((mail) => mail.subject)).toEqual(["Found"]);
  });
});

describe("without any mail configuration", () => {
  it("sends nothing, keeps every email waiting, and says so once in the log", async () => {
    setSiteSettings({ support_email: "", email_app_password_encrypted: "" });
    enqueueEmail({ to: "a@example.in", subject: "One", text: "t", html: "h" });
    enqueueEmail({ to: "b@example.in", subject: "Two", text: "t", html: "h" });
    for (let run = 0; run < 3; run += 1) {
      expect(await processOutboxOnce()).toMatchObject({ sent: 0, notConfigured: true });
    }
    // Ten polls of the worker on a clock the test moves (the first at once, then every 10 ms).
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      startEmailWorker({ pollMs: 10 });
      await vi.advanceTimersByTimeAsync(100);
      // The worker did run: its first poll found the emails and said why it cannot send them.
      expect(warnings.filter((line) => line.includes("Email is not configured"))).toHaveLength(1);
      await stopEmailWorker();
    } finally {
      vi.useRealTimers();
    }
    expect(outboxCounts()).toMatchObject({ pending: 2, sending: 0, sent: 0, failed: 0 });
    expect(
      db()
        .select()
        .from(schema.emailOutbox)
        .all()
        .every((row) => row.attempts === 0),
    ).toBe(true);
    expect(warnings.filter((line) => line.includes("Email is not configured"))).toEqual([
      "Email is not configured (no support email is set in the site settings): emails wait in the outbox until it is.",
    ]);
    setSiteSettings({ support_email: WORKSHOP.support_email });
  });
});
