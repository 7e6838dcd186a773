/** The shape of bench/results.json, and bench/results.md written from it. */
import fs from "node:fs";

import { type BudgetLine, BUDGETS } from "./budgets";
import type { FirstRoundTrip } from "./first-round-trip";
import type { FreshRow, MachineryRow } from "./fresh-query";
import type { LighthouseScores } from "./lighthouse";
import type { LoadFigures } from "./load";
import type { PageWeight } from "./page-weight";

export type LoadRow = LoadFigures & {
  name: string;
  kind: "page" | "static" | "json";
  /** The same page rendered every time (the memo bypassed), when measured. */
  render?: LoadFigures;
};

export type GrowthRow = { path: string; smallRows: number; largeRows: number; small: LoadFigures; large: LoadFigures; ratio: number };

export type WorkersRow = { name: string; one: LoadFigures; two: LoadFigures };

export type Results = {
  commit: string;
  measuredAt: string;
  machine: string;
  settings: { connections: number; rounds: number; requests: number; catalogue: Record<string, number> };
  load: LoadRow[];
  staticRatio: Array<{ name: string; ssrOverStatic: number; renderOverStatic?: number }>;
  contact: LoadFigures & { acknowledged: number; stored: number };
  peakRssMb: number;
  pageWeights: PageWeight[];
  /** JavaScript off, 390x844 at 2x (issue 14); absent in results measured before it. */
  pageWeightsWithoutJs?: PageWeight[];
  growth: GrowthRow[];
  workers: WorkersRow[];
  lighthouse?: LighthouseScores[];
  /** Issue 21: what the HTML's first 14 KB paint, per page Lighthouse scores; absent in results measured before it. */
  firstRoundTrip?: FirstRoundTrip[];
  /** Issue 17: memory of the process tree, and this build against the baseline's, side by side. */
  lean?: {
    baseline: string;
    idle: { lean: TreeMemory; baseline: TreeMemory; leanMappings: { nodeBinary: number; libraries: number; anonymous: number } };
    endOfLoad: TreeMemory;
    /** `budgeted: false`: shown beside the budgeted rows, not held to the budget (a memo miss's cost). */
    rendered: Array<{ name: string; lean: LoadFigures; baseline: LoadFigures; budgeted: boolean }>;
    compression: { htmlKb: number; rows: Array<{ setting: string; ms: number; kb: number }> };
  };
  /** Issue 30: `/` and `/products` rendered on every request (`npm run bench -- --fresh-query`). */
  fresh?: Measured<FreshRow>;
  /** Issue 30: each piece of speed machinery on and off (`npm run bench -- --fresh-query --machinery`). */
  machinery?: Measured<MachineryRow>;
  budgets: BudgetLine[];
};

/** Rows measured on their own, perhaps at another time than the rest. */
type Measured<Row> = { commit: string; measuredAt: string; machine: string; rows: Row[] };

export type TreeMemory = { total: number; processes: Array<{ command: string; mb: number }> };

/** The hand-written analysis of where the memory goes (a heap snapshot), kept beside the results. */
const MEMORY_NOTES = new URL("./memory-notes.md", import.meta.url);
/** The hand-written side-by-side Lighthouse figures of issue 21 (`npm run lighthouse:compare`). */
const FIRST_PAINT_NOTES = new URL("./first-paint-notes.md", import.meta.url);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rate = (figures: LoadFigures) => figures.reqPerSec.toFixed(0);
const cpu = (figures: LoadFigures) => figures.cpuMsPerRequest?.toFixed(2) ?? "";

export function resultsMarkdown(results: Results): string {
  const lines: string[] = [];
  const push = (...more: string[]) => lines.push(...more);
  push(
    "# Benchmark results",
    "",
    `Measured on commit \`${results.commit}\` at ${results.measuredAt} by \`npm run bench\` (${results.machine}).`,
    `autocannon with ${results.settings.connections} connections, ${results.settings.requests} requests per measurement, median of ${results.settings.rounds} rounds run side by side; the load generator shares the server's cores.`,
    `Catalogue: ${Object.entries(results.settings.catalogue)
      .map(([table, rows]) => `${rows.toLocaleString("en")} ${table}`)
      .join(", ")}.`,
    'Latencies in milliseconds. "Memo" is the production path (anonymous pages replayed from the in-process response memo);',
    '"rendered" sends a cookie so that every request is rendered by React (what a visitor with a theme cookie, or a memo miss, costs).',
    "",
    "## Throughput",
    "",
    "| Target | req/s | p50 | p99 | errors | rendered req/s | rendered p50 | rendered p99 |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  );
  for (const row of results.load) {
    const render = row.render ? `${rate(row.render)} | ${row.render.p50} | ${row.render.p99}` : " | | ";
    push(`| ${row.name} | ${rate(row)} | ${row.p50} | ${row.p99} | ${row.errors} | ${render} |`);
  }
  push("", "SSR over the same HTML as a static file (req/s ratio, higher is better):", "");
  push("| Page | memo / static | rendered / static |", "| --- | ---: | ---: |");
  for (const ratio of results.staticRatio) {
    push(`| ${ratio.name} | ${ratio.ssrOverStatic.toFixed(2)} | ${ratio.renderOverStatic?.toFixed(2) ?? ""} |`);
  }
  const contact = results.contact;
  push(
    "",
    `POST /contact: ${rate(contact)} req/s, p50 ${contact.p50} ms, p99 ${contact.p99} ms, ${contact.errors} errors; ${contact.acknowledged} acknowledged, ${contact.stored} stored in the database.`,
    "",
    `Peak RSS of the server (one process) during the load: ${results.peakRssMb.toFixed(0)} MB.`,
    "",
    "## One worker or two (`WEB_CONCURRENCY`)",
    "",
    "| Target | 1 worker req/s | p99 | 2 workers req/s | p99 | ratio |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
  );
  for (const row of results.workers) {
    push(`| ${row.name} | ${rate(row.one)} | ${row.one.p99} | ${rate(row.two)} | ${row.two.p99} | ${(row.two.reqPerSec / row.one.reqPerSec).toFixed(2)} |`);
  }
  push(
    "",
    "## Latency as the tables grow",
    "",
    "| Page | rows | p50 | p99 | req/s | rows | p50 | p99 | req/s | p50 ratio |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  );
  for (const row of results.growth) {
    push(
      `| ${row.path} | ${row.smallRows.toLocaleString("en")} | ${row.small.p50} | ${row.small.p99} | ${rate(row.small)} | ${row.largeRows.toLocaleString("en")} | ${row.large.p50} | ${row.large.p99} | ${rate(row.large)} | ${row.ratio.toFixed(2)} |`,
    );
  }
  push(
    "",
    "## Page weight (mobile viewport, first visit, KB as transferred)",
    "",
    "| Page | HTML | CSS | JS | images | other | total |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  );
  for (const page of results.pageWeights) {
    push(`| ${page.path} | ${kb(page.html)} | ${kb(page.css)} | ${kb(page.js)} | ${kb(page.images)} | ${kb(page.other)} | ${kb(page.total)} |`);
  }
  if (results.pageWeightsWithoutJs) {
    push(
      "",
      "## Page weight with JavaScript off (390x844 at 2x, every image loads, KB as transferred)",
      "",
      "| Page | HTML | CSS | JS | images | other | total |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    );
    for (const page of results.pageWeightsWithoutJs) {
      push(`| ${page.path} | ${kb(page.html)} | ${kb(page.css)} | ${kb(page.js)} | ${kb(page.images)} | ${kb(page.other)} | ${kb(page.total)} |`);
    }
  }
  if (results.lighthouse) {
    push(
      "",
      "## Lighthouse (mobile)",
      "",
      "Each page's median run of three (Lighthouse's own choice of the run closest to the median first paint and time to interactive).",
      "",
      "| Page | Performance | Accessibility | Best Practices | SEO | FCP | LCP | Bytes | HTML + blocking CSS |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    );
    for (const score of results.lighthouse) {
      const paint = score.firstPaint;
      const figures = paint
        ? `${(paint.fcpMs / 1000).toFixed(2)} s | ${(paint.lcpMs / 1000).toFixed(2)} s | ${kb(paint.totalBytes)} KB | ${kb(paint.firstPaintBytes)} KB`
        : " |  |  | ";
      push(`| ${score.path} | ${score.performance} | ${score.accessibility} | ${score.bestPractices} | ${score.seo} | ${figures} |`);
    }
  }
  if (results.firstRoundTrip) {
    const at = (bytes: number | null) => (bytes === null ? "none" : kb(bytes));
    const percent = (share: number) => `${(share * 100).toFixed(2)}%`;
    push(
      "",
      "## The first round trip (issue 21)",
      "",
      "The HTML's first 14 KB as sent compressed (brotli), decompressed as far as they go and rendered at Lighthouse's mobile viewport with",
      "JavaScript off and every stylesheet and script request aborted (they need another round trip), against the whole page as served",
      `(\`bench/first-round-trip.ts\`); a page passes when at most ${percent(BUDGETS.firstScreenDifferingShare)} of its first screen differs in both schemes. Sizes in compressed KB;`,
      "the offsets say where the first inline `</style>` and the first `</h1>` end.",
      "",
      "| Page | first screen differing, light / dark | brotli in all | HTML in the first 14 KB | `</style>` ends | `</h1>` ends | gzip in all | gzip `</style>` | gzip `</h1>` | needs another trip | |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |",
    );
    for (const trip of results.firstRoundTrip) {
      push(
        `| ${trip.path} | ${percent(trip.differingShareByScheme.light)} / ${percent(trip.differingShareByScheme.dark)} | ${kb(trip.br.totalBytes)} | ${kb(trip.br.prefixHtmlBytes)} | ${at(trip.br.styleEnd)} | ${at(trip.br.h1End)} | ${kb(trip.gzip.totalBytes)} | ${at(trip.gzip.styleEnd)} | ${at(trip.gzip.h1End)} | ${trip.blocked.join(", ")} | ${trip.pass ? "pass" : "**MISSED**"} |`,
      );
    }
  }
  if (results.lean) {
    const lean = results.lean;
    const tree = (memory: TreeMemory) =>
      `${memory.total.toFixed(0)} MB (${memory.processes.map((each) => `${each.command}: ${each.mb.toFixed(0)}`).join("; ")})`;
    push(
      "",
      `## Issue 17: this build beside ${lean.baseline}, memory and the rendered path`,
      "",
      `The baseline is commit \`${lean.baseline}\` built with its own configuration and run as its production ran (node with tsx on server.ts), on the same database, measured in the same rounds as this build.`,
      "",
      "Resident memory of the whole server process tree (one worker), idle 3 s after start:",
      "",
      `- this build: ${tree(lean.idle.lean)}; of which the node binary ${lean.idle.leanMappings.nodeBinary.toFixed(0)} MB, other files (libvips, SQLite, libc) ${lean.idle.leanMappings.libraries.toFixed(0)} MB, anonymous (V8 heap, malloc) ${lean.idle.leanMappings.anonymous.toFixed(0)} MB`,
      `- baseline: ${tree(lean.idle.baseline)}`,
      `- this build at the end of the main load (after the POST /contact run): ${tree(lean.endOfLoad)}`,
      "",
      "Pages that the baseline rendered for each request (50 connections, the admin's session or the theme cookie). This build keeps a signed-in",
      "person's page and a theme's page as variants in the page memo (docs/decisions/010); the rows marked \"rendered each time\" add a cookie",
      "that keeps them out of the memo, so they show what a first view (a memo miss) costs. Only the other rows are held to the budget.",
      "",
      "| Page | req/s | p50 | p99 | baseline req/s | p50 | p99 | ratio |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    );
    for (const row of lean.rendered) {
      push(
        `| ${row.name} | ${rate(row.lean)} | ${row.lean.p50} | ${row.lean.p99} | ${rate(row.baseline)} | ${row.baseline.p50} | ${row.baseline.p99} | ${(row.lean.reqPerSec / row.baseline.reqPerSec).toFixed(2)} |`,
      );
    }
    push(
      "",
      `Compressing the signed-in /products (${lean.compression.htmlKb.toFixed(1)} KB of HTML) per request, median of 50:`,
      "",
      "| Setting | ms | KB |",
      "| --- | ---: | ---: |",
    );
    for (const row of lean.compression.rows) push(`| ${row.setting} | ${row.ms.toFixed(2)} | ${row.kb.toFixed(1)} |`);
  }
  if (results.fresh) {
    const fresh = results.fresh;
    push(
      "",
      "## Rendered on every request (issue 30)",
      "",
      `\`npm run bench -- --fresh-query\` on commit \`${fresh.commit}\` at ${fresh.measuredAt} (${fresh.machine}). Each request carries a query`,
      "parameter no page reads with a new value (`?fresh=<uuid>`), so no memo answers it; one worker, 50 connections.",
      "",
      "| Target | req/s | p50 | p99 | errors | server CPU ms/req |",
      "| --- | ---: | ---: | ---: | ---: | ---: |",
    );
    for (const row of fresh.rows) push(`| ${row.name} | ${rate(row)} | ${row.p50} | ${row.p99} | ${row.errors} | ${cpu(row)} |`);
  }
  if (results.machinery) {
    const machinery = results.machinery;
    push(
      "",
      "## What each piece of speed machinery buys (issue 30)",
      "",
      `\`npm run bench -- --fresh-query --machinery\` on commit \`${machinery.commit}\` at ${machinery.measuredAt} (${machinery.machine}).`,
      "Two servers on one database, one with the piece and one started without it (`SPEED_WITHOUT=<piece>`; for workers, 2 against 1),",
      "measured in the same rounds. The machine is shared: read the ratio, not the absolute figures.",
      "",
      "| Piece | Target | with: req/s | p99 | CPU ms/req | without: req/s | p99 | CPU ms/req | req/s with / without | What it does |",
      "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    );
    for (const row of machinery.rows) {
      push(
        `| ${row.piece} | ${row.target} | ${rate(row.with)} | ${row.with.p99} | ${cpu(row.with)} | ${rate(row.without)} | ${row.without.p99} | ${cpu(row.without)} | ${(row.with.reqPerSec / row.without.reqPerSec).toFixed(2)} | ${row.note} |`,
      );
    }
  }
  for (const notes of [MEMORY_NOTES, FIRST_PAINT_NOTES]) {
    try {
      push("", fs.readFileSync(notes, "utf8").trim());
    } catch {
      // no notes
    }
  }
  const failed = results.budgets.filter((line) => !line.pass).length;
  push("", `## Budgets (${failed === 0 ? "all met" : `${failed} missed`})`, "", "| Budget | Measured | |", "| --- | --- | --- |");
  for (const line of results.budgets) push(`| ${line.budget} | ${line.measured} | ${line.pass ? "pass" : "**MISSED**"} |`);
  push("");
  return lines.join("\n");
}
