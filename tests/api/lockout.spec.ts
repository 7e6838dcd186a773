/**
 * Issue 28, sections 3 and 4, as the attacks were made: a production server with the deploy's
 * TRUST_PROXY=loopback and the limits at their real size, clients told apart by X-Forwarded-For.
 * - Malicious lockout: ten wrong passwords from elsewhere lock the first admin's account for
 *   browsers without its device cookie (refused with the account's message, in en/gu/hi), never
 *   for the owner's browser, through the real login form with JavaScript off and on, and the API.
 * - One /64 is one client for every per-address limit; two /64s are two; `::ffff:a.b.c.d` is `a.b.c.d`.
 * In-process tests of the same rules: tests/integration/lockout.test.ts, tests/unit/client-key.test.ts.
 */
import path from "node:path";

import type { Browser, BrowserContext, Page } from "@playwright/test";
import Database from "better-sqlite3";

import { type ServerProcess, startServer, TEST_ADMIN } from "../support/server-process";
import { expect, newCheckedContext, test } from "./fixtures";
import { businessSignupForm } from "./support";

const ENV = { RATE_LIMIT_SCALE: "1", TRUST_PROXY: "loopback" };
const LIMITS = { login_ip: 100, login_account: 10, contact: 5 };
const CONNECTION = /Too many attempts from your connection\. Please wait \d+ minutes? and try again\./;
const ACCOUNT_LOCKED = /This account has had too many failed sign-ins\. Please try again in \d+ minutes?, or reset your password\./;
const ACCOUNT_LOCKED_IN = {
  gu: /આ ખાતામાં ઘણી વાર ખોટા પાસવર્ડથી લૉગિન કરવાના પ્રયાસ થયા છે\. કૃપા કરીને \d+ મિનિટ પછી ફરી પ્રયાસ કરો, અથવા તમારો પાસવર્ડ ફરીથી નક્કી કરો\./,
  hi: /इस खाते में गलत पासवर्ड से लॉगिन की बहुत ज़्यादा कोशिशें हुई हैं। कृपया \d+ मिनट बाद फिर कोशिश करें, या अपना पासवर्ड नया तय करें।/,
};
const LABELS = {
  en: { email: "Email address", password: "Password", signIn: "Sign In" },
  gu: { email: "ઇમેઇલ સરનામું", password: "પાસવર્ડ", signIn: "લૉગિન કરો" },
  hi: { email: "ईमेल पता", password: "पासवर्ड", signIn: "लॉगिन करें" },
};

test.describe.configure({ mode: "serial" });

let server: ServerProcess;
let counter = 0;
/** An IPv4 address of its own for each caller, so tests never share a count. */
const newAddress = () => `198.51.100.${++counter}`;

test.beforeAll(async () => {
  // Starting a server seeds a fresh database (images rendered by sharp): slow on a busy machine.
  test.setTimeout(300_000);
  server = await startServer({ env: ENV });
});

test.afterAll(async () => {
  await server?.stop();
});

async function client(address: string) {
  return newCheckedContext({
    baseURL: server.url,
    // Page forms are checked for their origin; a browser sends it with every form post.
    extraHTTPHeaders: { "X-Forwarded-For": address, Origin: server.url },
    maxRedirects: 0,
  });
}

const loginForm = (email: string, password: string) => ({ user_email: email, password });

async function approvedAccount() {
  const email = `owner.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const visitor = await client(newAddress());
  expect((await visitor.post("/api/signup/", { data: { ...businessSignupForm(email), confirm_password: undefined } })).status()).toBe(201);
  const database = new Database(path.join(server.dataDir, "app.db"));
  try {
    database.pragma("busy_timeout = 5000");
    database
      .prepare("update users set account_status = 'approved', email_confirmed_at = coalesce(email_confirmed_at, ?) where user_email = ?")
      .run(new Date().toISOString(), email);
  } finally {
    database.close();
  }
  return { email, password: "shah-handicrafts-2026" };
}

/** What the attacker did: the limit's worth of wrong passwords, each from another address, through the login form. */
async function lockOut(email: string) {
  for (let index = 0; index < LIMITS.login_account; index += 1) {
    const guesser = await client(newAddress());
    expect((await guesser.post("/login", { form: loginForm(email, `guess-${index}-guess`) })).status(), `guess ${index + 1}`).toBe(401);
    await guesser.dispose();
  }
}

async function browserAt(browser: Browser, address: string, javaScriptEnabled: boolean): Promise<BrowserContext> {
  return browser.newContext({ baseURL: server.url, javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": address } });
}

async function signIn(page: Page, email: string, password: string, lang: keyof typeof LABELS = "en") {
  await page.goto(lang === "en" ? "/login" : `/${lang}/login`);
  const form = page.locator("main form");
  await form.getByLabel(LABELS[lang].email).fill(email);
  await form.getByLabel(LABELS[lang].password, { exact: true }).fill(password);
  await form.getByRole("button", { name: LABELS[lang].signIn }).click();
}

const deviceCookieOf = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === "sadeli_device");

for (const javaScriptEnabled of [false, true]) {
  test(`the owner's browser gets in with the right password after ten wrong ones from elsewhere; a browser without its device cookie is refused with the account's message (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    // The first admin the first time (the account of the attack), a business account the second.
    const owner = javaScriptEnabled ? await approvedAccount() : { email: TEST_ADMIN.email, password: TEST_ADMIN.password };
    const ownersAddress = newAddress();
    const ownersBrowser = await browserAt(browser, ownersAddress, javaScriptEnabled);
    const page = await ownersBrowser.newPage();
    await signIn(page, owner.email, owner.password);
    await expect(page).not.toHaveURL(/\/login/);
    const device = await deviceCookieOf(ownersBrowser);
    expect(device, "a device cookie is set at the login").toBeDefined();
    expect(device!.httpOnly).toBe(true);
    expect(device!.expires * 1000 - Date.now()).toBeGreaterThan(300 * 24 * 60 * 60 * 1000);
    // Signed out (the session cookie gone); the device cookie stays.
    await ownersBrowser.clearCookies({ name: "sadeli_session" });

    await lockOut(owner.email);

    // Another browser, even on the owner's own connection, has no device cookie: the account's lock.
    const elsewhere = await browserAt(browser, ownersAddress, javaScriptEnabled);
    const otherPage = await elsewhere.newPage();
    await signIn(otherPage, owner.email, owner.password);
    await expect(otherPage.getByText(ACCOUNT_LOCKED)).toBeVisible();
    await expect(otherPage.getByText(CONNECTION)).toHaveCount(0);
    await expect(otherPage).toHaveURL(/\/login$/);
    expect((await elsewhere.cookies()).find((cookie) => cookie.name === "sadeli_session")).toBeUndefined();

    // The owner's browser, with the right password, gets in.
    await signIn(page, owner.email, owner.password);
    await expect(page).not.toHaveURL(/\/login/);
    expect((await ownersBrowser.cookies()).find((cookie) => cookie.name === "sadeli_session")).toBeDefined();
    await ownersBrowser.close();
    await elsewhere.close();
  });
}

test("the API: the right password with the device cookie gets a token after the lock; without it, 429 with the account's message", async () => {
  const owner = await approvedAccount();
  const program = await client(newAddress());
  const first = await program.post("/api/login/", { data: loginForm(owner.email, owner.password) });
  expect(first.status()).toBe(200);
  const device = first.headersArray().find((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("sadeli_device="));
  expect(device, "the API's login sets the device cookie too").toBeDefined();
  await lockOut(owner.email);

  const withCookie = await program.post("/api/login/", { data: loginForm(owner.email, owner.password) });
  expect(withCookie.status(), await withCookie.text()).toBe(200);
  expect((await withCookie.json()).token).toEqual(expect.any(String));

  const withoutCookie = await client(newAddress());
  const refused = await withoutCookie.post("/api/login/", { data: loginForm(owner.email, owner.password) });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await refused.json()).toMatchObject({ status: false, message: expect.stringMatching(ACCOUNT_LOCKED), token: null });
});

for (const lang of ["gu", "hi"] as const) {
  test(`the account's lock is named in ${lang === "gu" ? "Gujarati" : "Hindi"} on /${lang}/login`, async ({ browser }) => {
    const owner = await approvedAccount();
    await lockOut(owner.email);
    const context = await browserAt(browser, newAddress(), false);
    const page = await context.newPage();
    await signIn(page, owner.email, owner.password, lang);
    await expect(page.getByText(ACCOUNT_LOCKED_IN[lang])).toBeVisible();
    await context.close();
  });
}

const contactForm = (subject: string) => ({
  name: "Meera Desai",
  email: "meera@example.in",
  message_type: "inquiry",
  subject,
  message: "Do you make sadeli jewellery boxes to order?",
});

test("one /64 is one client: login spraying from new addresses in it reaches the per-address limit; the next /64 is another client", async () => {
  // The limit's worth of real password checks, one after another: slow on a busy machine.
  test.setTimeout(300_000);
  // Every guess from a new address of 2001:db8:28:1::/64, as a host with IPv6 can make them.
  for (let index = 0; index < LIMITS.login_ip; index += 1) {
    const sprayer = await client(`2001:db8:28:1::${(index + 1).toString(16)}`);
    expect((await sprayer.post("/login", { form: loginForm(`nobody${index}@example.in`, "guess-guess") })).status(), `guess ${index + 1}`).toBe(401);
    await sprayer.dispose();
  }
  const sameNetwork = await client("2001:DB8:28:1:FFFF:0:0:1");
  const refused = await sameNetwork.post("/login", { form: loginForm("nobody-more@example.in", "guess-guess") });
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toMatch(CONNECTION);

  const nextNetwork = await client("2001:db8:28:2::1");
  expect((await nextNetwork.post("/login", { form: loginForm("nobody-more@example.in", "guess-guess") })).status()).toBe(401);
});

test("one /64 is one client for the contact form too, and two /64s are counted apart", async () => {
  const subject = `slash-64-${Date.now()}`;
  for (let index = 0; index < LIMITS.contact; index += 1) {
    const visitor = await client(`2001:db8:28:a::${index + 1}`);
    expect((await visitor.post("/contact", { form: contactForm(subject) })).status(), `message ${index + 1}`).toBe(302);
  }
  const sameNetwork = await client("2001:db8:28:a:1234:5678:9abc:def0");
  const refused = await sameNetwork.post("/contact", { form: contactForm(subject) });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await refused.text()).toMatch(CONNECTION);

  const otherNetwork = await client("2001:db8:28:b::1");
  expect((await otherNetwork.post("/contact", { form: contactForm(subject) })).status()).toBe(302);
});

test("an IPv4-mapped IPv6 address is its IPv4 address", async () => {
  const subject = `mapped-${Date.now()}`;
  const address = newAddress();
  for (let index = 0; index < LIMITS.contact; index += 1) {
    const visitor = await client(index % 2 === 0 ? `::ffff:${address}` : address);
    expect((await visitor.post("/contact", { form: contactForm(subject) })).status(), `message ${index + 1}`).toBe(302);
  }
  const plain = await client(address);
  expect((await plain.post("/contact", { form: contactForm(subject) })).status()).toBe(429);
});
