/**
 * What a phone downloads for each public page: Debian's Chromium at a mobile viewport loads the
 * page like a first-time visitor (empty cache, no cookies) and every response's encoded body
 * size is added up by kind. Bytes are as transferred: compressed where the server compresses.
 * Two phones: Lighthouse's (JavaScript on) and a 390 px phone at 2x with JavaScript off, where
 * Chromium loads every image of the page (no lazy loading without scripting).
 */
import { chromium } from "@playwright/test";

export type PageWeight = { path: string; html: number; css: number; js: number; images: number; other: number; total: number };

/** Lighthouse's mobile device: a mid-range phone. */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  javaScriptEnabled: true,
};

/** Issue 14: the visitor on a slow link with JavaScript off, on a common 390 px phone at 2x. */
export const PHONE_WITHOUT_JS = {
  ...MOBILE,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  javaScriptEnabled: false,
};

export async function measurePageWeights(baseUrl: string, paths: string[], device: typeof MOBILE = MOBILE): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const weights: PageWeight[] = [];
    for (const path of paths) {
      const context = await browser.newContext(device);
      const page = await context.newPage();
      const sizes: Array<Promise<{ kind: string; bytes: number }>> = [];
      page.on("requestfinished", (request) => {
        sizes.push(request.sizes().then((size) => ({ kind: request.resourceType(), bytes: size.responseBodySize })));
      });
      await page.goto(baseUrl + path, { waitUntil: "load" });
      // Hydration and anything it fetches (without JavaScript: every image's download).
      await page.waitForLoadState("networkidle");
      const weight: PageWeight = { path, html: 0, css: 0, js: 0, images: 0, other: 0, total: 0 };
      for (const { kind, bytes } of await Promise.all(sizes)) {
        const field = kind === "document" ? "html" : kind === "stylesheet" ? "css" : kind === "script" ? "js" : kind === "image" ? "images" : "other";
        weight[field] += bytes;
        weight.total += bytes;
      }
      weights.push(weight);
      await context.close();
    }
    return weights;
  } finally {
    await browser.close();
  }
}
