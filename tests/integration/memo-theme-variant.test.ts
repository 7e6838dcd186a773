/**
 * A theme cookie is a variant of a page, not something personal (issue 17): a request whose only
 * cookie is the theme cookie the site sets (themeHeader) is answered from the page memo under its
 * variant, light apart from dark apart from none, and stays `private` for shared caches; any
 * other cookie, or a made-up theme value, is rendered every time.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import Database from "better-sqlite3";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { readTheme, themeHeader } from "~/routes/.server/theme";

import { cacheControl, PERSONAL } from "../../server/cache-control";
import { memoVariant, responseCache } from "../../server/response-cache";

const directory = fs.mkdtempSync(path.join(os.tmpdir(), "sadeli-memo-theme-"));
const databasePath = path.join(directory, "memo.db");
new Database(databasePath).close();

let renders = 0;
let baseUrl = "";
let server: ReturnType<express.Express["listen"]>;
let memo: ReturnType<typeof responseCache>;

beforeAll(async () => {
  memo = responseCache(databasePath);
  const app = express();
  app.use(memo.serve);
  app.use(memo.capture);
  app.use(cacheControl());
  // As React Router answers: the theme read from the cookie, the body written, then ended.
  app.get("/page", async (request, response) => {
    renders += 1;
    const theme = await readTheme(new Request("http://localhost/page", { headers: { cookie: request.headers.cookie ?? "" } }));
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.write(`<html data-theme="${theme}">`);
    response.end("</html>");
  });
  await new Promise<void>((resolve) => (server = app.listen(0, "127.0.0.1", () => resolve())));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  memo.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

/** The cookie a browser sends back after the theme form set it. */
const themeCookie = async (theme: "light" | "dark") => (await themeHeader(theme)).split(";")[0]!;

async function ask(cookie?: string) {
  const response = await fetch(`${baseUrl}/page`, { headers: cookie ? { cookie } : {} });
  return { text: await response.text(), cacheControl: response.headers.get("cache-control") };
}

describe("the theme cookie as a memo variant", () => {
  it("knows exactly the two values the site sets", async () => {
    expect(memoVariant(await themeCookie("dark"))).toBe("dark");
    expect(memoVariant(await themeCookie("light"))).toBe("light");
    expect(memoVariant(undefined)).toBe("");
    expect(memoVariant("sadeli_theme=InN5c3RlbSI%3D")).toBeUndefined();
    expect(memoVariant(`${await themeCookie("dark")}; other=1`)).toBeUndefined();
  });

  it("renders each variant once and answers the rest from the memo, each with its own theme", async () => {
    const dark = await themeCookie("dark");
    const light = await themeCookie("light");
    renders = 0;
    const answers = [];
    for (let round = 0; round < 3; round++) {
      for (const cookie of [dark, light, undefined]) answers.push({ cookie, ...(await ask(cookie)) });
    }
    expect(renders).toBe(3);
    for (const answer of answers) {
      const theme = answer.cookie === dark ? "dark" : answer.cookie === light ? "light" : "system";
      expect(answer.text).toBe(`<html data-theme="${theme}"></html>`);
      // A CDN never keeps a page made for a cookie; the memo does, in this process.
      if (answer.cookie) expect(answer.cacheControl).toBe(PERSONAL);
      else expect(answer.cacheControl).toContain("public");
    }
  });

  it("renders every time for any other cookie or a made-up theme value", async () => {
    renders = 0;
    for (let round = 0; round < 3; round++) {
      await ask(`${await themeCookie("dark")}; sadeli_session=abc`);
      await ask("sadeli_theme=bm90LWEtdGhlbWU%3D");
    }
    expect(renders).toBe(6);
  });
});
