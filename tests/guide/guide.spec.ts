/**
 * The team's guide (docs/guide/, issue 32): each task of the guide walked in the real panel at
 * 390 px, JavaScript on, light theme, against the demo content, taking the guide's pictures on the
 * way. Every control a picture shows is found by its role and label, so the test fails when a
 * screen or a control the guide names is gone or renamed: the guide's words then need a look too.
 *
 * Where the pictures go (docs/decisions/050): `npm run guide:screenshots` (GUIDE_SCREENSHOTS=1)
 * writes them into docs/guide/images/ under stable names, on a server with nothing but the demo and
 * what these tests add. Any other run (`npm test`, CI) writes them beside the test's results and
 * leaves the clone untouched: there the other tests' rows share the server, which the committed
 * pictures must not show.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { eq } from "drizzle-orm";
import sharp from "sharp";

import { createContactMessage, createProductInquiry, createQuoteRequest, createUser, schema, someAvailableProduct, testDb } from "../e2e/support/factories";
import { test } from "../e2e/support/fixtures";

const IMAGES = path.resolve("docs/guide/images");

/** A picture of the screen as the phone shows it, with the control to tap ringed in red. */
async function shot(page: Page, testInfo: TestInfo, name: string, focus?: Locator, height?: number) {
  if (focus) {
    await expect(focus).toBeVisible();
    await focus.scrollIntoViewIfNeeded();
    await focus.evaluate((element) => {
      (element as HTMLElement).style.outline = "3px solid #dc2626";
      (element as HTMLElement).style.outlineOffset = "2px";
    });
  }
  const file = process.env.GUIDE_SCREENSHOTS ? path.join(IMAGES, `${name}.png`) : testInfo.outputPath(`${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // No caret and no half-finished transition in a picture (the page's CSP refuses an added stylesheet).
  // `height`: the page from its top down to that many pixels, more than one screen.
  const clip = height ? { fullPage: true, clip: { x: 0, y: 0, width: page.viewportSize()!.width, height } } : {};
  const picture = await page.screenshot({ type: "png", animations: "disabled", caret: "hide", ...clip });
  // A palette of 256 colours: a third of the bytes, the same picture to the eye.
  await sharp(picture).png({ palette: true, compressionLevel: 9 }).toFile(file);
  if (focus) {
    await focus.evaluate((element) => {
      (element as HTMLElement).style.outline = "";
      (element as HTMLElement).style.outlineOffset = "";
    });
  }
}

/** A picture of the demo's own (uploads/<folder>), under a name a person would give it. */
function demoPicture(testInfo: TestInfo, folder: string, name: string): string {
  const dir = path.join(process.env.E2E_DATA_DIR!, "uploads", folder);
  const largest = fs
    .readdirSync(dir)
    .filter((file) => /-\d+w\.webp$/.test(file))
    .sort((a, b) => Number(/-(\d+)w/.exec(b)![1]) - Number(/-(\d+)w/.exec(a)![1]) || a.localeCompare(b))[0]!;
  const copy = testInfo.outputPath(name);
  fs.copyFileSync(path.join(dir, largest), copy);
  return copy;
}

/** The phone's menu (a <details> in the header) opened, and a section's link in it. */
async function openMenu(page: Page) {
  await page.locator("header summary").click();
  const menu = page.locator("header details > div:has(nav)");
  await expect(menu).toBeVisible();
  return menu;
}

/** An add form: with JavaScript a dialog over the list, without it a page of its own. */
const addForm = (page: Page, name: string) => page.getByRole("dialog", { name }).or(page.getByRole("article", { name }));

// A walk of some ten screens with pictures, on a machine that may be busy: more than the default 30 s.
test.describe.configure({ mode: "parallel", timeout: 120_000 });

// A saved picture is cut into its sizes before the answer comes: seconds on a busy machine.
const SAVED_WITH_PICTURE = { timeout: 30_000 };

test("the public home page and signing in to the panel", async ({ page }, testInfo) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // On a phone the hero's picture is taller than the screen: the picture goes on past the figures
  // band below it, to the Journal's heading.
  const figures = await page.getByRole("region", { name: "Workshop in numbers" }).boundingBox();
  expect(figures).not.toBeNull();
  await shot(page, testInfo, "home", undefined, Math.round(figures!.y + figures!.height + 240));

  await page.goto("/login");
  await page.getByLabel("Email address").fill("admin@e2e.test");
  await page.getByLabel("Password", { exact: true }).fill("e2e-admin-password-42");
  await shot(page, testInfo, "sign-in", page.getByRole("button", { name: "Sign In" }));
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/panel");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await shot(page, testInfo, "panel-dashboard");

  const menu = await openMenu(page);
  await expect(menu.getByRole("link", { name: "Products", exact: true })).toBeVisible();
  await shot(page, testInfo, "panel-menu");
});

test("add a product with a picture", async ({ asAdmin: page }, testInfo) => {
  const title = "Peacock Jewellery Box, Small";
  testDb().delete(schema.products).where(eq(schema.products.title, title)).run();
  await page.goto("/panel");
  const menu = await openMenu(page);
  await menu.getByRole("link", { name: "Products", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  await shot(page, testInfo, "product-list", page.getByRole("link", { name: "Add Product" }));

  await page.getByRole("link", { name: "Add Product" }).click();
  const form = addForm(page, "Add Product");
  await expect(form.getByRole("heading", { name: "Add Product" })).toBeVisible();
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Short description (optional)").fill("A small rosewood box with a peacock band");
  await form.getByLabel("Description", { exact: true }).fill("A small rosewood box for rings and earrings, its lid inlaid with a Sadeli peacock band.");
  await form.getByLabel("Category", { exact: true }).selectOption({ label: "Jewellery Boxes" });
  await shot(page, testInfo, "product-form-basic", form.getByRole("group", { name: "Basic information" }));

  await form.getByLabel("Price (₹)", { exact: true }).fill("2450");
  await form.getByLabel("Stock quantity (optional)").fill("12");
  await shot(page, testInfo, "product-form-price", form.getByRole("group", { name: "Pricing & stock" }));

  // The picture: the button opens the phone's file chooser (a picture of the demo's own).
  const chooser = page.waitForEvent("filechooser");
  await form.getByRole("button", { name: "Upload image (optional)" }).click();
  await (await chooser).setFiles(demoPicture(testInfo, "products", "peacock-box.webp"));
  await shot(page, testInfo, "product-form-picture", form.getByRole("group", { name: "Image" }));

  await expect(form.getByRole("checkbox", { name: "Available" })).toBeChecked();
  await shot(page, testInfo, "product-form-save", form.getByRole("button", { name: "Create Product" }));
  await form.getByRole("button", { name: "Create Product" }).click();
  await expect(page.getByText("Product created successfully")).toBeVisible(SAVED_WITH_PICTURE);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card.getByRole("img", { name: title })).toBeVisible();
  await shot(page, testInfo, "product-created", card);

  const product = testDb().select().from(schema.products).where(eq(schema.products.title, title)).get();
  expect(product?.image_url).toMatch(/^\/uploads\/products\//);
});

test("publish a blog post", async ({ asAdmin: page }, testInfo) => {
  const title = "How a Sadeli Box Is Made";
  testDb().delete(schema.blogPosts).where(eq(schema.blogPosts.title, title)).run();
  await page.goto("/panel/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  const add = page.getByRole("link", { name: /^(Add|New|Write)/ }).first();
  await shot(page, testInfo, "blog-list", add);

  await add.click();
  const form = addForm(page, "Add Blog Post");
  await expect(form.getByRole("heading", { name: "Add Blog Post" })).toBeVisible();
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Category", { exact: true }).selectOption({ label: "Craft & Process" });
  await form.getByLabel("Excerpt (optional)").fill("From a block of rods to a finished lid: a week in the workshop.");
  await form
    .getByLabel("Content", { exact: true })
    .fill(
      "## The rods\nThin rods of wood, bone and brass are glued into a block.\n\n## The slices\nThe block is cut into thin slices, which are laid on the box.",
    );
  await shot(page, testInfo, "blog-form", form.getByLabel("Title", { exact: true }));

  const chooser = page.waitForEvent("filechooser");
  await form.getByRole("button", { name: "Upload image (optional)" }).click();
  await (await chooser).setFiles(demoPicture(testInfo, "blog", "rods-and-slices.webp"));
  await form.getByLabel("Image alt text (optional)").fill("A block of Sadeli rods and the thin slices cut from it");
  await shot(page, testInfo, "blog-form-picture", form.getByRole("group", { name: "Featured image" }));

  await form.getByLabel("Status", { exact: true }).selectOption({ label: "Published" });
  await shot(page, testInfo, "blog-form-publish", form.getByLabel("Status", { exact: true }));
  await form.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Blog post created")).toBeVisible(SAVED_WITH_PICTURE);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card.getByText("Published", { exact: true }).first()).toBeVisible();
  await expect(card.getByRole("button", { name: "Unpublish" })).toBeVisible();
  await shot(page, testInfo, "blog-published", card);

  const post = testDb().select().from(schema.blogPosts).where(eq(schema.blogPosts.title, title)).get();
  expect(post?.status).toBe("published");
  expect(post?.featured_image).toMatch(/^\/uploads\/blog\//);
  expect((await page.request.get(`/blog/${post!.slug}`)).status()).toBe(200);
});

test("answer a contact message", async ({ asAdmin: page }, testInfo) => {
  const subject = "Wedding return gifts";
  testDb().delete(schema.contactMessages).where(eq(schema.contactMessages.subject, subject)).run();
  createContactMessage({
    name: "Priya Shah",
    email: "priya.shah@example.in",
    subject,
    message: "Namaste, we need 40 small boxes as return gifts for a wedding in February. Can you make them in time?",
  });
  await page.goto("/panel");
  const menu = await openMenu(page);
  await menu.getByRole("link", { name: "Messages", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  const view = page.getByRole("link", { name: `View: ${subject}` });
  await shot(page, testInfo, "message-list", view);

  await view.click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  const reply = page.getByLabel("Your reply");
  await reply.fill("Thank you for writing. Yes, 40 boxes can be ready by the end of January. We will send you a few designs to choose from.");
  await shot(page, testInfo, "message-reply", page.getByRole("button", { name: "Send Reply" }));
  await page.getByRole("button", { name: "Send Reply" }).click();
  await expect(page.getByText(/Reply sent|Reply saved/).first()).toBeVisible();
  await shot(page, testInfo, "message-replied");
});

test("answer an inquiry", async ({ asAdmin: page }, testInfo) => {
  const product = someAvailableProduct();
  const message = "Ten pieces for our shop in Ahmedabad, please. Can you deliver before Diwali?";
  testDb().delete(schema.productInquiries).where(eq(schema.productInquiries.message, message)).run();
  createProductInquiry({
    inquirer_name: "Ravi Mistry",
    inquirer_email: "ravi@mistry-handicrafts.example",
    product_title: product.title,
    product_item: product.id,
    message,
  });
  await page.goto("/panel");
  const menu = await openMenu(page);
  await menu.getByRole("link", { name: "Product Inquiries", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Product Inquiries" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: message });
  await shot(page, testInfo, "inquiry-list", card.getByRole("link", { name: "View" }));

  await card.getByRole("link", { name: "View" }).click();
  await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
  await page.getByLabel("Reply message").fill("Thank you, Ravi. Ten pieces can be ready in three weeks. The price for ten is on its way as a quotation.");
  await shot(page, testInfo, "inquiry-reply", page.getByRole("button", { name: "Send Reply" }));
  await page.getByRole("button", { name: "Send Reply" }).click();
  await expect(page.getByText(/Reply sent|Reply saved/).first()).toBeVisible();
  await expect(page.getByText("Replied").first()).toBeVisible();
  await shot(page, testInfo, "inquiry-replied");
});

test("approve a business buyer", async ({ asAdmin: page }, testInfo) => {
  const email = "meera@patelgifts.example";
  testDb().delete(schema.users).where(eq(schema.users.user_email, email)).run();
  // A sign-up as the site's form stores it, its address already confirmed by the link it was sent.
  createUser({
    user_name: "Meera Patel",
    business_name: "Patel Gift House",
    user_email: email,
    contact_number: "+91 98250 12345",
    address: "4 Station Road",
    city: "Vadodara",
    account_status: "pending",
    email_confirmed_at: new Date().toISOString(),
  });
  await page.goto("/panel");
  const menu = await openMenu(page);
  await menu.getByRole("link", { name: "Users", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  const waiting = page.getByRole("listitem", { name: `Registration of ${email}` });
  await expect(waiting.getByText("Email confirmed")).toBeVisible();
  await shot(page, testInfo, "buyer-waiting", waiting.getByRole("button", { name: "Approve" }));

  await waiting.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText(`Account approved. ${email} can log in now.`)).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await shot(page, testInfo, "buyer-approved");
  expect(testDb().select().from(schema.users).where(eq(schema.users.user_email, email)).get()?.account_status).toBe("approved");
});

test("send a quotation", async ({ asAdmin: page }, testInfo) => {
  const note = "Walnut finish, gift-wrapped";
  const email = "kiran@desaihotels.example";
  const buyer =
    testDb().select().from(schema.users).where(eq(schema.users.user_email, email)).get() ??
    createUser({ user_name: "Kiran Desai", business_name: "Desai Hotels", user_email: email, city: "Mumbai" });
  const quote = createQuoteRequest({
    user_id: buyer.id,
    lines: [{ product_id: someAvailableProduct().id, quantity: 20, note }],
    delivery_city: "Mumbai",
    delivery_state: "27",
    message: "For the gift shop of our hotel in Mumbai.",
  });
  const reference = `QR-${String(quote.id).padStart(6, "0")}`;

  // Once: the workshop's details that every quotation carries (Settings, Quotations).
  await page.goto("/panel/settings?tab=quotations");
  await expect(page.getByLabel("Legal name (optional)")).toBeVisible();
  if (!(await page.getByLabel("GSTIN (optional)").inputValue())) {
    await page.getByLabel("Legal name (optional)").fill("Surat Sadeli Works LLP");
    await page.getByLabel("GSTIN (optional)").fill("24AAACC1206D1ZM");
    await page.getByLabel("State", { exact: true }).selectOption("24");
    await page.getByLabel("Address for invoices").fill("14 Zampa Bazaar, Surat 395003");
  }
  await shot(page, testInfo, "quote-settings", page.getByLabel("Legal name (optional)"));
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Saved").first()).toBeVisible();

  await page.goto("/panel");
  const menu = await openMenu(page);
  await menu.getByRole("link", { name: "Quotes", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Quotes" })).toBeVisible();
  await page.getByRole("navigation", { name: "Status" }).getByRole("link", { name: "Requested" }).click();
  const link = page.getByRole("link", { name: reference });
  await shot(page, testInfo, "quote-list", link);

  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(reference) })).toBeVisible();
  await shot(page, testInfo, "quote-request", page.getByRole("region", { name: "The request" }));
  await expect(page.getByLabel("Unit price (₹)")).not.toHaveValue("");
  await page.getByLabel("Discount (₹)").fill("1000");
  await shot(page, testInfo, "quote-pricing", page.getByLabel("Discount (₹)"));
  await page.getByRole("button", { name: "Add freight" }).click();
  await page.getByRole("listitem").filter({ hasText: "Line 2" }).getByLabel("Unit price (₹)").fill("1500");
  await shot(page, testInfo, "quote-send", page.getByRole("button", { name: "Send quotation" }));
  await page.getByRole("button", { name: "Send quotation" }).click();
  await expect(page.getByText(/Quotation QT\/\d{4}-\d{2}\/\d{4} sent to the buyer/)).toBeVisible();
  await shot(page, testInfo, "quote-sent", page.getByRole("heading", { level: 1, name: /^QT\// }));
});

test("back up: a backup taken by hand, and the dashboard showing the newest one", async ({ asAdmin: page }, testInfo) => {
  // What the guide tells the owner to type. The committed pictures need the backup in the server's
  // own folder (the dashboard then says "Just now"); any other run keeps it apart, as the shared
  // test server's /healthz is asserted to have none (tests/e2e/security-headers.spec.ts).
  const dataDir = process.env.E2E_DATA_DIR!;
  const folder = process.env.GUIDE_SCREENSHOTS ? path.join(dataDir, "backups") : testInfo.outputPath("backups");
  const said = execFileSync(path.resolve("node_modules/.bin/tsx"), ["scripts/backup.ts", folder], {
    env: { ...process.env, DATABASE_PATH: path.join(dataDir, "app.db"), UPLOADS_DIR: path.join(dataDir, "uploads"), BACKUP_DIR: folder },
    encoding: "utf8",
  });
  expect(said).toMatch(/^Backup written: /);
  const [backup] = fs.readdirSync(folder).filter((name) => name.startsWith("backup-") && !name.endsWith(".partial"));
  expect(fs.existsSync(path.join(folder, backup!, "app.db"))).toBe(true);
  expect(fs.existsSync(path.join(folder, backup!, "uploads", "products"))).toBe(true);

  await page.goto("/panel");
  const health = page.getByRole("region", { name: "Site Health" });
  await expect(health.getByText("Last backup")).toBeVisible();
  if (process.env.GUIDE_SCREENSHOTS) await expect(health.getByTestId("last-backup")).toHaveText("Just now");
  await shot(page, testInfo, "backup-health", health);
});
