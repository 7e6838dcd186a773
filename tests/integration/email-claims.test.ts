/**
 * Issue 13: a claim on an outbox row names its process and lasts as long as that process sends,
 * so with several workers on one database (WEB_CONCURRENCY) a worker that starts, or polls, never
 * re-sends the email another live worker is sending; only a dead worker's claim is taken over.
 * Workers run as child processes (tests/support/email-worker-child.ts) on this test's SQLite file.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import os from "node:os";
import path from "node:path";

import { asc, eq, like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { db, schema } from "~/.server/db";
import { enqueueEmail } from "~/.server/email/outbox";
import { claimantIsGone, processOutboxOnce, recoverInterruptedSends, SENDING_LEASE_MS } from "~/.server/email/worker";

import { setSiteSettings } from "../support/email-fixtures";
import { createSmtpSink, parseMail, type SmtpSink } from "../support/smtp-sink";

const CHILD_SCRIPT = path.resolve("tests/support/email-worker-child.ts");
const TEST_TIMEOUT_MS = 30_000;

let sink: SmtpSink;
/** Decides what the SMTP server does with each message, by subject; default: accept at once. */
let onMessage: (subject: string) => Promise<"accept" | "drop"> = async () => "accept";
const children: ChildProcess[] = [];

function startWorker(): { child: ChildProcess; started: Promise<void> } {
  const child = spawn(process.execPath, ["--import", "tsx", CHILD_SCRIPT, "run"], {
    env: { ...process.env, SMTP_URL: sink.url, EMAIL_POLL_MS: "20", NODE_ENV: "test" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  const started = new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("worker started")) resolve();
    });
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", () => reject(new Error(`worker exited early:\n${output}`)));
  });
  return { child, started };
}

/** A process that only stays alive: a live claimant other than this one. */
function startSleeper(): ChildProcess {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 60_000)"], { stdio: "ignore" });
  children.push(child);
  return child;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGKILL");
  await exited;
}

const rows = (prefix: string) =>
  db()
    .select()
    .from(schema.emailOutbox)
    .where(like(schema.emailOutbox.subject, `${prefix}%`))
    .orderBy(asc(schema.emailOutbox.id))
    .all();

const arrivals = (subject: string) => sink.messages.filter((mail) => mail.subject === subject).length;

/** Marks a row as being sent by `claimedBy`, with a lease ending at `leaseEnd`. */
function claimAs(id: number, claimedBy: string, leaseEnd: Date) {
  db()
    .update(schema.emailOutbox)
    .set({ status: "sending", claimed_by: claimedBy, next_attempt_at: leaseEnd.toISOString() })
    .where(eq(schema.emailOutbox.id, id))
    .run();
}

const inFuture = () => new Date(Date.now() + SENDING_LEASE_MS);

beforeAll(async () => {
  setSiteSettings({ support_email: "workshop@sadeli.test" });
  sink = await createSmtpSink({ beforeAccept: (raw) => onMessage(parseMail(raw, { from: "", to: [] }).subject) });
  await sink.start();
});

afterEach(async () => {
  onMessage = async () => "accept";
  await Promise.all(children.splice(0).map(stop));
});

afterAll(async () => {
  await sink.stop();
});

describe("two workers on one database", () => {
  it(
    "a worker that starts while another is sending leaves that email alone: it arrives once",
    async () => {
      enqueueEmail({ to: "first@example.in", subject: "Claim A #1", text: "t", html: "h" });
      enqueueEmail({ to: "second@example.in", subject: "Claim A #2", text: "t", html: "h" });

      // The first delivery of #1 (worker A's) is held by the mail server until the end; any
      // other message, a second copy of #1 included, is accepted at once.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let firstSeen!: () => void;
      const firstArrived = new Promise<void>((resolve) => (firstSeen = resolve));
      let entriesOfFirst = 0;
      onMessage = async (subject) => {
        if (subject === "Claim A #1" && ++entriesOfFirst === 1) {
          firstSeen();
          await held;
        }
        return "accept";
      };
      const workerA = startWorker();
      await firstArrived;
      const claimant = rows("Claim A")[0]!.claimed_by;
      expect(claimant).toContain(`:${workerA.child.pid}:`);

      // Worker B starts (and recovers interrupted sends) while A is still sending #1. A is stuck,
      // so #2 is B's; #3, queued after B started, comes after anything B took back at its start.
      const workerB = startWorker();
      await workerB.started;
      await sink.waitFor(1, 15_000);
      enqueueEmail({ to: "third@example.in", subject: "Claim A #3", text: "t", html: "h" });
      await sink.waitFor(2, 15_000);
      expect(sink.messages.map((mail) => mail.subject)).toEqual(["Claim A #2", "Claim A #3"]);
      expect(rows("Claim A")[0]).toMatchObject({ status: "sending", claimed_by: claimant });

      release();
      await sink.waitFor(3, 15_000);
      await expect.poll(() => rows("Claim A").map((row) => row.status), { timeout: 10_000 }).toEqual(["sent", "sent", "sent"]);
      await Promise.all([stop(workerA.child), stop(workerB.child)]);
      expect(entriesOfFirst).toBe(1);
      expect(["Claim A #1", "Claim A #2", "Claim A #3"].map(arrivals)).toEqual([1, 1, 1]);
      expect(rows("Claim A").every((row) => row.claimed_by === null)).toBe(true);
    },
    TEST_TIMEOUT_MS,
  );
});

describe("a claim", () => {
  const host = os.hostname();

  it("of a live process with an unexpired lease is not taken over; once that process is gone it is", async () => {
    const { id } = enqueueEmail({ to: "live@example.in", subject: "Claim B", text: "t", html: "h" });
    const sleeper = startSleeper();
    claimAs(id, `${host}:${sleeper.pid}:other`, inFuture());

    expect(recoverInterruptedSends()).toBe(0);
    await processOutboxOnce({ transport: sink.url });
    expect(rows("Claim B")[0]!.status).toBe("sending");
    expect(arrivals("Claim B")).toBe(0);

    await stop(sleeper);
    await processOutboxOnce({ transport: sink.url });
    expect(rows("Claim B")[0]!.status).toBe("sent");
    expect(arrivals("Claim B")).toBe(1);
  });

  it("whose lease ran out is taken over even if its pid runs (a reused pid)", async () => {
    const { id } = enqueueEmail({ to: "expired@example.in", subject: "Claim C", text: "t", html: "h" });
    const sleeper = startSleeper();
    claimAs(id, `${host}:${sleeper.pid}:other`, new Date(Date.now() - 1_000));
    await processOutboxOnce({ transport: sink.url });
    expect(rows("Claim C")[0]!.status).toBe("sent");
    expect(arrivals("Claim C")).toBe(1);
  });

  it("of another machine waits for its lease; one of an earlier process with this pid does not", () => {
    const self = `${host}:${process.pid}:mine`;
    expect(claimantIsGone(`elsewhere:999999:x`, self)).toBe(false);
    expect(claimantIsGone(`${host}:${process.pid}:earlier`, self)).toBe(true);
    expect(claimantIsGone(self, self)).toBe(false);
    expect(claimantIsGone(`${host}:${process.ppid}:parent`, self)).toBe(false);
    expect(claimantIsGone(null, self)).toBe(true);
  });
});
