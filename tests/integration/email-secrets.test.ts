/**
 * The mail app password: stored encrypted (never in clear in the database file), decrypted only
 * to log in to the SMTP server, absent from every function pages and the API use, from
 * last_error and from every log line. The SMTP server here requires a login, so a delivered
 * message proves the worker decrypted the right password from site settings.
 */
import fs from "node:fs";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { config, loadConfig } from "~/.server/config";
import { db, schema } from "~/.server/db";
import { enqueueEmail, getOutboxEmail, listOutboxEmails } from "~/.server/email/outbox";
import { decryptSecret, encryptSecret, SecretBoxError } from "~/.server/email/secret-box";
import { getEmailSettings, hasEmailAppPassword, setEmailAppPassword, updateEmailSettings } from "~/.server/email/smtp-settings";
import { describeSendError, processOutboxOnce, sendTestEmail } from "~/.server/email/worker";
import { getPublicSiteInfo, getSiteSettings } from "~/.server/settings/site-settings";

import { setSiteSettings, WORKSHOP } from "../support/email-fixtures";
import { createSmtpSink, type SmtpSink } from "../support/smtp-sink";

const PASSWORD = "qwer-tyui-opas-dfgh-Sadeli!";
const WRONG = "wrong-password-7731";
const logLines: string[] = [];
let sink: SmtpSink;
const logins: Array<{ username: string; password: string }> = [];

function captureConsole() {
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logLines.push(args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : typeof arg === "string" ? arg : JSON.stringify(arg))).join(" "));
    });
  }
}

beforeAll(async () => {
  captureConsole();
  sink = await createSmtpSink({
    server: {
      authOptional: false,
      allowInsecureAuth: true,
      authMethods: ["PLAIN", "LOGIN"],
      onAuth(auth, _session, callback) {
        logins.push({ username: auth.username ?? "", password: auth.password ?? "" });
        if (auth.username === WORKSHOP.support_email && auth.password === PASSWORD) return callback(null, { user: auth.username });
        const error = new Error("5.7.8 Username and Password not accepted") as Error & { responseCode: number };
        error.responseCode = 535;
        callback(error);
      },
    },
  });
  await sink.start();
  setSiteSettings({ smtp_host: "127.0.0.1", smtp_port: sink.port, email_notifications: true });
});

afterAll(async () => {
  await sink.stop();
  vi.restoreAllMocks();
  // The last word: no line logged by this whole file holds the password.
  expect(logLines.join("\n")).not.toContain(PASSWORD);
});

beforeEach(() => {
  sink.messages.length = 0;
  logins.length = 0;
});

function databaseBytes(): string {
  db().$client.pragma("wal_checkpoint(FULL)");
  const file = config().databasePath;
  return [file, `${file}-wal`, `${file}-journal`]
    .filter((path) => fs.existsSync(path))
    .map((path) => fs.readFileSync(path).toString("latin1"))
    .join("\n");
}

describe("the app password at rest", () => {
  it("is stored encrypted, decrypts back, and a blank save keeps it", () => {
    expect(hasEmailAppPassword()).toBe(false);
    expect(setEmailAppPassword(PASSWORD)).toBe("saved");
    const stored = getSiteSettings()!.email_app_password_encrypted;
    expect(stored).toMatch(/^[A-Za-z0-9_-]+$/); // one base64url string
    expect(stored).not.toContain(PASSWORD);
    expect(decryptSecret(stored)).toBe(PASSWORD);
    expect(hasEmailAppPassword()).toBe(true);
    expect(databaseBytes()).not.toContain(PASSWORD);
    expect(databaseBytes()).not.toContain(Buffer.from(PASSWORD, "utf16le").toString("latin1"));

    // A blank field on save keeps the stored password.
    for (const blank of ["", "   ", null, undefined]) expect(setEmailAppPassword(blank)).toBe("kept");
    updateEmailSettings({ support_email: WORKSHOP.support_email, email_app_password: "" });
    expect(getSiteSettings()!.email_app_password_encrypted).toBe(stored);
  });

  it("uses a fresh IV each time and refuses a changed value or another server secret", () => {
    const first = encryptSecret(PASSWORD);
    const second = encryptSecret(PASSWORD);
    expect(first).not.toBe(second);
    expect(decryptSecret(first)).toBe(PASSWORD);
    expect(decryptSecret(second)).toBe(PASSWORD);

    const bytes = Buffer.from(first, "base64url");
    bytes[bytes.length - 1]! ^= 1;
    expect(() => decryptSecret(bytes.toString("base64url"))).toThrow(SecretBoxError);
    expect(() => decryptSecret(first, "another-server-secret-of-sufficient-length-000")).toThrow(SecretBoxError);
    expect(() => decryptSecret("not-a-secret")).toThrow(SecretBoxError);
  });

  it("never reaches what pages and the API read", () => {
    const form = getEmailSettings();
    expect(form).toEqual({
      support_email: WORKSHOP.support_email,
      smtp_host: "127.0.0.1",
      smtp_port: sink.port,
      email_notifications: true,
      has_app_password: true,
    });
    const stored = getSiteSettings()!.email_app_password_encrypted;
    for (const shown of [JSON.stringify(form), JSON.stringify(getPublicSiteInfo())]) {
      expect(shown).not.toContain(PASSWORD);
      expect(shown).not.toContain(stored);
    }
  });
});

describe("sending with the site settings", () => {
  it("logs in as support_email with the decrypted password, and sends from it", async () => {
    const { id } = enqueueEmail({ to: "buyer@example.in", subject: "Settings transport", text: "t", html: "h" });
    expect(await processOutboxOnce()).toMatchObject({ sent: 1 });
    const [mail] = await sink.waitFor(1);
    expect(logins).toEqual([{ username: WORKSHOP.support_email, password: PASSWORD }]);
    expect(mail!.envelopeFrom).toBe(WORKSHOP.support_email);
    expect(mail!.header("From")[0]).toBe(`${WORKSHOP.site_name} <${WORKSHOP.support_email}>`);
    expect(getOutboxEmail(id)!.status).toBe("sent");
  });

  it("a refused login keeps the email waiting, with an error that holds no password", async () => {
    setEmailAppPassword(WRONG);
    const { id } = enqueueEmail({ to: "buyer@example.in", subject: "Wrong password", text: "t", html: "h" });
    expect(await processOutboxOnce()).toMatchObject({ sent: 0, retrying: 1 });
    const row = getOutboxEmail(id)!;
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.last_error).toMatch(/EAUTH/);
    expect(row.last_error).toMatch(/535/);
    expect(row.last_error).not.toContain(WRONG);
    expect(JSON.stringify(listOutboxEmails())).not.toContain(WRONG);
    expect(logLines.some((line) => line.includes(`Email #${id} not sent`))).toBe(true);
    expect(logLines.join("\n")).not.toContain(WRONG);

    // The "Send test email" action answers with the server's words, never the password.
    const test = await sendTestEmail();
    expect(test.ok).toBe(false);
    if (!test.ok) {
      expect(test.error).toMatch(/EAUTH/);
      expect(test.error).not.toContain(WRONG);
    }

    setEmailAppPassword(PASSWORD);
    expect(await sendTestEmail({ to: "owner@example.in" })).toEqual({ ok: true, to: "owner@example.in" });
    const [mail] = await sink.waitFor(1);
    expect(mail!.subject).toBe(`Test email from ${WORKSHOP.site_name}`);
    expect(await sendTestEmail({ to: "not an address" })).toEqual({ ok: false, error: "Please enter a valid email" });
  });

  it("scrubs every secret from error text", () => {
    const error = Object.assign(new Error(`Invalid login for smtp://u:${PASSWORD}@host: ${PASSWORD}`), { code: "EAUTH" });
    const line = describeSendError(error, [PASSWORD, `smtp://u:${PASSWORD}@host`]);
    expect(line).toBe("EAUTH: Invalid login for ***: ***");
  });

  it("a password that cannot be decrypted (SESSION_SECRET changed) leaves mail waiting, said once", async () => {
    db()
      .update(schema.siteSettings)
      .set({ email_app_password_encrypted: encryptSecret(PASSWORD, "an-older-server-secret-0123456789-abcdef") })
      .where(eq(schema.siteSettings.id, 1))
      .run();
    enqueueEmail({ to: "buyer@example.in", subject: "Waits", text: "t", html: "h" });
    await processOutboxOnce();
    await processOutboxOnce();
    const notices = logLines.filter((line) => line.includes("cannot be decrypted"));
    expect(notices).toHaveLength(1);
    expect(sink.messages).toHaveLength(0);
    setEmailAppPassword(PASSWORD);
    expect(await processOutboxOnce()).toMatchObject({ sent: 1 });
  });
});

describe("SMTP_URL and PUBLIC_URL", () => {
  const base = { DATABASE_PATH: config().databasePath, SESSION_SECRET: "test-secret-that-is-long-enough-for-the-checks-0123456789" };

  it("accepts smtp:// and smtps:// URLs and refuses others without echoing them", () => {
    expect(loadConfig({ ...base, SMTP_URL: `smtps://owner%40sadeli.test:${PASSWORD}@smtp.example.com:465` }).smtpUrl).toContain("smtps://");
    expect(loadConfig({ ...base }).smtpUrl).toBeUndefined();
    for (const bad of [`http://user:${PASSWORD}@example.com`, `smtp:${PASSWORD}`, "not a url"]) {
      let message = "";
      try {
        loadConfig({ ...base, SMTP_URL: bad });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain("SMTP_URL must look like smtp://");
      expect(message).not.toContain(PASSWORD);
    }
  });

  it("gives links the public origin, localhost and the port by default", () => {
    expect(loadConfig({ ...base }).publicUrl).toBe("http://localhost:3000");
    expect(loadConfig({ ...base, PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ ...base, PUBLIC_URL: "https://sadeli.example/" }).publicUrl).toBe("https://sadeli.example");
    expect(() => loadConfig({ ...base, PUBLIC_URL: "javascript:alert(1)" })).toThrow(/PUBLIC_URL must be an http\(s\) URL/);
  });
});
