/**
 * About, Privacy and Terms: their content is in the server's HTML (read here without a browser,
 * as a crawler or a visitor without JavaScript gets it), each page has its own title and
 * description, and the footer and page links lead to them.
 */
import { type APIRequestContext, expect, test } from "@playwright/test";

async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/html");
  // Entities as React writes them, so the checks below read like the page.
  return (await response.text())
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');
}

function titleOf(html: string): string {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
}

function descriptionOf(html: string): string {
  return /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
}

test("/about tells the workshop's story in the server's HTML", { tag: "@http" }, async ({ request }) => {
  const html = await serverHtml(request, "/about");
  expect(titleOf(html)).toBe("About Our Workshop | Surat Sadeli Art Studio");
  expect(descriptionOf(html)).toContain("Surat Sadeli");
  const expected = [
    // Hero with the site description from settings.
    "About Surat Sadeli Art Studio",
    "A family workshop in Gopipura, Surat",
    // Section 9 stats.
    "200+",
    "Sadeli Pieces",
    "50+",
    "Artisans Trained",
    "Tagged",
    "15+",
    "Award Winning",
    // Heritage and values (settings are present).
    "Our Heritage",
    "What We Stand For",
    // Timeline years.
    "1800s",
    "1922",
    "2010",
    "2020",
    "2023",
    "2024",
    "GI Tag for Surat Sadeli",
    // Process.
    "The Workshop Process",
    "Strip making",
    "Rod assembly",
    "Slicing",
    "Inlay",
    "Finishing",
    // Awards.
    "GI Tag Recognition",
    "National Craft Award",
    "Heritage Preservation Award",
    "Cultural Excellence Award",
    // Contact and social blocks from settings.
    "hello@suratsadeliart.in",
    "+91 98765 43210",
    "https://www.instagram.com/suratsadeliart",
  ];
  for (const text of expected) expect(html, text).toContain(text);
});

test("/about shows its sections to the visitor", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About Surat Sadeli Art Studio" })).toBeVisible();
  for (const heading of [
    "Our Heritage",
    "What We Stand For",
    "Heritage Timeline",
    "The Workshop Process",
    "Awards & Recognition",
    "Visit or Write to Us",
    "Follow the Workshop",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole("main").locator("ol").first().locator("li")).toHaveCount(6);
  await expect(page.getByRole("link", { name: "Instagram" }).first()).toHaveAttribute("href", "https://www.instagram.com/suratsadeliart");
  await page.getByRole("main").getByRole("link", { name: "Send us a message" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("/privacy is a real policy, dated, with the grievance contact from settings", { tag: "@http" }, async ({ request }) => {
  const html = await serverHtml(request, "/privacy");
  expect(titleOf(html)).toBe("Privacy Policy | Surat Sadeli Art Studio");
  expect(descriptionOf(html)).toContain("Digital Personal Data Protection Act");
  for (const text of [
    "22 November 2026",
    "Digital Personal Data Protection Act, 2023",
    "Data Fiduciary",
    "Session cookie",
    "Theme cookie",
    "One-time message cookie",
    "no advertising or analytics trackers",
    "Data Protection Board of India",
    "Grievance Officer",
    "hello@suratsadeliart.in",
    "+91 98765 43210",
    "Gopipura",
  ]) {
    expect(html, text).toContain(text);
  }
});

test("/terms covers orders, handmade variation, shipping, returns, designs and Surat jurisdiction", { tag: "@http" }, async ({ request }) => {
  const html = await serverHtml(request, "/terms");
  expect(titleOf(html)).toBe("Terms of Service | Surat Sadeli Art Studio");
  for (const text of [
    "22 November 2026",
    "Inquiries, quotations and orders",
    "The nature of handmade Sadeli",
    "Shipping and delivery",
    "Damage, returns and refunds",
    "Designs and intellectual property",
    "laws of India",
    "courts at Surat, Gujarat",
    "Consumer Protection Act, 2019",
    "hello@suratsadeliart.in",
  ]) {
    expect(html, text).toContain(text);
  }
});

test("every page of this part of the site has its own title and description", { tag: "@http" }, async ({ request }) => {
  const paths = ["/about", "/contact", "/newsletter", "/privacy", "/terms"];
  const pages = await Promise.all(paths.map(async (path) => ({ path, html: await serverHtml(request, path) })));
  const titles = pages.map((page) => titleOf(page.html));
  const descriptions = pages.map((page) => descriptionOf(page.html));
  for (const [index, title] of titles.entries()) expect(title, paths[index]).not.toBe("");
  for (const [index, description] of descriptions.entries()) expect(description, paths[index]).not.toBe("");
  expect(new Set(titles).size).toBe(paths.length);
  expect(new Set(descriptions).size).toBe(paths.length);
  // One <main id="main"> each, for the skip link.
  for (const page of pages) expect(page.html.match(/<main id="main"/g), page.path).toHaveLength(1);
});

test("the footer links to Privacy and Terms, and Privacy links to Terms", async ({ page }) => {
  await page.goto("/");
  await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page).toHaveTitle("Privacy Policy | Surat Sadeli Art Studio");
  await page.getByRole("main").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page).toHaveTitle("Terms of Service | Surat Sadeli Art Studio");
});

test("home, about and contact describe the workshop as a LocalBusiness", { tag: "@http" }, async ({ request }) => {
  for (const path of ["/", "/about", "/contact"]) {
    const html = await (await request.get(path)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!));
    const business = blocks.find((block) => block["@type"] === "LocalBusiness");
    expect(business, path).toBeTruthy();
    expect(business.address.addressLocality).toBe("Surat");
  }
});
