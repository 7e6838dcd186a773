/**
 * Issue 31: the money of a quotation is right. Property-based (fast-check) over lines of any
 * quantity, price, discount and rate, plus the worked examples a Gujarat CA would check by hand.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { MAX_LINE_PAISE, priceLine, quotationTotals, type QuoteLineInput, taxAt, toWholeRupees } from "~/lib/gst/quotation-totals";
import { GST_RATES_BP, type GstRateBp } from "~/lib/gst/rates";

const rate = fc.constantFrom(...GST_RATES_BP);
const hsn = fc.constantFrom("4420", "9403", "4414", "9965");
const line: fc.Arbitrary<QuoteLineInput> = fc
  .record({
    kind: fc.constantFrom("goods", "packing", "freight") as fc.Arbitrary<QuoteLineInput["kind"]>,
    hsn,
    quantity: fc.integer({ min: 1, max: 10_000 }),
    unitPricePaise: fc.integer({ min: 0, max: 100_000_000 }), // up to ₹10 lakh a piece
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    rateBp: rate,
  })
  .map(({ discountShare, ...rest }) => ({
    ...rest,
    // A discount of any size up to the line's whole amount, in whole paise.
    discountPaise: Math.floor(rest.quantity * rest.unitPricePaise * discountShare),
  }));
const lines = fc.array(line, { minLength: 0, maxLength: 25 });

describe("quotation arithmetic (properties)", () => {
  it("CGST + SGST equals IGST for the same lines, to the paisa, line by line and in total", () => {
    fc.assert(
      fc.property(lines, (quote) => {
        const within = quotationTotals(quote, "intra-state");
        const between = quotationTotals(quote, "inter-state");
        within.lines.forEach((priced, index) => expect(priced.cgstPaise + priced.sgstPaise).toBe(between.lines[index]!.igstPaise));
        expect(within.cgstPaise + within.sgstPaise).toBe(between.igstPaise);
        expect(within.igstPaise).toBe(0);
        expect(between.cgstPaise + between.sgstPaise).toBe(0);
        expect(within.totalPaise).toBe(between.totalPaise);
      }),
    );
  });

  it("CGST and SGST are each half the line's GST: equal, or CGST one paisa more", () => {
    fc.assert(
      fc.property(line, (one) => {
        const priced = priceLine(one, "intra-state");
        expect(priced.cgstPaise - priced.sgstPaise).toBeGreaterThanOrEqual(0);
        expect(priced.cgstPaise - priced.sgstPaise).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("the total is the sum of its parts, every amount whole paise, the total whole rupees", () => {
    fc.assert(
      fc.property(lines, fc.constantFrom("intra-state" as const, "inter-state" as const), (quote, supply) => {
        const totals = quotationTotals(quote, supply);
        const sum = (pick: (row: (typeof totals.lines)[number]) => number) => totals.lines.reduce((total, row) => total + pick(row), 0);
        expect(totals.taxablePaise).toBe(sum((row) => row.quantity * row.unitPricePaise - row.discountPaise));
        expect(totals.beforeRoundingPaise).toBe(sum((row) => row.amountPaise));
        expect(totals.totalPaise).toBe(totals.beforeRoundingPaise + totals.roundOffPaise);
        expect(totals.totalPaise % 100).toBe(0);
        expect(totals.roundOffPaise).toBeGreaterThanOrEqual(-49);
        expect(totals.roundOffPaise).toBeLessThanOrEqual(50);
        // The tax summary adds up to the same figures.
        const summary = totals.taxSummary.reduce(
          (acc, row) => ({ taxable: acc.taxable + row.taxablePaise, tax: acc.tax + row.cgstPaise + row.sgstPaise + row.igstPaise }),
          { taxable: 0, tax: 0 },
        );
        expect(summary.taxable).toBe(totals.taxablePaise);
        expect(summary.tax).toBe(totals.cgstPaise + totals.sgstPaise + totals.igstPaise);
        for (const value of [totals.taxablePaise, totals.cgstPaise, totals.sgstPaise, totals.igstPaise, totals.totalPaise]) {
          expect(Number.isSafeInteger(value)).toBe(true);
        }
      }),
    );
  });

  it("a line's GST is within half a paisa of the exact tax, rounding half up", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_LINE_PAISE }), rate, (amount, rateBp) => {
        const tax = taxAt(amount, rateBp);
        // Exact comparison in integers: |tax*10000 - amount*rate| <= 5000, and a tie goes up.
        const difference = BigInt(tax) * 10000n - BigInt(amount) * BigInt(rateBp);
        expect(difference >= -4999n && difference <= 5000n).toBe(true);
      }),
    );
  });

  it("the tax summary has one row per HSN code and rate", () => {
    fc.assert(
      fc.property(lines, (quote) => {
        const keys = quotationTotals(quote, "inter-state").taxSummary.map((row) => `${row.hsn}/${row.rateBp}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(new Set(keys)).toEqual(new Set(quote.map((row) => `${row.hsn}/${row.rateBp}`)));
      }),
    );
  });
});

describe("quotation arithmetic (worked examples)", () => {
  const goods = (quantity: number, rupees: number, rateBp: GstRateBp, discountPaise = 0): QuoteLineInput => ({
    kind: "goods",
    hsn: "4420",
    quantity,
    unitPricePaise: rupees * 100,
    discountPaise,
    rateBp,
  });

  it("12 jewellery boxes at ₹2,450, ₹1,000 off, 5% GST, delivered in Gujarat", () => {
    const totals = quotationTotals([goods(12, 2450, 500, 100_000)], "intra-state");
    expect(totals.taxablePaise).toBe(2_840_000); // ₹28,400
    expect(totals.cgstPaise).toBe(71_000); // ₹710 at 2.5%
    expect(totals.sgstPaise).toBe(71_000);
    expect(totals.totalPaise).toBe(2_982_000); // ₹29,820
    expect(totals.roundOffPaise).toBe(0);
  });

  it("an odd paisa of GST goes to CGST, and the round off takes the total to the rupee", () => {
    // ₹333.33 at 5% = ₹16.6665 -> 1667 paise; CGST 834, SGST 833.
    const totals = quotationTotals([{ ...goods(1, 0, 500), unitPricePaise: 33_333 }], "intra-state");
    expect([totals.cgstPaise, totals.sgstPaise]).toEqual([834, 833]);
    expect(totals.beforeRoundingPaise).toBe(35_000);
    const odd = quotationTotals([{ ...goods(1, 0, 1800), unitPricePaise: 10_001 }], "inter-state");
    // ₹100.01 + 18% (1800.18 -> 1800 paise) = 11801 paise -> ₹118, round off -1 paisa.
    expect(odd.igstPaise).toBe(1800);
    expect(odd.roundOffPaise).toBe(-1);
    expect(odd.totalPaise).toBe(11_800);
  });

  it("50 paise round up to the next rupee", () => {
    expect(toWholeRupees(11_850)).toBe(11_900);
    expect(toWholeRupees(11_849)).toBe(11_800);
  });

  it("refuses what cannot be a line", () => {
    expect(() => priceLine(goods(0, 10, 500), "inter-state")).toThrow(RangeError);
    expect(() => priceLine(goods(1, 10, 500, 2000), "inter-state")).toThrow(RangeError);
    expect(() => priceLine({ ...goods(1, 10, 500), unitPricePaise: 10.5 }, "inter-state")).toThrow(RangeError);
  });
});
