import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { chromium } from "@playwright/test";
import { createCookie } from "react-router";

import { type AppDatabase, schema } from "~/.server/db";
import { measurePageWeights, MOBILE } from "../bench/page-weight";
import { createProduct, createSession, createUser, factoriesWriteTo, unique } from "../tests/support/factories";

const base = "http://127.0.0.1:3471";
const sqlite = new Database("/tmp/buyer/app.db");
sqlite.pragma("busy_timeout = 5000");
const database = drizzle(sqlite, { schema }) as AppDatabase;
factoriesWriteTo(() => database);

const products = database.select().from(schema.products).all().filter((product) => product.is_available).slice(0, 3);
const buyer = createUser({ user_email: `${unique("shots")}@buyer.example` });
for (const [index, product] of products.entries())
  database.insert(schema.quoteBasketItems).values({ user_id: buyer.id, product_id: product.id, quantity: index + 2, note: index === 0 ? "Walnut finish" : "" }).run();
const gone = createProduct({ title: "Retired Peacock Panel", is_available: false, image_url: products[0]!.image_url, category: products[0]!.category });
database.insert(schema.quoteBasketItems).values({ user_id: buyer.id, product_id: gone.id, quantity: 1 }).run();
const cookie = createCookie("sadeli_session", { secrets: ["buyer-screenshots-secret-0123456789abcdef"], httpOnly: true, sameSite: "lax", path: "/" });
const serialized = await cookie.serialize(createSession(buyer.id, "browser"));
const value = serialized.slice(serialized.indexOf("=") + 1, serialized.indexOf(";"));

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
async function shot(name: string, path: string, options: { width: number; height: number; js: boolean; dark: boolean; errors?: boolean }) {
  const context = await browser.newContext({ viewport: { width: options.width, height: options.height }, javaScriptEnabled: options.js, colorScheme: options.dark ? "dark" : "light" });
  await context.addCookies([{ name: "sadeli_session", value, url: base }]);
  const page = await context.newPage();
  await page.goto(base + path);
  if (options.errors) {
    await page.getByLabel("Delivery city").fill("Mumbai");
    await page.getByLabel("GSTIN").fill("27AAPFU0939F1ZW");
    await page.getByRole("button", { name: "Send request" }).click();
    await page.locator("#gstin-error").waitFor();
  }
  await page.waitForLoadState("load");
  await page.screenshot({ path: `/tmp/buyer/${name}.png`, fullPage: true });
  await context.close();
}
await shot("quote-390-light-jsoff", "/quote", { width: 390, height: 844, js: false, dark: false });
await shot("quote-390-dark-jsoff", "/quote", { width: 390, height: 844, js: false, dark: true });
await shot("quote-390-light-jsoff-errors", "/quote", { width: 390, height: 844, js: false, dark: false, errors: true });
await shot("quote-1366-light-json", "/quote", { width: 1366, height: 900, js: true, dark: false });
await shot("quote-1366-dark-json", "/quote", { width: 1366, height: 900, js: true, dark: true });
await shot("products-390-buyer-jsoff", "/products", { width: 390, height: 844, js: false, dark: false });
await browser.close();
for (const weight of await measurePageWeights(base, ["/", "/products", `/products/${products[0]!.id}`], MOBILE)) console.log(JSON.stringify(weight));
