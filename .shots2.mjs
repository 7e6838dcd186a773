import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const [name, path, remove, width] of [["base-en", "/products", true, 1366], ["base-hi", "/hi/products", true, 1366], ["box-en", "/products", false, 1366], ["base-en-1280", "/products", true, 1280]]) {
  const context = await browser.newContext({ viewport: { width, height: 200 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("http://127.0.0.1:3414" + path);
  if (remove) await page.evaluate(() => { document.querySelectorAll('header [role="search"], header a[href$="/search"]').forEach((e) => e.remove()); });
  await page.screenshot({ path: `/tmp/search/shots/${name}.png`, clip: { x: 0, y: 0, width, height: 80 } });
  await context.close();
}
await browser.close();
