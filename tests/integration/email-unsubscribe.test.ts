/**
 * Newsletter subscriptions and /newsletter/unsubscribe/:token: one subscriber per address with
 * its token; a GET only shows the (masked) address and a button, never unsubscribes; the POST
 * unsubscribes and redirects back to a confirmation; an unknown token is a 404; subscribing
 * again (and confirming by the emailed link) brings the address back with the same link and a new welcome.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { db, schema } from "~/.server/db";
import { subscribeToNewsletter } from "~/.server/messages/contact";
import * as route from "~/routes/site/newsletter-unsubscribe";

import { setSiteSettings, unique } from "../support/email-fixtures";
import { subscribeAndConfirm } from "../support/newsletter";

setSiteSettings({});

type Args = Parameters<typeof route.loader>[0];
const args = (token: string, method = "GET") =>
  ({ params: { token }, request: new Request(`http://localhost/newsletter/unsubscribe/${token}`, { method }), context: {} }) as unknown as Args;

function subscriber(email: string) {
  return db().select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.email, email)).get()!;
}

function welcomes(email: string) {
  return db()
    .select()
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.to_address, email))
    .all()
    .filter((row) => row.subject.startsWith("Welcome"));
}

async function statusOf(work: () => unknown): Promise<number> {
  try {
    await work();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    throw thrown;
  }
  return 200;
}

describe("newsletter unsubscribe", () => {
  it("GET shows the masked address and changes nothing; POST unsubscribes and confirms", async () => {
    const email = `${unique("anjali")}@example.in`;
    const { subscriber: created } = subscribeAndConfirm(email);
    expect(created.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(welcomes(email)).toHaveLength(1);
    expect(welcomes(email)[0]!.text_body).toContain(`/newsletter/unsubscribe/${created.unsubscribe_token}`);

    // A link scanner opening the link (twice) unsubscribes nobody.
    for (let visit = 0; visit < 2; visit += 1) {
      const page = route.loader(args(created.unsubscribe_token));
      expect(page).toEqual({ email: `an${"*".repeat(email.indexOf("@") - 2)}@example.in`, unsubscribed: false, copy: null });
      expect(page.email).not.toContain(email.split("@")[0]);
    }
    expect(subscriber(email).status).toBe("subscribed");

    // The confirmation button.
    const response = route.action(args(created.unsubscribe_token, "POST")) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/newsletter/unsubscribe/${created.unsubscribe_token}`);
    const after = subscriber(email);
    expect(after.status).toBe("unsubscribed");
    expect(after.unsubscribed_at).not.toBeNull();
    expect(route.loader(args(created.unsubscribe_token))).toMatchObject({ unsubscribed: true });

    // Pressing it again keeps the first time.
    route.action(args(created.unsubscribe_token, "POST"));
    expect(subscriber(email).unsubscribed_at).toBe(after.unsubscribed_at);
  });

  it("answers 404 to an unknown or malformed token, for GET and POST", async () => {
    for (const token of ["x".repeat(32), "short", "../../etc/passwd", "a".repeat(200)]) {
      expect(await statusOf(() => route.loader(args(token)))).toBe(404);
      expect(await statusOf(() => route.action(args(token, "POST")))).toBe(404);
    }
  });

  it("subscribing again (and confirming) keeps one subscriber and its link, and welcomes the address again", () => {
    const email = `${unique("ravi")}@example.in`;
    const first = subscribeAndConfirm(email).subscriber;
    route.action(args(first.unsubscribe_token, "POST"));
    const again = subscribeAndConfirm(email.toUpperCase());
    expect(again.outcome).toBe("resubscribed");
    expect(again.subscriber).toMatchObject({ id: first.id, unsubscribe_token: first.unsubscribe_token, status: "subscribed", unsubscribed_at: null });
    expect(db().select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.email, email)).all()).toHaveLength(1);
    expect(welcomes(email)).toHaveLength(2);
    // Already subscribed: no third welcome.
    subscribeToNewsletter(email);
    expect(welcomes(email)).toHaveLength(2);
  });

  it("sends no cacheable or indexable page", () => {
    expect(route.headers()).toEqual({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
  });
});
