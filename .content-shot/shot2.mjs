import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1300, height: 900 } });
const base = "http://127.0.0.1:47311";
const requests = [];
page.on("request", (r) => requests.push(r.method() + " " + r.url().replace(base, "")));
await page.goto(base + "/login");
await page.getByLabel("Email address").fill("admin@shot.test");
await page.getByLabel("Password", { exact: true }).fill("shot-admin-password-42");
await page.getByRole("button", { name: "Sign In" }).click();
await page.waitForURL(/panel/);
for (const [path, label] of [["/panel/product-categories", "Add Category"], ["/panel/gallery", "Add Gallery Item"]]) {
  await page.goto(base + path);
  await page.waitForTimeout(1500);
  requests.length = 0;
  await page.getByRole("link", { name: label }).click();
  await page.waitForTimeout(1500);
  console.log(path, await page.locator("dialog[open]").count(), requests.filter((r) => !r.includes("/assets/")).join(" | "));
  await page.screenshot({ path: `/tmp/content-shot/cmp-${path.split("/").pop()}.png` });
}
await browser.close();
