/**
 * The abuse limits at their real size, on servers of their own (the shared test server scales
 * them up because every test comes from 127.0.0.1). Clients are told apart by X-Forwarded-For
 * behind a trusted loopback proxy, as they would be behind the site's reverse proxy. Two server
 * processes share one database, so the limits are shown to hold across processes too.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { type Page } from "@playwright/test";
import Database from "better-sqlite3";

import { type ServerProcess, startServer, TEST_ADMIN } from "../support/server-process";
import { expect, newCheckedContext, test } from "./fixtures";
import { businessSignupForm } from "./support";

const LIMITS = { contact: 5, newsletter: 5, signup: 20, signup_taken: 20, login_ip: 100, login_account: 10, inquiry: 10, api: 30 };
const ENV = { RATE_LIMIT_SCALE: "1", RATE_LIMIT_API: `${LIMITS.api}/60`, TRUST_PROXY: "loopback" };
const MESSAGE = /Too many attempts from your connection\. Please wait \d+ minutes? and try again\./;
const ACCOUNT_LOCKED = /This account has had too many failed sign-ins\. Please try again in \d+ minutes?, or reset your password\./;

test.describe.configure({ mode: "serial" });

let first: ServerProcess;
let second: ServerProcess;
let addressCounter = 0;

/** A client address of its own for each caller, so tests never share a count. */
const newAddress = () => `198.51.100.${++addressCounter}`;

test.beforeAll(async () => {
  // Starting a server seeds a fresh database (images rendered by sharp): slow on a busy machine.
  test.setTimeout(300_000);
  first = await startServer({ env: ENV });
  second = await startServer({ env: ENV, dataDir: first.dataDir });
});

test.afterAll(async () => {
  await second?.stop();
  await first?.stop();
});

function count(sql: string, ...parameters: unknown[]): number {
  const database = new Database(path.join(first.dataDir, "app.db"), { readonly: true });
  try {
    return (database.prepare(sql).get(...parameters) as { n: number }).n;
  } finally {
    database.close();
  }
}

async function client(server: ServerProcess, address: string) {
  return newCheckedContext({
    baseURL: server.url,
    // Page forms are checked for their origin; a browser sends it with every form post.
    extraHTTPHeaders: { "X-Forwarded-For": address, Origin: server.url },
    maxRedirects: 0,
  });
}

const contactForm = (subject: string) => ({
  name: "Meera Desai",
  email: "meera@example.in",
  message_type: "inquiry",
  subject,
  message: "Do you make sadeli jewellery boxes to order?",
});

test("contact: the sixth message from one address gets 429 with Retry-After; other addresses go on", async () => {
  const subject = `limit-${Date.now()}`;
  const visitor = await client(first, newAddress());
  for (let index = 0; index < LIMITS.contact; index += 1) {
    const response = await visitor.post("/contact", { form: contactForm(subject) });
    expect(response.status(), `message ${index + 1}`).toBe(302);
  }
  const refused = await visitor.post("/contact", { form: contactForm(subject) });
  expect(refused.status()).toBe(429);
  const retryAfter = Number(refused.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
  expect(await refused.text()).toMatch(MESSAGE);
  expect(count("select count(*) n from contact_messages where subject = ?", subject)).toBe(LIMITS.contact);

  const neighbour = await client(first, newAddress());
  expect((await neighbour.post("/contact", { form: contactForm(subject) })).status()).toBe(302);
  expect(count("select count(*) n from contact_messages where subject = ?", subject)).toBe(LIMITS.contact + 1);
});

test("contact over the API: the same limit, answered as JSON", async () => {
  const subject = `api-limit-${Date.now()}`;
  const program = await client(first, newAddress());
  for (let index = 0; index < LIMITS.contact; index += 1) {
    expect((await program.post("/api/contact/submit/", { data: contactForm(subject) })).status()).toBe(201);
  }
  const refused = await program.post("/api/contact/submit/", { data: contactForm(subject) });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await refused.json()).toMatchObject({ status: false, message: expect.stringMatching(/^Too many requests/) });
  expect(count("select count(*) n from contact_messages where subject = ?", subject)).toBe(LIMITS.contact);
});

test("the limits are shared by two server processes on one database", async () => {
  const subject = `two-processes-${Date.now()}`;
  const address = newAddress();
  const viaFirst = await client(first, address);
  const viaSecond = await client(second, address);
  for (let index = 0; index < LIMITS.contact; index += 1) {
    const server = index % 2 === 0 ? viaFirst : viaSecond;
    expect((await server.post("/contact", { form: contactForm(subject) })).status()).toBe(302);
  }
  expect((await viaSecond.post("/contact", { form: contactForm(subject) })).status()).toBe(429);
  expect((await viaFirst.post("/contact", { form: contactForm(subject) })).status()).toBe(429);
  expect(count("select count(*) n from contact_messages where subject = ?", subject)).toBe(LIMITS.contact);
});

test("newsletter: 429 after the limit, other addresses unaffected", async () => {
  const visitor = await client(first, newAddress());
  const stamp = Date.now();
  for (let index = 0; index < LIMITS.newsletter; index += 1) {
    expect((await visitor.post("/newsletter", { form: { email: `reader${index}.${stamp}@example.in` } })).status()).toBe(302);
  }
  const refused = await visitor.post("/newsletter", { form: { email: `reader-late.${stamp}@example.in` } });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await refused.text()).toMatch(MESSAGE);
  expect(count("select count(*) n from newsletter_subscribers where email = ?", `reader-late.${stamp}@example.in`)).toBe(0);

  const neighbour = await client(first, newAddress());
  expect((await neighbour.post("/newsletter", { form: { email: `neighbour.${stamp}@example.in` } })).status()).toBe(302);
});

const signupForm = businessSignupForm;

test("sign-up: 429 after the limit with the message at the form", async () => {
  const visitor = await client(first, newAddress());
  const stamp = Date.now();
  for (let index = 0; index < LIMITS.signup; index += 1) {
    const response = await visitor.post("/signup", { form: signupForm(`shah${index}.${stamp}@example.in`) });
    expect(response.status(), await response.text()).toBe(302);
  }
  const refused = await visitor.post("/signup", { form: signupForm(`shah-late.${stamp}@example.in`) });
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toMatch(MESSAGE);
  expect(count("select count(*) n from users where user_email = ?", `shah-late.${stamp}@example.in`)).toBe(0);
});

test("sign-up from a shared address (CGNAT): refused sign-ups, a common password or a taken address, use none of the address's sign-ups", async () => {
  // Up to 3 × the limit sign-ups, each hashing a password: over 30 s on a loaded 2-core machine.
  test.slow();
  const neighbours = await client(first, newAddress());
  const stamp = Date.now();
  for (let index = 0; index < LIMITS.signup; index += 1) {
    const common = await neighbours.post("/signup", {
      form: { ...signupForm(`common${index}.${stamp}@example.in`), password: "password123", confirm_password: "password123" },
    });
    expect(common.status()).toBe(400);
    expect(await common.text()).toContain("This password is too common");
    const taken = await neighbours.post("/signup", { form: signupForm(TEST_ADMIN.email) });
    expect(taken.status()).toBe(400);
    expect(await taken.text()).toContain("An account with this email already exists");
  }
  // Then as many people as the limit sign up from that address, through the form and the API.
  for (let index = 0; index < LIMITS.signup; index += 1) {
    const email = `neighbour${index}.${stamp}@example.in`;
    const response =
      index % 2 === 0
        ? await neighbours.post("/signup", { form: signupForm(email) })
        : await neighbours.post("/api/signup/", { data: { ...signupForm(email), confirm_password: undefined } });
    expect(response.status(), `sign-up ${index + 1}: ${await response.text()}`).toBe(index % 2 === 0 ? 302 : 201);
  }
  expect((await neighbours.post("/signup", { form: signupForm(`neighbour-late.${stamp}@example.in`) })).status()).toBe(429);
});

test("sign-up: 'already registered' is told a limited number of times to one address; past it the limit's message", async () => {
  const prober = await client(second, newAddress());
  for (let index = 0; index < LIMITS.signup_taken; index += 1) {
    const taken = await prober.post("/signup", { form: signupForm(TEST_ADMIN.email) });
    expect(taken.status()).toBe(400);
  }
  const refused = await prober.post("/signup", { form: signupForm(TEST_ADMIN.email) });
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toMatch(MESSAGE);
  const apiRefused = await prober.post("/api/signup/", { data: { ...signupForm(TEST_ADMIN.email), confirm_password: undefined } });
  expect(apiRefused.status()).toBe(429);
  const body = JSON.stringify(await apiRefused.json());
  expect(body).toMatch(/Too many requests/);
  expect(body).not.toContain("already exists");
});

const loginForm = (email: string, password: string) => ({ user_email: email, password });

test("login from a shared address (CGNAT): successful logins do not count; more than the per-address limit sign in", async () => {
  // The limit's worth of real password checks, one after another: slow on a busy machine.
  test.setTimeout(300_000);
  const address = newAddress();
  const accounts = await Promise.all(Array.from({ length: 5 }, () => approvedAccount()));
  for (let index = 0; index < LIMITS.login_ip + 10; index += 1) {
    const account = accounts[index % accounts.length]!;
    // A browser of its own each time, without a device cookie: counted per address, as a newcomer is.
    const person = await client(first, address);
    const response = await person.post("/login", { form: loginForm(account.email, account.password) });
    expect(response.status(), `login ${index + 1}`).toBe(302);
    await person.dispose();
  }
});

test("login per address: after the limit even the right password waits; another address signs in", async () => {
  // The limit's worth of real password checks, one after another: slow on a busy machine.
  test.setTimeout(300_000);
  const attacker = await client(first, newAddress());
  for (let index = 0; index < LIMITS.login_ip; index += 1) {
    // Different accounts each time: only the per-address limit can stop this.
    expect((await attacker.post("/login", { form: loginForm(`nobody${index}@example.in`, "guess-guess") })).status()).toBe(401);
  }
  const refused = await attacker.post("/login", { form: loginForm(TEST_ADMIN.email, TEST_ADMIN.password) });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await refused.text()).toMatch(MESSAGE);
  expect(refused.headers()["set-cookie"]).toBeUndefined();

  const apiRefused = await attacker.post("/api/login/", { data: loginForm(TEST_ADMIN.email, TEST_ADMIN.password) });
  expect(apiRefused.status()).toBe(429);
  expect((await apiRefused.json()).token).toBeNull();

  const owner = await client(first, newAddress());
  expect((await owner.post("/login", { form: loginForm(TEST_ADMIN.email, TEST_ADMIN.password) })).status()).toBe(302);
});

async function approvedAccount() {
  const email = `account.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const visitor = await client(first, newAddress());
  expect((await visitor.post("/api/signup/", { data: { ...signupForm(email), confirm_password: undefined } })).status()).toBe(201);
  const database = new Database(path.join(first.dataDir, "app.db"));
  try {
    database.pragma("busy_timeout = 5000");
    database.prepare("update users set account_status = 'approved' where user_email = ?").run(email);
  } finally {
    database.close();
  }
  return { email, password: "shah-handicrafts-2026" };
}

test("login per account: failures from many addresses lock that account only, for the window", async () => {
  const target = await approvedAccount();
  const bystander = await approvedAccount();
  for (let index = 0; index < LIMITS.login_account; index += 1) {
    // A new address for every guess: only the per-account limit can stop this.
    const guesser = await client(first, newAddress());
    expect((await guesser.post("/api/login/", { data: loginForm(target.email, `guess-${index}-guess`) })).status()).toBe(401);
  }
  // A browser that never signed in to the account (no device cookie): the account's own message.
  const owner = await client(second, newAddress());
  const refused = await owner.post("/login", { form: loginForm(target.email, target.password) });
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toMatch(ACCOUNT_LOCKED);
  expect((await owner.post("/login", { form: loginForm(bystander.email, bystander.password) })).status()).toBe(302);
});

test("login per account: 40 concurrent wrong guesses run at most 10 password checks; the right password inside the burst gets 429", async () => {
  const target = await approvedAccount();
  // One address per guess, half through each process: only the per-account limit can stop this.
  const guessers = await Promise.all(Array.from({ length: 40 }, (_, index) => client(index % 2 === 0 ? first : second, newAddress())));
  let refused!: () => void;
  const firstRefusal = new Promise<void>((resolve) => (refused = resolve));
  const burst = Promise.all(
    guessers.map(async (guesser, index) => {
      const status = (await guesser.post("/api/login/", { data: loginForm(target.email, `guess-${index}-guess`) })).status();
      if (status === 429) refused();
      return status;
    }),
  );
  // Once one guess is refused, the account's slots are all taken, whatever is still running.
  await Promise.race([firstRefusal, burst]);
  const owner = await client(first, newAddress());
  const right = await owner.post("/login", { form: loginForm(target.email, target.password) });
  const statuses = await burst;
  expect(statuses.filter((status) => status !== 429).length, statuses.join(" ")).toBeLessThanOrEqual(LIMITS.login_account);
  expect(
    statuses.every((status) => status === 401 || status === 429),
    statuses.join(" "),
  ).toBe(true);
  expect(right.status()).toBe(429);
  expect(right.headers()["set-cookie"]).toBeUndefined();
});

test("API: random bearer tokens count against the caller's address and add no counters", async () => {
  const file = path.join(first.dataDir, "rate-limits.db");
  const rows = () => {
    if (!fs.existsSync(file)) return 0;
    const database = new Database(file, { readonly: true });
    try {
      return (database.prepare("select count(*) n from rate_limits").get() as { n: number }).n;
    } finally {
      database.close();
    }
  };
  const program = await client(first, newAddress());
  const randomToken = () => randomBytes(32).toString("base64url");
  const before = rows();
  for (let index = 0; index < LIMITS.api; index += 1) {
    expect((await program.get("/api/products/", { headers: { Authorization: `Bearer ${randomToken()}` } })).status(), `request ${index + 1}`).not.toBe(429);
  }
  expect((await program.get("/api/products/", { headers: { Authorization: `Bearer ${randomToken()}` } })).status()).toBe(429);
  expect((await program.get("/api/products/")).status()).toBe(429);
  expect(rows() - before).toBe(1);
});

test("API: one token over its limit gets 429 JSON with Retry-After; other tokens and addresses go on", async () => {
  const account = await approvedAccount();
  const address = newAddress();
  const program = await client(first, address);
  const token = (await (await program.post("/api/login/", { data: loginForm(account.email, account.password) })).json()).token as string;
  const authorised = { Authorization: `Bearer ${token}` };
  // The login itself was one request of this address, not of the token.
  for (let index = 0; index < LIMITS.api; index += 1) {
    expect((await program.get("/api/products/", { headers: authorised })).status(), `request ${index + 1}`).toBe(200);
  }
  const refused = await program.get("/api/products/", { headers: authorised });
  expect(refused.status()).toBe(429);
  const retryAfter = Number(refused.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await refused.json()).toEqual({
    status: false,
    code: "rate_limited",
    message: `Too many requests. Please wait ${retryAfter} seconds and try again.`,
    errors: {},
    codes: {},
  });

  // The same address without the token, and another client, are counted apart.
  expect((await program.get("/api/products/")).status()).toBe(200);
  const other = await client(first, newAddress());
  expect((await other.get("/api/products/")).status()).toBe(200);
});

test("inquiries: one account's eleventh inquiry in the hour gets 429", async () => {
  const account = await approvedAccount();
  const productId = count("select min(id) n from products where is_available = 1");
  // Page inquiries: the browser session of the account.
  const browser = await client(first, newAddress());
  expect((await browser.post("/login", { form: loginForm(account.email, account.password) })).status()).toBe(302);
  const inquiry = { product_item: String(productId), message: "Please quote for twelve boxes with our logo inlaid.", quantity: "12" };
  for (let index = 0; index < LIMITS.inquiry; index += 1) {
    const response = await browser.post(`/products/${productId}`, { form: inquiry });
    expect(response.status(), `inquiry ${index + 1}: ${await response.text()}`).toBe(302);
  }
  const refused = await browser.post(`/products/${productId}`, { form: inquiry });
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toMatch(MESSAGE);
  // The API counts the same account, from anywhere.
  const program = await client(second, newAddress());
  const token = (await (await program.post("/api/login/", { data: loginForm(account.email, account.password) })).json()).token as string;
  const viaApi = await program.post("/api/products/inquiries/submit/", {
    headers: { Authorization: `Bearer ${token}` },
    data: { product_item: productId, message: inquiry.message, quantity: 12 },
  });
  expect(viaApi.status()).toBe(429);
});

test.describe("honeypot", () => {
  test("a filled honeypot is answered as sent and nothing is stored", async () => {
    const robot = await client(first, newAddress());
    const stamp = Date.now();
    const contact = await robot.post("/contact", { form: { ...contactForm(`robot-${stamp}`), website_url: "http://spam.example" } });
    expect(contact.status()).toBe(302);
    expect(contact.headers().location).toBe("/contact?sent=1#contact-form");
    expect(count("select count(*) n from contact_messages where subject = ?", `robot-${stamp}`)).toBe(0);

    const newsletter = await robot.post("/newsletter", { form: { email: `robot.${stamp}@example.in`, website_url: "x" } });
    expect(newsletter.status()).toBe(302);
    expect(count("select count(*) n from newsletter_subscribers where email = ?", `robot.${stamp}@example.in`)).toBe(0);

    const signup = await robot.post("/signup", { form: { ...signupForm(`robot.${stamp}@example.in`), website_url: "x" } });
    expect(signup.status()).toBe(302);
    expect(count("select count(*) n from users where user_email = ?", `robot.${stamp}@example.in`)).toBe(0);
  });

  test("the honeypot is out of sight, out of the tab order and hidden from screen readers", async ({ browser }) => {
    const page = await (await browser.newContext({ baseURL: first.url })).newPage();
    await page.goto("/contact");
    const field = page.locator('main form input[name="website_url"]');
    await expect(field).toHaveAttribute("tabindex", "-1");
    await expect(field).toHaveAttribute("autocomplete", "off");
    await expect(field).not.toBeInViewport();
    await expect(page.getByRole("textbox", { name: /Leave this field empty/ })).toHaveCount(0);
  });
});

for (const javaScriptEnabled of [false, true]) {
  test(`a person over the contact limit sees the message at the form (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser }) => {
    // A page load and a send per allowed message, in a browser: over 30 s on a loaded machine.
    test.slow();
    const context = await browser.newContext({ baseURL: first.url, javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": newAddress() } });
    const page = await context.newPage();
    await sendUntilRefused(page);
    await context.close();
  });
}

async function sendUntilRefused(page: Page) {
  for (let index = 0; index <= LIMITS.contact; index += 1) {
    await page.goto("/contact");
    const form = page.locator("main form");
    await form.getByLabel("Full name").fill("Meera Desai");
    await form.getByLabel("Email address").fill("meera@example.in");
    await form.getByLabel("Subject").fill(`browser limit ${index}`);
    await form.getByLabel("Message", { exact: true }).fill("Do you make sadeli jewellery boxes to order?");
    await form.getByRole("button", { name: "Send Message" }).click();
    if (index < LIMITS.contact) await expect(page.getByText("Message sent successfully!")).toBeVisible();
  }
  await expect(page.getByText(MESSAGE)).toBeVisible();
}
