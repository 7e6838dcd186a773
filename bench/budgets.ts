/** The budgets of issue 8, checked by `npm run bench -- --check`. Sizes in bytes (KB = 1,024). */
import type { FirstRoundTrip } from "./first-round-trip";
import type { Results } from "./results";

export const BUDGETS = {
  jsBytes: 110 * 1024,
  cssBytes: 20 * 1024,
  homeTotalBytes: 400 * 1024,
  /** Issue 14: totals with JavaScript off on a 390 px phone at 2x, where every image loads. */
  withoutJsTotalBytes: { "/": 350 * 1024, "/products": 300 * 1024, "/gallery": 350 * 1024 } as Record<string, number>,
  pageReqPerSec: 400,
  pageP99Ms: 250,
  jsonReqPerSec: 1200,
  growthRatio: 1.5,
  /** Issue 17: resident memory of the whole server process tree, one worker, idle after start and at the end of the load. */
  idleTreeRssMb: 150,
  loadedTreeRssMb: 300,
  /** Issue 17: pages rendered per request (signed in, theme cookie) at 50 connections, or this many times the baseline. */
  renderedReqPerSec: 300,
  renderedP99Ms: 400,
  renderedOverBaseline: 3,
  lighthousePerformance: 95,
  lighthouseOther: 100,
  /**
   * Issue 21, Lighthouse mobile (median run of three): performance 100 on a product and a post
   * and at least 98 elsewhere; first paint within 1.1 s everywhere; largest paint within 1.2 s on
   * a product and a post, 1.6 s on the home page and the lists; a post with JavaScript on at most
   * 120 KB in all; and the HTML's first 14 KB (compressed, the first round trip) hold the critical
   * CSS and the content above the fold: the first screen of what they decompress to, rendered with
   * no stylesheet or script fetched, matches the whole page's (bench/first-round-trip.ts) but for
   * at most this share of its pixels.
   */
  lighthousePerformanceDetail: 100,
  lighthousePerformanceOther: 98,
  fcpMs: 1100,
  lcpDetailMs: 1200,
  lcpOtherMs: 1600,
  firstRoundTripBytes: 14 * 1024,
  firstScreenDifferingShare: 0.002,
  postTotalBytes: 120 * 1024,
  /** Issue 30: `/` and `/products` rendered on every request (a fresh, unread query parameter each time), one worker, 50 connections. */
  freshReqPerSec: 300,
  freshP99Ms: 400,
};

/** A product's or a post's page, in any language (issue 21's tighter figures). */
export const isDetailPath = (path: string) => /^(\/(gu|hi))?\/(products\/\d+|blog\/[^/]+)$/.test(path);
const isPostPath = (path: string) => /^(\/(gu|hi))?\/blog\/[^/]+$/.test(path);

export type BudgetLine = { budget: string; measured: string; pass: boolean };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What a page's first round trip showed: the share of its first screen that differs (the worse scheme's), and where its parts end (brotli). */
export function describeFirstRoundTrip(trip: FirstRoundTrip): string {
  const at = (bytes: number | null) => (bytes === null ? "none" : kb(bytes));
  const percent = (share: number) => `${(share * 100).toFixed(2)}%`;
  const { light, dark } = trip.differingShareByScheme;
  const share = `${percent(trip.differingShare)} of the first screen differs (light ${percent(light)}, dark ${percent(dark)})`;
  const offsets = `brotli ${kb(trip.br.totalBytes)} in all, inline </style> ends at ${at(trip.br.styleEnd)}, </h1> at ${at(trip.br.h1End)}`;
  return `${share}; ${offsets}${trip.blocked.length ? `; needs ${trip.blocked.join(", ")}` : ""}`;
}

export function checkBudgets(results: Results): BudgetLine[] {
  const lines: BudgetLine[] = [];
  for (const page of results.pageWeights) {
    lines.push({ budget: `${page.path}: JS <= ${kb(BUDGETS.jsBytes)}`, measured: kb(page.js), pass: page.js <= BUDGETS.jsBytes });
    lines.push({ budget: `${page.path}: CSS <= ${kb(BUDGETS.cssBytes)}`, measured: kb(page.css), pass: page.css <= BUDGETS.cssBytes });
  }
  for (const page of results.pageWeights.filter((weight) => isPostPath(weight.path))) {
    lines.push({
      budget: `${page.path}: total with JavaScript on <= ${kb(BUDGETS.postTotalBytes)}`,
      measured: kb(page.total),
      pass: page.total <= BUDGETS.postTotalBytes,
    });
  }
  const home = results.pageWeights.find((page) => page.path === "/");
  if (home) lines.push({ budget: `/ total on mobile <= ${kb(BUDGETS.homeTotalBytes)}`, measured: kb(home.total), pass: home.total <= BUDGETS.homeTotalBytes });
  for (const [path, budget] of Object.entries(BUDGETS.withoutJsTotalBytes)) {
    const page = results.pageWeightsWithoutJs?.find((weight) => weight.path === path);
    lines.push({
      budget: `${path} total, JavaScript off, 390 px at 2x <= ${kb(budget)}`,
      measured: page ? kb(page.total) : "not measured",
      pass: page !== undefined && page.total <= budget,
    });
  }

  for (const row of results.load) {
    if (row.kind === "page") {
      lines.push({
        budget: `${row.name}: >= ${BUDGETS.pageReqPerSec} req/s, p99 <= ${BUDGETS.pageP99Ms} ms`,
        measured: `${row.reqPerSec.toFixed(0)} req/s, p99 ${row.p99} ms`,
        pass: row.reqPerSec >= BUDGETS.pageReqPerSec && row.p99 <= BUDGETS.pageP99Ms,
      });
    }
    if (row.kind === "json") {
      lines.push({
        budget: `${row.name}: >= ${BUDGETS.jsonReqPerSec} req/s`,
        measured: `${row.reqPerSec.toFixed(0)} req/s`,
        pass: row.reqPerSec >= BUDGETS.jsonReqPerSec,
      });
    }
    lines.push({ budget: `${row.name}: no errors`, measured: String(row.errors), pass: row.errors === 0 });
  }
  const contact = results.contact;
  lines.push({
    budget: "POST /contact: no errors, no lost submissions",
    measured: `${contact.errors} errors, ${contact.acknowledged} acknowledged, ${contact.stored} stored`,
    pass: contact.errors === 0 && contact.stored >= contact.acknowledged,
  });
  for (const growth of results.growth) {
    lines.push({
      budget: `${growth.path}: p50 at ${growth.largeRows.toLocaleString("en")} rows <= ${BUDGETS.growthRatio} x p50 at ${growth.smallRows.toLocaleString("en")}`,
      measured: `${growth.ratio.toFixed(2)} x (${growth.small.p50} -> ${growth.large.p50} ms)`,
      pass: growth.ratio <= BUDGETS.growthRatio && growth.small.errors === 0 && growth.large.errors === 0,
    });
  }
  if (results.lean) {
    const { idle, endOfLoad, rendered } = results.lean;
    lines.push({
      budget: `Server process tree idle after start <= ${BUDGETS.idleTreeRssMb} MB RSS`,
      measured: `${idle.lean.total.toFixed(0)} MB (baseline ${idle.baseline.total.toFixed(0)} MB)`,
      pass: idle.lean.total <= BUDGETS.idleTreeRssMb,
    });
    lines.push({
      budget: `Server process tree at the end of the load <= ${BUDGETS.loadedTreeRssMb} MB RSS`,
      measured: `${endOfLoad.total.toFixed(0)} MB`,
      pass: endOfLoad.total <= BUDGETS.loadedTreeRssMb,
    });
    for (const row of rendered.filter((each) => each.budgeted)) {
      const absolute = row.lean.reqPerSec >= BUDGETS.renderedReqPerSec && row.lean.p99 <= BUDGETS.renderedP99Ms;
      const ratio = row.lean.reqPerSec / row.baseline.reqPerSec;
      lines.push({
        budget: `${row.name}: >= ${BUDGETS.renderedReqPerSec} req/s with p99 <= ${BUDGETS.renderedP99Ms} ms, or >= ${BUDGETS.renderedOverBaseline} x the baseline side by side`,
        measured: `${row.lean.reqPerSec.toFixed(0)} req/s, p99 ${row.lean.p99} ms; ${ratio.toFixed(2)} x the baseline's ${row.baseline.reqPerSec.toFixed(0)} req/s`,
        pass: (absolute || ratio >= BUDGETS.renderedOverBaseline) && row.lean.errors === 0,
      });
    }
  }
  for (const score of results.lighthouse ?? []) {
    const others = [score.accessibility, score.bestPractices, score.seo];
    lines.push({
      budget: `Lighthouse ${score.path}: performance >= ${BUDGETS.lighthousePerformance}, others ${BUDGETS.lighthouseOther}`,
      measured: `${score.performance} / ${score.accessibility} / ${score.bestPractices} / ${score.seo}`,
      pass: score.performance >= BUDGETS.lighthousePerformance && others.every((value) => value >= BUDGETS.lighthouseOther),
    });
    const detail = isDetailPath(score.path);
    const performance = detail ? BUDGETS.lighthousePerformanceDetail : BUDGETS.lighthousePerformanceOther;
    lines.push({
      budget: `Lighthouse ${score.path}: performance >= ${performance} (issue 21)`,
      measured: String(score.performance),
      pass: score.performance >= performance,
    });
    const paint = score.firstPaint;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const lcp = detail ? BUDGETS.lcpDetailMs : BUDGETS.lcpOtherMs;
    lines.push({
      budget: `Lighthouse ${score.path}: FCP <= ${seconds(BUDGETS.fcpMs)}, LCP <= ${seconds(lcp)}`,
      measured: paint ? `FCP ${seconds(paint.fcpMs)}, LCP ${seconds(paint.lcpMs)}` : "not measured",
      pass: paint !== undefined && paint.fcpMs <= BUDGETS.fcpMs && paint.lcpMs <= lcp,
    });
  }
  for (const row of results.fresh?.rows.filter((each) => !each.name.includes("signed in")) ?? []) {
    lines.push({
      budget: `${row.name}: >= ${BUDGETS.freshReqPerSec} req/s, p99 <= ${BUDGETS.freshP99Ms} ms, no errors`,
      measured: `${row.reqPerSec.toFixed(0)} req/s, p99 ${row.p99} ms, ${row.errors} errors`,
      pass: row.reqPerSec >= BUDGETS.freshReqPerSec && row.p99 <= BUDGETS.freshP99Ms && row.errors === 0,
    });
  }
  // Issue 21: the first round trip, each page Lighthouse scores (bench/first-round-trip.ts).
  const tripBudget = (path: string) => `${path}: the HTML's first ${kb(BUDGETS.firstRoundTripBytes)} hold the critical CSS and the content above the fold`;
  if (!results.firstRoundTrip) lines.push({ budget: tripBudget("Public pages"), measured: "not measured", pass: false });
  for (const trip of results.firstRoundTrip ?? []) {
    lines.push({ budget: tripBudget(trip.path), measured: describeFirstRoundTrip(trip), pass: trip.differingShare <= BUDGETS.firstScreenDifferingShare });
  }
  return lines;
}
