import Database from "better-sqlite3";
import { chromium } from "@playwright/test";
import { createCookie } from "react-router";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { type AppDatabase, schema } from "~/.server/db";
import { createSession, createUser, factoriesWriteTo, unique } from "../tests/support/factories";
const sqlite = new Database("/tmp/buyer/app.db");
factoriesWriteTo(() => drizzle(sqlite, { schema }) as AppDatabase);
const buyer = createUser({ user_email: `${unique("hdr")}@buyer.example` });
const cookie = createCookie("sadeli_session", { secrets: ["buyer-screenshots-secret-0123456789abcdef"], httpOnly: true, sameSite: "lax", path: "/" });
const serialized = await cookie.serialize(createSession(buyer.id, "browser"));
const value = serialized.slice(serialized.indexOf("=") + 1, serialized.indexOf(";"));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const port of [3472, 3471]) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addCookies([{ name: "sadeli_session", value, url: `http://127.0.0.1:${port}` }]);
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/products`);
  await page.screenshot({ path: `/tmp/buyer/header-${port}.png`, clip: { x: 0, y: 0, width: 1366, height: 90 } });
  await context.close();
}
await browser.close();
