import type { Request } from "express";
import { describe, expect, it } from "vitest";

import { isCrossSiteRequest } from "../../server/origin-check";

const HOST = "shop.example";
const OWN = `https://${HOST}`;

/** The few parts of an express Request the check reads; header names are lower case as in Node. */
function fakeRequest(method: string, headers: Record<string, string | undefined> = {}, protocol: "http" | "https" = "https"): Request {
  const lowered: Record<string, string> = { host: HOST };
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) delete lowered[name.toLowerCase()];
    else lowered[name.toLowerCase()] = value;
  }
  return {
    method,
    headers: lowered,
    protocol,
    get(name: string) {
      const key = name.toLowerCase();
      if (key === "referer" || key === "referrer") return lowered.referer ?? lowered.referrer;
      return lowered[key];
    },
  } as unknown as Request;
}

const COOKIE = { cookie: "__Host-session=abc" };

describe("safe methods are never cross-site", () => {
  it.each(["GET", "HEAD", "OPTIONS"])("%s", (method) => {
    expect(
      isCrossSiteRequest(fakeRequest(method, { ...COOKIE, "sec-fetch-site": "cross-site", origin: "https://evil.example", referer: "https://evil.example/x" })),
    ).toBe(false);
  });
});

describe.each(["POST", "PUT", "PATCH", "DELETE"])("unsafe method %s", (method) => {
  it("is refused when Sec-Fetch-Site is cross-site", () => {
    expect(isCrossSiteRequest(fakeRequest(method, { ...COOKIE, "sec-fetch-site": "cross-site" }))).toBe(true);
  });

  it("is refused when Sec-Fetch-Site is same-site (a sibling subdomain is another origin)", () => {
    expect(isCrossSiteRequest(fakeRequest(method, { ...COOKIE, "sec-fetch-site": "same-site" }))).toBe(true);
  });

  it("is refused for a cross-site Sec-Fetch-Site even when Origin claims to be ours", () => {
    expect(isCrossSiteRequest(fakeRequest(method, { ...COOKIE, "sec-fetch-site": "cross-site", origin: OWN }))).toBe(true);
  });

  it("is allowed when Sec-Fetch-Site is same-origin with a matching Origin", () => {
    expect(isCrossSiteRequest(fakeRequest(method, { ...COOKIE, "sec-fetch-site": "same-origin", origin: OWN }))).toBe(false);
  });

  it("is allowed when Sec-Fetch-Site is none (typed in by the user)", () => {
    expect(isCrossSiteRequest(fakeRequest(method, { ...COOKIE, "sec-fetch-site": "none" }))).toBe(false);
  });

  it("is allowed with a same-origin Origin and no Sec-Fetch-Site", () => {
    expect(isCrossSiteRequest(fakeRequest(method, { ...COOKIE, origin: OWN }))).toBe(false);
  });

  it("is refused when Origin is another site", () => {
    expect(isCrossSiteRequest(fakeRequest(method, { ...COOKIE, origin: "https://evil.example" }))).toBe(true);
  });

  it("is refused when Sec-Fetch-Site says same-origin but Origin disagrees", () => {
    expect(isCrossSiteRequest(fakeRequest(method, { ...COOKIE, "sec-fetch-site": "same-origin", origin: "https://evil.example" }))).toBe(true);
  });

  it.each([
    ["another scheme", `http://${HOST}`],
    ["another port", `https://${HOST}:8443`],
    ["a subdomain", `https://admin.${HOST}`],
    ["a suffix trick", `https://${HOST}.evil.example`],
    ["a userinfo trick", `https://${HOST}@evil.example`],
  ])("is refused when Origin is %s", (_label, origin) => {
    expect(isCrossSiteRequest(fakeRequest(method, { ...COOKIE, origin }))).toBe(true);
  });

  it("is refused when Origin is 'null' (sandboxed frame, data: URL)", () => {
    expect(isCrossSiteRequest(fakeRequest(method, { ...COOKIE, origin: "null" }))).toBe(true);
  });

  it("is refused when Origin is not a URL", () => {
    expect(isCrossSiteRequest(fakeRequest(method, { ...COOKIE, origin: "not a url" }))).toBe(true);
  });

  it("is refused when Origin is 'null' even if the Referer is ours", () => {
    expect(isCrossSiteRequest(fakeRequest(method, { ...COOKIE, origin: "null", referer: `${OWN}/login` }))).toBe(true);
  });

  it("is refused with no Origin and a foreign Referer", () => {
    expect(isCrossSiteRequest(fakeRequest(method, { ...COOKIE, referer: "https://evil.example/form.html" }))).toBe(true);
  });

  it("is refused with no Origin and a Referer that is not a URL", () => {
    expect(isCrossSiteRequest(fakeRequest(method, { ...COOKIE, referer: "evil" }))).toBe(true);
  });

  it("is allowed with no Origin and a Referer on this site", () => {
    expect(isCrossSiteRequest(fakeRequest(method, { ...COOKIE, referer: `${OWN}/account?tab=orders` }))).toBe(false);
  });

  it("trusts Origin over Referer when both are present", () => {
    expect(isCrossSiteRequest(fakeRequest(method, { ...COOKIE, origin: "https://evil.example", referer: `${OWN}/login` }))).toBe(true);
    expect(isCrossSiteRequest(fakeRequest(method, { ...COOKIE, origin: OWN, referer: "https://evil.example/x" }))).toBe(false);
  });

  it("is allowed with no browser headers at all (curl, a server)", () => {
    expect(isCrossSiteRequest(fakeRequest(method))).toBe(false);
    expect(isCrossSiteRequest(fakeRequest(method, COOKIE))).toBe(false);
  });

  it("is allowed for bearer-only requests (authorization, no cookie)", () => {
    expect(isCrossSiteRequest(fakeRequest(method, { authorization: "Bearer token-123", "sec-fetch-site": "cross-site", origin: "https://app.example" }))).toBe(
      false,
    );
  });

  it("still checks requests that carry both a bearer token and a cookie", () => {
    expect(isCrossSiteRequest(fakeRequest(method, { ...COOKIE, authorization: "Bearer token-123", origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSiteRequest(fakeRequest(method, { ...COOKIE, authorization: "Bearer token-123", "sec-fetch-site": "cross-site" }))).toBe(true);
  });
});

describe("own origin follows protocol and host", () => {
  it("accepts http origins on a plain-HTTP server", () => {
    expect(isCrossSiteRequest(fakeRequest("POST", { ...COOKIE, origin: `http://${HOST}` }, "http"))).toBe(false);
    expect(isCrossSiteRequest(fakeRequest("POST", { ...COOKIE, origin: OWN }, "http"))).toBe(true);
  });

  it("compares the port of the Host header", () => {
    const request = fakeRequest("POST", { ...COOKIE, host: "localhost:3000", origin: "http://localhost:3000" }, "http");
    expect(isCrossSiteRequest(request)).toBe(false);
    const other = fakeRequest("POST", { ...COOKIE, host: "localhost:3000", origin: "http://localhost:5173" }, "http");
    expect(isCrossSiteRequest(other)).toBe(true);
  });

  it("treats the default port as the same origin", () => {
    expect(isCrossSiteRequest(fakeRequest("POST", { ...COOKIE, origin: `${OWN}:443` }))).toBe(false);
  });
});
