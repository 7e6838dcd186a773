/**
 * axe-core on every page of the site, public and panel, in light and dark (issue 14, section 8):
 * no violations. The pages come from the access matrix (tests/security/access-matrix.ts), which
 * tests/api/access-matrix.spec.ts keeps equal to app/routes.ts, so a new page cannot be missed.
 */
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

import { approvedClient, bearer, confirmNewsletterByLink, matrixPlaceholderIds } from "../api/support";
import { ACCESS_MATRIX, fillPlaceholders } from "../security/access-matrix";
import { logInAsAdmin } from "./support/accounts";

// The pages are the same server HTML and CSS with and without JavaScript, and axe reads markup and
// colours: a second walk in js-off would double a long test and find nothing new.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "js-on only: the same HTML and colours as js-off");

/** HTML pages: /api, files (sitemap.xml, export.csv...) and the resource routes have no single-fetch data. */
const pages = ACCESS_MATRIX.filter((row) => row.data && !/\.\w+$/.test(row.route));
const publicPages = pages.filter((row) => !row.route.startsWith("panel") && (row.page.guest === "ok" || row.page.guest === "404"));
const panelPages = pages.filter((row) => row.route.startsWith("panel") && row.page.admin === "ok");

/** The records behind the matrix's placeholders: an inquiry of each kind, a message, a subscriber, an account. */
async function placeholderIds(request: APIRequestContext) {
  const client = await approvedClient(request, "axe");
  const made = async (url: string, data: object) => {
    const response = await request.post(url, { data, headers: bearer(client.token) });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { data: { id: number } }).data.id;
  };
  const productInquiryId = await made("/api/products/inquiries/submit/", { product_item: 1, message: "Is the large box made to order?" });
  const portfolioInquiryId = await made("/api/portfolio/inquiries/submit/", { portfolio_item: 1, message: "Could you make a set like this one?" });
  const contactEmail = `axe.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const contact = await request.post("/api/contact/submit/", {
    data: { name: "Ravi", email: contactEmail, subject: "Restoration", message: "My grandmother's box needs repair.", message_type: "support" },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const subscriberEmail = `axe.news.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  expect((await request.post("/newsletter", { form: { email: subscriberEmail }, maxRedirects: 0 })).status()).toBe(302);
  await confirmNewsletterByLink(request, subscriberEmail);
  return matrixPlaceholderIds({ productInquiryId, portfolioInquiryId, contactEmail, subscriberEmail, accountEmail: client.user_email });
}

/** Every violation on the page, one line each: the rule, the element and what is wrong. */
async function violations(page: Page, url: string, scheme: string): Promise<string[]> {
  const response = await page.goto(url);
  expect(response, url).not.toBeNull();
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${url} [${scheme}] ${violation.id}: ${node.target.join(" ")} — ${node.failureSummary?.replace(/\s+/g, " ")}`),
  );
}

for (const scheme of ["light", "dark"] as const) {
  test(`public pages have no axe violations (${scheme})`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const ids = await placeholderIds(request);
    await page.emulateMedia({ colorScheme: scheme });
    const found: string[] = [];
    for (const row of publicPages) found.push(...(await violations(page, fillPlaceholders(row.url, ids), scheme)));
    expect(publicPages.length).toBeGreaterThan(15);
    expect(found, found.join("\n")).toEqual([]);
  });

  test(`panel pages have no axe violations (${scheme})`, async ({ page, request }) => {
    test.setTimeout(600_000);
    const ids = await placeholderIds(request);
    await page.emulateMedia({ colorScheme: scheme });
    await logInAsAdmin(page);
    const found: string[] = [];
    for (const row of panelPages) found.push(...(await violations(page, fillPlaceholders(row.url, ids), scheme)));
    expect(panelPages.length).toBeGreaterThan(40);
    expect(found, found.join("\n")).toEqual([]);
  });
}
