/**
 * Issue 20, item 1: the numbers of the spec's section 9 that only the page shows, written here as
 * the spec's literals (never read from the app): tags shown (3 on product, gallery and portfolio
 * cards and the panel's card previews, 2 on blog grid cards, 3 on the lead card), the masonry
 * heights (300, 400, 350, 450, 320, 380 px, then round again), and the home's sections (blog 3,
 * 2 signature projects shown of the 3 featured, products 6, gallery 3, testimonials 6). Each test
 * writes its own rows (five tags each, one more item than a section shows) and finds them by a
 * word of its own. Both projects: the counts are in the server's HTML.
 */
import { randomBytes } from "node:crypto";

import type { Locator, Page } from "@playwright/test";

import { withTestDatabase } from "./support/environment";
import { expect, test } from "./support/fixtures";

const FIVE_TAGS = "Rosewood, Ivory, Brass, Tin, Ebony";
const token = () => `spec${randomBytes(5).toString("hex")}`;

/** The rows a test inserted, removed after it: other specs share the server and read the demo data. */
const inserted: Array<{ table: string; id: number }> = [];

/** Runs inserts in the test database; `category(kind)` is any category of that kind. */
function insert(work: (run: (sql: string, ...values: unknown[]) => number, category: (table: string) => number) => void) {
  withTestDatabase((database) => {
    const run = (sql: string, ...values: unknown[]) => {
      const result = database.prepare(sql).run(...values);
      const table = /^insert into (\w+)/i.exec(sql)?.[1];
      if (table && result.changes > 0) inserted.push({ table, id: Number(result.lastInsertRowid) });
      return Number(result.lastInsertRowid);
    };
    const category = (table: string) => (database.prepare(`select id from ${table} order by id limit 1`).get() as { id: number }).id;
    database.transaction(() => work(run, category))();
  });
}

// Newest and featured on purpose, these rows would take the home page's and the lists' first places
// from the demo's pictures for the specs that run after this one (light-pages, home).
test.afterEach(() => {
  withTestDatabase((database) => {
    database.transaction(() => {
      for (const { table, id } of inserted.splice(0).reverse()) database.prepare(`delete from ${table} where id = ?`).run(id);
    })();
  });
});

/** The tags a card shows: the first ones, then "+N" for the rest. */
async function expectTags(card: Locator, shown: string[], more: number) {
  await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([...shown, `+${more}`]);
}

const card = (page: Page, title: string) => page.locator("article").filter({ has: page.getByRole("heading", { name: title }) });

test("cards show 3 tags (then +2) on products, gallery and portfolio, 2 on blog grid cards and 3 on the lead card", { tag: "@read" }, async ({ page }) => {
  const word = token();
  insert((run, category) => {
    run(
      "insert into products (title, description, category, price, tags) values (?, 'Five tags.', ?, 1000, ?)",
      `${word} box`,
      category("product_categories"),
      FIVE_TAGS,
    );
    run("insert into gallery_items (title, image_url, category, tags) values (?, '', ?, ?)", `${word} panel`, category("gallery_categories"), FIVE_TAGS);
    run(
      "insert into portfolio_items (title, description, category, technologies) values (?, 'Five tags.', ?, ?)",
      `${word} doors`,
      category("portfolio_categories"),
      FIVE_TAGS,
    );
    // Two posts: the newer is the lead card, the older a grid card.
    for (const [title, at] of [
      [`${word} older`, "2020-01-01T10:00:00.000Z"],
      [`${word} newer`, "2020-01-02T10:00:00.000Z"],
    ]) {
      run(
        "insert into blog_posts (title, slug, content, category, status, tags, published_at, created_at) values (?, ?, 'x', ?, 'published', ?, ?, ?)",
        title,
        title!.replace(/\s/g, "-"),
        category("blog_categories"),
        FIVE_TAGS,
        at,
        at,
      );
    }
  });
  const three = ["Rosewood", "Ivory", "Brass"];

  await page.goto(`/products?q=${word}`);
  await expectTags(card(page, `${word} box`), three, 2);
  await page.goto(`/gallery?q=${word}`);
  await expectTags(card(page, `${word} panel`), three, 2);
  await page.goto(`/portfolio?q=${word}`);
  await expectTags(card(page, `${word} doors`), three, 2);
  await page.goto(`/blog?q=${word}`);
  await expectTags(card(page, `${word} newer`), three, 2);
  await expectTags(card(page, `${word} older`), ["Rosewood", "Ivory"], 3);
});

test("the panel's card previews show 3 tags, then +2", { tag: "@read" }, async ({ asAdmin: page }) => {
  const word = token();
  insert((run, category) => {
    run(
      "insert into products (title, description, category, price, tags) values (?, 'Five tags.', ?, 1000, ?)",
      `${word} box`,
      category("product_categories"),
      FIVE_TAGS,
    );
    run("insert into gallery_items (title, image_url, category, tags) values (?, '', ?, ?)", `${word} panel`, category("gallery_categories"), FIVE_TAGS);
  });
  for (const [path, title] of [
    ["/panel/products", `${word} box`],
    ["/panel/gallery", `${word} panel`],
  ] as const) {
    await page.goto(`${path}?q=${word}`);
    const tags = page.getByRole("list", { name: "Tags" }).first().getByRole("listitem");
    await expect(page.getByText(title).first()).toBeVisible();
    await expect(tags, path).toHaveText(["Rosewood", "Ivory", "Brass", "+2"]);
  }
});

test("the gallery's masonry cycles 300, 400, 350, 450, 320 and 380 px, then starts again", { tag: "@read" }, async ({ page }) => {
  const word = token();
  insert((run, category) => {
    const gallery = category("gallery_categories");
    // Seven artworks, oldest first: the list shows the newest first, so #1 is the first card.
    for (let index = 7; index >= 1; index -= 1) {
      run(
        "insert into gallery_items (title, image_url, category, created_at) values (?, '', ?, ?)",
        `${word} #${index}`,
        gallery,
        `2020-01-0${8 - index}T10:00:00.000Z`,
      );
    }
  });
  await page.goto(`/gallery?q=${word}`);
  const heights: number[] = [];
  for (let index = 1; index <= 7; index += 1) {
    const picture = card(page, `${word} #${index}`).locator("a > div").first();
    heights.push(Number((await picture.getAttribute("style"))?.match(/height:\s*(\d+)px/)?.[1]));
  }
  expect(heights).toEqual([300, 400, 350, 450, 320, 380, 300]);
});

test("home shows 3 articles, 2 signature projects of the 3 featured, 6 products, 3 artworks and 6 testimonials", { tag: "@read" }, async ({ page }) => {
  const word = token();
  // One more of each than the home shows, newer than anything else, so the home takes from these.
  insert((run, category) => {
    const now = new Date().toISOString();
    for (let index = 0; index < 7; index += 1) {
      run(
        "insert into products (title, description, category, price, is_featured, created_at) values (?, 'Featured.', ?, 1000, 1, ?)",
        `${word} product ${index}`,
        category("product_categories"),
        now,
      );
    }
    for (let index = 0; index < 4; index += 1) {
      run(
        "insert into portfolio_items (title, description, category, is_featured, created_at) values (?, 'Featured.', ?, 1, ?)",
        `${word} project ${index}`,
        category("portfolio_categories"),
        now,
      );
      run(
        "insert into gallery_items (title, image_url, category, is_featured, created_at) values (?, '', ?, 1, ?)",
        `${word} artwork ${index}`,
        category("gallery_categories"),
        now,
      );
      run(
        "insert into blog_posts (title, slug, content, category, status, is_featured, published_at, created_at) values (?, ?, 'x', ?, 'published', 1, ?, ?)",
        `${word} article ${index}`,
        `${word}-article-${index}`,
        category("blog_categories"),
        now,
        now,
      );
    }
    // The testimonials are the published posts of a category named so (the demo has one).
    run(
      "insert into blog_categories (name, slug) select 'Testimonials', 'testimonials' where not exists (select 1 from blog_categories where slug = 'testimonials')",
    );
    for (let index = 0; index < 7; index += 1) {
      run(
        "insert into blog_posts (title, slug, content, category, status, published_at, created_at) values (?, ?, 'A fine box.', (select id from blog_categories where slug = 'testimonials'), 'published', ?, ?)",
        `${word} word ${index}`,
        `${word}-word-${index}`,
        now,
        now,
      );
    }
  });
  await page.goto("/");
  const items = (section: string) => page.locator(`section[aria-labelledby="${section}"] ul`).first().locator(":scope > li");
  await expect(items("featured-articles")).toHaveCount(3);
  await expect(items("signature-projects")).toHaveCount(2);
  await expect(items("featured-portfolio")).toHaveCount(3);
  await expect(items("featured-products")).toHaveCount(6);
  await expect(items("featured-gallery")).toHaveCount(3);
  await expect(items("testimonials")).toHaveCount(6);
});
