import { chromium } from "@playwright/test";
import { MOBILE } from "../bench/page-weight";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const port of [3472, 3471]) for (const path of ["/", "/products"]) {
  const context = await browser.newContext(MOBILE);
  const page = await context.newPage();
  const seen: Promise<string>[] = [];
  page.on("requestfinished", (request) => {
    if (request.url().endsWith(".js")) seen.push(request.sizes().then((sizes) => `${sizes.responseBodySize}\t${request.url().split("/").pop()!.replace(/-[\w-]{8}\.js$/, "")}`));
  });
  await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "networkidle" });
  const lines = (await Promise.all(seen)).sort((a, b) => a.split("\t")[1]!.localeCompare(b.split("\t")[1]!));
  console.log(port, path, lines.reduce((sum, line) => sum + Number(line.split("\t")[0]), 0), lines.join(" | "));
  await context.close();
}
await browser.close();
