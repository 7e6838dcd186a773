/**
 * A record opened in its panel form and saved without touching a field keeps every stored value,
 * its translations included, and saved with one field changed changes that column only (issue 30,
 * docs/decisions/032 and 037): the forms take their defaults from the record for every field of
 * the model's zod rules, so no field can be forgotten and posted empty. Every model's form: the
 * product, gallery item, portfolio item, blog post and the four kinds of category. With
 * JavaScript on and off.
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

/**
 * Opens the edit form, changes the field named `field` to `value` and sends it: the stored record
 * and translations are then those of `before` with that one column changed.
 */
async function expectOneChange(
  page: Page,
  { editPath, button, listPath }: { editPath: string; button: string; listPath: string },
  field: string,
  value: string | number,
  before: ReturnType<typeof stored>,
  read: () => ReturnType<typeof stored>,
) {
  await page.goto(editPath);
  await page.locator(`[name="${field}"]`).fill(String(value));
  await page.getByRole("button", { name: button }).click();
  await expect(page).toHaveURL((url) => url.pathname === listPath);
  expect(read()).toEqual({ ...before, row: { ...before.row, [field]: value } });
}

test("a product saved without a change, then with its material changed, keeps every other field and translation", async ({ asAdmin: page }, testInfo) => {
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
  const form = { editPath: `/panel/products/${id}/edit`, button: "Update Product", listPath: "/panel/products" };
  await expectOneChange(page, form, "material", "Brass and bone", before, () => stored("products", "product", id));
});

/** A category of a kind, for the items below. */
const category = (table: string, name: string) =>
  withTestDatabase((database) => Number(database.prepare(`insert into ${table} (name) values (?)`).run(name).lastInsertRowid));

const insert = (table: string, values: Row) =>
  withTestDatabase((database) =>
    Number(
      database
        .prepare(
          `insert into ${table} (${Object.keys(values).join(", ")}) values (${Object.keys(values)
            .map(() => "?")
            .join(", ")})`,
        )
        .run(...Object.values(values)).lastInsertRowid,
    ),
  );

test("a gallery item saved without a change, then with its title changed, keeps every other field and translation", async ({ asAdmin: page }, testInfo) => {
  const t = token(testInfo);
  const id = insert("gallery_items", {
    title: `Kept Panel ${t}`,
    description: "Two lines.\n\nOf story.",
    image_url: "https://images.example.com/kept-panel.jpg",
    image_alt_text: "A rosewood panel",
    category: category("gallery_categories", `Panels ${t}`),
    price: 120.5,
    is_featured: 1,
    is_available: 0,
    tags: "panel, rosewood",
  });
  addTranslations("gallery_item", id, { gu: { title: "સાચવેલી પટ્ટી", tags: "પટ્ટી, શીશમ" }, hi: { description: "दो पंक्तियाँ" } });
  const before = stored("gallery_items", "gallery_item", id);
  await saveUntouched(page, `/panel/gallery/${id}/edit`, "Update Item", "/panel/gallery");
  expect(stored("gallery_items", "gallery_item", id)).toEqual(before);
  const form = { editPath: `/panel/gallery/${id}/edit`, button: "Update Item", listPath: "/panel/gallery" };
  await expectOneChange(page, form, "title", `Renamed Panel ${t}`, before, () => stored("gallery_items", "gallery_item", id));
});

test("a portfolio project saved without a change, then with its client changed, keeps every other field and translation", async ({
  asAdmin: page,
}, testInfo) => {
  const t = token(testInfo);
  const id = insert("portfolio_items", {
    title: `Kept Project ${t}`,
    description: "A long story.\n\nIn two parts.",
    short_description: "A short line",
    image_url: "https://images.example.com/kept-project.jpg",
    project_url: "https://example.com/project",
    client_name: "A Surat cooperative",
    completion_date: "2025-03-15",
    category: category("portfolio_categories", `Fit-outs ${t}`),
    technologies: "rosewood, brass",
    price: 250000,
    is_featured: 1,
    is_public: 0,
  });
  addTranslations("portfolio_item", id, { gu: { client_name: "સુરતની એક સહકારી મંડળી" }, hi: { title: "सहेजी परियोजना", technologies: "शीशम, पीतल" } });
  const before = stored("portfolio_items", "portfolio_item", id);
  await saveUntouched(page, `/panel/portfolio/${id}/edit`, "Update Item", "/panel/portfolio");
  expect(stored("portfolio_items", "portfolio_item", id)).toEqual(before);
  const form = { editPath: `/panel/portfolio/${id}/edit`, button: "Update Item", listPath: "/panel/portfolio" };
  await expectOneChange(page, form, "client_name", "A Bhavnagar trust", before, () => stored("portfolio_items", "portfolio_item", id));
});

test("a blog post saved without a change, then with its excerpt changed, keeps every other field and translation", async ({ asAdmin: page }, testInfo) => {
  const t = token(testInfo);
  const id = insert("blog_posts", {
    title: `Kept Post ${t}`,
    slug: `kept-post-${t}`,
    content: "# A heading\n\nA paragraph.\n\n- a bullet",
    excerpt: "A short excerpt",
    featured_image: "https://images.example.com/kept-post.jpg",
    featured_image_alt: "A workbench",
    category: withTestDatabase((database) =>
      Number(database.prepare("insert into blog_categories (name, slug) values (?, ?)").run(`Notes ${t}`, `notes-${t}`).lastInsertRowid),
    ),
    status: "archived",
    is_featured: 1,
    tags: "craft, notes",
    meta_description: "What search engines show",
    reading_time: 12,
  });
  addTranslations("blog_post", id, { gu: { title: "સાચવેલો લેખ", meta_description: "સર્ચ એન્જિન માટે" }, hi: { excerpt: "एक छोटा सारांश" } });
  const before = stored("blog_posts", "blog_post", id);
  await saveUntouched(page, `/panel/blog/${id}/edit`, "Update Post", "/panel/blog");
  expect(stored("blog_posts", "blog_post", id)).toEqual(before);
  const form = { editPath: `/panel/blog/${id}/edit`, button: "Update Post", listPath: "/panel/blog" };
  await expectOneChange(page, form, "excerpt", "Another excerpt", before, () => stored("blog_posts", "blog_post", id));
});

/** Each kind of category: its table, its screen, a stored row with every column filled, and its translations. */
const CATEGORY_KINDS = [
  { kind: "product", table: "product_categories", path: "/panel/product-categories", row: { description: "Trays for tea.\n\nAnd sweets.", is_active: 0 } },
  { kind: "gallery", table: "gallery_categories", path: "/panel/categories", row: { description: "Panels for walls.\n\nAnd doors.", is_active: 0 } },
  { kind: "portfolio", table: "portfolio_categories", path: "/panel/portfolio-categories", row: { description: "Hotel lobbies.", is_active: 0 } },
  { kind: "blog", table: "blog_categories", path: "/panel/blog-categories", row: {} as Row },
] as const;

for (const { kind, table, path, row } of CATEGORY_KINDS) {
  test(`a ${kind} category saved without a change, then with its name changed, keeps every other field and translation`, async ({
    asAdmin: page,
  }, testInfo) => {
    const t = token(testInfo);
    const id = insert(table, { name: `Kept Trays ${t}`, ...(kind === "blog" ? { slug: `kept-trays-${t}` } : row) });
    addTranslations(`${kind}_category`, id, { gu: { name: "સાચવેલી ટ્રે" }, hi: kind === "blog" ? { name: "सहेजी ट्रे" } : { description: "चाय के लिए ट्रे" } });
    const read = () => stored(table, `${kind}_category`, id);
    const before = read();
    await saveUntouched(page, `${path}/${id}/edit`, "Update Category", path);
    expect(read()).toEqual(before);
    await expectOneChange(page, { editPath: `${path}/${id}/edit`, button: "Update Category", listPath: path }, "name", `Renamed Trays ${t}`, before, read);
  });
}
