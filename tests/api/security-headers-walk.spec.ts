/**
 * Issue 7, item 7: every route of the access matrix (tests/security/access-matrix.ts), as a guest
 * and as an admin (browser cookie for pages and `.data`, bearer token for /api), plus the error
 * answers (404, 405, 400, a body that breaks the form parser), carries the security headers and
 * no stack trace or internal name. HSTS is proved on servers of their own: sent for HTTPS behind
 * a trusted proxy, never for plain HTTP, never for a forged X-Forwarded-Proto.
 */
import { type APIRequestContext, type APIResponse } from "@playwright/test";

import { ACCESS_MATRIX, dataUrlOf, postUrlOf } from "../security/access-matrix";
import { type ServerProcess, startServer } from "../support/server-process";
import { expect, newCheckedContext, test } from "./fixtures";
import { apiLogin, approvedClient, bearer, confirmNewsletterByLink, E2E_ADMIN, matrixPlaceholderIds } from "./support";

/** Text of a stack trace or of React Router's internal messages (they name route ids). */
const LEAKS: [string, RegExp][] = [
  ["a stack frame", /\n\s*at [^\n]*(?:\(|\s)[^\s()]+:\d+:\d+\)?/],
  ["a stack frame", /\bat (?:async )?[\w$.<>]+ \((?:file:\/\/|\/|node:)[^)]*:\d+:\d+\)/],
  ["node_modules", /node_modules\//],
  ["a file URL", /file:\/\/\//],
  ["the server's folder", new RegExp(process.cwd().replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + "/")],
  ["React Router's missing-action message", /did not provide an `?action/],
  ["React Router's missing-loader message", /did not provide a `?loader/],
  ["React Router's no-match message", /No route matches URL/],
  ["a SQLite error", /SqliteError|SQLITE_[A-Z]+/],
  ["a TypeError", /TypeError: /],
];

type Problem = string;

/** The headers every answer carries, and what its body must not hold. */
function inspect(label: string, response: APIResponse, body: string): Problem[] {
  const problems: Problem[] = [];
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  if (!csp) problems.push(`${label}: no Content-Security-Policy`);
  else {
    const directives = new Map(
      csp
        .split(";")
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => {
          const [name, ...values] = part.split(/\s+/);
          return [name!, values.join(" ")] as const;
        }),
    );
    const expectDirective = (name: string, test: (value: string) => boolean, what: string) => {
      const value = directives.get(name);
      if (value === undefined || !test(value)) problems.push(`${label}: CSP ${name} should be ${what}, is ${value ?? "missing"}`);
    };
    expectDirective("default-src", (value) => value === "'self'", "'self'");
    expectDirective("script-src", (value) => /^'self' 'nonce-[A-Za-z0-9+/=]{16,}'$/.test(value), "'self' and a nonce only");
    expectDirective("object-src", (value) => value === "'none'", "'none'");
    expectDirective("base-uri", (value) => value === "'self'", "'self'");
    expectDirective("frame-ancestors", (value) => value === "'none'", "'none'");
    expectDirective("form-action", (value) => value === "'self'", "'self'");
    if (/unsafe-eval/.test(csp)) problems.push(`${label}: CSP allows unsafe-eval`);
    if (directives.has("upgrade-insecure-requests")) problems.push(`${label}: upgrade-insecure-requests over plain HTTP`);
  }
  // A route that also sets it gives "nosniff, nosniff": browsers read the first value.
  if (!/^nosniff(?:, nosniff)*$/.test(headers["x-content-type-options"] ?? ""))
    problems.push(`${label}: X-Content-Type-Options is ${headers["x-content-type-options"]}`);
  if (headers["referrer-policy"] !== "strict-origin-when-cross-origin") problems.push(`${label}: Referrer-Policy is ${headers["referrer-policy"]}`);
  if (!headers["x-frame-options"]) problems.push(`${label}: no X-Frame-Options`);
  if (headers["x-powered-by"] !== undefined) problems.push(`${label}: X-Powered-By ${headers["x-powered-by"]}`);
  if (headers["strict-transport-security"] !== undefined) problems.push(`${label}: HSTS over plain HTTP`);
  if (/^(?:Express|Node)/i.test(headers["server"] ?? "")) problems.push(`${label}: Server header ${headers["server"]}`);

  for (const [what, pattern] of LEAKS) if (pattern.test(body)) problems.push(`${label}: body holds ${what}: ${pattern.exec(body)?.[0].slice(0, 120)}`);

  // Every inline script of an HTML answer carries this answer's nonce.
  if ((headers["content-type"] ?? "").startsWith("text/html")) {
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    for (const tag of body.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []) {
      if (!nonce || !tag.includes(`nonce="${nonce}"`)) problems.push(`${label}: inline script without this answer's nonce: ${tag}`);
    }
  }
  return problems;
}

type Call = {
  label: string;
  context: APIRequestContext;
  method: string;
  url: string;
  headers?: Record<string, string>;
  form?: Record<string, string>;
  data?: unknown;
  body?: string;
};

async function walk(calls: Call[]): Promise<{ problems: Problem[]; statuses: Map<string, number> }> {
  const problems: Problem[] = [];
  const statuses = new Map<string, number>();
  const queue = [...calls];
  // Four at a time: quick, and gentle on a two-core machine running other tests.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let call = queue.shift(); call; call = queue.shift()) {
        const response = await call.context.fetch(call.url, {
          method: call.method,
          headers: call.headers,
          maxRedirects: 0,
          ...(call.form ? { form: call.form } : call.data !== undefined ? { data: call.data } : call.body !== undefined ? { data: call.body } : {}),
        });
        const body = call.method === "HEAD" ? "" : await response.text();
        statuses.set(call.label, response.status());
        problems.push(...inspect(`${call.label} (${response.status()})`, response, body));
      }
    }),
  );
  return { problems, statuses };
}

test("every route, as guest and admin, and every error answer carries the security headers and no internals", async ({ baseURL, request }) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error("baseURL is set by playwright.config.ts");

  // Records for the placeholders of the matrix ({productInquiry}, {account}...).
  const client = await approvedClient(request, "headers-walk");
  const inquiry = await request.post("/api/products/inquiries/submit/", {
    data: { product_item: 1, message: "Headers walk: a product question" },
    headers: bearer(client.token),
  });
  expect(inquiry.status(), await inquiry.text()).toBe(201);
  const portfolioInquiry = await request.post("/api/portfolio/inquiries/submit/", {
    data: { portfolio_item: 1, message: "Headers walk: a portfolio question" },
    headers: bearer(client.token),
  });
  expect(portfolioInquiry.status(), await portfolioInquiry.text()).toBe(201);
  const contactEmail = `headers.walk.${Date.now()}@example.in`;
  const contact = await request.post("/api/contact/submit/", {
    data: { name: "Ravi", email: contactEmail, subject: "Repair", message: "Headers walk: a box to repair, please.", message_type: "support" },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const subscriberEmail = `headers.walk.news.${Date.now()}@example.in`;
  expect((await request.post("/newsletter", { form: { email: subscriberEmail }, maxRedirects: 0 })).status()).toBe(302);
  await confirmNewsletterByLink(request, subscriberEmail);
  const productInquiryId = ((await inquiry.json()) as { data: { id: number } }).data.id;
  const portfolioInquiryId = ((await portfolioInquiry.json()) as { data: { id: number } }).data.id;
  const ids = matrixPlaceholderIds({ productInquiryId, portfolioInquiryId, contactEmail, subscriberEmail, accountEmail: client.user_email });
  const fill = (url: string) => url.replace(/\{(\w+)\}/g, (_, key: string) => ids[key as keyof typeof ids]);

  const guest = await newCheckedContext({ baseURL });
  const admin = await newCheckedContext({ baseURL });
  // The token first: a login from a context holding a session cookie ends that session.
  const adminToken = await apiLogin(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  const login = await admin.post("/login", { form: { user_email: E2E_ADMIN.email, password: E2E_ADMIN.password }, maxRedirects: 0 });
  expect(login.status()).toBe(302);

  const calls: Call[] = [];
  const seen = new Set<string>();
  const add = (call: Call) => {
    if (seen.has(call.label)) return;
    seen.add(call.label);
    calls.push(call);
  };
  for (const row of ACCESS_MATRIX) {
    if (row.last) continue; // logout: walked below, as a guest only
    const isApi = row.route.startsWith("api/") || row.route.startsWith("core_api/");
    const url = fill(row.url);
    add({ label: `guest GET ${url}`, context: guest, method: "GET", url });
    add({ label: `admin GET ${url}`, context: admin, method: "GET", url, headers: isApi ? bearer(adminToken) : undefined });
    if (row.data) {
      add({ label: `guest GET ${dataUrlOf(url)}`, context: guest, method: "GET", url: dataUrlOf(url) });
      add({ label: `admin GET ${dataUrlOf(url)}`, context: admin, method: "GET", url: dataUrlOf(url) });
    }
    // Guests' writes: refused (login, 401, 403), invalid (400) or not allowed (405); nothing changes.
    const postUrl = fill(postUrlOf(row));
    if (isApi) {
      add({ label: `guest POST ${postUrl}`, context: guest, method: "POST", url: postUrl, data: {} });
      for (const method of Object.keys(row.api ?? {})) add({ label: `guest ${method} ${url}`, context: guest, method, url, data: {} });
    } else {
      add({ label: `guest POST ${postUrl}`, context: guest, method: "POST", url: postUrl, form: {} });
      if (row.data) add({ label: `guest POST ${dataUrlOf(postUrl)}`, context: guest, method: "POST", url: dataUrlOf(postUrl), form: {} });
    }
  }

  // Error answers of every kind, and files served outside React Router.
  const errors: Call[] = [
    { label: "404 page", context: guest, method: "GET", url: "/no-such-artwork/at/all" },
    { label: "404 .data", context: guest, method: "GET", url: "/no-such-artwork.data" },
    { label: "404 API", context: guest, method: "GET", url: "/api/no-such-thing/" },
    { label: "404 API model", context: admin, method: "GET", url: "/api/manage_data/NoSuchModel/", headers: bearer(adminToken) },
    { label: "404 record", context: guest, method: "GET", url: "/products/999999" },
    { label: "404 record .data", context: guest, method: "GET", url: "/products/999999.data" },
    { label: "404 bad id", context: admin, method: "GET", url: "/panel/products/not-a-number/edit" },
    { label: "404 upload", context: guest, method: "GET", url: "/uploads/gallery/nothing-800w.webp" },
    { label: "404 asset", context: guest, method: "GET", url: "/assets/nothing.js" },
    { label: "404 bad encoding", context: guest, method: "GET", url: "/%E0%A4%A" },
    { label: "405 page without action", context: guest, method: "POST", url: "/about", form: { name: "x" } },
    { label: "405 page without action .data", context: guest, method: "POST", url: "/about.data", form: { name: "x" } },
    { label: "405 panel without action (admin)", context: admin, method: "POST", url: "/panel", form: {} },
    { label: "405 panel without action .data (admin)", context: admin, method: "POST", url: "/panel.data", form: {} },
    { label: "405 home", context: guest, method: "POST", url: "/", form: {} },
    { label: "405 resource", context: guest, method: "POST", url: "/sitemap.xml", form: {} },
    { label: "405 PUT page", context: guest, method: "PUT", url: "/contact", form: {} },
    { label: "405 DELETE page", context: admin, method: "DELETE", url: "/panel/products/1/edit" },
    { label: "405 API", context: guest, method: "DELETE", url: "/api/products/" },
    { label: "400 API bad JSON", context: guest, method: "POST", url: "/api/login/", headers: { "Content-Type": "application/json" }, body: "{not json" },
    { label: "400 form", context: guest, method: "POST", url: "/contact", form: { email: "not-an-email" } },
    {
      label: "400 broken multipart",
      context: guest,
      method: "POST",
      url: "/contact",
      headers: { "Content-Type": "multipart/form-data; boundary=broken" },
      body: '--broken\r\nContent-Disposition: form-data; name="message"\r\n\r\nno end',
    },
    {
      label: "400 broken multipart .data",
      context: guest,
      method: "POST",
      url: "/contact.data",
      headers: { "Content-Type": "multipart/form-data; boundary=broken" },
      body: "garbage",
    },
    {
      label: "broken multipart API upload (admin)",
      context: admin,
      method: "POST",
      url: "/api/upload/image/",
      headers: { ...bearer(adminToken), "Content-Type": "multipart/form-data; boundary=broken" },
      body: "garbage",
    },
    // What wapiti's xxe module and other clients send: not a form. 415, never a 500.
    {
      label: "415 XML to a page",
      context: guest,
      method: "POST",
      url: "/contact",
      headers: { "Content-Type": "text/xml" },
      body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    },
    {
      label: "415 JSON to a page",
      context: guest,
      method: "POST",
      url: "/login",
      headers: { "Content-Type": "application/json" },
      body: '{"user_email":"a@b.c"}',
    },
    {
      label: "415 text to a page .data",
      context: admin,
      method: "POST",
      url: "/panel/settings.data",
      headers: { "Content-Type": "text/plain" },
      body: "intent=save",
    },
    { label: "415 body without a type", context: guest, method: "POST", url: "/newsletter", headers: { "Content-Type": "" }, body: "email=x" },
    { label: "400 POST without body or type", context: guest, method: "POST", url: "/contact" },
    { label: "HEAD page", context: guest, method: "HEAD", url: "/products" },
    // Anonymous pages asked again: answered from the response memo (server/response-cache.ts),
    // which skips helmet and replays the stored headers with a fresh nonce.
    ...["/", "/products", "/blog", "/about", "/api/products/"].map((url): Call => ({ label: `guest GET ${url} again`, context: guest, method: "GET", url })),
    {
      label: "OPTIONS API preflight",
      context: guest,
      method: "OPTIONS",
      url: "/api/products/",
      headers: { Origin: "https://partner.example", "Access-Control-Request-Method": "GET" },
    },
    { label: "403 cross-site post", context: guest, method: "POST", url: "/contact", headers: { Origin: "https://evil.example" }, form: {} },
    { label: "static asset", context: guest, method: "GET", url: "/favicon.svg" },
    { label: "health check", context: guest, method: "GET", url: "/healthz" },
    { label: "guest GET /logout", context: guest, method: "GET", url: "/logout" },
    { label: "guest POST /logout", context: guest, method: "POST", url: "/logout", form: {} },
  ];
  for (const call of errors) add(call);

  const { problems, statuses } = await walk(calls);
  await guest.dispose();
  await admin.dispose();

  // The error answers are what they claim to be (a missing kind would make the walk prove less).
  const expectStatus = (label: string, status: number) => expect(statuses.get(label), label).toBe(status);
  expectStatus("404 page", 404);
  expectStatus("404 API", 404);
  expectStatus("405 page without action", 405);
  expectStatus("405 page without action .data", 405);
  expectStatus("405 panel without action (admin)", 405);
  expectStatus("405 resource", 405);
  expectStatus("405 API", 405);
  expectStatus("400 API bad JSON", 400);
  expectStatus("415 XML to a page", 415);
  expectStatus("415 JSON to a page", 415);
  expectStatus("415 text to a page .data", 415);
  expectStatus("400 POST without body or type", 400);
  // A body the form parser refuses is the client's mistake (app/routes/.server/form-data.ts).
  expectStatus("400 broken multipart", 400);
  expectStatus("400 broken multipart .data", 400);
  expectStatus("admin GET /panel", 200);
  expectStatus("admin GET /api/contact/messages/", 200);

  console.log(`security headers walk: ${calls.length} requests, ${problems.length} problems`);
  expect(problems, problems.join("\n")).toEqual([]);
  expect(calls.length).toBeGreaterThan(300);
});

test("a POST to a page without an action is a clean 405: its status, no route id, no stack", async ({ request }) => {
  const page = await request.post("/about", { form: { name: "x" }, maxRedirects: 0 });
  expect(page.status()).toBe(405);
  const html = await page.text();
  expect(html).not.toContain("did not provide");
  expect(html).toContain("Method Not Allowed");

  const data = await request.post("/panel/activity.data", { form: {}, maxRedirects: 0 });
  expect(data.status()).toBe(405);
  const stream = await data.text();
  expect(stream).not.toContain("routes/panel");
  expect(stream).not.toContain("did not provide");

  const resource = await request.post("/robots.txt", { form: {}, maxRedirects: 0 });
  expect(resource.status()).toBe(405);
  expect(await resource.text()).not.toMatch(/routes\/|did not provide|\bat /);
});

test.describe("HSTS", () => {
  let trusted: ServerProcess | undefined;
  let untrusted: ServerProcess | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    [trusted, untrusted] = await Promise.all([
      // Behind a TLS proxy on the same machine: X-Forwarded-Proto from loopback is believed.
      startServer({ env: { TRUST_PROXY: "loopback", COOKIE_SECURE: "true" } }),
      // No proxy configured (the default): the header is anyone's to forge and is ignored.
      startServer({ env: { COOKIE_SECURE: "true" } }),
    ]);
  });
  test.afterAll(async () => {
    await Promise.all([trusted?.stop(), untrusted?.stop()]);
  });

  const hsts = (response: Response) => response.headers.get("strict-transport-security");
  const csp = (response: Response) => response.headers.get("content-security-policy") ?? "";

  test("is sent in production for HTTPS seen through a trusted proxy, for pages, API and errors", async () => {
    for (const path of ["/", "/api/products/", "/no-such-page", "/favicon.svg"]) {
      const response = await fetch(`${trusted!.url}${path}`, { headers: { "X-Forwarded-Proto": "https" }, redirect: "manual" });
      expect(hsts(response), path).toBe("max-age=31536000; includeSubDomains");
      expect(csp(response), path).toContain("upgrade-insecure-requests");
    }
  });

  test("is not sent over plain HTTP, so local runs keep working", async () => {
    for (const server of [trusted!, untrusted!]) {
      const response = await fetch(`${server.url}/`);
      expect(response.status).toBe(200);
      expect(hsts(response)).toBeNull();
      expect(csp(response)).not.toContain("upgrade-insecure-requests");
    }
  });

  test("a forged X-Forwarded-Proto without TRUST_PROXY changes nothing", async () => {
    const response = await fetch(`${untrusted!.url}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(hsts(response)).toBeNull();
    expect(csp(response)).not.toContain("upgrade-insecure-requests");
  });
});
