/**
 * keptJson: a list answer written and compressed once per version of the data, in the encoding
 * the client takes, and fresh after any commit.
 */
import zlib from "node:zlib";

import { describe, expect, it } from "vitest";

import { db } from "~/.server/db";
import { preferredEncoding } from "~/routes/.server/content-encoding";
import { keptJson } from "~/routes/api/.server/respond";

const LIST = { count: 200, results: Array.from({ length: 200 }, (_, id) => ({ id, title: `Sadeli box ${id}` })) };

async function bodyOf(response: Response): Promise<unknown> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get("Content-Encoding");
  const text = encoding === "br" ? zlib.brotliDecompressSync(bytes) : encoding === "gzip" ? zlib.gunzipSync(bytes) : bytes;
  return JSON.parse(text.toString("utf8"));
}

const ask = (acceptEncoding: string) => new Request("http://localhost/api/list/", { headers: { "Accept-Encoding": acceptEncoding } });

describe("preferredEncoding", () => {
  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["BR;Q=0.5", "br"],
    ["*", "br"],
    ["*;q=0, gzip;q=0", null],
    ["identity", null],
    ["", null],
  ])("%j takes %j", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe("keptJson", () => {
  it("answers the same JSON in every encoding, with Vary: Accept-Encoding", async () => {
    for (const [header, encoding] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
      ["", null],
    ] as const) {
      const response = keptJson(ask(header), "test.list", () => LIST);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Encoding")).toBe(encoding);
      expect(response.headers.get("Vary")).toBe("Accept-Encoding");
      expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
      expect(await bodyOf(response)).toEqual(LIST);
    }
  });

  it("computes once until the next commit, then afresh", async () => {
    let computed = 0;
    const answer = () => keptJson(ask("br"), "test.counted", () => ({ computed: ++computed, padding: "x".repeat(2000) }));
    expect(await bodyOf(answer())).toMatchObject({ computed: 1 });
    expect(await bodyOf(answer())).toMatchObject({ computed: 1 });
    db().$client.exec("create table if not exists kept_json_probe (n integer); insert into kept_json_probe values (1)");
    expect(await bodyOf(answer())).toMatchObject({ computed: 2 });
  });

  it("sends a small answer as it is", async () => {
    const response = keptJson(ask("br"), "test.small", () => ({ count: 0, results: [] }));
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(await bodyOf(response)).toEqual({ count: 0, results: [] });
  });
});
