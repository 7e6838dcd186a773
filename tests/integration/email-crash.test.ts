/**
 * Crash safety. The worker runs in a child process (tests/support/email-worker-child.ts) against
 * this test's SQLite file and a real SMTP server, and is killed with SIGKILL in the middle of
 * sending. After a restart of the worker every queued email arrives; the only email that can
 * arrive twice is the one the server had accepted when the process died, before 'sent' was
 * recorded (at-least-once delivery, docs/decisions/004-email-outbox.md).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";

import { asc, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { db, schema } from "~/.server/db";
import { enqueueEmail } from "~/.server/email/outbox";

import { setSiteSettings } from "../support/email-fixtures";
import { createSmtpSink, type SmtpSink } from "../support/smtp-sink";

const CHILD_SCRIPT = path.resolve("tests/support/email-worker-child.ts");
/** Two child processes per test; starting one (node + tsx) takes well under a second when idle. */
const CHILD_TEST_TIMEOUT_MS = 30_000;

let sink: SmtpSink;
/** What the SMTP server does with the n-th message it receives (1-based); default: accept. */
let onMessage: (n: number) => Promise<"accept" | "drop"> = async () => "accept";
let received = 0;

function startWorker(mode: "run" | "drain"): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ["--import", "tsx", CHILD_SCRIPT, mode], {
    env: { ...process.env, SMTP_URL: sink.url, EMAIL_POLL_MS: "20", NODE_ENV: "test" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function killNow(child: ChildProcess) {
  const exited = once(child, "exit");
  child.kill("SIGKILL");
  await exited;
}

function rows(prefix: string) {
  return db()
    .select()
    .from(schema.emailOutbox)
    .where(like(schema.emailOutbox.subject, `${prefix}%`))
    .orderBy(asc(schema.emailOutbox.id))
    .all();
}

function arrivals(prefix: string) {
  const counts = new Map<string, number>();
  for (const mail of sink.messages.filter((message) => message.subject.startsWith(prefix))) {
    counts.set(mail.subject, (counts.get(mail.subject) ?? 0) + 1);
  }
  return counts;
}

beforeAll(async () => {
  setSiteSettings({ support_email: "workshop@sadeli.test" });
  sink = await createSmtpSink({
    beforeAccept: () => {
      received += 1;
      return onMessage(received);
    },
  });
  await sink.start();
});

afterAll(async () => {
  await sink.stop();
});

describe("a worker killed in the middle of sending", () => {
  it(
    "after the server accepted a message but before 'sent' was recorded: every email arrives, only that one twice",
    async () => {
      const emails = Array.from({ length: 8 }, (_, index) =>
        enqueueEmail({ to: `buyer${index + 1}@example.in`, subject: `Crash A #${index + 1}`, text: `Body ${index + 1}`, html: `<p>Body ${index + 1}</p>` }),
      );
      received = 0;
      const worker = startWorker("run");
      // The 4th message: stored by the server, then the worker dies before it hears "250 OK".
      onMessage = async (n) => {
        if (n === 4) await killNow(worker.child);
        return "accept";
      };
      const [code, signal] = (await once(worker.child, "exit")) as [number | null, string | null];
      expect(signal, worker.output()).toBe("SIGKILL");
      expect(code).toBeNull();
      await sink.waitFor(4); // the server's side of the 4th message completes after the kill
      onMessage = async () => "accept";

      const afterCrash = rows("Crash A");
      expect(afterCrash.map((row) => row.status)).toEqual(["sent", "sent", "sent", "sending", "pending", "pending", "pending", "pending"]);
      expect(sink.messages.map((mail) => mail.subject)).toEqual(["Crash A #1", "Crash A #2", "Crash A #3", "Crash A #4"]);

      // Restart: the interrupted email goes back to 'pending' and everything is sent.
      const restarted = startWorker("drain");
      const [exitCode] = (await once(restarted.child, "exit")) as [number | null];
      expect(exitCode, restarted.output()).toBe(0);
      expect(restarted.output()).toContain("1 email(s) interrupted while sending will be sent again");

      expect(rows("Crash A").every((row) => row.status === "sent")).toBe(true);
      const counts = arrivals("Crash A");
      for (const { id } of emails) expect(counts.get(`Crash A #${id}`), `email ${id}`).toBeGreaterThanOrEqual(1);
      expect([...counts.values()].reduce((sum, value) => sum + value, 0)).toBe(9);
      expect([...counts.entries()].filter(([, value]) => value > 1)).toEqual([["Crash A #4", 2]]);
      // Both copies carry the same Message-ID, so a mail client can fold them into one.
      const copies = sink.messages.filter((mail) => mail.subject === "Crash A #4");
      expect(copies[0]!.messageId).toBe(copies[1]!.messageId);
    },
    CHILD_TEST_TIMEOUT_MS,
  );

  it(
    "while the message was still being transferred: every email arrives exactly once",
    async () => {
      sink.messages.length = 0;
      for (let index = 1; index <= 5; index += 1) {
        enqueueEmail({ to: `reader${index}@example.in`, subject: `Crash B #${index}`, text: "t", html: "h" });
      }
      received = 0;
      const worker = startWorker("run");
      // The 2nd message: the worker dies before the server has accepted it.
      onMessage = async (n) => {
        if (n !== 2) return "accept";
        await killNow(worker.child);
        return "drop";
      };
      await once(worker.child, "exit");
      onMessage = async () => "accept";
      expect(rows("Crash B").map((row) => row.status)).toEqual(["sent", "sending", "pending", "pending", "pending"]);

      const restarted = startWorker("drain");
      const [exitCode] = (await once(restarted.child, "exit")) as [number | null];
      expect(exitCode, restarted.output()).toBe(0);
      const counts = arrivals("Crash B");
      expect([...counts.entries()].sort()).toEqual([1, 2, 3, 4, 5].map((n) => [`Crash B #${n}`, 1]));
      expect(rows("Crash B").every((row) => row.status === "sent")).toBe(true);
    },
    CHILD_TEST_TIMEOUT_MS,
  );
});
