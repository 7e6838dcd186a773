/**
 * The products screen with JavaScript on and off: create with an uploaded image, edit with a new
 * image (the old files go), the Available switch, delete (the image goes), the public page
 * following each change; every validation message; a refused upload leaving no file; and who
 * may use the screen.
 */
import fs from "node:fs";
import path from "node:path";

import { type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";

import { renditionsFor } from "~/lib/images";

import { withTestDatabase } from "./support/environment";
import { expect, test } from "./support/fixtures";

type ProductRow = {
  id: number;
  title: string;
  price: number;
  original_price: number | null;
  stock_quantity: number | null;
  weight: number | null;
  sku: string | null;
  tags: string;
  image_url: string;
  is_available: number;
  is_featured: number;
  category: number;
};

const productByTitle = (title: string) =>
  withTestDatabase((database) => database.prepare("select * from products where title = ?").get(title)) as ProductRow | undefined;

const productsDir = () => path.join(process.env.E2E_DATA_DIR!, "uploads", "products");
const storedFiles = () => (fs.existsSync(productsDir()) ? fs.readdirSync(productsDir()).sort() : []);
/** Every width of a stored image, as files on disk. */
const filesOf = (url: string) => {
  const name = path.basename(url).replace(/-\d+w\.[a-z]+$/, "");
  return storedFiles().filter((file) => file.startsWith(`${name}-`));
};

function uniqueToken(testInfo: TestInfo) {
  return `${testInfo.project.name.replace("-", "")}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

function makeCategory(name: string): number {
  return Number(withTestDatabase((database) => database.prepare("insert into product_categories (name) values (?)").run(name).lastInsertRowid));
}

const pngOf = (background: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 96, height: 72, channels: 3, background } })
    .png()
    .toBuffer();

/** The add/edit form (with JavaScript a dialog over the list, whose filter has labels of its own). */
const productForm = (page: Page) => page.locator("form#product-form");

async function openNewForm(page: Page) {
  await page.goto("/panel/products");
  await page.getByRole("link", { name: "Add Product" }).click();
  await expect(page.getByRole("heading", { name: "Add Product" })).toBeVisible();
}

async function fillRequired(page: Page, values: { title: string; category: string; price: string; description: string }) {
  await productForm(page).getByLabel("Title", { exact: true }).fill(values.title);
  await productForm(page).getByLabel("Description", { exact: true }).fill(values.description);
  await productForm(page).getByLabel("Category", { exact: true }).selectOption({ label: values.category });
  await productForm(page).getByLabel("Price (₹)", { exact: true }).fill(values.price);
}

test("an admin creates a product with an uploaded image, edits it, switches it off and deletes it", async ({ asAdmin: page }, testInfo) => {
  test.setTimeout(90_000);
  const token = uniqueToken(testInfo);
  const categoryName = `Desk Sets ${token}`;
  makeCategory(categoryName);
  const title = `Peacock Pen Stand ${token}`;

  // Create, with an image file.
  await openNewForm(page);
  await fillRequired(page, { title, category: categoryName, price: "3250", description: "A rosewood pen stand with a Sadeli peacock band." });
  await productForm(page).getByLabel("Short description").fill("Rosewood pen stand");
  await productForm(page).getByLabel("Original price (₹)").fill("3900");
  await productForm(page).getByLabel("Stock quantity").fill("7");
  await productForm(page).getByLabel("SKU").fill(`PEN-${token}`);
  await productForm(page).getByLabel("Material").fill("Rosewood, bone, brass");
  await productForm(page).getByLabel("Dimensions").fill("12 x 8 x 10 cm");
  await productForm(page).getByLabel("Weight (kg)").fill("0.45");
  await productForm(page).getByLabel("Crafting time").fill("3 weeks");
  await productForm(page).getByLabel("Tags").fill("rosewood, desk, gift, peacock");
  await productForm(page)
    .locator('input[name="image_file"]')
    .setInputFiles({ name: "pen-stand.png", mimeType: "image/png", buffer: await pngOf({ r: 140, g: 60, b: 30 }) });
  await productForm(page).getByLabel("Featured").check();
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page.getByText("Product created successfully")).toBeVisible();

  const created = productByTitle(title)!;
  expect(created).toMatchObject({
    price: 3250,
    original_price: 3900,
    stock_quantity: 7,
    weight: 0.45,
    tags: "rosewood, desk, gift, peacock",
    is_available: 1,
    is_featured: 1,
  });
  expect(created.image_url).toMatch(/^\/uploads\/products\/[a-z0-9]+-1200w\.webp$/);
  const firstImage = created.image_url;
  expect(filesOf(firstImage)).toHaveLength(renditionsFor("products").length);
  expect((await page.request.get(firstImage)).headers()["content-type"]).toBe("image/webp");

  // The list card: Featured, the price, the first 3 tags and +1, the count line.
  await page.goto(`/panel/products?q=${token}`);
  await expect(page.getByText("Showing 1 of 1 products")).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card.getByText("Featured")).toBeVisible();
  await expect(card.getByText("₹3,250")).toBeVisible();
  await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["rosewood", "desk", "gift", "+1"]);

  // The category filter names each category with its product count.
  await page.goto("/panel/products");
  if (testInfo.project.name === "js-on") await page.waitForLoadState("networkidle");
  await page
    .getByRole("main")
    .getByRole("search")
    .getByLabel("Category")
    .selectOption({ label: `${categoryName} (1)` });
  // With JavaScript a change of category submits by itself.
  if (testInfo.project.name === "js-off") await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`category=${created.category}`));
  await expect(page.getByText("Showing 1 of 1 products")).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  await page.goto(`/products/${created.id}`);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText("₹3,250").first()).toBeVisible();

  // Edit: new title and price, no original price, a new image (the old files go).
  await page.goto(`/panel/products?q=${token}`);
  if (testInfo.project.name === "js-on") await page.waitForLoadState("networkidle");
  await card.getByRole("link", { name: "Edit" }).click();
  // With JavaScript the form opens as a dialog over the list; without, as a page of its own.
  if (testInfo.project.name === "js-on") await expect(page.locator("dialog[open]").locator("form#product-form")).toBeVisible();
  else await expect(page.getByRole("link", { name: "← Products" })).toBeVisible();
  await expect(productForm(page).getByLabel("Title", { exact: true })).toHaveValue(title);
  const newTitle = `${title} Deluxe`;
  await productForm(page).getByLabel("Title", { exact: true }).fill(newTitle);
  await productForm(page).getByLabel("Price (₹)", { exact: true }).fill("3600");
  await productForm(page).getByLabel("Original price (₹)").fill("");
  await productForm(page)
    .locator('input[name="image_file"]')
    .setInputFiles({ name: "pen-stand-2.png", mimeType: "image/png", buffer: await pngOf({ r: 30, g: 90, b: 140 }) });
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible();
  const edited = productByTitle(newTitle)!;
  expect(edited).toMatchObject({ id: created.id, price: 3600, original_price: null, stock_quantity: 7 });
  expect(edited.image_url).not.toBe(firstImage);
  expect(filesOf(firstImage)).toHaveLength(0);
  expect(filesOf(edited.image_url)).toHaveLength(renditionsFor("products").length);
  await page.goto(`/products/${created.id}`);
  await expect(page.getByRole("heading", { name: newTitle, level: 1 })).toBeVisible();
  await expect(page.getByText("₹3,600").first()).toBeVisible();

  // The Available switch.
  await page.goto(`/panel/products?q=${token}`);
  const editedCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: newTitle }) });
  await editedCard.getByRole("switch").click();
  await expect.poll(() => productByTitle(newTitle)!.is_available).toBe(0);
  await expect(editedCard.getByRole("switch")).toHaveAttribute("aria-checked", "false");
  await page.goto(`/products/${created.id}`);
  await expect(page.getByRole("button", { name: "Out of Stock" })).toBeDisabled();

  // Delete: the confirmation, then the row and its image are gone.
  await page.goto(`/panel/products?q=${token}`);
  await editedCard.getByRole("link", { name: "Delete" }).click();
  await expect(page.getByText("Are you sure you want to delete this product?")).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Product deleted successfully")).toBeVisible();
  expect(productByTitle(newTitle)).toBeUndefined();
  expect(filesOf(edited.image_url)).toHaveLength(0);
  expect((await page.goto(`/products/${created.id}`))?.status()).toBe(404);

  const audit = withTestDatabase((database) =>
    database.prepare("select action from audit_log where entity = 'Product' and entity_id = ? order by id").all(String(created.id)),
  ) as { action: string }[];
  expect(audit.map((row) => row.action)).toEqual(["create", "update", "update", "delete"]);
});

test("each validation message of the product form appears and nothing is saved", async ({ asAdmin: page }, testInfo) => {
  test.setTimeout(90_000);
  const token = uniqueToken(testInfo);
  const categoryName = `Trays ${token}`;
  makeCategory(categoryName);

  // Required fields.
  await openNewForm(page);
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please fill in all required fields" })).toBeVisible();
  await expect(page.locator('[data-field-error="title"]')).toHaveText("Title is required");
  await expect(page.locator('[data-field-error="category"]')).toHaveText("Category is required");
  await expect(page.locator('[data-field-error="price"]')).toHaveText("Price is required");
  await expect(page.locator('[data-field-error="description"]')).toHaveText("Description is required");

  // A category removed while the form was open.
  const doomed = `Doomed ${token}`;
  const doomedId = makeCategory(doomed);
  await openNewForm(page);
  const title = `Serving Tray ${token}`;
  await fillRequired(page, { title, category: doomed, price: "1800", description: "A tea tray with a brass border." });
  withTestDatabase((database) => database.prepare("delete from product_categories where id = ?").run(doomedId));
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page.locator('[data-field-error="category"]')).toHaveText("Selected category does not exist. Please choose a valid category.");
  await expect(page.getByRole("alert").filter({ hasText: "Selected category does not exist. Please choose a valid category." })).toBeVisible();
  expect(productByTitle(title)).toBeUndefined();

  // A SKU already in use.
  const sku = `TRAY-${token}`;
  withTestDatabase((database) =>
    database
      .prepare("insert into products (title, description, category, price, sku) values (?, ?, (select id from product_categories where name = ?), 100, ?)")
      .run(`Existing ${token}`, "x", categoryName, sku),
  );
  await openNewForm(page);
  await fillRequired(page, { title, category: categoryName, price: "1800", description: "A tea tray with a brass border." });
  await productForm(page).getByLabel("SKU").fill(sku);
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page.locator('[data-field-error="sku"]')).toHaveText("A product with this SKU already exists");
  expect(productByTitle(title)).toBeUndefined();

  // A file that is not an image: its message at the image field, nothing saved, no file left.
  const before = storedFiles();
  await openNewForm(page);
  await fillRequired(page, { title, category: categoryName, price: "1800", description: "A tea tray with a brass border." });
  await productForm(page)
    .locator('input[name="image_file"]')
    .setInputFiles({ name: "tray.png", mimeType: "image/png", buffer: Buffer.from("This is a text file pretending to be a picture.\n") });
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page.locator('[data-field-error="image_file"]')).toHaveText(
    "The file is not an image we can use. Please upload a JPG, PNG, GIF or WebP picture.",
  );
  expect(productByTitle(title)).toBeUndefined();
  // Tests running beside this one may be storing images of their own: every new file must
  // belong to a saved product once their saves are done.
  const unowned = () => {
    const owned = (
      withTestDatabase((database) => database.prepare("select image_url from products where image_url like '/uploads/%'").all()) as { image_url: string }[]
    ).map((row) => path.basename(row.image_url).replace(/-\d+w\.webp$/, "-"));
    return storedFiles().filter((file) => !before.includes(file) && !owned.some((prefix) => file.startsWith(prefix)));
  };
  await expect.poll(unowned).toEqual([]);

  // An SVG is refused too.
  await productForm(page).getByLabel("Title", { exact: true }).fill(title);
  await productForm(page)
    .locator('input[name="image_file"]')
    .setInputFiles({
      name: "tray.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'),
    });
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page.locator('[data-field-error="image_file"]')).toHaveText("SVG files are not accepted. Please upload a JPG, PNG, GIF or WebP picture.");
  expect(productByTitle(title)).toBeUndefined();
});

test("an image over the limit (12 MB, 30 MB) or an SVG comes back as the form with every typed value and the message at the image field", async ({
  asAdmin: page,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = uniqueToken(testInfo);
  const categoryName = `Lamps ${token}`;
  makeCategory(categoryName);
  const title = `Brass Lamp ${token}`;
  const uploads: { label: string; file: { name: string; mimeType: string; buffer: Buffer }; message: string }[] = [
    {
      label: "12 MB",
      file: { name: "lamp.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(12 * 1024 * 1024, 7) },
      message: "The image is larger than 10 MB.",
    },
    {
      label: "30 MB",
      file: { name: "lamp-raw.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(30 * 1024 * 1024, 7) },
      message: "The image is larger than 10 MB.",
    },
    {
      label: "SVG",
      file: {
        name: "lamp.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'),
      },
      message: "SVG files are not accepted. Please upload a JPG, PNG, GIF or WebP picture.",
    },
  ];
  for (const upload of uploads) {
    await openNewForm(page);
    await fillRequired(page, { title, category: categoryName, price: "4100", description: "A brass lamp with a Sadeli base." });
    await productForm(page).getByLabel("SKU").fill(`LAMP-${token}`);
    await productForm(page).getByLabel("Tags").fill("lamp, brass");
    await productForm(page).locator('input[name="image_file"]').setInputFiles(upload.file);
    await page.getByRole("button", { name: "Create Product" }).click();
    await expect(page.locator('[data-field-error="image_file"]'), upload.label).toHaveText(upload.message);
    await expect(page.locator('[data-field-error="image_url"]')).toHaveCount(0);
    await expect(productForm(page).getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(productForm(page).getByLabel("Description", { exact: true })).toHaveValue("A brass lamp with a Sadeli base.");
    await expect(productForm(page).getByLabel("Price (₹)", { exact: true })).toHaveValue("4100");
    await expect(productForm(page).getByLabel("Category", { exact: true }).locator("option:checked")).toHaveText(categoryName);
    await expect(productForm(page).getByLabel("SKU")).toHaveValue(`LAMP-${token}`);
    await expect(productForm(page).getByLabel("Tags")).toHaveValue("lamp, brass");
    expect(productByTitle(title)).toBeUndefined();
  }
});

test("a valid image sent with a refused form is kept, shown, used by the next send, and can be dropped", async ({ asAdmin: page }, testInfo) => {
  test.setTimeout(90_000);
  const token = uniqueToken(testInfo);
  const categoryName = `Boxes ${token}`;
  makeCategory(categoryName);

  // Price missing: the image is not lost, and the next send saves the product with it.
  const title = `Jewel Box ${token}`;
  await openNewForm(page);
  await fillRequired(page, { title, category: categoryName, price: "", description: "A jewel box with a Sadeli lid." });
  await productForm(page)
    .locator('input[name="image_file"]')
    .setInputFiles({ name: "box.png", mimeType: "image/png", buffer: await pngOf({ r: 90, g: 40, b: 20 }) });
  await page.getByRole("button", { name: "Create Product" }).click();
  if (testInfo.project.name === "js-on") {
    // With JavaScript the browser checks first and keeps the chosen file itself.
    await expect(page.locator('[data-field-error="price"]')).toHaveText("Price is required");
  } else {
    await expect(page.locator('[data-field-error="price"]')).toHaveText("Price is required");
    await expect(productForm(page).getByText("This image will be used.")).toBeVisible();
    await expect(productForm(page).locator('input[type="hidden"][name="pending_image"]')).toHaveAttribute(
      "value",
      /^\/uploads\/products\/[a-z0-9]+-1200w\.webp$/,
    );
  }
  await productForm(page).getByLabel("Price (₹)", { exact: true }).fill("2700");
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page.getByText("Product created successfully")).toBeVisible();
  const saved = productByTitle(title)!;
  expect(saved.image_url).toMatch(/^\/uploads\/products\/[a-z0-9]+-1200w\.webp$/);
  expect(filesOf(saved.image_url)).toHaveLength(renditionsFor("products").length);

  // Without JavaScript the kept image can be dropped with its box.
  if (testInfo.project.name === "js-off") {
    const plain = `Plain Box ${token}`;
    await openNewForm(page);
    await fillRequired(page, { title: plain, category: categoryName, price: "", description: "A plain box." });
    await productForm(page)
      .locator('input[name="image_file"]')
      .setInputFiles({ name: "box.png", mimeType: "image/png", buffer: await pngOf({ r: 20, g: 40, b: 90 }) });
    await page.getByRole("button", { name: "Create Product" }).click();
    await expect(productForm(page).getByText("This image will be used.")).toBeVisible();
    await productForm(page).getByLabel("Price (₹)", { exact: true }).fill("900");
    await productForm(page).getByLabel("Don't use this image").check();
    await page.getByRole("button", { name: "Create Product" }).click();
    await expect(page.getByText("Product created successfully")).toBeVisible();
    expect(productByTitle(plain)!.image_url).toBe("");
  }
});

test("a store manager may manage products; a regular user and a guest may not", async ({ asManager: page, asClient: buyerPage, browser }, testInfo) => {
  test.setTimeout(60_000);
  const response = await page.goto("/panel/products");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("link", { name: "Add Product" })).toBeVisible();
  expect((await page.goto("/panel/products/new"))?.status()).toBe(200);

  const target = withTestDatabase((database) => database.prepare("select id, title, is_available from products order by id limit 1").get()) as {
    id: number;
    title: string;
    is_available: number;
  };
  const category = withTestDatabase((database) => database.prepare("select id from product_categories limit 1").get()) as { id: number };

  for (const url of ["/panel/products", "/panel/products/new", `/panel/products/${target.id}/edit`, `/panel/products/${target.id}/delete`]) {
    await buyerPage.goto(url);
    await expect(buyerPage).toHaveURL(/\/$/);
  }
  const sneaky = `Sneaky ${uniqueToken(testInfo)}`;
  const fields = { title: sneaky, description: "x", category: String(category.id), price: "1" };
  const posts = [
    buyerPage.request.post("/panel/products/new", { multipart: fields, maxRedirects: 0 }),
    buyerPage.request.post(`/panel/products/${target.id}/edit`, { multipart: fields, maxRedirects: 0 }),
    buyerPage.request.post(`/panel/products/${target.id}/delete`, { form: {}, maxRedirects: 0 }),
    buyerPage.request.post("/panel/products", {
      form: { intent: "toggle", id: String(target.id), field: "is_available", value: target.is_available ? "false" : "true" },
      maxRedirects: 0,
    }),
  ];
  for (const post of await Promise.all(posts)) {
    expect(post.status()).toBe(302);
    expect(post.headers().location).toBe("/");
  }

  const guestContext = await browser.newContext();
  const guest = await guestContext.request.post("/panel/products/new", { multipart: fields, maxRedirects: 0 });
  expect(guest.status()).toBe(302);
  expect(guest.headers().location).toMatch(/^\/login/);
  await guestContext.close();

  expect(productByTitle(sneaky)).toBeUndefined();
  expect(withTestDatabase((database) => database.prepare("select title, is_available from products where id = ?").get(target.id))).toEqual({
    title: target.title,
    is_available: target.is_available,
  });
});
