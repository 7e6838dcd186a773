/**
 * Issue 33 (part F, docs/decisions/059): /api/docs, the reference drawn from /api/openapi.json.
 * It answers under the site's Content-Security-Policy (a nonce, no 'unsafe-inline' for scripts
 * or stylesheets), loads nothing from another origin, draws every tag and the operations with
 * JavaScript, and without it names the JSON document and the walk-through (served as Markdown,
 * with the changelog of the document's version).
 */
import { expect, test } from "./fixtures";

type Document = { info: { version: string }; paths: Record<string, Record<string, { summary?: string; tags?: string[] }>> };

const directivesOf = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values.join(" ")]),
  );

test("/api/docs answers 200 HTML under the site's CSP, its style and script carrying the answer's nonce", async ({ request }) => {
  const response = await request.get("/api/docs");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/html/);
  const directives = directivesOf(response.headers()["content-security-policy"] ?? "");
  const nonce = /'nonce-([^']+)'/.exec(directives.get("script-src") ?? "")?.[1];
  expect(directives.get("script-src")).toBe(`'self' 'nonce-${nonce}'`);
  expect(directives.get("style-src")).toBe(`'self' 'nonce-${nonce}'`);
  expect(directives.get("default-src")).toBe("'self'");
  const html = await response.text();
  // styled-components (inside Redoc) read the nonce for the <style> elements they add.
  expect(html).toContain(`<meta name="sc-nonce" content="${nonce}">`);
  const scripts = html.match(/<script[^>]*>/g) ?? [];
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/ src="\/assets\/[^"]+\.js"/);
  for (const tag of html.match(/<(?:script|style)\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
  expect(html).toContain('<redoc spec-url="/api/openapi.json">');
});

test("with JavaScript the reference draws every tag and the operations, from same-origin requests only, with no CSP violation", async ({
  page,
  request,
  baseURL,
}) => {
  const document = (await (await request.get("/api/openapi.json")).json()) as Document;
  const requested: string[] = [];
  page.on("request", (each) => requested.push(each.url()));
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on("pageerror", (error) => violations.push(`page error: ${error.message}`));

  await page.goto("/api/docs");
  const summaries = [
    document.paths["/api/login/"]!.post!.summary!,
    document.paths["/api/products/"]!.get!.summary!,
    document.paths["/api/quotes/{id}/accept/"]!.post!.summary!,
  ];
  for (const summary of summaries) await expect(page.getByRole("heading", { name: summary, exact: true }).first()).toBeAttached();
  const tags = [...new Set(Object.values(document.paths).flatMap((item) => Object.values(item).flatMap((operation) => operation.tags ?? [])))];
  for (const tag of tags) await expect(page.getByRole("heading", { name: tag, exact: true }).first()).toBeAttached();
  // The version shown is the document's.
  await expect(page.getByText(`Version ${document.info.version}`).first()).toBeVisible();

  const origin = new URL(baseURL!).origin;
  expect(requested.length).toBeGreaterThan(1);
  expect(requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith("data:"))).toEqual([]);
  expect(requested).toContain(`${origin}/api/openapi.json`);
  expect(violations).toEqual([]);
});

test("without JavaScript the page names the JSON document and the walk-through, whose changelog has this version", async ({ browser, baseURL, request }) => {
  const document = (await (await request.get("/api/openapi.json")).json()) as Document;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/api/docs");
  await expect(page.getByText(/drawn by a script/)).toBeVisible();
  await expect(page.getByRole("link", { name: "The OpenAPI 3.1 document" })).toHaveAttribute("href", "/api/openapi.json");
  const walkThrough = page.getByRole("link", { name: /walk-through with curl/ });
  await expect(walkThrough).toHaveAttribute("href", "/api/docs/api.md");

  const text = await request.get("/api/docs/api.md");
  expect(text.status()).toBe(200);
  expect(text.headers()["content-type"]).toMatch(/^text\/markdown/);
  const body = await text.text();
  expect(body).toContain("## A walk-through with curl");
  expect(body).toContain(`### ${document.info.version}`);
  await context.close();
});
