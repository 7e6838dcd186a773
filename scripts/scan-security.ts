/**
 * npm run scan:security: the wapiti web scanner (Debian's package) against the production build
 * on a server of its own with a fresh database, as a guest (and, with --admin, signed in as the
 * administrator). Writes security-report/wapiti-<who>.json (wapiti's report), the server's log,
 * and security-report/summary.md; prints the summary. Exits 1 when the scanner reports a finding
 * that docs/security.md does not explain (the EXPLAINED list below), or the server answered 5xx.
 *
 *   npm run scan:security                       guest scan, about 8 minutes
 *   npm run scan:security -- --admin            also a scan signed in as the administrator
 *   npm run scan:security -- --no-build         reuse build-scan/ from an earlier run
 *   SCAN_MINUTES=3 npm run scan:security        shorter
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { type ServerProcess, startServer, TEST_ADMIN } from "../tests/support/server-process";

const BUILD_DIR = "build-scan";
const REPORT_DIR = path.resolve("security-report");
const args = new Set(process.argv.slice(2));
const minutes = Number(process.env.SCAN_MINUTES ?? "8");

/**
 * Wapiti modules run. Left out: ssrf (needs wapiti's endpoint on the internet), nikto and wapp
 * (need downloaded databases), buster and brute_login_form (brute force: the login limits would
 * answer 429 and prove nothing), shellshock (no CGI here).
 */
const MODULES = [
  "backup",
  "blindsql",
  "cookieflags",
  "crlf",
  "csp",
  "csrf",
  "exec",
  "file",
  "htaccess",
  "http_headers",
  "methods",
  "permanentxss",
  "redirect",
  "sql",
  "xss",
  "xxe",
];

/**
 * Findings looked at and explained in docs/security.md ("Scanner"): category, a pattern of the
 * finding's path or text, and the reason. Anything else makes the scan fail.
 */
const EXPLAINED: { category: RegExp; match: RegExp; why: string }[] = [
  {
    category: /HTTP Secure Headers/,
    match: /X-XSS-Protection/,
    why: "Sent as `X-XSS-Protection: 0` on purpose (helmet): the browsers' XSS auditor is gone and could be abused; the nonce CSP is the protection",
  },
  {
    category: /HTTP Secure Headers/,
    match: /Strict-Transport-Security/,
    why: "The scan is over plain HTTP; HSTS is sent for HTTPS through a trusted proxy (security-headers-walk.spec.ts, HSTS)",
  },
  {
    category: /Cross Site Request Forgery/,
    match: /anti CSRF token/,
    why: "No tokens by design: SameSite=Lax and the Sec-Fetch-Site/Origin/Referer check refuse cross-site posts with 403 (sessions-csrf-redirects.spec.ts); wapiti sends no cross-site header, so it cannot see it",
  },
];

type WapitiFinding = { method: string; path: string; info: string; level: number; parameter: string; http_request?: string; wstg?: string[] };
type WapitiReport = {
  vulnerabilities: Record<string, WapitiFinding[]>;
  anomalies: Record<string, WapitiFinding[]>;
  additionals?: Record<string, WapitiFinding[]>;
  infos?: Record<string, unknown>;
};

function requireWapiti() {
  const probe = spawnSync("wapiti", ["--version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    console.error("wapiti is not installed. On Debian or Ubuntu: sudo apt-get install wapiti (then run this again).");
    process.exit(2);
  }
  return (/Wapiti[- ]?(\d+\.\d+\.\d+)/i.exec(probe.stdout + probe.stderr)?.[1] ?? "unknown").trim();
}

function build() {
  if (args.has("--no-build") && fs.existsSync(path.join(BUILD_DIR, "server", "index.js"))) return;
  console.log(`Building into ${BUILD_DIR}/ ...`);
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR } });
  if (result.status !== 0) throw new Error("The build failed");
}

async function adminCookie(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/login`, {
    method: "POST",
    body: new URLSearchParams({ user_email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
    redirect: "manual",
  });
  const cookie = response.headers.getSetCookie().find((value) => value.includes("sadeli_session="));
  if (response.status !== 302 || !cookie) throw new Error(`Admin login for the scan failed (${response.status})`);
  return cookie.split(";")[0]!;
}

function runWapiti(url: string, who: string, extra: string[]): WapitiReport {
  const output = path.join(REPORT_DIR, `wapiti-${who}.json`);
  const session = path.join(REPORT_DIR, "session");
  const wapitiArgs = [
    "-u",
    url,
    "--scope",
    "folder",
    "-m",
    MODULES.join(","),
    "--max-scan-time",
    String(minutes * 60),
    "--max-attack-time",
    String(Math.max(30, Math.round((minutes * 60) / 8))),
    "-d",
    "4",
    "--max-links-per-page",
    "40",
    "--max-files-per-dir",
    "40",
    "--max-parameters",
    "12",
    "-t",
    "15",
    "--flush-session",
    "--store-session",
    session,
    "--store-config",
    session,
    "--no-bugreport",
    "-v",
    "1",
    "-f",
    "json",
    "-o",
    output,
    // wapiti asks for brotli but Debian's python3-requests cannot decode it without python3-brotli:
    // the pages would arrive as undecodable bytes and no link would be crawled.
    "-H",
    "Accept-Encoding: gzip, deflate",
    ...extra,
  ];
  // The admin scan's session cookie is a credential: not printed.
  console.log(`wapiti ${wapitiArgs.map((arg) => arg.replace(/^(Cookie: [^=]+=).*/, "$1[redacted]")).join(" ")}`);
  const started = Date.now();
  const result = spawnSync("wapiti", wapitiArgs, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: (minutes + 5) * 60_000 });
  fs.writeFileSync(path.join(REPORT_DIR, `wapiti-${who}.log`), `${result.stdout ?? ""}\n${result.stderr ?? ""}`);
  console.log(`wapiti (${who}) finished in ${Math.round((Date.now() - started) / 1000)} s with exit code ${result.status}`);
  if (!fs.existsSync(output)) throw new Error(`wapiti wrote no report; see ${path.join(REPORT_DIR, `wapiti-${who}.log`)}`);
  return JSON.parse(fs.readFileSync(output, "utf8")) as WapitiReport;
}

type Row = { who: string; kind: "vulnerability" | "anomaly" | "additional"; category: string; finding: WapitiFinding; why?: string };

function rowsOf(who: string, report: WapitiReport): Row[] {
  const rows: Row[] = [];
  const take = (kind: Row["kind"], groups: Record<string, WapitiFinding[]> | undefined) => {
    for (const [category, findings] of Object.entries(groups ?? {})) {
      for (const finding of findings) {
        const text = `${finding.method} ${finding.path} ${finding.parameter} ${finding.info}`;
        const why = EXPLAINED.find((entry) => entry.category.test(category) && entry.match.test(text))?.why;
        rows.push({ who, kind, category, finding, why });
      }
    }
  };
  take("vulnerability", report.vulnerabilities);
  take("anomaly", report.anomalies);
  take("additional", report.additionals);
  return rows;
}

function serverErrors(log: string): string[] {
  return log.split("\n").filter((line) => /^[A-Z]+ \S+ 5\d\d /.test(line));
}

async function main() {
  const version = requireWapiti();
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  build();
  // Production cookie flags (Secure, __Host-), as a deployment has them; the scanner sends the
  // admin's cookie itself, so plain HTTP does not stop it.
  const server = await startServer({ buildDir: BUILD_DIR, env: { LOG_REQUESTS: "true", COOKIE_SECURE: "true" } });
  console.log(`Server on ${server.url} (data in ${server.dataDir})`);
  const rows: Row[] = [];
  const scans: string[] = [];
  try {
    rows.push(...rowsOf("guest", runWapiti(`${server.url}/`, "guest", [])));
    scans.push("guest");
    if (args.has("--admin")) {
      const cookie = await adminCookie(server);
      // The panel only (scope "folder" of /panel/): the logout form posts to /logout, outside it,
      // so no attack ends the scan's session. (wapiti 3.0.4's -x crashes on Python 3.11.)
      rows.push(...rowsOf("admin", runWapiti(`${server.url}/panel/`, "admin", ["-H", `Cookie: ${cookie}`])));
      scans.push("admin");
    }
  } finally {
    await server.stop();
  }
  const log = server.output();
  fs.writeFileSync(path.join(REPORT_DIR, "server.log"), log);
  const errors = serverErrors(log);
  const requests = log.split("\n").filter((line) => /^[A-Z]+ \S+ \d{3} /.test(line)).length;

  const unexplained = rows.filter((row) => !row.why && row.kind !== "additional");
  const lines = [
    `# Security scan: wapiti ${version}`,
    "",
    `${new Date().toISOString()}; scans: ${scans.join(", ")}; ${minutes} minutes each at most; modules: ${MODULES.join(", ")}.`,
    `The server answered ${requests} requests, ${errors.length} of them with 5xx.`,
    "",
    "| scan | kind | category | method and path | parameter | info | explained |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      ({ who, kind, category, finding, why }) =>
        `| ${who} | ${kind} | ${category} | ${finding.method} ${finding.path} | ${finding.parameter ?? ""} | ${String(finding.info).replace(/\s+/g, " ").replace(/\|/g, "\\|").slice(0, 200)} | ${why ?? "**no**"} |`,
    ),
    rows.length === 0 ? "| | | no findings | | | | |" : "",
    "",
    errors.length ? "## 5xx answers\n\n```\n" + [...new Set(errors.map((line) => line.replace(/ [\d.]+ms$/, "")))].slice(0, 50).join("\n") + "\n```" : "",
  ];
  fs.writeFileSync(path.join(REPORT_DIR, "summary.md"), lines.join("\n"));
  console.log(lines.join("\n"));
  console.log(`\nReports in ${path.relative(process.cwd(), REPORT_DIR)}/ (wapiti-*.json, summary.md, server.log)`);
  if (unexplained.length || errors.length) {
    console.error(`${unexplained.length} finding(s) not explained in docs/security.md, ${errors.length} 5xx answer(s).`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
