/**
 * A signed-in person's page is a variant of it (issue 17): the memo (server/response-cache.ts)
 * answers the same person's repeated request for the same page, checks the session on every
 * request, never gives one person's page to another, and renders every time a page whose route
 * set its own policy. The session rule itself (sessionMemoVariant) is checked against a real
 * SQLite file below.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { revokeUserSessions } from "~/.server/accounts/sessions";
import { db, schema } from "~/.server/db";
import { sessionMemoVariant, startBrowserSession } from "~/routes/.server/auth";
import { themeHeader } from "~/routes/.server/theme";

import { cacheControl, SIGNED_IN } from "../../server/cache-control";
import { responseCache } from "../../server/response-cache";
import { createUser } from "../support/factories";

const directory = fs.mkdtempSync(path.join(os.tmpdir(), "sadeli-memo-person-"));
const databasePath = path.join(directory, "memo.db");
const writer = new Database(databasePath);
writer.exec("create table notes (text text)");

/** Who each test cookie is: a live session, until a test ends it. */
const live = new Map([
  ["sadeli_session=asha", "user:1"],
  ["sadeli_session=bharat", "user:2"],
]);

let renders = 0;
let baseUrl = "";
let server: ReturnType<express.Express["listen"]>;
let memo: ReturnType<typeof responseCache>;

beforeAll(async () => {
  memo = responseCache(databasePath, { sessionVariant: async (cookie) => live.get(cookie) ?? null });
  const app = express();
  app.use(memo.serve);
  app.use(memo.capture);
  app.use(cacheControl());
  // As a loader would: the person is read from the cookie, and the page shows who it is for.
  app.get(["/page", "/export"], (request, response) => {
    renders += 1;
    const cookie = request.headers.cookie ?? "";
    const person = [...live].find(([pair]) => cookie.includes(pair))?.[1] ?? "nobody";
    if (request.path === "/export") response.setHeader("cache-control", "no-store");
    // As React Router answers: the body written (headers and their policy go with it), then ended.
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.write(`<p>${person} ${cookie.includes("sadeli_theme") ? "themed" : "plain"}`);
    response.end("</p>");
  });
  await new Promise<void>((resolve) => (server = app.listen(0, "127.0.0.1", () => resolve())));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  memo.close();
  writer.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

async function ask(cookie: string, pathname = "/page") {
  const response = await fetch(baseUrl + pathname, { headers: { cookie } });
  return { text: await response.text(), cacheControl: response.headers.get("cache-control") };
}

describe("a signed-in person's page in the memo", () => {
  it("renders once for the same person and answers the rest from the memo, still private and unstored", async () => {
    renders = 0;
    const first = await ask("sadeli_session=asha");
    const again = await ask("sadeli_session=asha");
    const third = await ask("sadeli_session=asha");
    expect([first.text, again.text, third.text]).toEqual(["<p>user:1 plain</p>", "<p>user:1 plain</p>", "<p>user:1 plain</p>"]);
    expect(renders).toBe(1);
    expect(again.cacheControl).toBe(SIGNED_IN);
  });

  it("never gives one person's page to another", async () => {
    renders = 0;
    expect((await ask("sadeli_session=bharat")).text).toBe("<p>user:2 plain</p>");
    expect((await ask("sadeli_session=asha")).text).toBe("<p>user:1 plain</p>");
    expect(renders).toBe(1);
  });

  it("keeps the theme as a variant of the person's page", async () => {
    const theme = (await themeHeader("dark")).split(";")[0]!;
    renders = 0;
    expect((await ask(`sadeli_session=asha; ${theme}`)).text).toBe("<p>user:1 themed</p>");
    expect((await ask(`${theme}; sadeli_session=asha`)).text).toBe("<p>user:1 themed</p>");
    expect(renders).toBe(1);
  });

  it("renders every time when the session cookie comes with any other cookie", async () => {
    renders = 0;
    await ask("sadeli_session=asha; sadeli_toast=abc");
    await ask("sadeli_session=asha; sadeli_toast=abc");
    expect(renders).toBe(2);
  });

  it("renders every time a page whose route set its own policy (a data export)", async () => {
    renders = 0;
    await ask("sadeli_session=asha", "/export");
    await ask("sadeli_session=asha", "/export");
    expect(renders).toBe(2);
  });

  it("answers nothing from the memo once the session has ended, even with nothing committed", async () => {
    await ask("sadeli_session=bharat");
    live.delete("sadeli_session=bharat");
    renders = 0;
    expect((await ask("sadeli_session=bharat")).text).toBe("<p>nobody plain</p>");
    expect(renders).toBe(1);
  });

  it("renders again after a commit", async () => {
    await ask("sadeli_session=asha");
    writer.prepare("insert into notes values ('x')").run();
    renders = 0;
    await ask("sadeli_session=asha");
    expect(renders).toBe(1);
  });
});

describe("sessionMemoVariant (the loaders' own session check)", () => {
  async function signIn() {
    const user = createUser();
    const redirect = await startBrowserSession(new Request("http://localhost/login"), user, "/");
    return { user, cookie: redirect.headers.get("set-cookie")!.split(";")[0]! };
  }

  it("names the person behind a live browser session", async () => {
    const { user, cookie } = await signIn();
    expect(await sessionMemoVariant(cookie)).toBe(`user:${user.id}`);
  });

  it("is null with any other cookie beside it, a forged value, or no session cookie", async () => {
    const { cookie } = await signIn();
    expect(await sessionMemoVariant(`${cookie}; other=1`)).toBeNull();
    expect(await sessionMemoVariant(`${cookie.split("=")[0]}=forged`)).toBeNull();
    expect(await sessionMemoVariant("sadeli_toast=abc")).toBeNull();
  });

  it("names the person with the device cookie beside the session (it changes no page), and only then", async () => {
    const user = createUser();
    const redirect = await startBrowserSession(new Request("http://localhost/login"), user, "/");
    const [session, device] = redirect.headers.getSetCookie().map((header) => header.split(";")[0]!);
    expect(device).toMatch(/^sadeli_device=/);
    expect(await sessionMemoVariant(`${session}; ${device}`)).toBe(`user:${user.id}`);
    expect(await sessionMemoVariant(`${device}; ${session}`)).toBe(`user:${user.id}`);
    expect(await sessionMemoVariant(device!)).toBeNull();
    expect(await sessionMemoVariant(`${session}; ${device}; other=1`)).toBeNull();
  });

  it("is null once the sessions are ended or the account is no longer approved", async () => {
    const ended = await signIn();
    revokeUserSessions(ended.user.id);
    expect(await sessionMemoVariant(ended.cookie)).toBeNull();
    const disabled = await signIn();
    db().update(schema.users).set({ account_status: "rejected" }).where(eq(schema.users.id, disabled.user.id)).run();
    expect(await sessionMemoVariant(disabled.cookie)).toBeNull();
  });
});
