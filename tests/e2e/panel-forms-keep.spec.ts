/**
 * A record opened in its panel form and saved without touching a field keeps every stored value,
 * its translations included (issue 30, docs/decisions/032): the forms take their defaults from the
 * record for every field of the model's zod rules, so no field can be forgotten and posted empty.
 * With JavaScript on and off.
 */
import type { Page, TestInfo } from "@playwright/test";

import { withTestDatabase } from "./support/environment";
import { expect, test } from "./support/fixtures";

type Row = Record<string, unknown>;

const token = (testInfo: TestInfo) => `${testInfo.project.name.replace("-", "")}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The stored record (less the time of its last change) and its translations. */
function stored(table: string, kind: string, id: number) {
  return withTestDatabase((database) => {
    const { updated_at: _updated, ...row } = database.prepare(`select * from ${table} where id = ?`).get(id) as Row;
    const translations = database
      .prepare("select lang, field, value from content_translations where kind = ? and item_id = ? order by lang, field")
      .all(kind, id);
    return { row, translations };
  });
}

function addTranslations(kind: string, id: number, texts: Record<"gu" | "hi", Record<string, string>>) {
  withTestDatabase((database) => {
    const insert = database.prepare("insert into content_translations (kind, item_id, lang, field, value) values (?, ?, ?, ?, ?)");
    for (const [lang, fields] of Object.entries(texts)) for (const [field, value] of Object.entries(fields)) insert.run(kind, id, lang, field, value);
  });
}

/** Opens the edit form, sends it as it came, and waits for the list it returns to. */
async function saveUntouched(page: Page, editPath: string, button: string, listPath: string) {
  await page.goto(editPath);
  await page.getByRole("button", { name: button }).click();
  await expect(page).toHaveURL((url) => url.pathname === listPath);
}

test("a product saved without a change keeps every field and translation", async ({ asAdmin: page }, testInfo) => {
  const t = token(testInfo);
  const id = withTestDatabase((database) => {
    const category = Number(database.prepare("insert into product_categories (name) values (?)").run(`Keepsakes ${t}`).lastInsertRowid);
    return Number(
      database
        .prepare(
          `insert into products (title, short_description, description, image_url, category, price, original_price, is_featured, is_available,
             stock_quantity, sku, tags, dimensions, weight, material, crafting_time)
           values (?, ?, ?, ?, ?, ?, ?, 1, 0, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          `Kept Box ${t}`,
          "A short line",
          "A long description.\n\nIn two paragraphs.",
          "https://images.example.com/kept-box.jpg",
          category,
          4500.5,
          5200,
          3,
          `KEEP-${t}`,
          "rosewood, gift",
          "20 x 12 x 8 cm",
          0.75,
          "Rosewood and brass",
          "3 weeks",
        ).lastInsertRowid,
    );
  });
  addTranslations("product", id, {
    gu: { title: "સાચવેલી પેટી", material: "શીશમ", crafting_time: "3 અઠવાડિયાં", tags: "શીશમ, ભેટ" },
    hi: { title: "सहेजा डिब्बा", short_description: "एक छोटी पंक्ति" },
  });
  const before = stored("products", "product", id);

  await saveUntouched(page, `/panel/products/${id}/edit`, "Update Product", "/panel/products");

  expect(stored("products", "product", id)).toEqual(before);
});
