/**
 * Issue 19: the site's languages. The URL scheme (localePath, unprefixed, alternates), the
 * Accept-Language suggestion, the copy of every language having every key of the English one,
 * server-side translation of validation messages, and the formats per language.
 */
import { describe, expect, it } from "vitest";

import { gu } from "~/lib/copy/gu";
import { hi } from "~/lib/copy/hi";
import { en } from "~/lib/copy/site";
import { validation } from "~/lib/copy/validation";
import { formatDate } from "~/lib/dates";
import { countPlus, formatRupees } from "~/lib/format";
import { copyFor, translateMessage, translateReply } from "~/lib/i18n/copy.server";
import { alternatesOf, fallbackLang, fill, langOfPath, localePath, preferredLang, unprefixed } from "~/lib/i18n/locales";
import { relativeTime } from "~/lib/relative-time";

/** Every text's path in a copy object ("header.login", "homeCopy.numbers.0.label"); functions are English-only helpers. */
function keysOf(node: unknown, prefix = ""): string[] {
  if (typeof node === "string") return [prefix];
  if (typeof node === "function" || node === null || typeof node !== "object") return [];
  if (Array.isArray(node))
    return [`${prefix}[]`, ...node.flatMap((item) => keysOf(item, `${prefix}[]`))].filter((key, index, all) => all.indexOf(key) === index);
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

describe("language URLs", () => {
  it("puts a site path into a language and takes it out again", () => {
    expect(localePath("gu", "/products?q=box&page=2")).toBe("/gu/products?q=box&page=2");
    expect(localePath("hi", "/")).toBe("/hi");
    expect(localePath("hi", "/?x=1")).toBe("/hi?x=1");
    expect(localePath("en", "/gu/products/1")).toBe("/products/1");
    expect(localePath("hi", "/gu/contact")).toBe("/hi/contact");
    expect(unprefixed("/gu")).toBe("/");
    expect(unprefixed("/hi/blog/a-post?x=1")).toBe("/blog/a-post?x=1");
    // A word that only starts like a language is not a prefix.
    expect(unprefixed("/guide")).toBe("/guide");
    expect(langOfPath("/gu/products")).toBe("gu");
    expect(langOfPath("/guide")).toBe("en");
  });

  it("leaves the panel, the API, resources and other origins alone", () => {
    for (const path of [
      "/panel",
      "/panel/products",
      "/api/products/",
      "/logout",
      "/theme",
      "/language-hint",
      "/sitemap.xml",
      "//evil.example/x",
      "https://x.example/",
    ]) {
      expect(localePath("gu", path)).toBe(path);
    }
  });

  it("names the same page in every language", () => {
    expect(alternatesOf("/gu/gallery?category=2")).toEqual({ en: "/gallery?category=2", gu: "/gu/gallery?category=2", hi: "/hi/gallery?category=2" });
  });
});

describe("the language suggestion", () => {
  it("suggests Gujarati or Hindi only when the browser prefers it to English", () => {
    expect(preferredLang("gu-IN,gu;q=0.9,en;q=0.8")).toBe("gu");
    expect(preferredLang("hi")).toBe("hi");
    expect(preferredLang("en-IN,hi;q=0.9")).toBeUndefined();
    expect(preferredLang("en;q=0.5,hi;q=0.9")).toBe("hi");
    expect(preferredLang("fr-FR,hi;q=0.4")).toBe("hi");
    expect(preferredLang("hi;q=0")).toBeUndefined();
    expect(preferredLang("")).toBeUndefined();
    expect(preferredLang(undefined)).toBeUndefined();
  });
});

describe("the copy of every language", () => {
  it("has every key of the English copy and no other (the type check says the same)", () => {
    const english = keysOf(en).sort();
    expect(keysOf(gu).sort()).toEqual(english);
    expect(keysOf(hi).sort()).toEqual(english);
  });

  it("is written in its own script, not copied English", () => {
    expect(gu.header.login).not.toBe(en.header.login);
    expect(gu.contactCopy.submit).toMatch(/[\u0A80-\u0AFF]/);
    expect(hi.contactCopy.submit).toMatch(/[\u0900-\u097F]/);
    // The craft's own word.
    expect(JSON.stringify(gu)).toContain("સાદેલી");
    expect(JSON.stringify(hi)).toContain("सादेली");
  });

  it("keeps the same placeholders in every template", () => {
    const names = (text: unknown) => (typeof text === "string" ? [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort() : []);
    for (const section of ["phrases", "serverWords", "homeSectionsCopy", "listing"] as const) {
      for (const [key, template] of Object.entries(en[section])) {
        expect(names((gu[section] as Record<string, unknown>)[key]), `gu ${section}.${key}`).toEqual(names(template));
        expect(names((hi[section] as Record<string, unknown>)[key]), `hi ${section}.${key}`).toEqual(names(template));
      }
    }
    expect(fill(hi.phrases.hoursAgo, { count: 3 })).toBe("3 घंटे पहले");
  });
});

describe("messages on the server", () => {
  it("translates the spec's validation messages and the templated ones", () => {
    expect(translateMessage(validation.nameRequired, "hi")).toBe(hi.validation.nameRequired);
    expect(translateMessage(validation.emailInvalid, "gu")).toBe(gu.validation.emailInvalid);
    expect(translateMessage(validation.tooLong(200), "hi")).toBe("ज़्यादा से ज़्यादा 200 अक्षर लिखे जा सकते हैं");
    expect(translateMessage(validation.nameRequired, "en")).toBe(validation.nameRequired);
    expect(translateMessage("Something nobody wrote", "gu")).toBe("Something nobody wrote");
  });

  it("translates a refused form's messages field by field", () => {
    const reply = { status: "error" as const, error: { name: [validation.nameRequired], email: null, message: [validation.messageMin] } };
    expect(translateReply(reply, "hi").error).toEqual({ name: [hi.validation.nameRequired], email: null, message: [hi.validation.messageMin] });
    expect(copyFor("gu")).toBe(gu);
  });
});

describe("formats", () => {
  it("writes rupees in Indian grouping in every language", () => {
    expect(formatRupees(100000)).toBe("₹1,00,000");
    expect(formatRupees(100000, "gu")).toBe("₹1,00,000");
    expect(formatRupees(1250000, "hi")).toBe("₹12,50,000");
    expect(countPlus(1500, "hi")).toBe("1,500+");
  });

  it("writes dates and relative times in the language", () => {
    expect(formatDate("2026-03-14T10:00:00Z")).toBe("14 Mar 2026");
    expect(formatDate("2026-03-14T10:00:00Z", "hi")).toBe("14 मार्च 2026");
    expect(formatDate("2026-03-14T10:00:00Z", "gu")).toContain("માર્ચ");
    const now = new Date("2026-03-20T12:00:00Z");
    expect(relativeTime(new Date("2026-03-20T09:00:00Z"), now, gu.phrases, "gu")).toBe("3 કલાક પહેલાં");
    expect(relativeTime(new Date("2026-03-19T12:00:00Z"), now, hi.phrases, "hi")).toBe("1 दिन पहले");
    expect(relativeTime(new Date("2026-03-01T12:00:00Z"), now, hi.phrases, "hi")).toBe("1 मार्च 2026");
    expect(relativeTime(new Date("2026-03-20T09:00:00Z"), now)).toBe("3 hours ago");
  });
});

describe("fallback marking", () => {
  it('marks a field that fell back to English lang="en"', () => {
    expect(fallbackLang({ untranslated: ["title"] }, "title")).toBe("en");
    expect(fallbackLang({ untranslated: ["title"] }, "description")).toBeUndefined();
    expect(fallbackLang({}, "title")).toBeUndefined();
  });
});
