/**
 * Issue 13, part 6: a method the site does not handle (TRACE, WebDAV's PROPFIND and LOCK, SEARCH,
 * a cache's PURGE) is refused with 405 and an Allow header, never a 500 with a stack in the log.
 * Pages answer in text, the API in its JSON error shape. fetch() refuses to send TRACE, so these
 * requests go out through node:http.
 */
import http from "node:http";

import { apiContract, expect, test } from "./fixtures";

function send(baseURL: string, method: string, path: string) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; allow?: string; type?: string; body: string }>((resolve, reject) => {
    const request = http.request({ hostname, port, path, method }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, type: response.headers["content-type"], body }));
    });
    request.on("error", reject);
    request.end();
  });
}

for (const method of ["TRACE", "PROPFIND", "SEARCH", "PURGE", "LOCK", "MKCOL"]) {
  test(`${method} is answered 405 with Allow on pages and on the API`, async ({ baseURL }) => {
    const page = await send(baseURL!, method, "/products");
    expect(page.status).toBe(405);
    expect(page.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(page.body).toBe("Method not allowed.");

    const api = await send(baseURL!, method, "/api/products/");
    expect(api.status).toBe(405);
    expect(api.allow).toContain("GET");
    expect(api.type).toContain("application/json");
    expect(JSON.parse(api.body)).toEqual({ status: false, code: "method_not_allowed", message: "Method not allowed.", errors: {}, codes: {} });
    // As the API's description says: a 405 in the error shape, with Allow.
    (await apiContract()).check({
      method,
      url: new URL("/api/products/", baseURL).href,
      status: api.status,
      headers: { "content-type": api.type ?? "", allow: api.allow ?? "" },
      body: api.body,
    });
  });
}
