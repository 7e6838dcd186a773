/** Prices and dates are kept once made (app/lib/remembered.ts): the kept text is Intl's, in every language, however many are made. */
import { describe, expect, it } from "vitest";

import { formatDate, formatMonth } from "~/lib/dates";
import { formatDollars, formatNumber, formatRupees } from "~/lib/format";
import { LANGS, LOCALE_TAG } from "~/lib/i18n/locales";

describe("kept prices and dates", () => {
  it("are what Intl makes, asked once or again, in each language", () => {
    for (const lang of LANGS) {
      for (let round = 0; round < 2; round++) {
        expect(formatRupees(125000, lang)).toBe(
          new Intl.NumberFormat(`${LOCALE_TAG[lang]}-u-nu-latn`, { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(125000),
        );
        expect(formatNumber(100000, lang)).toMatch(/^1,00,000$/);
      }
    }
    expect(formatRupees(1650)).toBe("₹1,650");
    expect(formatDollars(12.5)).toBe("$12.50");
    expect(formatDate("2026-09-14T10:24:00.000Z")).toBe("14 Sept 2026");
    expect(formatDate("2026-09-14T10:24:00.000Z", "gu")).not.toBe(formatDate("2026-09-14T10:24:00.000Z"));
    expect(formatMonth("2026-09-14T10:24:00.000Z")).toBe("September 2026");
    expect(formatDate("")).toBe("");
    expect(formatDate("not a date")).toBe("");
  });

  it("stay right past the memo's bound", () => {
    for (let amount = 0; amount < 5_000; amount++) expect(formatRupees(amount * 7)).toBe(`₹${(amount * 7).toLocaleString("en-IN")}`);
  });
});
