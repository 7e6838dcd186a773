/**
 * `npm run bench [-- --check] [-- --no-build] [-- --no-lighthouse] [-- --quick]`
 * `npm run bench -- --fresh-query [--machinery] [--check] [--no-build]`: only the pages rendered on
 * every request (a fresh, unread query parameter each time, bench/fresh-query.ts) and, with
 * --machinery, each piece of speed machinery on and off side by side; their sections of
 * bench/results.md are replaced and the rest kept from the last full run.
 *
 * Builds the site into build-bench, fills a database of its own with a large catalogue, starts
 * the production server (tests/support/server-process.ts) and measures it with autocannon, then
 * writes bench/results.md and bench/results.json. With --check it exits 1 when a budget of
 * bench/budgets.ts is missed. The machine is shared: every figure is the median of rounds run
 * side by side, and comparisons (SSR against static, 1 against 2 workers, 1,000 against 100,000
 * rows) alternate between their two sides within each round.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { type ServerProcess, startServer } from "../tests/support/server-process";
import { BUDGETS, checkBudgets } from "./budgets";
import { type CatalogueSize, countRows, fillCatalogue } from "./fill";
import { formatFirstRoundTrips, measureFirstRoundTrips } from "./first-round-trip";
import { FRESH_PAGES, type FreshRow, freshTarget, MACHINERY, type MachineryRow } from "./fresh-query";
import { BASELINE_REF, baselineCommand, compressionChoices, prepareBaseline, rssByMapping, treeRssMb } from "./lean";
import { formatScores, lighthousePaths, runLighthouse, samplePaths } from "./lighthouse";
import { CONNECTIONS, type LoadFigures, type LoadTarget, measure } from "./load";
import { measurePageWeights, PHONE_WITHOUT_JS } from "./page-weight";
import { type GrowthRow, type LoadRow, type Results, resultsMarkdown, type WorkersRow } from "./results";
import { peakRssMb } from "./rss";
import { adminCookie, adminToken } from "./session";

const argv = new Set(process.argv.slice(2));
const CHECK = argv.has("--check");
const FRESH_ONLY = argv.has("--fresh-query") || argv.has("--machinery");
const QUICK = argv.has("--quick");
/** BENCH_BUILD_DIR: another build folder (to measure one build while the next is made). */
const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? "build-bench";
/** `--baseline=<ref>`: the earlier build measured beside this one (issue 17). */
const BASELINE = process.argv.find((arg) => arg.startsWith("--baseline="))?.slice("--baseline=".length) ?? BASELINE_REF;
/** The theme cookie as the site sets it for "dark" (app/routes/.server/theme.ts). */
const THEME_DARK = `sadeli_theme=${encodeURIComponent(Buffer.from(JSON.stringify("dark")).toString("base64"))}`;
/** A server is "idle after start" this long after it first answers /healthz (the sweep and the first backup check settle). */
const SETTLE_MS = 3_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 1 : 3));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? (QUICK ? 500 : 2000));
/** Rendering every request is slower: fewer requests measure it as well. */
const RENDER_REQUESTS = QUICK ? 200 : 500;
/** Pages rendered for every request (a fresh query parameter each time): this many per measurement. */
const FRESH_REQUESTS = Number(process.env.BENCH_FRESH_REQUESTS ?? (QUICK ? 300 : 1000));
const CONTACT_REQUESTS = QUICK ? 500 : 2000;

const CATALOGUE = { products: 1000, gallery: 1000, portfolio: 300, blog: 500, messages: 50_000 } satisfies CatalogueSize;
const GROWTH = { small: 1000, large: 100_000 };
/** A cookie that personalises nothing but makes the request ineligible for the response memo. */
const BYPASS_MEMO = { cookie: "bench=render" };

const log = (message: string) => console.log(`[bench] ${message}`);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each figure over rounds; errors are summed (any error counts). */
function combine(runs: LoadFigures[]): LoadFigures {
  return {
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    reqPerSec: median(runs.map((run) => run.reqPerSec)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    ...(runs.every((run) => run.cpuMsPerRequest !== undefined) ? { cpuMsPerRequest: median(runs.map((run) => run.cpuMsPerRequest!)) } : {}),
    statusCodes: runs.reduce<Record<string, number>>((all, run) => {
      for (const [code, count] of Object.entries(run.statusCodes)) all[code] = (all[code] ?? 0) + count;
      return all;
    }, {}),
  };
}

/**
 * Runs every (server, target) pair once per round, in the same order each round, after a
 * warm-up, and returns the medians in the order given.
 */
async function measureSideBySide(pairs: Array<{ url: string; target: LoadTarget; amount: number; pid?: number }>, rounds = ROUNDS): Promise<LoadFigures[]> {
  for (const { url, target } of pairs) await measure(url, target, 200);
  const runs: LoadFigures[][] = pairs.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [index, { url, target, amount, pid }] of pairs.entries()) {
      runs[index]!.push(await measure(url, target, amount, pid));
    }
  }
  return runs.map(combine);
}

function currentCommit(): string {
  const commit = execSync("git rev-parse --short HEAD").toString().trim();
  const dirty = execSync("git status --porcelain --untracked-files=no").toString().trim() !== "";
  return dirty ? `${commit} (with uncommitted changes in the tree)` : commit;
}

function build() {
  log(`building into ${BUILD_DIR}`);
  execSync("npx react-router build", { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, BUILD_DIR } });
}

/** A seeded database grown to `size`, in a folder of its own. */
async function prepareData(name: string, size: CatalogueSize): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sadeli-bench-${name}-`));
  const seeding = await startServer({ dataDir, buildDir: BUILD_DIR });
  await seeding.stop();
  const started = Date.now();
  fillCatalogue(seeding.databasePath, size);
  log(`${name}: filled ${JSON.stringify(size)} in ${Date.now() - started} ms`);
  return dataDir;
}

const serve = (dataDir: string, workers = 1) => startServer({ dataDir, buildDir: BUILD_DIR, env: { WEB_CONCURRENCY: String(workers) } });

/**
 * The home page's HTML as a static file served by the same server (express.static). The folder
 * is made before the server starts: it serves only the names its build folder held at start.
 */
const STATIC_FOLDER = path.join(BUILD_DIR, "client", "bench-static");

async function publishStaticCopy(server: ServerProcess): Promise<string> {
  const html = await (await fetch(`${server.url}/`)).text();
  fs.writeFileSync(path.join(STATIC_FOLDER, "home.html"), html);
  return "/bench-static/home.html";
}

async function mainPhase(dataDir: string) {
  fs.mkdirSync(STATIC_FOLDER, { recursive: true });
  const server = await serve(dataDir);
  try {
    const { product, post } = await samplePaths(server.url);
    const staticPath = await publishStaticCopy(server);
    const token = await adminToken(server.url);
    const pages = ["/", "/products", product, "/gallery", "/blog", post];
    const targets: Array<{ target: LoadTarget; kind: LoadRow["kind"] }> = [
      ...pages.map((page) => ({ target: { name: page, path: page }, kind: "page" as const })),
      { target: { name: "static copy of /", path: staticPath }, kind: "static" },
      { target: { name: "/api/products/", path: "/api/products/" }, kind: "json" },
      { target: { name: "/api/manage_data/Product/", path: "/api/manage_data/Product/", headers: { authorization: `Bearer ${token}` } }, kind: "json" },
    ];
    log("throughput: pages, static copy and JSON lists");
    const figures = await measureSideBySide(targets.map(({ target }) => ({ url: server.url, target, amount: REQUESTS })));
    log("throughput: the same pages rendered on every request");
    const rendered = await measureSideBySide(
      pages.map((page) => ({ url: server.url, target: { name: page, path: page, headers: BYPASS_MEMO }, amount: RENDER_REQUESTS })),
      1,
    );
    const load: LoadRow[] = targets.map(({ target, kind }, index) => ({
      name: target.name,
      kind,
      ...figures[index]!,
      render: kind === "page" ? rendered[pages.indexOf(target.path)] : undefined,
    }));
    const staticRow = load.find((row) => row.kind === "static")!;
    const staticRatio = load
      .filter((row) => row.kind === "page")
      .map((row) => ({
        name: row.name,
        ssrOverStatic: row.reqPerSec / staticRow.reqPerSec,
        renderOverStatic: row.render ? row.render.reqPerSec / staticRow.reqPerSec : undefined,
      }));

    log("POST /contact");
    const before = countRows(server.databasePath, "contact_messages");
    const body = new URLSearchParams({
      name: "Bench Visitor",
      email: "bench.visitor@example.in",
      phone: "",
      message_type: "inquiry",
      subject: "Price of a sadeli jewellery box",
      message: "Namaste, what does the medium jewellery box cost with delivery to Pune?",
    }).toString();
    const contactFigures = await measure(
      server.url,
      {
        name: "POST /contact",
        path: "/contact",
        method: "POST",
        body,
        expect: [302],
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      },
      CONTACT_REQUESTS,
    );
    const stored = countRows(server.databasePath, "contact_messages") - before;
    const contact = { ...contactFigures, acknowledged: contactFigures.statusCodes["302"] ?? 0, stored };
    const rss = peakRssMb(server.child.pid!);
    const endOfLoad = treeRssMb(server.child.pid!);

    log("page weight on a mobile viewport");
    // Issue 19: the Gujarati and Hindi pages are held to the same budgets (their copy comes with the page's data).
    const pageWeights = await measurePageWeights(server.url, [
      "/",
      "/about",
      "/products",
      product,
      "/gallery",
      "/portfolio",
      "/blog",
      post,
      "/contact",
      "/gu",
      "/hi",
      "/gu/products",
      `/hi${product}`,
      `/gu${post}`,
      "/hi/contact",
    ]);
    log("page weight with JavaScript off, 390 px at 2x");
    const pageWeightsWithoutJs = await measurePageWeights(server.url, Object.keys(BUDGETS.withoutJsTotalBytes), PHONE_WITHOUT_JS);

    let lighthouse: Results["lighthouse"];
    if (!argv.has("--no-lighthouse")) {
      log("Lighthouse (mobile)");
      lighthouse = await runLighthouse(server.url, lighthousePaths({ product, post }));
      console.log(formatScores(lighthouse));
    }
    log("the first round trip: what the HTML's first 14 KB paint");
    const firstRoundTrip = await measureFirstRoundTrips(server.url, lighthousePaths({ product, post }));
    console.log(formatFirstRoundTrips(firstRoundTrip));
    return { load, staticRatio, contact, peakRssMb: rss, endOfLoad, pageWeights, pageWeightsWithoutJs, lighthouse, firstRoundTrip, product };
  } finally {
    await server.stop();
    fs.rmSync(path.join(BUILD_DIR, "client", "bench-static"), { recursive: true, force: true });
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/**
 * Issue 17: this build against the baseline's (BASELINE, run its own way: node with tsx) on one
 * database, side by side: memory idle after start, and the pages that are rendered for each
 * request (a signed-in person's /products and /panel/products) or were (a theme cookie).
 */
async function leanPhase(dataDir: string): Promise<Omit<NonNullable<Results["lean"]>, "endOfLoad">> {
  const baselineDir = prepareBaseline(BASELINE, log);
  const lean = await serve(dataDir);
  await settle();
  const leanIdle = treeRssMb(lean.child.pid!);
  const leanMappings = rssByMapping(lean.child.pid!);
  const base = await startServer({ dataDir, command: baselineCommand(baselineDir) });
  try {
    await settle();
    const baseIdle = treeRssMb(base.child.pid!);
    const servers = [lean, base];
    const cookies = await Promise.all(servers.map((server) => adminCookie(server.url)));
    const targets = [
      { name: "/products (signed in)", path: "/products", cookie: (index: number) => cookies[index]!, budgeted: true },
      { name: "/panel/products (signed in)", path: "/panel/products", cookie: (index: number) => cookies[index]!, budgeted: true },
      { name: "/products (theme cookie)", path: "/products", cookie: () => THEME_DARK, budgeted: true },
      // A first view: the session with a cookie beside it that keeps the page out of the memo.
      {
        name: "/products (signed in, rendered each time)",
        path: "/products",
        cookie: (index: number) => `${cookies[index]!}; ${BYPASS_MEMO.cookie}`,
        budgeted: false,
      },
      {
        name: "/panel/products (signed in, rendered each time)",
        path: "/panel/products",
        cookie: (index: number) => `${cookies[index]!}; ${BYPASS_MEMO.cookie}`,
        budgeted: false,
      },
    ];
    log(`rendered pages: this build against ${BASELINE}, side by side`);
    const figures = await measureSideBySide(
      targets.flatMap((target) =>
        servers.map((server, index) => ({
          url: server.url,
          target: { name: target.name, path: target.path, headers: { cookie: target.cookie(index) } },
          amount: RENDER_REQUESTS,
        })),
      ),
    );
    const html = await (await fetch(`${lean.url}/products`, { headers: { cookie: cookies[0]!, "accept-encoding": "identity" } })).text();
    return {
      baseline: execSync(`git rev-parse --short ${BASELINE}`).toString().trim(),
      idle: { lean: leanIdle, baseline: baseIdle, leanMappings },
      rendered: targets.map((target, index) => ({
        name: target.name,
        lean: figures[index * 2]!,
        baseline: figures[index * 2 + 1]!,
        budgeted: target.budgeted,
      })),
      compression: { htmlKb: Buffer.byteLength(html) / 1024, rows: compressionChoices(html) },
    };
  } finally {
    await lean.stop();
    await base.stop();
  }
}

/** The same pages on one worker and on two, alternating, on one database. */
async function workersPhase(dataDir: string, product: string): Promise<WorkersRow[]> {
  const one = await serve(dataDir, 1);
  const two = await serve(dataDir, 2);
  try {
    const targets: LoadTarget[] = [
      { name: "/products (memo)", path: "/products" },
      { name: "/products (rendered)", path: "/products", headers: BYPASS_MEMO },
      { name: `${product} (rendered)`, path: product, headers: BYPASS_MEMO },
      { name: "/api/products/", path: "/api/products/" },
    ];
    const pairs = targets.flatMap((target) => [
      { url: one.url, target, amount: target.headers ? RENDER_REQUESTS : REQUESTS },
      { url: two.url, target, amount: target.headers ? RENDER_REQUESTS : REQUESTS },
    ]);
    const figures = await measureSideBySide(pairs);
    return targets.map((target, index) => ({ name: target.name, one: figures[index * 2]!, two: figures[index * 2 + 1]! }));
  } finally {
    await one.stop();
    await two.stop();
  }
}

/** /products (rendered) and /panel/notifications with 1,000 and with 100,000 rows, alternating. */
async function growthPhase(): Promise<GrowthRow[]> {
  const small = await prepareData("small", { products: GROWTH.small, messages: GROWTH.small });
  const large = await prepareData("large", { products: GROWTH.large, messages: GROWTH.large });
  const servers = [await serve(small), await serve(large)];
  try {
    const cookies = await Promise.all(servers.map((server) => adminCookie(server.url)));
    const paths = ["/products", "/panel/notifications"];
    const pairs = paths.flatMap((page) =>
      servers.map((server, index) => ({
        url: server.url,
        // The panel needs the admin's session; both get a cookie that keeps the page out of the memo.
        target: { name: page, path: page, headers: { cookie: page.startsWith("/panel") ? `${cookies[index]!}; ${BYPASS_MEMO.cookie}` : BYPASS_MEMO.cookie } },
        amount: RENDER_REQUESTS,
      })),
    );
    const figures = await measureSideBySide(pairs);
    return paths.map((page, index) => {
      const [smallFigures, largeFigures] = [figures[index * 2]!, figures[index * 2 + 1]!];
      return {
        path: page,
        smallRows: GROWTH.small,
        largeRows: GROWTH.large,
        small: smallFigures,
        large: largeFigures,
        ratio: largeFigures.p50 / smallFigures.p50,
      };
    });
  } finally {
    for (const server of servers) await server.stop();
    for (const dir of [small, large]) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Issue 30: `/` and `/products` rendered for every request (a fresh query parameter each time), anonymous and signed in. */
async function freshPhase(dataDir: string): Promise<FreshRow[]> {
  const server = await serve(dataDir);
  try {
    const cookie = await adminCookie(server.url);
    const targets = [...FRESH_PAGES.map((page) => freshTarget(page)), { ...freshTarget("/products", { cookie }), name: "/products (fresh query, signed in)" }];
    const figures = await measureSideBySide(targets.map((target) => ({ url: server.url, target, amount: FRESH_REQUESTS, pid: server.child.pid })));
    return targets.map((target, index) => ({ name: target.name, ...figures[index]! }));
  } finally {
    await server.stop();
  }
}

/** The largest script of the build, as a page links it. */
function largestAsset(): string {
  const folder = path.join(BUILD_DIR, "client", "assets");
  const scripts = fs.readdirSync(folder).filter((name) => name.endsWith(".js"));
  const largest = scripts.sort((a, b) => fs.statSync(path.join(folder, b)).size - fs.statSync(path.join(folder, a)).size)[0]!;
  return `/assets/${largest}`;
}

/** Each piece of speed machinery on and off (bench/fresh-query.ts), two servers on one database, side by side. */
async function machineryPhase(dataDir: string): Promise<MachineryRow[]> {
  const rows: MachineryRow[] = [];
  const sample = { asset: largestAsset() };
  for (const plan of MACHINERY) {
    log(`machinery: ${plan.piece}`);
    const on = await startServer({ dataDir, buildDir: BUILD_DIR, env: { WEB_CONCURRENCY: plan.piece === "workers" ? "2" : "1" } });
    const off = await startServer({ dataDir, buildDir: BUILD_DIR, env: { WEB_CONCURRENCY: "1", ...plan.without } });
    try {
      const targets = plan.targets(on, sample);
      const amount = (target: { idReplacement?: boolean; path: string }) => (target.idReplacement || target.path === "/" ? FRESH_REQUESTS : REQUESTS);
      const figures = await measureSideBySide(
        targets.flatMap((target) => [
          // Two workers: their CPU is not counted (the primary's pid is not theirs).
          { url: on.url, target, amount: amount(target), pid: plan.piece === "workers" ? undefined : on.child.pid },
          { url: off.url, target, amount: amount(target), pid: off.child.pid },
        ]),
      );
      targets.forEach((target, index) =>
        rows.push({ piece: plan.piece, target: target.name, with: figures[index * 2]!, without: figures[index * 2 + 1]!, note: plan.note }),
      );
    } finally {
      await on.stop();
      await off.stop();
    }
  }
  return rows;
}

/** --fresh-query [--machinery]: those sections measured anew, the rest of the last results kept. */
async function freshOnly() {
  if (!argv.has("--no-build")) build();
  const dataDir = await prepareData("catalogue", CATALOGUE);
  try {
    const previous = fs.existsSync("bench/results.json") ? (JSON.parse(fs.readFileSync("bench/results.json", "utf8")) as Results) : undefined;
    if (!previous) throw new Error("bench/results.json is missing: run the whole bench once (npm run bench)");
    log("pages rendered on every request (a fresh query parameter each time)");
    const fresh = { commit: currentCommit(), measuredAt: new Date().toISOString(), machine: machine(), rows: await freshPhase(dataDir) };
    console.log(
      fresh.rows.map((row) => `${row.name}: ${row.reqPerSec.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors} errors`).join("\n"),
    );
    const machinery = argv.has("--machinery")
      ? { commit: fresh.commit, measuredAt: fresh.measuredAt, machine: machine(), rows: await machineryPhase(dataDir) }
      : previous.machinery;
    const results: Results = { ...previous, fresh, machinery };
    results.budgets = checkBudgets(results);
    writeResults(results, (line) => line.budget.includes("fresh query"));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const machine = () =>
  `${os.cpus().length} cores, Node ${process.version}, load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ")} at the end`;

/** results.json and results.md; with --check, exit 1 when a budget (of those `checked`) is missed. */
function writeResults(results: Results, checked: (line: Results["budgets"][number]) => boolean = () => true) {
  fs.writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync("bench/results.md", resultsMarkdown(results));
  console.log(resultsMarkdown(results));
  const missed = results.budgets.filter((line) => checked(line) && !line.pass);
  if (CHECK && missed.length > 0) {
    console.error(`[bench] ${missed.length} budget(s) missed: ${missed.map((line) => `${line.budget} (${line.measured})`).join("; ")}`);
    process.exitCode = 1;
  }
}

async function main() {
  if (FRESH_ONLY) return freshOnly();
  if (!argv.has("--no-build")) build();
  const commit = currentCommit();
  const measuredAt = new Date().toISOString();
  const dataDir = await prepareData("catalogue", CATALOGUE);
  try {
    const lean = await leanPhase(dataDir);
    const main = await mainPhase(dataDir);
    log("1 worker against 2");
    const workers = await workersPhase(dataDir, main.product);
    log("latency as tables grow");
    const growth = await growthPhase();
    log("pages rendered on every request (a fresh query parameter each time)");
    const fresh = { commit, measuredAt, machine: machine(), rows: await freshPhase(dataDir) };
    const previous = fs.existsSync("bench/results.json") ? (JSON.parse(fs.readFileSync("bench/results.json", "utf8")) as Results) : undefined;

    const results: Results = {
      commit,
      measuredAt,
      machine: machine(),
      settings: { connections: CONNECTIONS, rounds: ROUNDS, requests: REQUESTS, catalogue: CATALOGUE },
      load: main.load,
      staticRatio: main.staticRatio,
      contact: main.contact,
      peakRssMb: main.peakRssMb,
      lean: { ...lean, endOfLoad: main.endOfLoad },
      pageWeights: main.pageWeights,
      pageWeightsWithoutJs: main.pageWeightsWithoutJs,
      growth,
      workers,
      lighthouse: main.lighthouse,
      firstRoundTrip: main.firstRoundTrip,
      fresh,
      // Measured by --machinery only (it takes a while): the last such measurement is kept.
      machinery: previous?.machinery,
      budgets: [],
    };
    results.budgets = checkBudgets(results);
    writeResults(results);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
