/**
 * Lighthouse with its default mobile settings (a mid-range phone, simulated slow 4G and a 4x
 * slower CPU) against Debian's Chromium, headless. `npm run lighthouse` builds nothing: it serves
 * the existing BUILD_DIR (default build-bench, made by `npm run bench`) with demo content on a
 * server of its own and prints the scores; `npm run bench` calls `runLighthouse` on its server.
 */
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "../tests/support/server-process";

export type LighthouseScores = { path: string; performance: number; accessibility: number; bestPractices: number; seo: number };

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

export async function runLighthouse(baseUrl: string, paths: string[]): Promise<LighthouseScores[]> {
  process.env.CHROME_PATH ??= "/usr/bin/chromium";
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  try {
    const scores: LighthouseScores[] = [];
    for (const path of paths) {
      const result = await lighthouse(baseUrl + path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`Lighthouse failed on ${path}: ${runtimeError.message}`);
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      scores.push({ path, performance: score("performance"), accessibility: score("accessibility"), bestPractices: score("best-practices"), seo: score("seo") });
      // Failed audits, so a score below 100 says why.
      const failing = Object.values(result.lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual")
        .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
      if (failing.length) console.log(`  ${path} audits below 90: ${failing.join(", ")}`);
    }
    return scores;
  } finally {
    await chrome.kill();
  }
}

/** Paths of a product and a blog post that exist on the server. */
export async function samplePaths(baseUrl: string): Promise<{ product: string; post: string }> {
  const products = (await (await fetch(`${baseUrl}/api/products/?page_size=1`)).json()) as { results: Array<{ id: number }> };
  const posts = (await (await fetch(`${baseUrl}/api/blog/posts/?page_size=1`)).json()) as { results: Array<{ slug: string }> };
  if (!products.results[0] || !posts.results[0]) throw new Error("The server has no product or no published post");
  return { product: `/products/${products.results[0].id}`, post: `/blog/${posts.results[0].slug}` };
}

export function formatScores(scores: LighthouseScores[]): string {
  return scores.map((s) => `${s.path.padEnd(48)} perf ${s.performance}  a11y ${s.accessibility}  bp ${s.bestPractices}  seo ${s.seo}`).join("\n");
}

async function main() {
  const buildDir = process.env.BUILD_DIR ?? "build-bench";
  if (!fs.existsSync(`${buildDir}/server/index.js`)) throw new Error(`No build in ${buildDir}: run npm run bench (or BUILD_DIR=${buildDir} npx react-router build) first`);
  const server = await startServer({ buildDir });
  try {
    const { product, post } = await samplePaths(server.url);
    const scores = await runLighthouse(server.url, ["/", "/products", product, post]);
    console.log(formatScores(scores));
    fs.writeFileSync("bench/lighthouse.json", `${JSON.stringify(scores, null, 2)}\n`);
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
