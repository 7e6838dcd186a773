/** Who may keep a copy: shareable for anonymous visitors, never for a signed-in person. */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";

import { expect, test } from "./fixtures";
import { adminToken, bearer, E2E_ADMIN } from "./support";

const SHAREABLE = /\bpublic\b.*\bs-maxage=\d+.*\bstale-while-revalidate=\d+/;

test("anonymous public pages are shareable by a CDN and vary on Cookie", async ({ request }) => {
  for (const path of ["/", "/products", "/blog", "/gallery"]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"], path).toMatch(SHAREABLE);
    expect(response.headers()["vary"], path).toMatch(/\bCookie\b/i);
  }
});

test("a signed-in page is never marked shareable", async ({ request, baseURL }) => {
  const login = await request.post("/login", {
    form: { user_email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    headers: { origin: baseURL! },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);
  for (const path of ["/", "/products", "/blog", "/panel", "/panel/notifications", "/sitemap.xml"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const policy = response.headers()["cache-control"] ?? "";
    expect(policy, path).toBe("private, no-store");
    expect(policy, path).not.toMatch(/public|s-maxage/);
  }
});

test("API reads are shareable only without credentials", async ({ request }) => {
  const anonymous = await request.get("/api/products/");
  expect(anonymous.headers()["cache-control"]).toMatch(SHAREABLE);
  const token = adminToken();
  for (const path of ["/api/products/", "/api/manage_data/Product/"]) {
    const response = await request.get(path, { headers: bearer(token) });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
});

test("a visitor with other cookies gets a private copy", async ({ request }) => {
  const response = await request.get("/products", { headers: { cookie: "sadeli_theme=dark" } });
  expect(response.headers()["cache-control"]).toBe("private, no-cache");
});

test("an unchanged page answers If-None-Match with 304 and keeps a fresh nonce otherwise", async ({ request }) => {
  // Other tests write to the same database meanwhile, which may drop the stored copy: retry.
  let revalidated = false;
  for (let attempt = 0; attempt < 10 && !revalidated; attempt++) {
    const first = await request.get("/about");
    const etag = first.headers()["etag"];
    if (!etag) continue;
    const again = await request.get("/about", { headers: { "if-none-match": etag } });
    revalidated = again.status() === 304;
    if (revalidated) expect(again.headers()["content-security-policy"]).toBeUndefined();
  }
  expect(revalidated).toBe(true);
  const nonceOf = async () => /'nonce-([^']+)'/.exec((await request.get("/about")).headers()["content-security-policy"] ?? "")?.[1];
  expect(await nonceOf()).not.toBe(await nonceOf());
});

test("the build's scripts are served compressed at the strongest brotli setting, cached for a year", async ({ baseURL }) => {
  const folder = path.join(process.env.BUILD_DIR ?? "build", "client", "assets");
  const script = fs.readdirSync(folder).find((name) => name.startsWith("entry.client-") && name.endsWith(".js"))!;
  const original = fs.readFileSync(path.join(folder, script));
  const strongest = zlib.brotliCompressSync(original, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  // Twice: the second answer must not be a faster, larger re-compression of the first.
  for (let round = 0; round < 2; round += 1) {
    const answer = await new Promise<{ headers: http.IncomingHttpHeaders; bytes: number }>((resolve, reject) => {
      http
        .get(`${baseURL}/assets/${script}`, { headers: { "Accept-Encoding": "gzip, deflate, br" } }, (response) => {
          let bytes = 0;
          response.on("data", (chunk: Buffer) => (bytes += chunk.length));
          response.on("end", () => resolve({ headers: response.headers, bytes }));
        })
        .on("error", reject);
    });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["cache-control"]).toMatch(/max-age=31536000.*immutable/);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.bytes).toBeLessThanOrEqual(strongest.length + 16);
  }
});
