/**
 * Issue 7, item 7: a dependency with a known advisory that has a fixed version must be at or
 * above that version, installed and in the lockfile (nested copies included). The SQLite engine
 * is checked by asking it, since better-sqlite3 bundles its own copy. When a new advisory is
 * published, add its package and first fixed version here (docs/security.md).
 */
import fs from "node:fs";
import path from "node:path";

import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";

/** Package, first fixed version, and what the advisory was about. */
const MINIMUM_VERSIONS: [string, string, string][] = [
  ["react-router", "7.18.2", "React Router framework-mode advisory fixed in 7.18.2"],
  ["@react-router/node", "7.18.2", "ships in lockstep with react-router"],
  ["@react-router/express", "7.18.2", "ships in lockstep with react-router"],
  ["@react-router/dev", "7.18.2", "ships in lockstep with react-router"],
  ["nodemailer", "9.1.1", "nodemailer advisory fixed in 9.1.1"],
];
const MINIMUM_SQLITE = "3.51.3";

/** Compares x.y.z versions (a pre-release counts as below its release). Negative when a < b. */
function compareVersions(a: string, b: string): number {
  const parse = (version: string) => {
    const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?/.exec(version.trim());
    if (!match) throw new Error(`Not a version: ${version}`);
    return { numbers: [Number(match[1]), Number(match[2]), Number(match[3])], pre: match[4] };
  };
  const left = parse(a);
  const right = parse(b);
  for (let index = 0; index < 3; index++) {
    const difference = left.numbers[index]! - right.numbers[index]!;
    if (difference !== 0) return difference;
  }
  if (left.pre && !right.pre) return -1;
  if (!left.pre && right.pre) return 1;
  return (left.pre ?? "").localeCompare(right.pre ?? "", "en", { numeric: true });
}

const root = path.resolve(import.meta.dirname, "../..");

function installedVersion(name: string): string | undefined {
  const file = path.join(root, "node_modules", name, "package.json");
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version : undefined;
}

describe("compareVersions", () => {
  it.each([
    ["7.18.2", "7.18.2", 0],
    ["7.18.4", "7.18.2", 1],
    ["7.18.1", "7.18.2", -1],
    ["7.9.0", "7.18.2", -1],
    ["10.0.0", "9.1.1", 1],
    ["9.1.0", "9.1.1", -1],
    ["3.53.2", "3.51.3", 1],
    ["3.51.3-beta.1", "3.51.3", -1],
  ] as const)("%s against %s", (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });
});

describe("dependencies with fixed advisories", () => {
  it.each(MINIMUM_VERSIONS)("installed %s is at least %s (%s)", (name, minimum) => {
    const version = installedVersion(name);
    expect(version, `${name} is not installed`).toBeDefined();
    expect(compareVersions(version!, minimum), `${name} ${version} is below ${minimum}`).toBeGreaterThanOrEqual(0);
  });

  it("no copy in the lockfile, nested ones included, is below its fixed version", () => {
    const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
      packages: Record<string, { version?: string }>;
    };
    const found: string[] = [];
    const problems: string[] = [];
    for (const [location, entry] of Object.entries(lock.packages)) {
      for (const [name, minimum] of MINIMUM_VERSIONS) {
        if (!location.endsWith(`node_modules/${name}`) || !entry.version) continue;
        found.push(location);
        if (compareVersions(entry.version, minimum) < 0) problems.push(`${location} ${entry.version} < ${minimum}`);
      }
    }
    expect(found).toContain("node_modules/react-router");
    expect(found).toContain("node_modules/nodemailer");
    expect(problems).toEqual([]);
  });

  it(`the SQLite engine is at least ${MINIMUM_SQLITE}`, () => {
    const database = new Database(":memory:");
    try {
      const { version } = database.prepare("select sqlite_version() as version").get() as { version: string };
      expect(compareVersions(version, MINIMUM_SQLITE), `SQLite ${version} is below ${MINIMUM_SQLITE}`).toBeGreaterThanOrEqual(0);
    } finally {
      database.close();
    }
  });
});
