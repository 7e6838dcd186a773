/**
 * A panel form sent empty answers with an error summary that lists exactly the fields in error,
 * in the form's order, each link going to its field and saying that field's message (issue 30,
 * docs/decisions/032 and 037): the summary is derived from the model's zod rules and its field
 * registry, not a hand-written list. Every model's add form, with JavaScript on (Conform checks in
 * the browser) and off (the server answers).
 */
import type { Page } from "@playwright/test";

import { expect, test } from "./support/fixtures";

/** Each form, its send button, and the fields the spec requires, in the order the form shows them. */
const FORMS = [
  { path: "/panel/products/new", button: "Create Product", invalid: ["title", "description", "category", "price"] },
  { path: "/panel/gallery/new", button: "Create Item", invalid: ["title", "category", "image_url"] },
  { path: "/panel/portfolio/new", button: "Create Item", invalid: ["title", "category", "description"] },
  { path: "/panel/blog/new", button: "Create Post", invalid: ["title", "category", "content"] },
  { path: "/panel/product-categories/new", button: "Create Category", invalid: ["name"] },
  { path: "/panel/categories/new", button: "Create Category", invalid: ["name"] },
  { path: "/panel/portfolio-categories/new", button: "Create Category", invalid: ["name"] },
  { path: "/panel/blog-categories/new", button: "Create Category", invalid: ["name"] },
] as const;

/** The summary's links: the name of the field each goes to, and what it says. */
async function summaryLinks(page: Page) {
  const links = page.locator("[data-error-summary] a");
  const shown: { name: string | null; text: string }[] = [];
  for (const link of await links.all()) {
    const target = (await link.getAttribute("href"))!.slice(1);
    shown.push({ name: await page.locator(`[id="${target}"]`).getAttribute("name"), text: (await link.textContent())!.trim() });
  }
  return shown;
}

for (const { path, button, invalid } of FORMS) {
  test(`${path} sent empty lists exactly its fields in error, in order`, async ({ asAdmin: page }) => {
    await page.goto(path);
    await page.getByRole("button", { name: button }).click();
    await expect(page.locator("[data-error-summary] a")).toHaveCount(invalid.length);

    const links = await summaryLinks(page);
    expect(links.map((link) => link.name)).toEqual(invalid);
    // Each link says its field's own message, the one under the field.
    for (const { name, text } of links) await expect(page.locator(`[data-field-error="${name}"]`)).toHaveText(text);
    // No other field of the form is marked in error.
    await expect(page.locator('form [aria-invalid="true"]')).toHaveCount(invalid.length);
  });
}
