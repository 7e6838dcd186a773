/**
 * `npm run lighthouse:compare -- [--build=<dir>]... [--evidence] [--json=<file>] [<URL or path>]...`
 *
 * Lighthouse side by side (issue 21): the settings of bench/lighthouse.ts (default mobile, simulated
 * slow 4G and a 4x slower CPU, Debian's Chromium) on any list of pages, ours or another site's,
 * each page's median run of three, the runs of every page taken in turn (round 1 of every page,
 * then round 2...) so that the machine's load falls on all of them alike. Prints, per page:
 * performance, FCP, LCP, TBT, CLS, bytes in all, script bytes and the LCP element.
 *
 * - A full URL (`https://example.org/`) is measured as it is.
 * - A path (`/products`) is measured on a server of our own for each `--build` folder (default
 *   BUILD_DIR, else build-bench), started with demo content like `npm run lighthouse`. With
 *   neither URLs nor paths: our home page, /products, a product and a blog post.
 * - `--build=build-a --build=build-b` measures the same paths on two builds side by side (a change
 *   before and after).
 * - `--evidence` adds what delays the first paint: render-blocking resources, the requests started
 *   before the (unthrottled) first paint, the critical request chain's length and the HTML's size.
 */
import fs from "node:fs";

import { type ServerProcess, startServer } from "../tests/support/server-process";
import { firstPaintFigures, type LighthouseResult, lighthouseRun, medianRun, RUNS_PER_PAGE, samplePaths, withChrome } from "./lighthouse";
import { discardServer, runAsScript } from "./script";

/** What the comparison prints for one page (its median run's figures). */
export type ComparedPage = {
  label: string;
  url: string;
  performance: number;
  /** Of the RUNS_PER_PAGE runs, for the spread. */
  performanceRuns: number[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  scriptBytes: number;
  lcpElement: string;
  evidence: Evidence;
};

export type Evidence = {
  renderBlocking: Array<{ url: string; wastedMs: number }>;
  /** Requests the browser started before its own (unthrottled) first contentful paint: Lantern's pessimistic FCP graph holds them all. */
  requestsBeforeFcp: Array<{ url: string; resourceType: string; transferSize: number; priority: string }>;
  criticalChainLength: number;
  documentBytes: number;
};

type Node = { snippet?: string; selector?: string; nodeLabel?: string };
type Table = { type?: string; items?: Array<Record<string, unknown>> };

const audit = (lhr: LighthouseResult, id: string) => lhr.audits[id];
const numeric = (lhr: LighthouseResult, id: string) => audit(lhr, id)?.numericValue ?? Number.NaN;
const tableItems = (lhr: LighthouseResult, id: string) => ((audit(lhr, id)?.details as Table | undefined)?.items ?? []) as Array<Record<string, unknown>>;

function lcpElement(lhr: LighthouseResult): string {
  // Lighthouse 12: a list whose first table names the element.
  const details = audit(lhr, "largest-contentful-paint-element")?.details as { items?: Array<Table | Record<string, unknown>> } | undefined;
  for (const item of details?.items ?? []) {
    const rows = (item as Table).items ?? [item];
    const node = rows.map((row) => (row as { node?: Node }).node).find(Boolean);
    if (node) return `${node.selector ?? ""} ${(node.snippet ?? node.nodeLabel ?? "").slice(0, 120)}`.trim();
  }
  return "none";
}

function evidence(lhr: LighthouseResult): Evidence {
  const metrics = tableItems(lhr, "metrics")[0] as { observedFirstContentfulPaintTs?: number } | undefined;
  const network = audit(lhr, "network-requests")?.details as { debugData?: { networkStartTimeTs?: number } } | undefined;
  const requests = tableItems(lhr, "network-requests") as Array<{
    url: string;
    resourceType?: string;
    transferSize?: number;
    priority?: string;
    rendererStartTime?: number;
  }>;
  // network-requests gives times in ms from its first request's start; the metrics give microsecond timestamps.
  const fcpMs = ((metrics?.observedFirstContentfulPaintTs ?? Number.POSITIVE_INFINITY) - (network?.debugData?.networkStartTimeTs ?? 0)) / 1000;
  const chains = (audit(lhr, "critical-request-chains")?.details as { longestChain?: { length?: number } } | undefined)?.longestChain;
  const documentRequest = requests.find((request) => request.resourceType === "Document");
  return {
    renderBlocking: (tableItems(lhr, "render-blocking-resources") as Array<{ url: string; wastedMs?: number }>).map((item) => ({
      url: item.url,
      wastedMs: item.wastedMs ?? 0,
    })),
    requestsBeforeFcp: requests
      .filter((request) => (request.rendererStartTime ?? Number.POSITIVE_INFINITY) <= fcpMs)
      .map((request) => ({
        url: request.url,
        resourceType: request.resourceType ?? "",
        transferSize: request.transferSize ?? 0,
        priority: request.priority ?? "",
      })),
    criticalChainLength: chains?.length ?? 0,
    documentBytes: documentRequest?.transferSize ?? 0,
  };
}

export function comparedPage(label: string, url: string, runs: LighthouseResult[]): ComparedPage {
  const median = medianRun(runs);
  const figures = firstPaintFigures(median);
  const performance = (lhr: LighthouseResult) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const scripts = tableItems(median, "resource-summary").find((row) => row.resourceType === "script") as { transferSize?: number } | undefined;
  return {
    label,
    url,
    performance: performance(median),
    performanceRuns: runs.map(performance),
    fcpMs: figures.fcpMs,
    lcpMs: figures.lcpMs,
    tbtMs: numeric(median, "total-blocking-time"),
    cls: numeric(median, "cumulative-layout-shift"),
    totalBytes: figures.totalBytes,
    scriptBytes: scripts?.transferSize ?? 0,
    lcpElement: lcpElement(median),
    evidence: evidence(median),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function formatComparison(pages: ComparedPage[], withEvidence = false): string {
  const header = "| Page | Performance (runs) | FCP | LCP | TBT | CLS | Bytes | Scripts | LCP element |";
  const lines = [header, "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"];
  for (const page of pages) {
    lines.push(
      `| ${page.label} | ${page.performance} (${page.performanceRuns.join(", ")}) | ${seconds(page.fcpMs)} | ${seconds(page.lcpMs)} | ${Math.round(page.tbtMs)} ms | ${page.cls.toFixed(3)} | ${kb(page.totalBytes)} | ${kb(page.scriptBytes)} | \`${page.lcpElement.replaceAll("|", "\\|").replaceAll("`", "'")}\` |`,
    );
  }
  if (withEvidence) {
    for (const page of pages) {
      const { renderBlocking, requestsBeforeFcp, criticalChainLength, documentBytes } = page.evidence;
      lines.push(
        "",
        `${page.label}: HTML ${kb(documentBytes)}; critical request chain ${criticalChainLength} long; render-blocking: ${
          renderBlocking.map((item) => `${item.url} (${Math.round(item.wastedMs)} ms)`).join(", ") || "none"
        }`,
        `  ${requestsBeforeFcp.length} requests started before the first paint (${kb(requestsBeforeFcp.reduce((sum, request) => sum + request.transferSize, 0))}):`,
        ...requestsBeforeFcp.map(
          (request) => `    ${request.resourceType.padEnd(10)} ${request.priority.padEnd(8)} ${kb(request.transferSize).padStart(9)}  ${request.url}`,
        ),
      );
    }
  }
  return lines.join("\n");
}

type Target = { label: string; url: string };

/** Runs every target RUNS_PER_PAGE times, one round over all of them after the other. */
export async function compare(targets: Target[]): Promise<ComparedPage[]> {
  const runs: LighthouseResult[][] = targets.map(() => []);
  await withChrome(async (port) => {
    for (let round = 1; round <= RUNS_PER_PAGE; round++) {
      for (const [index, target] of targets.entries()) {
        const lhr = await lighthouseRun(port, target.url, ["performance"]);
        runs[index]!.push(lhr);
        console.log(`  round ${round}: ${target.label} performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}`);
      }
    }
  });
  return targets.map((target, index) => comparedPage(target.label, target.url, runs[index]!));
}

async function main() {
  const args = process.argv.slice(2);
  const builds = args.filter((arg) => arg.startsWith("--build=")).map((arg) => arg.slice("--build=".length));
  if (!builds.length) builds.push(process.env.BUILD_DIR ?? "build-bench");
  const withEvidence = args.includes("--evidence");
  const jsonFile = args.find((arg) => arg.startsWith("--json="))?.slice("--json=".length);
  const urls = args.filter((arg) => /^https?:\/\//.test(arg));
  let paths = args.filter((arg) => arg.startsWith("/"));
  const unknown = args.filter(
    (arg) => !arg.startsWith("--build=") && !arg.startsWith("--json=") && arg !== "--evidence" && !urls.includes(arg) && !paths.includes(arg),
  );
  if (unknown.length) throw new Error(`Not a URL, a path or an option: ${unknown.join(" ")}`);
  const ours = !urls.length && !paths.length;

  const servers: Array<{ build: string; server: ServerProcess }> = [];
  try {
    const targets: Target[] = urls.map((url) => ({ label: url, url }));
    if (ours || paths.length) {
      for (const build of builds) {
        if (!fs.existsSync(`${build}/server/index.js`)) throw new Error(`No build in ${build}: run BUILD_DIR=${build} npx react-router build first`);
        servers.push({ build, server: await startServer({ buildDir: build }) });
      }
      for (const { build, server } of servers) {
        if (ours) {
          const { product, post } = await samplePaths(server.url);
          paths = ["/", "/products", product, post];
        }
        for (const path of paths) targets.push({ label: servers.length > 1 ? `${build} ${path}` : path, url: server.url + path });
      }
    }
    console.log(`Lighthouse mobile, ${RUNS_PER_PAGE} rounds over ${targets.length} pages`);
    const pages = await compare(targets);
    console.log(`\n${formatComparison(pages, withEvidence)}`);
    if (jsonFile) fs.writeFileSync(jsonFile, `${JSON.stringify(pages, null, 2)}\n`);
  } finally {
    for (const { server } of servers) await discardServer(server);
  }
}

runAsScript(import.meta.url, main);
