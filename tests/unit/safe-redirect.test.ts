import { describe, expect, it } from "vitest";

import { safeRedirect } from "~/lib/safe-redirect";

const FALLBACK = "/fallback";

/** What a browser would do with the value as a Location header on https://shop.example. */
function browserDestination(location: string) {
  return new URL(location, "https://shop.example/login");
}

describe("safeRedirect: same-origin paths are kept", () => {
  it.each([
    ["/", "/"],
    ["/account", "/account"],
    ["/products/sadeli-box-12", "/products/sadeli-box-12"],
    ["/products?category=boxes&page=2", "/products?category=boxes&page=2"],
    ["/blog/post#comments", "/blog/post#comments"],
    ["/gallery?sort=new#top", "/gallery?sort=new#top"],
    ["/panel/users?status=pending&q=a%20b", "/panel/users?status=pending&q=a%20b"],
    ["/search?next=//evil.example", "/search?next=//evil.example"],
  ])("%s -> %s", (target, expected) => {
    expect(safeRedirect(target, FALLBACK)).toBe(expected);
  });

  it("uses '/' as the default fallback", () => {
    expect(safeRedirect("https://evil.example")).toBe("/");
    expect(safeRedirect(undefined)).toBe("/");
  });
});

describe("safeRedirect: anything that could leave the site falls back", () => {
  it.each([
    ["protocol-relative", "//evil.example"],
    ["protocol-relative with path", "//evil.example/login"],
    ["slash backslash", "/\\evil.example"],
    ["double backslash", "\\\\evil.example"],
    ["absolute https", "https://evil.example"],
    ["absolute http", "http://evil.example/path"],
    ["javascript scheme", "javascript:alert(1)"],
    ["data scheme", "data:text/html,<script>alert(1)</script>"],
    ["encoded double slash", "%2F%2Fevil.example"],
    ["encoded slash after slash", "/%2F/evil.example"],
    ["lower-case encoded slash after slash", "/%2f/evil.example"],
    ["encoded backslash after slash", "/%5Cevil.example"],
    ["lower-case encoded backslash", "/%5cevil.example"],
    ["tab between slashes", "/\t/evil.example"],
    ["newline between slashes", "/\n/evil.example"],
    ["carriage return between slashes", "/\r/evil.example"],
    ["encoded tab between slashes", "/%09/evil.example"],
    ["encoded newline between slashes", "/%0A/evil.example"],
    ["NUL character", "/\u0000/evil.example"],
    ["DEL character", "/\u007f/evil.example"],
    ["leading space", " /account"],
    ["relative path", "account"],
    ["host without scheme", "evil.example"],
    ["malformed percent escape", "/%E0%A4%A"],
    ["lone percent", "/100%"],
  ])("%s (%j)", (_label, target) => {
    expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
  });

  it.each([
    ["dot segment", "/.//evil.example"],
    ["encoded dot segment", "/%2e//evil.example"],
    ["double-dot segment", "/..//evil.example"],
    ["encoded double-dot segment", "/%2e%2e//evil.example"],
    ["segment undone by double dot", "/a/..//evil.example"],
    ["dot segment with query", "/.//evil.example/?a=1#x"],
  ])("path normalisation must not produce a protocol-relative URL: %s (%j)", (_label, target) => {
    const result = safeRedirect(target, FALLBACK);
    // "/.//evil.example" resolves to the path "//evil.example": as a Location header that is
    // the protocol-relative URL https://evil.example/.
    expect(result).not.toMatch(/^[/\\]{2}/);
    expect(browserDestination(result).host).toBe("shop.example");
  });

  it("falls back for an empty string", () => {
    expect(safeRedirect("", FALLBACK)).toBe(FALLBACK);
  });

  it.each([
    ["undefined", undefined],
    ["null", null],
    ["number", 42],
    ["boolean", true],
    ["object", { pathname: "/account" }],
    ["array", ["/account"]],
    ["URL object", new URL("https://evil.example")],
  ])("falls back for a non-string: %s", (_label, target) => {
    expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
  });

  it("falls back for very long strings but keeps one at the limit", () => {
    const atLimit = "/" + "a".repeat(1999);
    expect(atLimit.length).toBe(2000);
    expect(safeRedirect(atLimit, FALLBACK)).toBe(atLimit);
    expect(safeRedirect("/" + "a".repeat(2000), FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect("/" + "a".repeat(100_000), FALLBACK)).toBe(FALLBACK);
  });
});

describe("safeRedirect: whatever it returns stays on this site", () => {
  const samples = [
    "/account",
    "/a?b=c#d",
    "//evil.example",
    "/\\evil.example",
    "/%2F/evil.example",
    "/./\\evil.example",
    "https://evil.example",
    "/\t/evil.example",
    "/%09/evil.example",
    "/;//evil.example",
    "/@evil.example",
    "/:@evil.example",
  ];

  it.each(samples)("%j", (target) => {
    const result = safeRedirect(target, FALLBACK);
    expect(result.startsWith("/")).toBe(true);
    expect(result.startsWith("//")).toBe(false);
    expect(result).not.toMatch(/[\\\u0000-\u001f\u007f]/);
    expect(browserDestination(result).origin).toBe("https://shop.example");
  });
});
