/**
 * Issue 29, defect 9: an unavailable product's card said "Out of Stock" beside "In stock: 1". Its
 * card and its page keep the spec's "Out of Stock" badge and disabled button and claim no stock
 * (docs/decisions/026), whatever count the team keeps for it.
 */
import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";

import { createProduct, schema, someProductCategory, testDb } from "./support/factories";

test(
  "an unavailable product with a stored count of 1 says Out of Stock and In stock: 0, on its card and its page",
  { tag: "@read" },
  async ({ page }, testInfo) => {
    const word = `Unavailable${testInfo.project.name.replace(/\W/g, "")}${Date.now()}`;
    // Dated long ago: it never crowds the first page of /products that other tests read.
    const { id } = createProduct({
      title: `${word} jewellery box`,
      description: "A box the workshop keeps one of, not for sale.",
      category: someProductCategory().id,
      price: 1000,
      is_available: false,
      stock_quantity: 1,
      created_at: "2001-01-01T00:00:00.000Z",
    });
    try {
      await page.goto(`/products?q=${word}`);
      const card = page.locator("article", { hasText: word });
      await expect(card).toHaveCount(1);
      await expect(card.getByText("Out of Stock", { exact: true }).first()).toBeVisible();
      await expect(card.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
      const stock = card.locator("dl > div", { has: page.locator("dt", { hasText: "In stock" }) }).locator("dd");
      await expect(stock).toHaveText("0");

      await page.goto(`/products/${id}`);
      await expect(page.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
      await expect(page.locator("main dl > div", { has: page.locator("dt", { hasText: "In stock" }) }).locator("dd")).toHaveText("0");
    } finally {
      testDb().delete(schema.products).where(eq(schema.products.id, id)).run();
    }
  },
);
