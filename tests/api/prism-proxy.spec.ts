/**
 * Issue 33, "Done when": a third-party integration, written with the client generated from the
 * served /api/openapi.json (openapi-typescript types in generated/openapi.d.ts, openapi-fetch
 * calls), runs its jobs through Stoplight Prism as a validating proxy (`prism proxy --errors`)
 * in front of the test server, and meets no request or response violation. Prism is an
 * independent reading of the document: what tests/api/contract.ts lets through and Prism does
 * not is a disagreement too. The second test serves Prism a deliberately altered copy of the
 * document and expects violations: the check can fail (docs/decisions/060).
 *
 * Each job is one function over the shared `Integration`; a new job (API keys, idempotency, a
 * cursor walk while another client writes, a 412, a webhook) is one more function in `JOBS`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import createClient, { type Client } from "openapi-fetch";
import sharp from "sharp";

import { freePort } from "../support/free-port";
import { apiContract, expect, test } from "./fixtures";
import type { paths } from "./generated/openapi";
import { bearer, E2E_ADMIN, withTestDatabase } from "./support";

type Api = Client<paths>;

/** One violation Prism reported: on an answer (header or error body) or in its log. */
interface Violation {
  call: string;
  where: "sl-violations header" | "prism error answer" | "prism log";
  detail: string;
}

/** A Prism validating proxy in front of the test server, and every violation it reported. */
interface PrismProxy {
  url: string;
  violations: Violation[];
  calls: number;
  /** Its log lines that name a violation (kept whole, for the failure message). */
  logViolations(): Violation[];
  stop(): Promise<void>;
}

const PRISM_BIN = path.resolve("node_modules", ".bin", "prism");

/** Saves `document` to a temporary file and starts Prism on a free port, proxying to `upstream`; resolves when it answers. */
async function startPrism(document: unknown, upstream: string): Promise<PrismProxy> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "prism-"));
  const file = path.join(directory, "openapi.json");
  fs.writeFileSync(file, JSON.stringify(document));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(PRISM_BIN, ["proxy", "--errors", "-h", "127.0.0.1", "-p", String(port), file, upstream], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  let log = "";
  child.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  let exited = false;
  child.once("exit", () => (exited = true));

  // Ready when it answers anything on its port: poll, never sleep a fixed time.
  await expect
    .poll(
      async () => {
        if (exited) throw new Error(`Prism exited before it was ready:\n${log}`);
        try {
          await fetch(`${url}/api/settings/public/`);
          return true;
        } catch {
          return false;
        }
      },
      { timeout: 60_000, intervals: [100, 200, 250] },
    )
    .toBe(true);

  const proxy: PrismProxy = {
    url,
    violations: [],
    calls: 0,
    logViolations: () =>
      log
        .split("\n")
        .filter((line) => /violation|✖/i.test(line))
        .map((line) => ({ call: "(log)", where: "prism log" as const, detail: line.trim() })),
    async stop() {
      if (!exited) {
        const gone = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await gone;
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
  return proxy;
}

/** The generated client, its every call through Prism, every violation on an answer recorded. */
function clientThrough(prism: PrismProxy): Api {
  const recordingFetch = async (input: Request) => {
    const call = `${input.method} ${new URL(input.url).pathname}${new URL(input.url).search}`;
    const response = await fetch(input);
    prism.calls += 1;
    const header = response.headers.get("sl-violations");
    if (header) {
      for (const item of JSON.parse(header) as unknown[]) prism.violations.push({ call, where: "sl-violations header", detail: JSON.stringify(item) });
    }
    // With --errors, a violation is answered by Prism itself: a problem document typed by Stoplight.
    if ((response.headers.get("content-type") ?? "").includes("application/problem+json")) {
      const body = await response.clone().text();
      if (body.includes("stoplight.io/prism/errors")) prism.violations.push({ call, where: "prism error answer", detail: `${response.status} ${body}` });
    }
    return response;
  };
  return createClient<paths>({ baseUrl: prism.url, fetch: recordingFetch });
}

/** What the jobs share: the client, the administrator's headers, and what earlier jobs made. */
interface Integration {
  api: Api;
  /**
   * The same generated client straight to the server, its answers checked by the project's own
   * contract (contract.ts): only for binary uploads, which Prism's proxy reads as text and sends
   * on corrupted (stoplightio/prism#1321, #2376; docs/decisions/060).
   */
  direct: Api;
  admin: { Authorization: string };
  made: {
    productId?: number;
    categoryId?: number;
    portfolioItemId?: number;
    buyer?: { id: number; user_email: string; password: string; token?: string };
    contactEmail?: string;
  };
}

const PAGE_SIZE = 50;
/** Pages a public list to its end by page number (`next` names the server, not the proxy). */
async function pageToEnd(read: (page: number) => Promise<{ count: number; next: string | null; results: unknown[] } | undefined>) {
  let seen = 0;
  for (let page = 1; page <= 50; page++) {
    const answer = await read(page);
    expect(answer, `page ${page}`).toBeDefined();
    seen += answer!.results.length;
    if (!answer!.next) {
      expect(seen).toBe(answer!.count);
      return seen;
    }
  }
  throw new Error("More than 50 pages");
}

async function pageTheCatalogue({ api, made }: Integration) {
  const query = (page: number) => ({ params: { query: { page, page_size: PAGE_SIZE } } });
  expect(await pageToEnd(async (page) => (await api.GET("/api/products/", query(page))).data)).toBeGreaterThan(0);
  expect(await pageToEnd(async (page) => (await api.GET("/api/gallery/items/", query(page))).data)).toBeGreaterThan(0);
  const portfolio = await api.GET("/api/portfolio/items/", query(1));
  made.portfolioItemId = portfolio.data!.results[0]!.id;
  expect(await pageToEnd(async (page) => (await api.GET("/api/portfolio/items/", query(page))).data)).toBeGreaterThan(0);
  expect(await pageToEnd(async (page) => (await api.GET("/api/blog/posts/", query(page))).data)).toBeGreaterThan(0);

  const productCategories = await api.GET("/api/products/categories/");
  expect(productCategories.response.status).toBe(200);
  expect((await api.GET("/api/gallery/categories/")).response.status).toBe(200);
  expect((await api.GET("/api/portfolio/categories/")).response.status).toBe(200);
  expect((await api.GET("/api/blog/categories/")).response.status).toBe(200);

  const first = (await api.GET("/api/products/", query(1))).data!.results[0]!;
  expect((await api.GET("/api/products/{id}/", { params: { path: { id: String(first.id) } } })).response.status).toBe(200);
  expect((await api.GET("/api/portfolio/items/{id}/", { params: { path: { id: String(made.portfolioItemId) } } })).response.status).toBe(200);
  expect((await api.GET("/api/search/", { params: { query: { q: "brass" } } })).response.status).toBe(200);
  expect((await api.GET("/api/search/", { params: { query: { q: "ध", lang: "hi" } } })).response.status).toBe(200);
  expect((await api.GET("/api/settings/public/")).response.status).toBe(200);
}

async function productWithImage({ api, direct, admin, made }: Integration) {
  const png = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: "#7a4b2c" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "ring-box.png");
  form.set("category", "products");
  form.set("width", "1200");
  const upload = await direct.POST("/api/upload/image/", {
    headers: admin,
    body: { file: "", category: "products", width: 1200 },
    bodySerializer: () => form,
  });
  expect(upload.response.status, JSON.stringify(upload.error)).toBe(201);
  const image_url = upload.data!.url;

  const categories = await api.GET("/api/manage_data/ProductCategory/", { params: { query: { page_size: 1 } }, headers: admin });
  made.categoryId = categories.data!.results[0]!.id;
  const created = await api.POST("/api/manage_data/Product/", {
    headers: admin,
    body: {
      title: `Prism ring box ${Date.now()}`,
      description: "Carved by the integration that runs through Prism.",
      category: made.categoryId,
      price: 1450,
      image_url,
      is_available: true,
    },
  });
  expect(created.response.status, JSON.stringify(created.error)).toBe(201);
  made.productId = created.data!.data.id;
  const id = String(made.productId);

  const patched = await api.PATCH("/api/manage_data/Product/{id}/", { params: { path: { id } }, headers: admin, body: { price: 1600, is_featured: true } });
  expect(patched.response.status, JSON.stringify(patched.error)).toBe(200);
  const read = await api.GET("/api/manage_data/Product/{id}/", { params: { path: { id } }, headers: admin });
  expect(read.data).toMatchObject({ price: 1600, image_url });
  expect((await api.GET("/api/products/{id}/", { params: { path: { id } } })).response.status).toBe(200);

  // A spare product, made and deleted: the first stays for the buyer's inquiry.
  const spare = await api.POST("/api/manage_data/Product/", {
    headers: admin,
    body: { title: `Prism spare ${Date.now()}`, description: "Deleted again.", category: made.categoryId, price: 90 },
  });
  expect(spare.response.status, JSON.stringify(spare.error)).toBe(201);
  const spareId = String(spare.data!.data.id);
  expect((await api.DELETE("/api/manage_data/Product/{id}/", { params: { path: { id: spareId } }, headers: admin })).response.status).toBe(200);
  expect((await api.GET("/api/manage_data/Product/{id}/", { params: { path: { id: spareId } }, headers: admin })).response.status).toBe(404);
}

async function signUpAndApproveABuyer({ api, admin, made }: Integration) {
  const user_email = `prism.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const password = "prism-buyer-password-7";
  const signup = await api.POST("/api/signup/", {
    body: {
      user_name: "Nisha Patel",
      business_name: "Patel Gifts",
      user_email,
      contact_number: "+91 98250 44444",
      address: "9 Station Road",
      city: "Vadodara",
      password,
    },
  });
  expect(signup.response.status, JSON.stringify(signup.error)).toBe(201);
  const found = await api.GET("/api/manage_data/UserProfile/", { params: { query: { search: user_email, account_status: "pending" } }, headers: admin });
  const id = found.data!.results[0]!.id;
  // The buyer opens the link the sign-up email sent (a page of the site, not an API call).
  withTestDatabase((database) => database.prepare("update users set email_confirmed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') where id = ?").run(id));
  const approved = await api.PATCH("/api/manage_data/UserProfile/{id}/", {
    params: { path: { id: String(id) } },
    headers: admin,
    body: { account_status: "approved" },
  });
  expect(approved.response.status, JSON.stringify(approved.error)).toBe(200);
  const login = await api.POST("/api/login/", { body: { user_email, password } });
  expect(login.response.status, JSON.stringify(login.error)).toBe(200);
  made.buyer = { id, user_email, password, token: login.data!.token };
}

async function buyerSendsBothInquiries({ api, made }: Integration) {
  const headers = bearer(made.buyer!.token!);
  const product = await api.POST("/api/products/inquiries/submit/", {
    headers,
    body: { product_item: made.productId!, message: "Twelve ring boxes for a wedding, please.", quantity: 12, budget: 20000 },
  });
  expect(product.response.status, JSON.stringify(product.error)).toBe(201);
  const portfolio = await api.POST("/api/portfolio/inquiries/submit/", {
    headers,
    body: { portfolio_item: made.portfolioItemId!, message: "A panel like this one for our shop.", timeline: "Two months" },
  });
  expect(portfolio.response.status, JSON.stringify(portfolio.error)).toBe(201);
  const mine = await api.GET("/api/products/inquiries/user/", { headers });
  expect(mine.response.status, JSON.stringify(mine.error)).toBe(200);
  expect(mine.data!.results.length).toBeGreaterThan(0);
  const minePortfolio = await api.GET("/api/portfolio/inquiries/user/", { headers });
  expect(minePortfolio.response.status, JSON.stringify(minePortfolio.error)).toBe(200);
  expect(minePortfolio.data!.results.length).toBeGreaterThan(0);
}

async function answerAMessageAndTheInquiries({ api, admin, made }: Integration) {
  made.contactEmail = `prism.visitor.${Date.now()}@example.in`;
  const sent = await api.POST("/api/contact/submit/", {
    body: { name: "Arjun Mehta", email: made.contactEmail, message_type: "inquiry", subject: "Brass lamps", message: "Do you make brass lamps to order?" },
  });
  expect(sent.response.status, JSON.stringify(sent.error)).toBe(201);
  const messages = await api.GET("/api/contact/messages/", { params: { query: { search: made.contactEmail } }, headers: admin });
  const message = String(messages.data!.results[0]!.id);
  const replied = await api.POST("/api/contact/messages/{id}/reply/", {
    params: { path: { id: message } },
    headers: admin,
    body: { reply_message: "Yes: tell us the size." },
  });
  expect(replied.response.status, JSON.stringify(replied.error)).toBe(200);

  const products = await api.GET("/api/products/inquiries/admin/", { params: { query: { search: made.buyer!.user_email } }, headers: admin });
  const productInquiry = String(products.data!.results[0]!.id);
  const answer = await api.POST("/api/products/inquiries/{id}/reply/", {
    params: { path: { id: productInquiry } },
    headers: admin,
    body: { reply_message: "Twelve by the 20th." },
  });
  expect(answer.response.status, JSON.stringify(answer.error)).toBe(200);
  const closed = await api.PATCH("/api/products/inquiries/{id}/status/", {
    params: { path: { id: productInquiry } },
    headers: admin,
    body: { status: "closed" },
  });
  expect(closed.response.status, JSON.stringify(closed.error)).toBe(200);

  const portfolios = await api.GET("/api/portfolio/inquiries/admin/", { params: { query: { search: made.buyer!.user_email } }, headers: admin });
  const portfolioInquiry = String(portfolios.data!.results[0]!.id);
  const portfolioAnswer = await api.POST("/api/portfolio/inquiries/{id}/reply/", {
    params: { path: { id: portfolioInquiry } },
    headers: admin,
    body: { reply_message: "We can: a visit first." },
  });
  expect(portfolioAnswer.response.status, JSON.stringify(portfolioAnswer.error)).toBe(200);
}

async function buyerLogsOut({ api, made }: Integration) {
  const headers = bearer(made.buyer!.token!);
  expect((await api.GET("/api/products/inquiries/user/", { headers })).data!.results[0]).toBeDefined();
  expect((await api.POST("/api/logout/", { body: { accessToken: made.buyer!.token! } })).response.status).toBe(200);
  expect((await api.GET("/api/products/inquiries/user/", { headers })).response.status).toBe(401);
}

/** The scripted integration, in order: one function per job. */
const JOBS: ReadonlyArray<readonly [string, (integration: Integration) => Promise<void>]> = [
  ["page the catalogue", pageTheCatalogue],
  ["create, update and delete a product with an uploaded image", productWithImage],
  ["sign up a buyer and approve it", signUpAndApproveABuyer],
  ["the buyer sends both inquiries", buyerSendsBothInquiries],
  ["answer a message and the inquiries", answerAMessageAndTheInquiries],
  ["the buyer logs out", buyerLogsOut],
];

/** The generated client straight to the server, every answer checked against the document by contract.ts. */
async function directClient(baseUrl: string): Promise<Api> {
  const contract = await apiContract();
  const checkedFetch = async (input: Request) => {
    const response = await fetch(input);
    contract.check({
      method: input.method,
      url: response.url,
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.clone().text(),
    });
    return response;
  };
  return createClient<paths>({ baseUrl, fetch: checkedFetch });
}

const listed = (violations: Violation[]) => violations.map((v) => `- ${v.call} [${v.where}] ${v.detail}`).join("\n");

async function servedDocument(baseURL: string) {
  const response = await fetch(`${baseURL}/api/openapi.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as { components: { schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }> } };
}

test.describe("the generated client through Prism's validating proxy", () => {
  // Prism starts in a few seconds, but this machine runs other suites beside it.
  test.describe.configure({ timeout: 110_000 });

  test("a scripted integration meets no request or response violation", async ({ baseURL }) => {
    const prism = await startPrism(await servedDocument(baseURL!), baseURL!);
    try {
      const api = clientThrough(prism);
      const login = await api.POST("/api/login/", { body: { user_email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
      expect(login.response.status, JSON.stringify(login.error)).toBe(200);
      const integration: Integration = { api, direct: await directClient(baseURL!), admin: bearer(login.data!.token), made: {} };
      for (const [name, job] of JOBS) {
        await test.step(name, () => job(integration));
      }
      expect((await api.POST("/api/logout/", { body: { accessToken: login.data!.token } })).response.status).toBe(200);
      const violations = [...prism.violations, ...prism.logViolations()];
      expect(violations, `Prism reported ${violations.length} violation(s) over ${prism.calls} calls:\n${listed(violations)}`).toEqual([]);
      expect(prism.calls).toBeGreaterThan(40);
    } finally {
      await prism.stop();
    }
  });

  test("when the document and the server disagree, Prism reports it", async ({ baseURL }) => {
    const altered = await servedDocument(baseURL!);
    // The document now promises a field on every public product the server never sends.
    const product = altered.components.schemas.Product!;
    product.properties = { ...product.properties, carat_weight: { type: "number" } };
    product.required = [...(product.required ?? []), "carat_weight"];
    const prism = await startPrism(altered, baseURL!);
    try {
      const api = clientThrough(prism);
      await api.GET("/api/products/", { params: { query: { page_size: 2 } } });
      const violations = [...prism.violations, ...prism.logViolations()];
      expect(violations.length, "Prism saw no disagreement").toBeGreaterThan(0);
      expect(listed(violations)).toContain("carat_weight");
    } finally {
      await prism.stop();
    }
  });
});
