/**
 * Issue 29, defect 9: an unavailable product's card said "Out of Stock" beside "In stock: 1". Its
 * card and its page keep the spec's "Out of Stock" badge and disabled button and claim no stock
 * (docs/decisions/026), whatever count the team keeps for it.
 */
import { expect, test } from "@playwright/test";

import { withTestDatabase } from "./support/environment";

test("an unavailable product with a stored count of 1 says Out of Stock and In stock: 0, on its card and its page", async ({ page }, testInfo) => {
  const word = `Unavailable${testInfo.project.name.replace(/\W/g, "")}${Date.now()}`;
  const id = withTestDatabase(
    (database) =>
      database
        .prepare(
          `insert into products (title, description, category, price, is_available, stock_quantity, created_at)
           values (?, 'A box the workshop keeps one of, not for sale.', (select id from product_categories order by id limit 1), 1000, 0, 1, '2001-01-01T00:00:00.000Z')`,
        )
        .run(`${word} jewellery box`).lastInsertRowid,
  );
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
    withTestDatabase((database) => database.prepare("delete from products where id = ?").run(id));
  }
});
