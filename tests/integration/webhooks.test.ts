/**
 * Issue 33: webhooks, against a real SQLite file and a receiver on loopback (node:http on port 0).
 * The worker is driven with processWebhooksOnce and an injected clock, so the retry schedule is
 * walked without waiting.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db, schema, writeTransaction } from "~/.server/db";
import { createWebhookEndpoint, deleteWebhookEndpoint, updateWebhookEndpoint, webhookUrlError } from "~/.server/webhooks/endpoints";
import { enqueueWebhookEvent, getWebhookDelivery, replayWebhookDelivery } from "~/.server/webhooks/outbox";
import { verifyWebhookSignature } from "~/.server/webhooks/signature";
import { MAX_ATTEMPTS, MAX_RESPONSE_CHARS, processWebhooksOnce, RETRY_DELAYS_MS, startWebhookWorker, stopWebhookWorker } from "~/.server/webhooks/worker";

type Received = { headers: http.IncomingHttpHeaders; body: string };

let server: http.Server;
let baseUrl: string;
let received: Received[] = [];
/** What the receiver answers next. */
let answer: { status: number; body: string } = { status: 200, body: "ok" };

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_LOOPBACK_HTTP = "true";
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(answer.status, { "Content-Type": "text/plain" });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received = [];
  answer = { status: 200, body: "ok" };
  db().delete(schema.webhookEndpoints).run();
});

function register(events: string[], path = "/hook") {
  const created = createWebhookEndpoint({ url: `${baseUrl}${path}`, description: "test receiver", events }, null);
  if (!created.ok) throw new Error(JSON.stringify(created));
  return created.record;
}

const inAMinute = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe("endpoints", () => {
  it("answers the whsec_ secret once, at creation, and never from a reader", async () => {
    const endpoint = register(["inquiry.created"]);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{40,}$/);
    const { getWebhookEndpoint, listWebhookEndpoints } = await import("~/.server/webhooks/endpoints");
    expect(JSON.stringify(getWebhookEndpoint(endpoint.id))).not.toContain(endpoint.secret);
    expect(JSON.stringify(listWebhookEndpoints())).not.toContain(endpoint.secret);
  });

  it("takes https only, and plain http to this machine only when the switch allows it", () => {
    expect(webhookUrlError("https://example.com/hook")).toBeNull();
    expect(webhookUrlError("http://example.com/hook")).not.toBeNull();
    expect(webhookUrlError("https://user:pass@example.com/hook")).not.toBeNull();
    expect(webhookUrlError("ftp://example.com/hook")).not.toBeNull();
    expect(webhookUrlError("http://127.0.0.1:9/hook")).toBeNull();
    process.env.WEBHOOK_ALLOW_LOOPBACK_HTTP = "false";
    try {
      expect(webhookUrlError("http://127.0.0.1:9/hook")).not.toBeNull();
      expect(webhookUrlError("http://localhost:9/hook")).not.toBeNull();
    } finally {
      process.env.WEBHOOK_ALLOW_LOOPBACK_HTTP = "true";
    }
  });

  it("refuses unknown events and an empty list, field by field", () => {
    const unknown = createWebhookEndpoint({ url: "https://example.com/h", events: ["order.shipped"] }, null);
    expect(unknown.ok).toBe(false);
    expect(!unknown.ok && "errors" in unknown && unknown.errors.events).toBeTruthy();
    const none = createWebhookEndpoint({ url: "https://example.com/h", events: [] }, null);
    expect(!none.ok && "errors" in none && none.errors.events).toBeTruthy();
  });
});

describe("delivery", () => {
  it("delivers a signed body to each subscribed active endpoint, and none to the others", async () => {
    const endpoint = register(["inquiry.created", "quote.requested"]);
    register(["product.changed"], "/other");
    const paused = register(["inquiry.created"], "/paused");
    updateWebhookEndpoint(paused.id, { is_active: "false" });

    const ids = writeTransaction((tx) => enqueueWebhookEvent(tx, "inquiry.created", { id: 7, kind: "product" }));
    expect(ids).toHaveLength(1);
    const now = new Date();
    const result = await processWebhooksOnce({ now });
    expect(result).toEqual({ delivered: 1, retrying: 0, failed: 0 });

    expect(received).toHaveLength(1);
    const hit = received[0]!;
    expect(hit.headers["sadeli-event"]).toBe("inquiry.created");
    expect(hit.headers["content-type"]).toBe("application/json");
    const body = JSON.parse(hit.body);
    expect(body).toMatchObject({ type: "inquiry.created", data: { id: 7, kind: "product" } });
    expect(body.id).toMatch(/^evt_/);

    // The receiver's check: HMAC-SHA256 over `${t}.${body}` with the secret shown at creation.
    const header = String(hit.headers["sadeli-signature"]);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const t = Number(/t=(\d+)/.exec(header)![1]);
    expect(t).toBe(Math.floor(now.getTime() / 1000));
    expect(verifyWebhookSignature(endpoint.secret, hit.body, header, t)).toBe(true);
    expect(verifyWebhookSignature(endpoint.secret, `${hit.body} `, header, t)).toBe(false);
    expect(verifyWebhookSignature("whsec_wrong", hit.body, header, t)).toBe(false);
    expect(verifyWebhookSignature(endpoint.secret, hit.body, header, t + 3600)).toBe(false);

    const row = getWebhookDelivery(ids[0]!)!;
    expect(row).toMatchObject({ status: "delivered", attempts: 1, last_status_code: 200, last_response: "ok", delivered_at: now.toISOString() });
  });

  it("enqueues nothing when the change's transaction rolls back", () => {
    register(["message.received"]);
    expect(() =>
      writeTransaction((tx) => {
        enqueueWebhookEvent(tx, "message.received", { id: 1 });
        throw new Error("the change failed");
      }),
    ).toThrow("the change failed");
    expect(db().select().from(schema.webhookDeliveries).all()).toHaveLength(0);
  });

  it("retries a failing receiver on the backoff schedule, keeps its bounded answer, then fails after the last try", async () => {
    const endpoint = register(["account.registered"]);
    const id = writeTransaction((tx) => enqueueWebhookEvent(tx, "account.registered", { id: 3 }))[0]!;
    answer = { status: 503, body: "x".repeat(50_000) };

    let clock = new Date();
    const first = await processWebhooksOnce({ now: clock });
    expect(first).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    let row = getWebhookDelivery(id)!;
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_status_code: 503 });
    expect(row.last_response!.length).toBeLessThanOrEqual(MAX_RESPONSE_CHARS);
    expect(row.next_attempt_at).toBe(inAMinute(clock, RETRY_DELAYS_MS[0]).toISOString());

    // Not due a moment before its time.
    expect(await processWebhooksOnce({ now: inAMinute(clock, RETRY_DELAYS_MS[0] - 1000) })).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(received).toHaveLength(1);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      clock = new Date(getWebhookDelivery(id)!.next_attempt_at);
      const outcome = await processWebhooksOnce({ now: clock });
      row = getWebhookDelivery(id)!;
      expect(row.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(outcome.retrying).toBe(1);
        expect(row.next_attempt_at).toBe(inAMinute(clock, RETRY_DELAYS_MS[attempt - 1]!).toISOString());
      } else {
        expect(outcome.failed).toBe(1);
      }
    }
    expect(row.status).toBe("failed");
    expect(received).toHaveLength(MAX_ATTEMPTS);
    // Every attempt carried the same body, signed anew.
    expect(new Set(received.map((hit) => hit.body)).size).toBe(1);
    const last = received.at(-1)!;
    expect(verifyWebhookSignature(endpoint.secret, last.body, String(last.headers["sadeli-signature"]), Math.floor(clock.getTime() / 1000))).toBe(true);
    // Failed for good: nothing more, however late.
    expect(await processWebhooksOnce({ now: inAMinute(clock, 30 * 86_400_000) })).toEqual({ delivered: 0, retrying: 0, failed: 0 });
  });

  it("records a network error and retries", async () => {
    const created = createWebhookEndpoint({ url: "http://127.0.0.1:1/closed", events: ["product.changed"] }, null);
    expect(created.ok).toBe(true);
    const id = writeTransaction((tx) => enqueueWebhookEvent(tx, "product.changed", { id: 1 }))[0]!;
    expect(await processWebhooksOnce({ now: new Date() })).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    const row = getWebhookDelivery(id)!;
    expect(row.last_status_code).toBeNull();
    expect(row.last_response).toMatch(/ECONNREFUSED|fetch failed/);
  });

  it("replays a delivery as a new one with the same body; refuses one still on its way", async () => {
    const endpoint = register(["quote.requested"]);
    const id = writeTransaction((tx) => enqueueWebhookEvent(tx, "quote.requested", { id: 9 }))[0]!;
    const pending = replayWebhookDelivery(id);
    expect(pending.ok).toBe(false);

    await processWebhooksOnce({ now: new Date() });
    expect(getWebhookDelivery(id)!.status).toBe("delivered");
    const replayed = replayWebhookDelivery(id);
    expect(replayed.ok).toBe(true);
    const copy = replayed.ok ? replayed.record : null;
    expect(copy).toMatchObject({ status: "pending", attempts: 0, endpoint_id: endpoint.id });
    expect(copy!.id).not.toBe(id);

    await processWebhooksOnce({ now: new Date() });
    expect(received).toHaveLength(2);
    expect(received[1]!.body).toBe(received[0]!.body);
    expect(getWebhookDelivery(copy!.id)!.status).toBe("delivered");
    expect(replayWebhookDelivery(999_999).ok).toBe(false);
  });

  it("is sent by the running worker, which recovers a delivery left 'sending' by a process that is gone", async () => {
    register(["message.received"]);
    const ids = writeTransaction((tx) => [
      ...enqueueWebhookEvent(tx, "message.received", { id: 1 }),
      ...enqueueWebhookEvent(tx, "message.received", { id: 2 }),
    ]);
    const [sent, interrupted] = [ids[0]!, ids[1]!];
    // Claimed by a process of this host that no longer runs (pid 2^22 + 1 is past Linux's pid_max).
    db()
      .update(schema.webhookDeliveries)
      .set({
        status: "sending",
        claimed_by: `${(await import("node:os")).hostname()}:4194305:dead`,
        next_attempt_at: new Date(Date.now() + 3_600_000).toISOString(),
      })
      .where(eq(schema.webhookDeliveries.id, interrupted))
      .run();
    startWebhookWorker({ pollMs: 20 });
    try {
      await expect
        .poll(() => [getWebhookDelivery(sent)!.status, getWebhookDelivery(interrupted)!.status], { timeout: 20_000 })
        .toEqual(["delivered", "delivered"]);
    } finally {
      await stopWebhookWorker();
    }
  });

  it("removes an endpoint's deliveries with it", () => {
    const endpoint = register(["inquiry.created"]);
    writeTransaction((tx) => enqueueWebhookEvent(tx, "inquiry.created", { id: 1 }));
    expect(deleteWebhookEndpoint(endpoint.id).ok).toBe(true);
    expect(db().select().from(schema.webhookDeliveries).where(eq(schema.webhookDeliveries.endpoint_id, endpoint.id)).all()).toHaveLength(0);
  });
});
