/**
 * Issue 28 (section 5): the newsletter was single opt-in, so any address typed into the footer got
 * a welcome and joined the list. Now a sign-up emails a confirmation link (only its SHA-256 is
 * stored, 7 days), the address joins the list only when that link's page is confirmed with its
 * button (a GET changes nothing), unconfirmed rows are never listed, exported or counted as
 * subscribers and are deleted once expired, one address gets at most 3 of these emails a day, and
 * an erasure removes a pending sign-up. docs/decisions/023.
 */
import { createHash } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";

import { deleteOwnAccount, getPersonalData } from "~/.server/accounts/personal-data";
import { db, schema } from "~/.server/db";
import {
  confirmNewsletterSubscription,
  deleteExpiredNewsletterConfirmations,
  getNewsletterConfirmation,
  NEWSLETTER_CONFIRMATION_DAYS,
  subscribeToNewsletter,
} from "~/.server/messages/contact";
import { listSubscribers, subscribersCsv } from "~/.server/messages/subscribers";
import { newsletterConfirmCopy, newsletterCopy } from "~/lib/copy/newsletter";
import * as newsletterRoute from "~/routes/site/newsletter";
import * as confirmRoute from "~/routes/site/newsletter-confirm";

import { createUser, unique } from "../support/factories";
import { emailedConfirmationToken, outboxTo, subscribeAndConfirm } from "../support/newsletter";

const DAY_MS = 24 * 60 * 60 * 1000;
const SITE = "http://localhost:5173";
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const address = (prefix: string) => `${unique(prefix)}@reader.example`;
const subscriberRow = (email: string) => db().select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.email, email)).get();
const confirmationRows = (email: string) => db().select().from(schema.newsletterConfirmations).where(eq(schema.newsletterConfirmations.email, email)).all();
const welcomes = (email: string) => outboxTo(email).filter((row) => row.subject.startsWith("Welcome to the letters"));
const confirmations = (email: string) => outboxTo(email).filter((row) => row.subject.startsWith("Please confirm your subscription"));

/** A plain form post to /newsletter (or /gu/newsletter...), from a client address of its own. */
async function postNewsletter(email: string, client = unique("10.1.0.")) {
  const request = new Request(`${SITE}/newsletter`, { method: "POST", body: new URLSearchParams({ email }) });
  return (await newsletterRoute.action({ request, params: {}, context: { clientAddress: client } } as never)) as Response;
}

/** Calls the confirm page's loader or action as the router would; a thrown redirect is returned. */
async function callConfirm(kind: "loader" | "action", path: string, cookie?: string) {
  const request = new Request(`${SITE}${path}`, {
    method: kind === "loader" ? "GET" : "POST",
    headers: cookie ? { Cookie: cookie } : {},
    ...(kind === "action" ? { body: new URLSearchParams({}) } : {}),
  });
  try {
    const args = { request, params: {}, context: {} } as never;
    return (await (kind === "loader" ? confirmRoute.loader(args) : confirmRoute.action(args))) as unknown;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
/** The data of a `data()` answer. */
const dataOf = (answer: unknown) => (answer as { data: unknown }).data;

/** Opens the emailed link as a browser does: the token moves into a cookie, returned for the next requests. */
async function openLink(token: string): Promise<string> {
  const moved = (await callConfirm("loader", `/newsletter/confirm?token=${token}`)) as Response;
  expect(moved.status).toBe(302);
  expect(moved.headers.get("Location")).toBe("/newsletter/confirm");
  return moved.headers.get("Set-Cookie")!.split(";")[0]!;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("subscribing asks for a confirmation", () => {
  it("emails a confirmation link and no welcome; the address is not on the list, in the CSV or in a data export until confirmed", async () => {
    const email = address("asha");
    const owner = createUser({ user_email: email, email_confirmed_at: new Date().toISOString() });
    const answer = await postNewsletter(email);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/newsletter?subscribed=1");

    expect(welcomes(email)).toEqual([]);
    expect(confirmations(email)).toHaveLength(1);
    expect(outboxTo(email)).toHaveLength(1);
    const token = emailedConfirmationToken(email)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Stored hashed, for 7 days, in the page's language.
    const [row] = confirmationRows(email);
    expect(row!.token_hash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(NEWSLETTER_CONFIRMATION_DAYS * DAY_MS);
    expect(row!.language).toBe("en");

    // Not a subscriber anywhere the team or the person looks.
    expect(subscriberRow(email)).toBeUndefined();
    expect(listSubscribers({ q: email }).count).toBe(0);
    expect(listSubscribers().results.map((result) => result.email)).not.toContain(email);
    expect(subscribersCsv()).not.toContain(email);
    expect(getPersonalData(owner)!.newsletter_subscription).toBeNull();
    // Nor a message in the team's inbox yet.
    expect(db().select().from(schema.contactMessages).where(eq(schema.contactMessages.email, email)).all()).toEqual([]);

    // Confirmed: now it is.
    expect(confirmNewsletterSubscription(token)?.outcome).toBe("subscribed");
    expect(listSubscribers({ q: email }).count).toBe(1);
    expect(subscribersCsv()).toContain(email);
    expect(getPersonalData(owner)!.newsletter_subscription).toMatchObject({ email, status: "subscribed" });
  });

  it("asking again replaces the row: a new link, and only the newest works", () => {
    const email = address("bina");
    subscribeToNewsletter(email);
    const first = emailedConfirmationToken(email)!;
    subscribeToNewsletter(email.toUpperCase());
    const second = emailedConfirmationToken(email)!;
    expect(second).not.toBe(first);
    expect(confirmationRows(email)).toHaveLength(1);
    expect(confirmNewsletterSubscription(first)).toBeNull();
    expect(confirmNewsletterSubscription(second)?.outcome).toBe("subscribed");
  });

  it("an address already on the list gets the same answer, a note with its unsubscribe link, and no welcome or new link", async () => {
    const email = address("chetan");
    const { subscriber } = subscribeAndConfirm(email);
    const newAddress = address("dev");
    const answers = [await postNewsletter(newAddress), await postNewsletter(email)];
    expect(answers.map((answer) => [answer.status, answer.headers.get("Location")])).toEqual([
      [302, "/newsletter?subscribed=1"],
      [302, "/newsletter?subscribed=1"],
    ]);
    expect(welcomes(email)).toHaveLength(1);
    expect(confirmationRows(email)).toEqual([]);
    const note = outboxTo(email)[0]!;
    expect(note.subject).toMatch(/^You already receive the letters from /);
    expect(note.text_body).toContain(`/newsletter/unsubscribe/${subscriber.unsubscribe_token}`);
    expect(note.text_body).not.toContain("/newsletter/confirm");
  });

  it("sends one address at most 3 of these emails a day, whoever asks: past it the answer is the same, nothing is sent, the last link works", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T06:00:00.000Z"));
    const email = address("target");
    // Each from a different client address, so the per-client limit never applies.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await postNewsletter(email);
      expect(answer.headers.get("Location")).toBe("/newsletter?subscribed=1");
    }
    expect(confirmations(email)).toHaveLength(3);
    const last = emailedConfirmationToken(email)!;
    expect(getNewsletterConfirmation(last)).not.toBeNull();

    // The next day the address can be asked again.
    vi.setSystemTime(new Date("2026-11-21T06:00:01.000Z"));
    await postNewsletter(email);
    expect(confirmations(email)).toHaveLength(4);
  });

  it("the form's and the API's answer tells the person to look for the link", () => {
    expect(newsletterCopy.success).toMatch(/^Thank you for subscribing! /);
    expect(newsletterCopy.success).toContain("check your inbox");
  });
});

describe("the link's page: a GET changes nothing, the button confirms", () => {
  it("opening the link (twice, as a mail scanner would) shows the address and changes nothing", async () => {
    const email = address("esha");
    subscribeToNewsletter(email);
    const before = { rows: confirmationRows(email), outbox: outboxTo(email) };
    for (let visit = 0; visit < 2; visit += 1) {
      const cookie = await openLink(emailedConfirmationToken(email)!);
      const page = dataOf(await callConfirm("loader", "/newsletter/confirm", cookie));
      expect(page).toEqual({ page: { state: "ready", email }, copy: null });
    }
    expect(confirmationRows(email)).toEqual(before.rows);
    expect(outboxTo(email)).toEqual(before.outbox);
    expect(subscriberRow(email)).toBeUndefined();
  });

  it("the POST subscribes, deletes the confirmation, sends the welcome, and redirects to the confirmed page; the link then says it no longer works", async () => {
    const email = address("farah");
    subscribeToNewsletter(email);
    const cookie = await openLink(emailedConfirmationToken(email)!);

    const done = (await callConfirm("action", "/newsletter/confirm", cookie)) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/newsletter/confirm?confirmed=1");
    expect(done.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
    expect(subscriberRow(email)).toMatchObject({ status: "subscribed", unsubscribed_at: null });
    expect(confirmationRows(email)).toEqual([]);
    expect(welcomes(email)).toHaveLength(1);
    expect(welcomes(email)[0]!.text_body).toContain(`/newsletter/unsubscribe/${subscriberRow(email)!.unsubscribe_token}`);
    expect(dataOf(await callConfirm("loader", "/newsletter/confirm?confirmed=1"))).toMatchObject({ page: { state: "confirmed" } });

    // The used link: refused on the page and by its button, with no second welcome.
    expect(dataOf(await callConfirm("loader", "/newsletter/confirm", cookie))).toMatchObject({ page: { state: "invalid" } });
    const again = await callConfirm("action", "/newsletter/confirm", cookie);
    expect((again as { init: { status: number } }).init.status).toBe(400);
    expect(dataOf(again)).toEqual({ invalid: true });
    expect(welcomes(email)).toHaveLength(1);
    expect(newsletterConfirmCopy.invalid).toContain("Subscribe again");
  });

  it("an unknown or malformed token shows the invalid page and confirms nothing", async () => {
    for (const token of ["x".repeat(43), "short", "../../etc/passwd"]) {
      const cookie = await openLink(encodeURIComponent(token));
      expect(dataOf(await callConfirm("loader", "/newsletter/confirm", cookie))).toMatchObject({ page: { state: "invalid" } });
      expect(dataOf(await callConfirm("action", "/newsletter/confirm", cookie))).toEqual({ invalid: true });
    }
  });
});

describe("unconfirmed sign-ups expire after 7 days", () => {
  it("a link works until its 7 days end, is refused after, and the expired row is deleted by the cleanup", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = new Date("2026-11-01T10:00:00.000Z").getTime();
    vi.setSystemTime(start);
    const kept = address("kept");
    const lapsed = address("lapsed");
    subscribeToNewsletter(kept);
    subscribeToNewsletter(lapsed);
    const keptToken = emailedConfirmationToken(kept)!;
    const lapsedToken = emailedConfirmationToken(lapsed)!;

    vi.setSystemTime(start + 7 * DAY_MS - 1000);
    expect(getNewsletterConfirmation(keptToken)).not.toBeNull();
    expect(confirmNewsletterSubscription(keptToken)?.outcome).toBe("subscribed");

    vi.setSystemTime(start + 7 * DAY_MS + 1000);
    expect(getNewsletterConfirmation(lapsedToken)).toBeNull();
    expect(confirmNewsletterSubscription(lapsedToken)).toBeNull();
    expect(subscriberRow(lapsed)).toBeUndefined();
    expect(welcomes(lapsed)).toEqual([]);
    expect(listSubscribers({ q: lapsed }).count).toBe(0);

    expect(confirmationRows(lapsed)).toHaveLength(1);
    expect(deleteExpiredNewsletterConfirmations()).toBeGreaterThanOrEqual(1);
    expect(confirmationRows(lapsed)).toEqual([]);
  });

  it("a new sign-up deletes the expired ones on its way", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = new Date("2026-10-01T10:00:00.000Z").getTime();
    vi.setSystemTime(start);
    const old = address("old");
    subscribeToNewsletter(old);
    vi.setSystemTime(start + 8 * DAY_MS);
    subscribeToNewsletter(address("new"));
    expect(confirmationRows(old)).toEqual([]);
  });
});

describe("erasure", () => {
  it("an account's erasure removes a pending sign-up of its address", async () => {
    const email = address("erased");
    const user = createUser({ user_email: email, password: "erase-me-please-42", email_confirmed_at: new Date().toISOString() });
    subscribeToNewsletter(email);
    expect(confirmationRows(email)).toHaveLength(1);
    const result = await deleteOwnAccount(user, "erase-me-please-42");
    expect(result.ok).toBe(true);
    expect(confirmationRows(email)).toEqual([]);
  });
});
