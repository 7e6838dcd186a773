import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3414";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const shots = [
  ["search-390-light", 390, 844, "light", "/search?q=jewellery", false],
  ["search-390-dark", 390, 844, "dark", "/search?q=jewellery", false],
  ["search-gu-390-light", 390, 844, "light", "/gu/search?q=%E0%AA%AA%E0%AB%87%E0%AA%9F%E0%AB%80", false],
  ["search-1366-light", 1366, 900, "light", "/search?q=jewelery", false],
  ["search-1366-dark", 1366, 900, "dark", "/hi/search?q=%E0%A4%A1%E0%A4%BF%E0%A4%AC%E0%A5%8D%E0%A4%AC%E0%A4%BE", false],
  ["menu-390-light", 390, 844, "light", "/", true],
  ["empty-390-dark", 390, 844, "dark", "/search?q=qqqzzz", false],
];
for (const [name, width, height, scheme, path, menu] of shots) {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme: scheme, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(base + path);
  if (menu) await page.locator("header details summary").last().click();
  await page.screenshot({ path: `/tmp/search/shots/${name}.png`, fullPage: !menu });
  await context.close();
}
await browser.close();
