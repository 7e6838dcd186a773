/**
 * Walks the access matrix (tests/security/access-matrix.ts) against the running build: every page,
 * its `.data`, every action and every /api method, for every role, without following redirects.
 * A refused answer carries no data; a route of app/routes.ts missing from the table fails.
 */
import fs from "node:fs";
import path from "node:path";

import { type APIRequestContext, type APIResponse } from "@playwright/test";

import {
  ACCESS_MATRIX,
  type Answer,
  dataUrlOf,
  fillPlaceholders as fill,
  LEAK_MARKERS,
  type Method,
  postUrlOf,
  type Role,
  ROLES,
} from "../security/access-matrix";
import { expect, newCheckedContext, test } from "./fixtures";
import { apiLogin, confirmNewsletterByLink, E2E_ADMIN, matrixPlaceholderIds, setAccountStatus, withTestDatabase } from "./support";

const SECRET = "access-matrix-secret";
const PASSWORD = "inlay-craft-2026";

type Actor = { role: Role; context: APIRequestContext; token: string | null };

const DENIED = new Set(["login", "home", "401", "403"]);

async function signUp(request: APIRequestContext, prefix: string): Promise<string> {
  const user_email = `matrix.${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const response = await request.post("/signup", {
    form: {
      user_name: "Meera Desai",
      business_name: "Desai Interiors",
      user_email,
      contact_number: "+91 98250 12345",
      address: "14 Ring Road, Athwa Lines",
      city: "Surat",
      password: PASSWORD,
      confirm_password: PASSWORD,
    },
    maxRedirects: 0,
  });
  if (response.status() !== 302) throw new Error(`Sign-up of ${prefix} failed with ${response.status()}`);
  return user_email;
}

/**
 * A cookie session (POST /login with a form) in a context of its own, and an API token. The token
 * first: a login from a context that holds a session cookie ends that session.
 */
async function signIn(baseURL: string, email: string, password: string) {
  const context = await newCheckedContext({ baseURL });
  const token = await apiLogin(context, email, password);
  const response = await context.post("/login", { form: { user_email: email, password }, maxRedirects: 0 });
  if (response.status() !== 302) throw new Error(`Login of ${email} failed with ${response.status()}`);
  return { context, token };
}

/**
 * The redirect of a single-fetch answer: React Router 7 answers a `.data` request that redirects
 * with 202 and a turbo-stream body, for a loader `[["SingleFetchRedirect",1],{"_2":3,...},"redirect","/login?...",...]`
 * and for an action `[{"_1":2,...},"redirect","/login?...",...]`.
 */
function singleFetchRedirect(body: string): string | undefined {
  let stream: unknown[];
  try {
    stream = JSON.parse(body) as unknown[];
  } catch {
    return undefined;
  }
  if (!Array.isArray(stream)) return undefined;
  const head = stream[0];
  const fields = (Array.isArray(head) && head[0] === "SingleFetchRedirect" ? stream[1] : head) as Record<string, number> | undefined;
  if (!fields || typeof fields !== "object") return undefined;
  for (const [key, value] of Object.entries(fields)) if (stream[Number(key.slice(1))] === "redirect") return String(stream[value]);
  return undefined;
}

/** The answer as a matrix code. */
function classify(response: APIResponse, body: string, requested: string, baseURL: string): string {
  const headers = response.headers();
  const status = response.status();
  const location = status >= 300 && status < 400 ? headers["location"] : status === 202 ? singleFetchRedirect(body) : undefined;
  if (location !== undefined) {
    const target = new URL(location, baseURL);
    if (target.origin !== new URL(baseURL).origin) return `offsite:${location}`;
    const where = target.pathname + target.search;
    if (where === "/") return "home";
    // The way back is the page asked for (a `.data` request is answered for its page).
    const page = new URL(requested, baseURL);
    const pagePath = page.pathname === "/_root.data" ? "/" : page.pathname.replace(/\.data$/, "");
    if (target.pathname === "/login" && target.searchParams.get("redirectTo") === pagePath + page.search) return "login";
    return `to:${where}`;
  }
  if (status >= 200 && status < 300) return "ok";
  return String(status);
}

/** The route patterns of app/routes.ts: route/index/layout/prefix calls and their nesting. */
function routePatterns(source: string): Set<string> {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const token = /"(?:[^"\\]|\\.)*"|\b(route|index|layout|prefix)\s*\(|[()[\]]/g;
  type Frame = { kind: "call"; name: string; path: string | null; args: number } | { kind: "paren" } | { kind: "list"; path: string };
  const stack: Frame[] = [];
  const patterns = new Set<string>();
  const listPath = () => [...stack].reverse().find((frame) => frame.kind === "list")?.path ?? "";
  // The public site's optional language segment (/gu/..., /hi/...) is one route table: "products/:id" stands for all three.
  const join = (...parts: string[]) =>
    parts
      .filter(Boolean)
      .join("/")
      .replace(/^:lang\?(\/|$)/, "");
  for (const match of code.matchAll(token)) {
    const text = match[0];
    const top = stack[stack.length - 1];
    if (match[1]) {
      stack.push({ kind: "call", name: match[1], path: null, args: 0 });
      if (match[1] === "index") patterns.add(listPath());
    } else if (text.startsWith('"')) {
      // The first argument of route() and prefix() is the path.
      if (top?.kind === "call" && top.path === null && (top.name === "route" || top.name === "prefix")) {
        top.path = JSON.parse(text) as string;
        if (top.name === "route") patterns.add(join(listPath(), top.path));
      }
    } else if (text === "(") {
      stack.push({ kind: "paren" });
    } else if (text === ")") {
      stack.pop();
    } else if (text === "[") {
      const owner = top?.kind === "call" ? (top.path ?? "") : "";
      stack.push({ kind: "list", path: join(listPath(), owner) });
    } else if (text === "]") {
      stack.pop();
    }
  }
  return patterns;
}

test("every route of app/routes.ts is in the access matrix, and every row names a real route", () => {
  const patterns = routePatterns(fs.readFileSync(path.resolve("app/routes.ts"), "utf8"));
  // The parser itself: a few routes it must find.
  for (const known of ["", "products/:id", "panel", "panel/users/:id/edit", "api/manage_data/:model/:id", "core_api/register-business", "*"]) {
    expect(patterns, `parser finds ${known}`).toContain(known);
  }
  const covered = new Set(ACCESS_MATRIX.map((row) => row.route));
  expect(
    [...patterns].filter((pattern) => !covered.has(pattern)),
    "routes missing from tests/security/access-matrix.ts",
  ).toEqual([]);
  expect(
    [...covered].filter((pattern) => !patterns.has(pattern)),
    "matrix rows for routes that do not exist",
  ).toEqual([]);
});

test("the access matrix holds for every role, page, data request, action and API method", async ({ baseURL, request }) => {
  // About 5,100 requests: two minutes on a quiet machine, more when the machine is shared.
  test.setTimeout(600_000);
  if (!baseURL) throw new Error("baseURL is set by playwright.config.ts");

  // ---- The accounts ------------------------------------------------------------------------------
  const emails = {
    pending: await signUp(request, "pending"),
    user: await signUp(request, "user"),
    manager: await signUp(request, "manager"),
    disabled: await signUp(request, "disabled"),
  };
  // A new business account is pending: it cannot sign in at all.
  const refused = await request.post("/login", { form: { user_email: emails.pending, password: PASSWORD }, maxRedirects: 0 });
  expect(refused.status(), "a pending account cannot sign in").not.toBe(302);
  expect((await request.post("/api/login/", { data: { user_email: emails.pending, password: PASSWORD } })).status()).not.toBe(200);

  for (const email of Object.values(emails)) setAccountStatus(email, "approved");
  withTestDatabase((database) => database.prepare("update users set user_type = 3 where user_email = ?").run(emails.manager));

  const actors: Actor[] = [{ role: "guest", context: await newCheckedContext({ baseURL }), token: null }];
  for (const role of ["pending", "user", "manager", "disabled"] as const) actors.push({ role, ...(await signIn(baseURL, emails[role], PASSWORD)) });
  actors.push({ role: "admin", ...(await signIn(baseURL, E2E_ADMIN.email, E2E_ADMIN.password)) });
  // Sessions and tokens made while approved, then the account is set back to pending or disabled.
  setAccountStatus(emails.pending, "pending");
  setAccountStatus(emails.disabled, "disabled");

  // ---- Records the demo data has none of ------------------------------------------------------------
  const user = actors.find((actor) => actor.role === "user")!;
  const auth = { Authorization: `Bearer ${user.token}` };
  const productInquiry = await user.context.post("/api/products/inquiries/submit/", {
    data: { product_item: 1, message: `${SECRET}: a product question` },
    headers: auth,
  });
  expect(productInquiry.status(), await productInquiry.text()).toBe(201);
  const portfolioInquiry = await user.context.post("/api/portfolio/inquiries/submit/", {
    data: { portfolio_item: 1, message: `${SECRET}: a portfolio question` },
    headers: auth,
  });
  expect(portfolioInquiry.status(), await portfolioInquiry.text()).toBe(201);
  const contactEmail = `${SECRET}.${Date.now()}@example.in`;
  const contact = await request.post("/api/contact/submit/", {
    data: { name: "Ravi", email: contactEmail, subject: "Restoration", message: `${SECRET}: my grandmother's box needs repair.`, message_type: "support" },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const subscriberEmail = `${SECRET}.news.${Date.now()}@example.in`;
  const subscribed = await request.post("/newsletter", { form: { email: subscriberEmail }, maxRedirects: 0 });
  expect(subscribed.status(), await subscribed.text()).toBe(302);
  await confirmNewsletterByLink(request, subscriberEmail);

  const productInquiryId = ((await productInquiry.json()) as { data: { id: number } }).data.id;
  const portfolioInquiryId = ((await portfolioInquiry.json()) as { data: { id: number } }).data.id;
  const ids = matrixPlaceholderIds({ productInquiryId, portfolioInquiryId, contactEmail, subscriberEmail, accountEmail: emails.user });

  // ---- The walk --------------------------------------------------------------------------------------
  type Check = { role: Role; method: Method; url: string; expected: Answer; json: boolean; last: boolean; multipart?: Record<string, string> };
  const checks: Check[] = [];
  for (const row of ACCESS_MATRIX) {
    const isApi = row.route.startsWith("api/") || row.route.startsWith("core_api/");
    const add = (method: Method, url: string, answers: Record<Role, Answer> | undefined, last = false) => {
      const multipart = method === "POST" ? row.multipart : undefined;
      if (answers) for (const role of ROLES) checks.push({ role, method, url: fill(url, ids), expected: answers[role], json: isApi, last, multipart });
    };
    add("GET", row.url, row.page);
    if (row.data) add("GET", dataUrlOf(row.url), row.data);
    add("POST", postUrlOf(row), row.post, row.last);
    if (!isApi && row.data) add("POST", dataUrlOf(postUrlOf(row)), row.postData ?? row.post, row.last);
    for (const [method, answers] of Object.entries(row.api ?? {})) add(method as Method, row.url, answers);
  }

  const failures: string[] = [];
  let walked = 0;

  // A cookie never authorizes the API: the admin's browser session without a token is a guest there.
  const admin = actors.find((actor) => actor.role === "admin")!;
  const cookieOnly = checks.filter((check) => check.json && check.role === "guest" && check.expected === "401");
  for (const check of cookieOnly) {
    const response = await admin.context.fetch(check.url, { method: check.method, maxRedirects: 0, ...(check.method === "GET" ? {} : { data: {} }) });
    walked++;
    if (response.status() !== 401) failures.push(`admin cookie, no token ${check.method} ${check.url}: expected 401, got ${response.status()}`);
  }
  await Promise.all(
    actors.map(async (actor) => {
      const mine = checks.filter((check) => check.role === actor.role);
      for (const check of [...mine.filter((c) => !c.last), ...mine.filter((c) => c.last)]) {
        const headers: Record<string, string> = {};
        if (check.json && actor.token) headers.Authorization = `Bearer ${actor.token}`;
        const response = await actor.context.fetch(check.url, {
          method: check.method,
          headers,
          maxRedirects: 0,
          ...(check.method === "GET" ? {} : check.multipart ? { multipart: check.multipart } : check.json ? { data: {} } : { form: {} }),
        });
        walked++;
        const body = await response.text();
        const got = classify(response, body, check.url, baseURL);
        const label = `${actor.role.padEnd(8)} ${check.method.padEnd(6)} ${check.url}`;
        if (got !== fill(check.expected, ids)) failures.push(`${label}: expected ${check.expected}, got ${got}`);
        if (got.startsWith("offsite:")) failures.push(`${label}: redirect off the site (${got})`);
        // A refused answer carries nothing of what it protects.
        if (DENIED.has(got) || got.startsWith("to:")) {
          // A site page refusing a signed-in administrator's post (an inquiry, issue 33 defect 12) is that
          // page again, with the administrator's own account in it: their own address is not a leak.
          const ownPage = actor.role === "admin" && !/^\/(panel|api)\//.test(check.url);
          const leaked = LEAK_MARKERS.filter((marker) => body.includes(marker) && !(ownPage && ["user_email", "admin@e2e.test"].includes(marker)));
          if (leaked.length) failures.push(`${label}: refused (${got}) but the body holds ${leaked.join(", ")}`);
          if (check.json && got !== "ok") {
            const parsed = safeJson(body) as { data?: unknown } | null;
            if (parsed && parsed.data !== null && parsed.data !== undefined)
              failures.push(`${label}: refused but data is ${JSON.stringify(parsed.data).slice(0, 80)}`);
          }
        } else if (got !== "ok" && !["manager", "admin"].includes(actor.role)) {
          // Other errors (404, 405...) for accounts without panel access: still nothing of the panel.
          const leaked = [SECRET, "inquirer_email", "account_status"].filter((marker) => body.includes(marker));
          if (leaked.length) failures.push(`${label}: ${got} but the body holds ${leaked.join(", ")}`);
        }
      }
    }),
  );

  for (const actor of actors) await actor.context.dispose();
  console.log(`access matrix: ${walked} requests, ${failures.length} mismatches`);
  expect(failures, failures.join("\n")).toEqual([]);
  expect(walked).toBe(checks.length + cookieOnly.length);
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
