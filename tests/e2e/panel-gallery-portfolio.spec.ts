/**
 * The gallery, gallery categories, portfolio and portfolio categories screens, with JavaScript on
 * and off: items created, edited and deleted with an uploaded image (the public pages follow, the
 * stored files come and go), every validation message, category add/edit/switch/delete and the
 * refusal to delete a category holding items, and nobody but an admin gets in, by GET or POST.
 */
import fs from "node:fs";
import path from "node:path";

import { type Locator, type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";

import { contentAdminCopy, panelCopy, uploadCopy } from "~/lib/copy";
import { parseStoredImage, widthsFor } from "~/lib/images";

import { logInAsNewBuyer, logInAsStoreManager } from "./support/accounts";
import { E2E_ADMIN, e2eDataDir, withTestDatabase } from "./support/environment";
import { expect, test } from "./support/fixtures";

type Row = Record<string, unknown>;
const one = (query: string, ...values: unknown[]) => withTestDatabase((database) => database.prepare(query).get(...values)) as Row | undefined;
const galleryByTitle = (title: string) => one("select * from gallery_items where title = ?", title);
const portfolioByTitle = (title: string) => one("select * from portfolio_items where title = ?", title);
const auditActions = (entity: string, id: unknown) =>
  (
    withTestDatabase((database) =>
      database.prepare("select action, actor_email from audit_log where entity = ? and entity_id = ? order by id").all(entity, String(id)),
    ) as {
      action: string;
      actor_email: string;
    }[]
  ).map((row) => `${row.action} by ${row.actor_email}`);

/** Every width of a stored image, as files under the test server's uploads folder. */
function storedFiles(url: string): string[] {
  const stored = parseStoredImage(url);
  if (!stored) throw new Error(`Not a stored image: ${url}`);
  return widthsFor(stored.kind).map((width) => path.join(e2eDataDir(), "uploads", stored.kind, `${stored.name}-${width}w.webp`));
}
const filesExist = (url: string) => storedFiles(url).every((file) => fs.existsSync(file));
const filesGone = (url: string) => storedFiles(url).every((file) => !fs.existsSync(file));

async function pngFile(testInfo: TestInfo, name: string, background: string) {
  const file = testInfo.outputPath(name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width: 360, height: 240, channels: 3, background } })
    .png()
    .toFile(file);
  return file;
}

function textFile(testInfo: TestInfo) {
  const file = testInfo.outputPath("notes.png");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, "This is a text file wearing a .png name.");
  return file;
}

const galleryForm = (page: Page) => page.locator('form[id^="gallery-item-form"]');
const portfolioForm = (page: Page) => page.locator('form[id^="portfolio-item-form"]');
const categoryForm = (page: Page) => page.locator("#category-form");
const card = (page: Page, title: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
const fieldError = (form: Locator, name: string) => form.locator(`[data-field-error="${name}"]`);

test("an admin creates, edits, hides and deletes a gallery item with an uploaded image", async ({ asAdmin: page }, testInfo) => {
  test.setTimeout(90_000);
  const title = `Peacock tray ${testInfo.project.name} ${Date.now()}`;
  const category = one("select id, name from gallery_categories where is_active = 1 order by id limit 1") as { id: number; name: string };
  const firstImage = await pngFile(testInfo, "first.png", "#6b2f1a");
  const secondImage = await pngFile(testInfo, "second.png", "#c08a2b");

  await page.goto("/panel/gallery");
  await page.getByRole("link", { name: "Add Gallery Item" }).click();
  const form = galleryForm(page);
  await expect(page.getByRole("heading", { name: "Add Gallery Item" })).toBeVisible();
  // With JavaScript the form is a dialog over the list; without, a page of its own.
  await expect(page.locator("dialog[open]")).toHaveCount(testInfo.project.name === "js-on" ? 1 : 0);

  // Nothing filled: each required field says so.
  await form.getByRole("button", { name: "Create Item" }).click();
  await expect(fieldError(form, "title")).toHaveText(contentAdminCopy.titleRequired);
  await expect(fieldError(form, "image_url")).toHaveText(contentAdminCopy.imageRequired);
  await expect(fieldError(form, "category")).toHaveText(contentAdminCopy.categoryRequired);

  // A bad address and a negative price.
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Or image URL").fill("not an address");
  await form.getByLabel("Category", { exact: true }).selectOption(String(category.id));
  await form.getByLabel("Price (USD)").fill("-5");
  await form.getByRole("button", { name: "Create Item" }).click();
  await expect(fieldError(form, "image_url")).toHaveText(contentAdminCopy.imageUrlInvalid);
  await expect(fieldError(form, "price")).toHaveText(contentAdminCopy.priceNegative);

  // A file that is not an image is refused at the image field, and nothing is saved.
  await form.getByLabel("Or image URL").fill("");
  await form.getByLabel("Price (USD)").fill("249.5");
  await form.getByLabel("Upload an image").setInputFiles(textFile(testInfo));
  await form.getByRole("button", { name: "Create Item" }).click();
  await expect(fieldError(form, "image_file")).toHaveText(uploadCopy.notAnImage);
  expect(galleryByTitle(title)).toBeUndefined();

  // Now a real picture (the fields filled before the refusal were kept).
  await expect(form.getByLabel("Title", { exact: true })).toHaveValue(title);
  await form.getByLabel("Upload an image").setInputFiles(firstImage);
  await form.getByLabel("Image alt text").fill("A tray with a peacock in tin and bone");
  await form.getByLabel("Description").fill("A serving tray with a peacock worked in Sadeli.");
  await form.getByLabel("Tags").fill("tray, peacock, Tray, rosewood, brass");
  await form.getByLabel("Featured").check();
  await form.getByRole("button", { name: "Create Item" }).click();
  await expect(page.getByText(contentAdminCopy.galleryItemCreated)).toBeVisible();

  const created = galleryByTitle(title)!;
  expect(created).toMatchObject({ category: category.id, price: 249.5, tags: "tray, peacock, rosewood, brass", is_featured: 1, is_available: 1 });
  const firstUrl = String(created.image_url);
  expect(firstUrl).toMatch(/^\/uploads\/gallery\/[a-z0-9]+-800w\.webp$/);
  expect(filesExist(firstUrl)).toBe(true);

  // The card: Featured, price in dollars, category, description, first 3 tags then +1.
  const itemCard = card(page, title);
  await expect(itemCard.getByText("Featured")).toBeVisible();
  await expect(itemCard.getByText("$249.50")).toBeVisible();
  await expect(itemCard.getByText(category.name)).toBeVisible();
  await expect(itemCard.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["tray", "peacock", "rosewood", "+1"]);

  // The public page shows it.
  await page.goto(`/gallery/${created.id}`);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.locator(`img[src="${firstUrl}"]`)).toBeVisible();

  // Edit: a new title and a new picture; the old picture's files go.
  await page.goto("/panel/gallery");
  await card(page, title).getByRole("link", { name: "Edit" }).click();
  await expect(galleryForm(page).getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(galleryForm(page).getByLabel("Or image URL")).toHaveValue(firstUrl);
  const newTitle = `${title} (restored)`;
  await galleryForm(page).getByLabel("Title", { exact: true }).fill(newTitle);
  await galleryForm(page).getByLabel("Upload an image").setInputFiles(secondImage);
  await galleryForm(page).getByRole("button", { name: "Update Item" }).click();
  await expect(page.getByText(contentAdminCopy.galleryItemUpdated)).toBeVisible();
  const edited = galleryByTitle(newTitle)!;
  const secondUrl = String(edited.image_url);
  expect(secondUrl).not.toBe(firstUrl);
  expect(filesExist(secondUrl)).toBe(true);
  expect(filesGone(firstUrl)).toBe(true);
  await page.goto(`/gallery/${created.id}`);
  await expect(page.getByRole("heading", { name: newTitle })).toBeVisible();

  // The Available switch hides it from the public site, and shows it again.
  await page.goto("/panel/gallery");
  await card(page, newTitle).getByRole("switch", { name: "Available: switch" }).click();
  await expect(card(page, newTitle).getByText("Unavailable")).toBeVisible();
  await expect.poll(() => galleryByTitle(newTitle)!.is_available).toBe(0);
  expect((await page.request.get(`/gallery/${created.id}`)).status()).toBe(404);
  await card(page, newTitle).getByRole("switch", { name: "Hidden: switch" }).click();
  await expect.poll(() => galleryByTitle(newTitle)!.is_available).toBe(1);

  // Delete after the spec's confirmation; the row and the files go, and so does the public page.
  await card(page, newTitle).getByRole("link", { name: "Delete" }).click();
  await expect(page.getByText(contentAdminCopy.deleteGalleryItemConfirm)).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText(contentAdminCopy.galleryItemDeleted)).toBeVisible();
  expect(galleryByTitle(newTitle)).toBeUndefined();
  expect(filesGone(secondUrl)).toBe(true);
  expect((await page.request.get(`/gallery/${created.id}`)).status()).toBe(404);
  expect(auditActions("GalleryItem", created.id)).toEqual(
    ["create", "update", "update", "update", "delete"].map((action) => `${action} by ${E2E_ADMIN.email}`),
  );
});

test("an admin creates, edits and deletes a portfolio item; technologies never repeat", async ({ asAdmin: page }, testInfo) => {
  test.setTimeout(90_000);
  const jsOn = testInfo.project.name === "js-on";
  const title = `Jain temple doors ${testInfo.project.name} ${Date.now()}`;
  const category = one("select id, name from portfolio_categories where is_active = 1 order by id limit 1") as { id: number; name: string };
  const picture = await pngFile(testInfo, "doors.png", "#4a2511");

  await page.goto("/panel/portfolio");
  await page.getByRole("link", { name: "Add Portfolio Item" }).click();
  const form = portfolioForm(page);
  await expect(page.locator("dialog[open]")).toHaveCount(jsOn ? 1 : 0);
  await form.getByRole("button", { name: "Create Item" }).click();
  await expect(fieldError(form, "title")).toHaveText(contentAdminCopy.titleRequired);
  await expect(fieldError(form, "category")).toHaveText(contentAdminCopy.categoryRequired);
  await expect(fieldError(form, "description")).toHaveText(contentAdminCopy.descriptionRequired);

  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Category", { exact: true }).selectOption(String(category.id));
  await form.getByLabel("Full description").fill("A pair of temple doors inlaid with Sadeli bands.\n\nFitted in Palitana.");
  await form.getByLabel("Project URL").fill("temple doors");
  await form.getByLabel("Price (USD)").fill("-1");
  await form.getByRole("button", { name: "Create Item" }).click();
  await expect(fieldError(form, "project_url")).toHaveText(contentAdminCopy.urlInvalid);
  await expect(fieldError(form, "price")).toHaveText(contentAdminCopy.priceNegative);

  // The completion date starts at today.
  await expect(form.getByLabel("Completion date")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await form.getByLabel("Project URL").fill("https://example.com/temple-doors");
  await form.getByLabel("Price (USD)").fill("12500");
  await form.getByLabel("Short description").fill("Temple doors with Sadeli bands.");
  await form.getByLabel("Client").fill("Shree Jain Sangh");
  await form.getByLabel("Completion date").fill("2025-10-02");
  await form.getByLabel("Featured").check();

  const technologies = form.getByRole("textbox", { name: "Technologies" });
  if (jsOn) {
    // The tag adder: Enter or Add, a repeat refused, a click on a tag removes it.
    await technologies.fill("Brass inlay");
    await technologies.press("Enter");
    await technologies.fill("Tin inlay");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await technologies.fill("Camel bone");
    await technologies.press("Enter");
    await technologies.fill("Sadeli micro-mosaic");
    await technologies.press("Enter");
    await technologies.fill("brass INLAY");
    await technologies.press("Enter");
    await expect(form.getByText(contentAdminCopy.technologyDuplicate("brass INLAY"))).toBeVisible();
    await technologies.fill("");
    await form.getByRole("button", { name: "Remove Camel bone" }).click();
    await expect(form.getByRole("list", { name: "Technologies added" }).getByRole("button")).toHaveText([/Brass inlay/, /Tin inlay/, /Sadeli micro-mosaic/]);
  } else {
    // Without JavaScript: comma text, and the server drops the repeat.
    await technologies.fill("Brass inlay, Tin inlay, brass inlay, Sadeli micro-mosaic");
  }
  await form.getByLabel("Upload an image").setInputFiles(picture);
  await form.getByRole("button", { name: "Create Item" }).click();
  await expect(page.getByText(contentAdminCopy.portfolioItemCreated)).toBeVisible();

  const created = portfolioByTitle(title)!;
  expect(created).toMatchObject({
    category: category.id,
    technologies: "Brass inlay, Tin inlay, Sadeli micro-mosaic",
    price: 12500,
    client_name: "Shree Jain Sangh",
    completion_date: "2025-10-02",
    project_url: "https://example.com/temple-doors",
    is_featured: 1,
    is_public: 1,
  });
  const imageUrl = String(created.image_url);
  expect(imageUrl).toMatch(/^\/uploads\/portfolio\//);
  expect(filesExist(imageUrl)).toBe(true);

  // The card: Featured, client, completion date, first 3 technologies, USD price, demo link.
  const itemCard = card(page, title);
  await expect(itemCard.getByText("Featured")).toBeVisible();
  await expect(itemCard.getByText("Shree Jain Sangh")).toBeVisible();
  await expect(itemCard.getByText("2 Oct 2025")).toBeVisible();
  await expect(itemCard.getByText("$12,500")).toBeVisible();
  await expect(itemCard.getByText(contentAdminCopy.hasDemoLink)).toBeVisible();
  await expect(itemCard.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["Brass inlay", "Tin inlay", "Sadeli micro-mosaic"]);

  await page.goto(`/portfolio/${created.id}`);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("Tin inlay").first()).toBeVisible();

  // Edit: a new title, made private: the card says so and the public page is gone.
  await page.goto("/panel/portfolio");
  await card(page, title).getByRole("link", { name: "Edit" }).click();
  await expect(portfolioForm(page).getByLabel("Title", { exact: true })).toHaveValue(title);
  const newTitle = `${title} (phase 2)`;
  await portfolioForm(page).getByLabel("Title", { exact: true }).fill(newTitle);
  await portfolioForm(page).getByLabel("Public").uncheck();
  await portfolioForm(page).getByRole("button", { name: "Update Item" }).click();
  await expect(page.getByText(contentAdminCopy.portfolioItemUpdated)).toBeVisible();
  await expect(card(page, newTitle).getByText("Private")).toBeVisible();
  expect(portfolioByTitle(newTitle)).toMatchObject({ is_public: 0, image_url: imageUrl, technologies: "Brass inlay, Tin inlay, Sadeli micro-mosaic" });
  expect((await page.request.get(`/portfolio/${created.id}`)).status()).toBe(404);

  await card(page, newTitle).getByRole("link", { name: "Delete" }).click();
  await expect(page.getByText(contentAdminCopy.deletePortfolioItemConfirm)).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText(contentAdminCopy.portfolioItemDeleted)).toBeVisible();
  expect(portfolioByTitle(newTitle)).toBeUndefined();
  expect(filesGone(imageUrl)).toBe(true);
  expect(auditActions("PortfolioItem", created.id)).toEqual(["create", "update", "delete"].map((action) => `${action} by ${E2E_ADMIN.email}`));
});

for (const screen of [
  { path: "/panel/categories", table: "gallery_categories", label: "Gallery", entity: "GalleryCategory" },
  { path: "/panel/portfolio-categories", table: "portfolio_categories", label: "Portfolio", entity: "PortfolioCategory" },
]) {
  test(`${screen.label.toLowerCase()} categories: add, edit, switch and delete`, async ({ asAdmin: page }, testInfo) => {
    const name = `${screen.label} Jharokhas ${testInfo.project.name} ${Date.now()}`;
    const byName = (value: string) => one(`select * from ${screen.table} where name = ?`, value);

    await page.goto(screen.path);
    await page.getByRole("link", { name: "Add Category" }).click();
    await expect(page.locator("dialog[open]")).toHaveCount(testInfo.project.name === "js-on" ? 1 : 0);
    await categoryForm(page).getByRole("button", { name: "Create Category" }).click();
    await expect(fieldError(categoryForm(page), "name")).toHaveText(panelCopy.nameRequired);

    await categoryForm(page).getByLabel("Name").fill(name);
    await categoryForm(page).getByLabel("Description").fill("Carved window frames with inlay.");
    await categoryForm(page).getByRole("button", { name: "Create Category" }).click();
    await expect(page.getByText(panelCopy.categoryCreated, { exact: true })).toBeVisible();
    const created = byName(name)!;
    expect(created).toMatchObject({ description: "Carved window frames with inlay.", is_active: 1 });
    await expect(card(page, name).getByText("Active", { exact: true }).first()).toBeVisible();
    await expect(card(page, name).getByText("0 items")).toBeVisible();

    // A name already taken (ignoring case) is refused at the field.
    await card(page, name).getByRole("link", { name: "Edit" }).click();
    const existing = one(`select name from ${screen.table} where id <> ? order by id limit 1`, created.id) as { name: string };
    await categoryForm(page).getByLabel("Name").fill(existing.name.toUpperCase());
    await categoryForm(page).getByRole("button", { name: "Update Category" }).click();
    await expect(fieldError(categoryForm(page), "name")).toHaveText(panelCopy.categoryNameTaken);
    await categoryForm(page).getByLabel("Name").fill(`${name} II`);
    await categoryForm(page).getByRole("button", { name: "Update Category" }).click();
    await expect(page.getByText(panelCopy.categoryUpdated, { exact: true })).toBeVisible();
    expect(byName(`${name} II`)?.id).toBe(created.id);

    await card(page, `${name} II`).getByRole("switch").click();
    await expect(card(page, `${name} II`).getByText("Inactive").first()).toBeVisible();
    await expect.poll(() => byName(`${name} II`)!.is_active).toBe(0);

    await card(page, `${name} II`).getByRole("link", { name: "Delete" }).click();
    await expect(page.getByRole("heading", { name: panelCopy.deleteCategoryTitle })).toBeVisible();
    await expect(page.getByText(panelCopy.deleteNamedConfirm(`${name} II`))).toBeVisible();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText(panelCopy.categoryDeleted, { exact: true })).toBeVisible();
    expect(byName(`${name} II`)).toBeUndefined();
    expect(auditActions(screen.entity, created.id)).toEqual(["create", "update", "update", "delete"].map((action) => `${action} by ${E2E_ADMIN.email}`));
  });

  test(`a ${screen.label.toLowerCase()} category that still has items is not deleted`, async ({ asAdmin: page }) => {
    const items = screen.table === "gallery_categories" ? "gallery_items" : "portfolio_items";
    const used = one(
      `select c.id, c.name, count(i.id) as n from ${screen.table} c join ${items} i on i.category = c.id group by c.id order by c.id limit 1`,
    ) as { id: number; name: string; n: number };
    await page.goto(screen.path);
    await expect(card(page, used.name).getByText(`${used.n} item${used.n === 1 ? "" : "s"}`)).toBeVisible();
    await page.goto(`${screen.path}/${used.id}/delete`);
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText(panelCopy.categoryInUse(used.n, "item"));
    expect(one(`select count(*) as n from ${screen.table} where id = ?`, used.id)).toEqual({ n: 1 });
    expect(one(`select count(*) as n from ${items} where category = ?`, used.id)).toEqual({ n: used.n });
  });
}

test("a regular user and a store manager are sent away from every gallery and portfolio route, GET and POST, and nothing changes", async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const galleryItem = one("select id from gallery_items order by id limit 1") as { id: number };
  const portfolioItem = one("select id from portfolio_items order by id limit 1") as { id: number };
  const galleryCategory = one("select id from gallery_categories order by id limit 1") as { id: number };
  const portfolioCategory = one("select id from portfolio_categories order by id limit 1") as { id: number };
  const screens = [
    { base: "/panel/gallery", id: galleryItem.id },
    { base: "/panel/categories", id: galleryCategory.id },
    { base: "/panel/portfolio", id: portfolioItem.id },
    { base: "/panel/portfolio-categories", id: portfolioCategory.id },
  ];
  // Other tests add and remove their own rows meanwhile: the rows aimed at must not change, and
  // nothing named like the attempts may appear.
  const targets: [string, number][] = [
    ["gallery_items", galleryItem.id],
    ["gallery_categories", galleryCategory.id],
    ["portfolio_items", portfolioItem.id],
    ["portfolio_categories", portfolioCategory.id],
  ];
  const snapshot = () =>
    withTestDatabase((database) => [
      ...targets.map(([table, id]) => JSON.stringify(database.prepare(`select * from ${table} where id = ?`).get(id))),
      JSON.stringify(
        database
          .prepare(
            "select title from gallery_items where title in ('Sneaky', 'Guest') union all select title from portfolio_items where title in ('Sneaky', 'Guest')",
          )
          .all(),
      ),
      JSON.stringify(
        database
          .prepare("select name from gallery_categories where name = 'Sneaky' union all select name from portfolio_categories where name = 'Sneaky'")
          .all(),
      ),
    ]);
  const before = snapshot();

  for (const role of ["buyer", "manager"] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (role === "buyer") await logInAsNewBuyer(page, testInfo);
    else await logInAsStoreManager(page, testInfo);

    await page.goto("/panel/gallery");
    await expect(page).toHaveURL(/\/$/);

    for (const { base, id } of screens) {
      for (const url of [base, `${base}/new`, `${base}/${id}/edit`, `${base}/${id}/delete`]) {
        const response = await page.request.get(url, { maxRedirects: 0 });
        expect(response.status(), `GET ${url} as ${role}`).toBe(302);
        expect(response.headers().location, `GET ${url} as ${role}`).toBe("/");
      }
      const posts: [string, Record<string, string>][] = [
        [base, { intent: "toggle", id: String(id), field: base.includes("categories") ? "is_active" : "is_available", value: "false" }],
        [`${base}/new`, { title: "Sneaky", name: "Sneaky", category: "1", description: "x", image_url: "https://example.com/x.jpg", is_available: "on" }],
        [`${base}/${id}/edit`, { title: "Sneaky", name: "Sneaky", category: "1", description: "x", image_url: "https://example.com/x.jpg" }],
        [`${base}/${id}/delete`, {}],
      ];
      for (const [url, form] of posts) {
        const response = await page.request.post(url, { form, maxRedirects: 0 });
        expect(response.status(), `POST ${url} as ${role}`).toBe(302);
        expect(response.headers().location, `POST ${url} as ${role}`).toBe("/");
      }
    }
    await context.close();
  }

  // A guest is sent to log in.
  const guest = await browser.newContext();
  const guestResponse = await guest.request.post("/panel/gallery/new", { form: { title: "Guest" }, maxRedirects: 0 });
  expect(guestResponse.status()).toBe(302);
  expect(guestResponse.headers().location).toMatch(/^\/login/);
  await guest.close();

  expect(snapshot()).toEqual(before);
});
