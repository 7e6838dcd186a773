/**
 * Issue 13, part 5: one public origin. Every absolute URL the site writes comes from PUBLIC_URL,
 * never from the request's Host header (which any client sets, and which answers marked
 * `Cache-Control: public` would otherwise carry to every visitor of a shared cache).
 */
import http from "node:http";

import { startServer } from "../support/server-process";
import { expect, test } from "./fixtures";

const EVIL = "evil.example";

/** A GET with a Host header of the client's choosing (fetch does not let a caller set it). */
function getWithHost(baseURL: string, path: string, host: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path, headers: { Host: host, "X-Forwarded-Host": host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
}

test("a made-up Host header never reaches a link: robots.txt, sitemap.xml, canonical, og:url, API next links, OpenAPI", async ({ baseURL }) => {
  const origin = baseURL!;
  const targets = ["/robots.txt", "/sitemap.xml", "/", "/products", "/blog", "/api/products/?page_size=1", "/api/openapi.json"];
  for (const path of targets) {
    // Twice: the second answer may come from the page memo.
    for (let round = 0; round < 2; round++) {
      const { status, body } = await getWithHost(origin, path, EVIL);
      expect(status, path).toBe(200);
      expect(body, path).not.toContain(EVIL);
    }
  }
  const robots = await getWithHost(origin, "/robots.txt", EVIL);
  expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
  const page = await getWithHost(origin, "/products", EVIL);
  expect(page.body).toContain(`<link rel="canonical" href="${origin}/products"`);
  expect(page.body).toContain(`property="og:url" content="${origin}/products"`);
  const list = JSON.parse((await getWithHost(origin, "/api/products/?page_size=1", EVIL)).body) as { next: string | null };
  expect(list.next).toBe(`${origin}/api/products/?page_size=1&page=2`);
});

test("production without PUBLIC_URL stops at start with a message that says what to set", async () => {
  let failure = "";
  try {
    const server = await startServer({ env: { PUBLIC_URL: "" } });
    await server.stop();
  } catch (error) {
    failure = String(error);
  }
  expect(failure).toContain("PUBLIC_URL must be set in production");
  expect(failure).not.toMatch(/\n\s+at /);
});
