/** Security headers, the session cookie's flags, and refusal of cross-site form posts. */
import { expect, test } from "@playwright/test";

import { E2E_ADMIN } from "./support/environment";

test("pages carry a CSP with a per-request nonce, nosniff, and no X-Powered-By", { tag: "@http" }, async ({ request }) => {
  const first = await request.get("/");
  const second = await request.get("/");
  const policy = first.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(first.headers()["x-content-type-options"]).toBe("nosniff");
  expect(first.headers()["x-powered-by"]).toBeUndefined();

  const nonceOf = (header: string) => /'nonce-([^']+)'/.exec(header)?.[1];
  const nonce = nonceOf(policy);
  expect(nonce).toBeTruthy();
  expect(nonce).not.toBe(nonceOf(second.headers()["content-security-policy"] ?? ""));
  // Every inline script of the page carries this response's nonce.
  const html = await first.text();
  const inlineScripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
});

test("the page's scripts run under the CSP (no violations with JavaScript on)", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "Needs JavaScript: it checks that scripts run under the policy.");
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/login");
  await page.waitForFunction(() => document.querySelector("button[aria-controls]") !== null);
  expect(violations).toEqual([]);
});

test("the session cookie is HttpOnly and SameSite=Lax and holds no account data", { tag: "@http" }, async ({ request }) => {
  const response = await request.post("/login", {
    form: { user_email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  const cookie = response.headersArray().find((header) => header.name.toLowerCase() === "set-cookie" && header.value.includes("sadeli_session"));
  expect(cookie?.value).toMatch(/HttpOnly/i);
  expect(cookie?.value).toMatch(/SameSite=Lax/i);
  expect(cookie?.value).not.toContain(E2E_ADMIN.email);
  expect(cookie?.value).not.toContain("user_type");
});

test("a cross-origin POST to /login is refused", { tag: "@http" }, async ({ request }) => {
  const foreignHeaders: Record<string, string>[] = [
    { Origin: "https://evil.example" },
    { Referer: "https://evil.example/page" },
    { "Sec-Fetch-Site": "cross-site" },
  ];
  for (const headers of foreignHeaders) {
    const response = await request.post("/login", {
      form: { user_email: E2E_ADMIN.email, password: E2E_ADMIN.password },
      headers,
      maxRedirects: 0,
    });
    expect(response.status(), JSON.stringify(headers)).toBe(403);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  }
});

test("logout only happens on POST", { tag: "@http" }, async ({ request }) => {
  const response = await request.get("/logout", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["set-cookie"] ?? "").not.toContain("sadeli_session");
});

test("/healthz checks the database", { tag: "@http" }, async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  // Backups are off in the test server (DAILY_BACKUP=false); other tests queue emails.
  expect(await response.json()).toEqual({
    status: "ok",
    database: "ok",
    storage: "writable",
    backup_age_seconds: null,
    outbox_backlog: expect.any(Number),
    outbox_failed: expect.any(Number),
  });
});
