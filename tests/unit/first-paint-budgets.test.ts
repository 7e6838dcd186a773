/** Issue 21's budget lines in `npm run bench -- --check` (bench/budgets.ts). */
import { describe, expect, it } from "vitest";

import { checkBudgets } from "../../bench/budgets";
import type { LighthouseScores } from "../../bench/lighthouse";
import type { Results } from "../../bench/results";

const KB = 1024;

function resultsWith(lighthouse: LighthouseScores[], postTotal = 100 * KB): Results {
  const weight = (path: string, total: number) => ({ path, html: 0, css: 0, js: 0, images: 0, other: 0, total });
  return {
    load: [],
    growth: [],
    contact: { errors: 0, acknowledged: 0, stored: 0 },
    pageWeights: [weight("/blog/a-post", postTotal), weight("/gu/blog/a-post", postTotal)],
    lighthouse,
  } as unknown as Results;
}

const score = (path: string, performance: number, fcpMs: number, lcpMs: number, firstPaintBytes = 10 * KB): LighthouseScores => ({
  path,
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  firstPaint: { fcpMs, lcpMs, totalBytes: 150 * KB, firstPaintBytes },
});

const line = (results: Results, start: string) => checkBudgets(results).filter((each) => each.budget.startsWith(start));

describe("issue 21 budgets", () => {
  it("hold a product and a post to LCP 1.2 s and performance 100, the home page and the lists to 1.6 s and 98", () => {
    const results = resultsWith([
      score("/", 98, 1000, 1500),
      score("/products", 98, 1000, 1500),
      score("/products/9", 99, 1000, 1300),
      score("/hi/blog/a-post", 100, 1000, 1150),
    ]);
    expect(line(results, "Lighthouse /: FCP").map((each) => each.pass)).toEqual([true]);
    expect(line(results, "Lighthouse /products: FCP").map((each) => each.pass)).toEqual([true]);
    expect(line(results, "Lighthouse /products/9: FCP")).toEqual([
      { budget: "Lighthouse /products/9: FCP <= 1.10 s, LCP <= 1.20 s", measured: "FCP 1.00 s, LCP 1.30 s", pass: false },
    ]);
    expect(line(results, "Lighthouse /products/9: performance >= 100").map((each) => each.pass)).toEqual([false]);
    expect(line(results, "Lighthouse /hi/blog/a-post: FCP").map((each) => each.pass)).toEqual([true]);
    expect(line(results, "Lighthouse /: performance >= 98").map((each) => each.pass)).toEqual([true]);
  });

  it("miss FCP above 1.1 s on any page, and the first round trip above 14 KB", () => {
    const results = resultsWith([score("/", 100, 1200, 1200, 19 * KB)]);
    expect(line(results, "Lighthouse /: FCP").map((each) => each.pass)).toEqual([false]);
    expect(line(results, "Lighthouse /: the HTML and render-blocking CSS")).toEqual([
      { budget: "Lighthouse /: the HTML and render-blocking CSS <= 14.0 KB (the first round trip)", measured: "19.0 KB", pass: false },
    ]);
  });

  it("hold every post's total with JavaScript to 120 KB", () => {
    expect(line(resultsWith([], 138 * KB), "/blog/a-post: total with JavaScript").map((each) => each.pass)).toEqual([false]);
    expect(line(resultsWith([], 118 * KB), "/gu/blog/a-post: total with JavaScript").map((each) => each.pass)).toEqual([true]);
  });

  it("say a figure was not measured (and miss) for results taken before issue 21", () => {
    const { firstPaint: _unused, ...old } = score("/", 100, 0, 0);
    expect(line(resultsWith([old]), "Lighthouse /: FCP")).toEqual([
      { budget: "Lighthouse /: FCP <= 1.10 s, LCP <= 1.60 s", measured: "not measured", pass: false },
    ]);
  });
});
