/**
 * The one normalisation of the client's address for every abuse limit (issue 28, section 4):
 * an IPv4-mapped address is its IPv4 address, any other IPv6 address counts as its /64, whatever
 * way it is written.
 */
import { describe, expect, it } from "vitest";

import { clientKey } from "~/.server/security/client-key";

describe("clientKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey(" 203.0.113.7 ")).toBe("203.0.113.7");
  });

  it("reads an IPv4-mapped IPv6 address as its IPv4 address, in either spelling and case", () => {
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::FFFF:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:cb00:7107")).toBe("203.0.113.7");
    expect(clientKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one /64 as one client", () => {
    const keys = new Set(
      ["2001:db8:1:2::1", "2001:db8:1:2::dead:beef", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0db8:0001:0002:0000:0000:0000:0042"].map(clientKey),
    );
    expect([...keys]).toEqual(["2001:db8:1:2::/64"]);
  });

  it("tells two /64s apart, even next to each other", () => {
    expect(clientKey("2001:db8:1:2::1")).not.toBe(clientKey("2001:db8:1:3::1"));
  });

  it("writes compressed, full, upper-case and bracketed forms the same way", () => {
    const forms = ["2001:DB8::1", "2001:db8:0:0:0:0:0:1", "2001:0DB8:0000:0000::0001", "[2001:db8::1]", "2001:db8::"];
    expect(new Set(forms.map(clientKey))).toEqual(new Set(["2001:db8:0:0::/64"]));
    expect(clientKey("::")).toBe(clientKey("::1"));
  });

  it("drops a zone id", () => {
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("FE80::abcd%25en0")).toBe("fe80:0:0:0::/64");
  });

  it("keeps an IPv4 address written at the end of a non-mapped IPv6 address within its /64", () => {
    expect(clientKey("2001:db8:a:b:c:d:1.2.3.4")).toBe("2001:db8:a:b::/64");
    expect(clientKey("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64");
  });

  it("keeps what is not an address, in lower case", () => {
    expect(clientKey("unknown")).toBe("unknown");
    expect(clientKey("Not-An-Address")).toBe("not-an-address");
  });
});
