/**
 * Issue 31: the total in words in the Indian system reads back to the number; quotation numbers
 * run per financial year in India's time; a GSTIN is checked as the portal checks it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { amountInWords, wholeNumberInWords } from "~/lib/gst/amount-in-words";
import { documentNumber, financialYearOf } from "~/lib/gst/financial-year";
import { gstinCheckCharacter, gstinProblem, normalizeGstin } from "~/lib/gst/gstin";
import { GST_STATES } from "~/lib/gst/states";

/** Reads Indian words back into a number: the inverse the property checks against. */
function readWords(words: string): number {
  const small: Record<string, number> = {};
  [
    "Zero",
    "One",
    "Two",
    "Three",
    "Four",
    "Five",
    "Six",
    "Seven",
    "Eight",
    "Nine",
    "Ten",
    "Eleven",
    "Twelve",
    "Thirteen",
    "Fourteen",
    "Fifteen",
    "Sixteen",
    "Seventeen",
    "Eighteen",
    "Nineteen",
  ].forEach((word, index) => (small[word] = index));
  ["Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"].forEach((word, index) => (small[word] = (index + 2) * 10));
  const scales: Record<string, number> = { Hundred: 100, Thousand: 1000, Lakh: 100_000, Crore: 10_000_000 };
  // Crore may repeat above 99 crore ("One Hundred Crore"), so the words before the last "Crore" are a number of their own.
  const lastCrore = words.lastIndexOf(" Crore");
  if (lastCrore >= 0) {
    const rest = words.slice(lastCrore + " Crore".length).trim();
    return readWords(words.slice(0, lastCrore)) * 10_000_000 + (rest ? readWords(rest) : 0);
  }
  let total = 0;
  let group = 0;
  for (const word of words.split(" ")) {
    if (word in small) group += small[word]!;
    else if (word === "Hundred") group *= 100;
    else if (word in scales) {
      total += group * scales[word]!;
      group = 0;
    } else throw new Error(`unknown word ${word}`);
  }
  return total + group;
}

describe("amount in words (Indian system)", () => {
  it("the issue's example", () => {
    expect(amountInWords(11_234_000)).toBe("Rupees One Lakh Twelve Thousand Three Hundred Forty Only");
  });

  it("examples across the groups", () => {
    expect(wholeNumberInWords(0)).toBe("Zero");
    expect(wholeNumberInWords(15)).toBe("Fifteen");
    expect(wholeNumberInWords(100_000)).toBe("One Lakh");
    expect(wholeNumberInWords(10_000_000)).toBe("One Crore");
    expect(wholeNumberInWords(1_000_000_000)).toBe("One Hundred Crore");
    expect(wholeNumberInWords(2_05_07_019)).toBe("Two Crore Five Lakh Seven Thousand Nineteen");
    expect(amountInWords(5_050)).toBe("Rupees Fifty and Fifty Paise Only");
  });

  it("reads back to the number (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (value) => {
        expect(readWords(wholeNumberInWords(value))).toBe(value);
      }),
    );
  });

  it("a total's words read back to its rupees (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }).map((rupees) => rupees * 100),
        (paise) => {
          const words = amountInWords(paise);
          expect(words).toMatch(/^Rupees .+ Only$/);
          expect(readWords(words.slice("Rupees ".length, -" Only".length)) * 100).toBe(paise);
        },
      ),
    );
  });
});

describe("financial year and numbers", () => {
  it("April to March, in India's time", () => {
    expect(financialYearOf(new Date("2026-11-28T10:00:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2027-03-31T18:29:59Z"))).toBe("2026-27"); // 23:59:59 IST
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28"); // 00:00 IST on 1 April
    expect(financialYearOf(new Date("2099-12-31T00:00:00Z"))).toBe("2099-00");
    expect(documentNumber("QT", "2026-27", 7)).toBe("QT/2026-27/0007");
    expect(documentNumber("QT", "2026-27", 12345)).toBe("QT/2026-27/12345");
  });
});

describe("GSTIN", () => {
  // A GSTIN made of a state code and a PAN shape, with its check character computed.
  const wellFormed = fc
    .record({
      state: fc.constantFrom(...GST_STATES.map((state) => state.code)),
      letters: fc.string({ unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"), minLength: 5, maxLength: 5 }),
      digits: fc.integer({ min: 0, max: 9999 }),
      last: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
      entity: fc.constantFrom(..."123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
    })
    .map(({ state, letters, digits, last, entity }) => {
      const first14 = `${state}${letters}${String(digits).padStart(4, "0")}${last}${entity}Z`;
      return first14 + gstinCheckCharacter(first14);
    });

  it("known good numbers pass", () => {
    // Published on the GST portal's "search taxpayer" examples and in CBIC circulars.
    for (const gstin of ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "24AAACC1206D1ZM"]) expect(gstinProblem(gstin)).toBeNull();
  });

  it("each kind of mistake is named", () => {
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("length");
    expect(gstinProblem("27AAPF00939F1ZV")).toBe("shape");
    expect(gstinProblem("27AAPFU0939F1XV")).toBe("shape"); // the 14th is always Z
    expect(gstinProblem("99AAPFU0939F1ZV")).toBe("state");
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe("check");
    expect(normalizeGstin(" 27aapfu0939f1zv ")).toBe("27AAPFU0939F1ZV");
  });

  it("any well-formed number passes, and changing any one character of it is caught (property)", () => {
    fc.assert(
      fc.property(wellFormed, fc.integer({ min: 0, max: 14 }), fc.constantFrom(..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"), (gstin, at, replacement) => {
        expect(gstinProblem(gstin)).toBeNull();
        fc.pre(gstin[at] !== replacement);
        const changed = gstin.slice(0, at) + replacement + gstin.slice(at + 1);
        expect(gstinProblem(changed)).not.toBeNull();
      }),
    );
  });
});
