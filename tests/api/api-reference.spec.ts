/**
 * Issue 33 (part F, docs/decisions/059): /api/docs, the reference drawn from /api/openapi.json.
 * It answers under the site's Content-Security-Policy (a nonce, no 'unsafe-inline' for scripts
 * or stylesheets), loads nothing from another origin, draws every tag and the operations with
 * JavaScript, and without it names the JSON document and the walk-through (served as Markdown,
 * with the changelog of the document's version).
 */
import { expect, test } from "./fixtures";

type Document = { info: { version: string }; paths: Record<string, Record<string, { summary?: string; tags?: string[] }>> };

/**
 * The document as the contract check reads it (uncompressed). Read first in every test: a first
 * read of /api/openapi.json with brotli, memoized, was once replayed as brotli bytes without a
 * Content-Encoding to the contract's uncompressed read (reported with issue 33, part F).
 */
async function documentOf(baseURL: string | undefined): Promise<Document> {
  const response = await fetch(new URL("/api/openapi.json", baseURL), { headers: { "Accept-Encoding": "identity" } });
  return (await response.json()) as Document;
}

const directivesOf = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values.join(" ")]),
  );

test("/api/docs answers 200 HTML under the site's CSP, its style and script carrying the answer's nonce", async ({ request, baseURL }) => {
  await documentOf(baseURL);
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
  expect(html).toContain('<redoc spec-url="/api/openapi.json" disable-telemetry="true">');
});

test("with JavaScript the reference draws every tag and the operations, from same-origin requests only, with no CSP violation", async ({ page, baseURL }) => {
  const document = await documentOf(baseURL);
  const requested: string[] = [];
  page.on("request", (each) => requested.push(each.url()));
  // What a server answered: the site's CSP stops a request to another origin before it leaves.
  const answered: string[] = [];
  page.on("response", (each) => answered.push(each.url()));
  const violations: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    // Known and harmless: the attribution logo above, and an icon font Redoc embeds as data: (font-src 'self').
    const known = /cdn\.redoc\.ly\/redoc\/logo-mini|Loading the font 'data:application\/font-woff/.test(text);
    if (/Content Security Policy|Refused to/i.test(text) && !known) violations.push(text);
  });
  page.on("pageerror", (error) => violations.push(`page error: ${error.message}`));

  await page.goto("/api/docs");
  const tags = [...new Set(Object.values(document.paths).flatMap((item) => Object.values(item).flatMap((operation) => operation.tags ?? [])))];
  // Redoc lists every tag in its side menu; a tag opened lists its operations.
  for (const tag of tags) await expect(page.getByRole("link", { name: tag, exact: true }).first()).toBeVisible();
  const opened = [document.paths["/api/login/"]!.post!, document.paths["/api/products/"]!.get!, document.paths["/api/quotes/{id}/accept/"]!.post!];
  for (const operation of opened) {
    await page.getByRole("link", { name: operation.tags![0]!, exact: true }).first().click();
    await expect(page.getByText(operation.summary!, { exact: true }).first()).toBeVisible();
  }
  // The version shown is the document's.
  await expect(page.getByText(`Version ${document.info.version}`).first()).toBeVisible();

  const origin = new URL(baseURL!).origin;
  expect(requested.length).toBeGreaterThan(1);
  expect(answered.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith("data:"))).toEqual([]);
  // Redoc's own "API docs by" logo is its one try at another origin (an <img> it always draws,
  // hidden when it fails to load): refused by img-src 'self', so nothing is fetched from there.
  const REDOC_LOGO = /^https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(-full)?\.svg$/;
  expect(requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith("data:") && !REDOC_LOGO.test(url))).toEqual([]);
  expect(requested).toContain(`${origin}/api/openapi.json`);
  expect(violations).toEqual([]);
});

test("without JavaScript the page names the JSON document and the walk-through, whose changelog has this version", async ({ browser, baseURL, request }) => {
  const document = await documentOf(baseURL);
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
