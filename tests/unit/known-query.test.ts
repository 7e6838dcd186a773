/**
 * The page memo keeps only pages whose query parameters some page reads
 * (server/known-query.ts). This registry test fails when code reads a query parameter
 * that is not in the list, so a new filter is not silently left out of the memo.
 */
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { KNOWN_QUERY_PARAMETERS, MAX_MEMO_QUERY_LENGTH, queryIsMemoable } from "../../server/known-query";

function sourceFiles(directory: string): string[] {
  return (fs.readdirSync(directory, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("known query parameters", () => {
  it("lists every query parameter the code reads", () => {
    const read = new Set<string>();
    for (const file of sourceFiles(path.resolve("app"))) {
      const text = fs.readFileSync(file, "utf8");
      for (const match of text.matchAll(/(?:searchParams|params)\.(?:get|getAll|has)\("([A-Za-z_]+)"\)/g)) read.add(match[1]!);
    }
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((name) => !KNOWN_QUERY_PARAMETERS.has(name))).toEqual([]);
  });

  it("keeps queries of known parameters, and refuses unknown, repeated or very long ones", () => {
    expect(queryIsMemoable("")).toBe(true);
    expect(queryIsMemoable("?q=inlay&category=2&page=3")).toBe(true);
    expect(queryIsMemoable("utm_source=mail")).toBe(false);
    expect(queryIsMemoable("page=1&page=2")).toBe(false);
    expect(queryIsMemoable(`q=${"a".repeat(MAX_MEMO_QUERY_LENGTH)}`)).toBe(false);
  });
});
