/**
 * The outbox worker, inside the server process. It polls for due emails (status 'pending',
 * next_attempt_at <= now), claims each one atomically (`update ... set status='sending' where
 * id=? and status='pending'`, so two processes never send the same row), sends it with
 * nodemailer over SMTP, then records 'sent'. A failure counts an attempt and schedules the next
 * one later (1 min, 5 min, 30 min, 2 h, 6 h); after 6 attempts the email is 'failed' with its last
 * error, until an admin presses Retry.
 *
 * Delivery is at least once. The one window for a duplicate is a process killed after the mail
 * server accepted a message and before 'sent' was written: that row is still 'sending', goes back
 * to 'pending' once its claimant is seen to be gone, and is sent again (with the same Message-ID,
 * which mail clients use to fold the copies). See docs/decisions/004-email-outbox.md.
 *
 * A claim names its process (`claimed_by`) and holds a lease that is renewed while the send runs,
 * so with several processes on one database a starting one never takes over the email another is
 * sending; it takes over only claims whose process is gone or whose lease ran out.
 *
 * The transport comes from SMTP_URL when set, else from site settings (host, port, TLS on 465,
 * user = support_email, password = the decrypted app password). With neither, nothing is sent,
 * the emails wait, and the reason is logged once.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";

import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import type { SendMailOptions, SMTPTransportOptions, Transporter } from "nodemailer";
import nodemailer from "nodemailer";

import { getSiteSettings } from "~/.server/settings/site-settings";

import { config } from "../config";
import { db, schema } from "../db";
import { repeatInBackground, type Repeating } from "../repeat";
import { renderAttachment, type RenderedAttachment } from "./attachments";
import { cleanHeaderText, isValidRecipient, type OutboxRow } from "./outbox";
import { decryptSecret } from "./secret-box";
import { emailSite, testEmail } from "./templates";

/** Attempts before an email is 'failed'. */
export const MAX_ATTEMPTS = 6;
/** Wait after the 1st, 2nd... failed attempt (the 6th failure is final). */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const;
/**
 * A claim's lease: renewed every fifth of it while the send runs, so it outlasts any one send and
 * runs out only when its process stopped renewing it (killed, or on another machine's pid space).
 */
export const SENDING_LEASE_MS = 10 * 60_000;
const LEASE_RENEWAL_MS = SENDING_LEASE_MS / 5;
export const DEFAULT_POLL_MS = 5_000;
const BATCH_SIZE = 50;

/** Bounded waits, so a silent server costs an attempt, not a stuck worker. */
const TIMEOUTS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 60_000,
  dnsTimeout: 15_000,
} satisfies SMTPTransportOptions;

/** An SMTP URL or transport options, to use instead of the configured transport (tests). */
export type TransportOverride = string | SMTPTransportOptions;

type MailSetup =
  | {
      ok: true;
      options: SMTPTransportOptions;
      from: { name: string; address: string };
      /** Values that must never appear in a log line or in last_error. */
      secrets: string[];
    }
  | { ok: false; reason: string };

function isLoopback(host: string) {
  return host === "localhost" || host === "::1" || host.startsWith("127.");
}

function fallbackSender(): string {
  let host = "localhost";
  try {
    host = new URL(config().publicUrl).hostname || host;
  } catch {
    // keep localhost
  }
  return `no-reply@${host}`;
}

function senderName(siteName: string | undefined) {
  return cleanHeaderText(siteName || emailSite(undefined).name, 100);
}

function setupFromUrl(url: string, supportEmail: string, siteName: string | undefined): MailSetup {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: "SMTP_URL is not a valid URL" };
  }
  const user = decodeURIComponent(parsed.username);
  const pass = decodeURIComponent(parsed.password);
  const address = isValidRecipient(supportEmail) ? supportEmail : isValidRecipient(user.toLowerCase()) ? user.toLowerCase() : fallbackSender();
  return {
    ok: true,
    options: { url, ...TIMEOUTS, logger: false, debug: false },
    from: { name: senderName(siteName), address },
    secrets: [url, parsed.password, pass].filter((value) => value.length >= 3),
  };
}

/**
 * The transport to use now, read fresh each batch so a settings change takes effect at once.
 * It holds the clear password: internal to this module, never exported.
 */
function resolveMailSetup(override?: TransportOverride): MailSetup {
  const settings = getSiteSettings();
  const supportEmail = (settings?.support_email ?? "").trim().toLowerCase();

  if (typeof override === "string") return setupFromUrl(override, supportEmail, settings?.site_name);
  if (override) {
    return {
      ok: true,
      options: { ...TIMEOUTS, logger: false, debug: false, ...override },
      from: { name: senderName(settings?.site_name), address: isValidRecipient(supportEmail) ? supportEmail : fallbackSender() },
      secrets: [override.auth?.pass ?? ""].filter((value) => value.length >= 3),
    };
  }
  const smtpUrl = config().smtpUrl;
  if (smtpUrl) return setupFromUrl(smtpUrl, supportEmail, settings?.site_name);

  if (!settings) return { ok: false, reason: "site settings are not set up" };
  if (!supportEmail || !isValidRecipient(supportEmail)) return { ok: false, reason: "no support email is set in the site settings" };
  if (!settings.email_app_password_encrypted) return { ok: false, reason: "no email app password is set in the site settings" };
  let pass: string;
  try {
    pass = decryptSecret(settings.email_app_password_encrypted);
  } catch {
    return { ok: false, reason: "the stored email app password cannot be decrypted (SESSION_SECRET changed?); enter it again in the settings" };
  }
  const host = settings.smtp_host.trim() || "smtp.gmail.com";
  const port = settings.smtp_port || 465;
  // Gmail shows app passwords in groups of four; the spaces are not part of them.
  if (/(^|\.)(gmail|googlemail)\.com$/i.test(host)) pass = pass.replace(/\s+/g, "");
  return {
    ok: true,
    options: {
      host,
      port,
      secure: port === 465,
      // Never send the password over a plain connection to another machine.
      requireTLS: port !== 465 && !isLoopback(host),
      auth: { user: supportEmail, pass },
      ...TIMEOUTS,
      logger: false,
      debug: false,
    },
    from: { name: senderName(settings.site_name), address: supportEmail },
    secrets: [pass].filter((value) => value.length >= 3),
  };
}

/** Whether the worker could send now (an SMTP_URL, or a support address and app password in the settings). */
export function mailCanBeSent(): boolean {
  return resolveMailSetup().ok;
}

/** An error as one line for last_error and the log, with every secret blanked out. */
export function describeSendError(error: unknown, secrets: readonly string[] = []): string {
  const details = error as { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown };
  const parts: string[] = [];
  if (typeof details?.code === "string") parts.push(details.code);
  const message = typeof details?.message === "string" ? details.message : String(error);
  parts.push(message);
  if (typeof details?.response === "string" && !message.includes(details.response)) parts.push(details.response);
  let line = parts.join(": ").replace(/\s+/g, " ").trim();
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (secret) line = line.split(secret).join("***");
  }
  return line.length > 500 ? `${line.slice(0, 499)}…` : line;
}

/** A recipient the server refused for good (5xx to RCPT): retrying cannot help. */
function isPermanentRejection(error: unknown): boolean {
  const details = error as { code?: unknown; responseCode?: unknown };
  return details?.code === "EENVELOPE" && typeof details.responseCode === "number" && details.responseCode >= 500;
}

/** A failure of the connection or the login: the rest of the batch would fail the same way. */
function isTransportFailure(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code !== "EENVELOPE" && code !== "EMESSAGE";
}

const nowIso = () => new Date().toISOString();

function messageFor(row: OutboxRow, from: { name: string; address: string }, attachments: RenderedAttachment[] = []): SendMailOptions {
  const domain = from.address.split("@")[1] || "localhost";
  const stamp = Number.isNaN(Date.parse(row.created_at)) ? "0" : Date.parse(row.created_at).toString(36);
  return {
    from,
    // Address objects, never strings to parse: exactly one recipient, no header from a name.
    to: { name: "", address: row.to_address },
    ...(row.reply_to ? { replyTo: { name: "", address: row.reply_to } } : {}),
    envelope: { from: from.address, to: [row.to_address] },
    subject: cleanHeaderText(row.subject),
    text: row.text_body,
    html: row.html_body,
    // The same for every attempt, so a duplicate after a crash is recognisably the same email.
    messageId: `<outbox-${row.id}.${stamp}@${domain}>`,
    // Rendered from the row's reference at this attempt (attachments.ts); bytes, never a path or a URL.
    ...(attachments.length ? { attachments: attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })) } : {}),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

const { emailOutbox } = schema;

/**
 * This process as its claims name it: host and pid, to ask whether it still runs, and a random
 * part, because a process started later (a restarted container) may get the same pid.
 */
const CLAIMANT = `${os.hostname()}:${process.pid}:${randomBytes(6).toString("hex")}`;

/** Whether the process named by a claim is surely gone (else its lease decides). */
export function claimantIsGone(claimedBy: string | null, self: string = CLAIMANT): boolean {
  if (!claimedBy) return true; // claimed before claims were named
  if (claimedBy === self) return false;
  const [host, pidText] = claimedBy.split(":");
  const [ownHost, ownPid] = self.split(":");
  // Another machine's (or container's) pids mean nothing here: wait for its lease.
  if (host !== ownHost) return false;
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return true;
  if (String(pid) === ownPid) return true; // our pid, an earlier process's claim
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/**
 * Puts emails left in 'sending' back to 'pending' when the process that claimed them is gone or
 * its lease ran out; claims of live processes (another worker sending right now) stay theirs.
 */
export function recoverInterruptedSends(): number {
  const now = nowIso();
  const claims = db()
    .select({ id: emailOutbox.id, claimed_by: emailOutbox.claimed_by, lease: emailOutbox.next_attempt_at })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "sending"))
    .all();
  let recovered = 0;
  for (const held of claims) {
    if (held.lease > now && !claimantIsGone(held.claimed_by)) continue;
    // Only the claim that was judged: a row claimed again meanwhile is left alone.
    const sameClaim = held.claimed_by === null ? isNull(emailOutbox.claimed_by) : eq(emailOutbox.claimed_by, held.claimed_by);
    recovered += db()
      .update(emailOutbox)
      .set({ status: "pending", next_attempt_at: now, claimed_by: null })
      .where(and(eq(emailOutbox.id, held.id), eq(emailOutbox.status, "sending"), sameClaim))
      .run().changes;
  }
  return recovered;
}

const leaseEnd = () => new Date(Date.now() + SENDING_LEASE_MS).toISOString();

function claim(id: number): OutboxRow | undefined {
  return db()
    .update(emailOutbox)
    .set({ status: "sending", next_attempt_at: leaseEnd(), claimed_by: CLAIMANT })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "pending")))
    .returning()
    .get();
}

/** Keeps this process's claim on a row alive while `work` runs. */
async function holdingClaim<T>(id: number, work: () => Promise<T>): Promise<T> {
  const renew = setInterval(() => {
    try {
      db()
        .update(emailOutbox)
        .set({ next_attempt_at: leaseEnd() })
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "sending"), eq(emailOutbox.claimed_by, CLAIMANT)))
        .run();
    } catch (error) {
      console.error(`Email worker: could not renew the claim on email #${id}: ${describeSendError(error)}`);
    }
  }, LEASE_RENEWAL_MS);
  renew.unref();
  try {
    return await work();
  } finally {
    clearInterval(renew);
  }
}

function markSent(id: number) {
  db()
    .update(emailOutbox)
    .set({ status: "sent", sent_at: nowIso(), attempts: sql`${emailOutbox.attempts} + 1`, last_error: null, claimed_by: null })
    .where(eq(emailOutbox.id, id))
    .run();
}

/** Records a failed attempt; returns whether the email is now 'failed' for good. */
function markFailed(row: OutboxRow, reason: string, permanent: boolean): { final: boolean; nextAt: string | null } {
  const attempts = row.attempts + 1;
  const final = permanent || attempts >= MAX_ATTEMPTS;
  const delay = RETRY_DELAYS_MS[Math.min(attempts - 1, RETRY_DELAYS_MS.length - 1)] ?? RETRY_DELAYS_MS[0];
  const nextAt = final ? null : new Date(Date.now() + delay).toISOString();
  db()
    .update(emailOutbox)
    .set({ status: final ? "failed" : "pending", attempts, last_error: reason, claimed_by: null, ...(nextAt ? { next_attempt_at: nextAt } : {}) })
    .where(eq(emailOutbox.id, row.id))
    .run();
  return { final, nextAt };
}

export type BatchResult = { sent: number; retrying: number; failed: number; notConfigured: boolean };

let lastNotConfiguredReason: string | null = null;

async function runBatch(options: { transport?: TransportOverride; asOf?: Date; shouldStop?: () => boolean }): Promise<BatchResult> {
  const result: BatchResult = { sent: 0, retrying: 0, failed: 0, notConfigured: false };
  recoverInterruptedSends();
  const dueBefore = (options.asOf ?? new Date()).toISOString();
  const due = db()
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.next_attempt_at, dueBefore)))
    .orderBy(asc(emailOutbox.next_attempt_at), asc(emailOutbox.id))
    .limit(BATCH_SIZE)
    .all();
  if (due.length === 0) return result;

  const setup = resolveMailSetup(options.transport);
  if (!setup.ok) {
    result.notConfigured = true;
    if (lastNotConfiguredReason !== setup.reason) {
      lastNotConfiguredReason = setup.reason;
      console.warn(`Email is not configured (${setup.reason}): emails wait in the outbox until it is.`);
    }
    return result;
  }
  lastNotConfiguredReason = null;

  const transporter: Transporter = nodemailer.createTransport(setup.options);
  try {
    for (const { id } of due) {
      if (options.shouldStop?.()) break;
      const row = claim(id);
      if (!row) continue; // another process took it, or an admin changed it

      if (!isValidRecipient(row.to_address)) {
        markFailed(row, `Invalid recipient address: ${cleanHeaderText(row.to_address, 120)}. This email was not sent.`, true);
        result.failed += 1;
        continue;
      }
      let attachments: RenderedAttachment[];
      try {
        attachments = row.attachment ? [await holdingClaim(row.id, () => renderAttachment(row.attachment!))] : [];
      } catch (error) {
        // Not the mail server's fault: this email waits for its next attempt, the others go on.
        const reason = describeSendError(error);
        const { final, nextAt } = markFailed(row, reason, false);
        if (final) result.failed += 1;
        else result.retrying += 1;
        console.warn(
          `Email #${row.id} not sent (attempt ${row.attempts + 1} of ${MAX_ATTEMPTS}): ${reason}. ${final ? "It is marked failed." : `Next try at ${nextAt}.`}`,
        );
        continue;
      }
      try {
        await holdingClaim(row.id, () => transporter.sendMail(messageFor(row, setup.from, attachments)));
      } catch (error) {
        const reason = describeSendError(error, setup.secrets);
        const { final, nextAt } = markFailed(row, reason, isPermanentRejection(error));
        if (final) result.failed += 1;
        else result.retrying += 1;
        console.warn(
          `Email #${row.id} not sent (attempt ${row.attempts + 1} of ${MAX_ATTEMPTS}): ${reason}. ${final ? "It is marked failed." : `Next try at ${nextAt}.`}`,
        );
        if (isTransportFailure(error)) break;
        continue;
      }
      markSent(row.id);
      result.sent += 1;
    }
  } finally {
    transporter.close();
  }
  return result;
}

/** Batches of this process run one after another, never side by side. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Sends every due email once (tests, and each tick of the worker). `transport` replaces the
 * configured one; `asOf` treats emails due by then as due now (tests of the retry schedule).
 */
export function processOutboxOnce(options: { transport?: TransportOverride; asOf?: Date; shouldStop?: () => boolean } = {}): Promise<BatchResult> {
  const run = queue.then(() => runBatch(options));
  queue = run.catch(() => undefined);
  return run;
}

let worker: Repeating | null = null;

function pollIntervalFromEnvironment(): number {
  const value = Number(process.env.EMAIL_POLL_MS);
  return Number.isInteger(value) && value >= 10 && value <= 3_600_000 ? value : DEFAULT_POLL_MS;
}

/**
 * Starts polling (every EMAIL_POLL_MS, default 5 s). Emails left in 'sending' by a process that
 * was killed go back to 'pending' first; those another live process is sending stay its own.
 * Calling it twice does nothing.
 */
export function startEmailWorker(options: { pollMs?: number; transport?: TransportOverride } = {}) {
  if (worker) return;
  const recovered = recoverInterruptedSends();
  if (recovered > 0) console.warn(`Email worker: ${recovered} email(s) interrupted while sending will be sent again.`);
  const { transport } = options;
  worker = repeatInBackground((shouldStop) => processOutboxOnce({ transport, shouldStop }), {
    intervalMs: options.pollMs ?? pollIntervalFromEnvironment(),
    onError: (error) => console.error(`Email worker error: ${describeSendError(error)}`),
    holdsProcess: true,
  });
}

/** Stops polling and waits for the email being sent, if any, to be sent and recorded. */
export async function stopEmailWorker() {
  const state = worker;
  if (!state) return;
  await state.stop();
  worker = null;
}

/**
 * The "Send test email" action of the settings: sends at once, outside the outbox, and answers
 * with the server's error in words (never with a secret), so the admin can fix the settings.
 */
export async function sendTestEmail(
  options: { to?: string; transport?: TransportOverride } = {},
): Promise<{ ok: true; to: string } | { ok: false; error: string }> {
  const setup = resolveMailSetup(options.transport);
  if (!setup.ok) return { ok: false, error: `Email is not configured: ${setup.reason}.` };
  const to = (options.to ?? setup.from.address).trim().toLowerCase();
  if (!isValidRecipient(to)) return { ok: false, error: "Please enter a valid email" };
  const email = testEmail(emailSite(getSiteSettings()));
  const transporter = nodemailer.createTransport(setup.options);
  try {
    await transporter.sendMail({
      from: setup.from,
      to: { name: "", address: to },
      envelope: { from: setup.from.address, to: [to] },
      subject: email.subject,
      text: email.text,
      html: email.html,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    return { ok: true, to };
  } catch (error) {
    return { ok: false, error: describeSendError(error, setup.secrets) };
  } finally {
    transporter.close();
  }
}
