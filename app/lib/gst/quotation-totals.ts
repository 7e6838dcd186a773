/**
 * The arithmetic of a quotation, in paise (integers) from end to end (issue 31):
 * - per line, quantity x unit price - discount = taxable value;
 * - the line's GST is the taxable value at the line's rate, rounded to the paisa (half up);
 * - inside the workshop's state that GST is shown as CGST + SGST, "half the rate each": the
 *   line's rounded GST split in two, the odd paisa (if any) to CGST, so CGST + SGST is always the
 *   IGST the same line would carry between states (decision 039);
 * - the tax summary groups the lines by HSN code and rate;
 * - the grand total is rounded to the rupee (half up) with a "round off" line.
 * Packing and freight are lines too (a kind other than "goods"), taxed as the team sets them.
 */
import type { GstRateBp } from "./rates";

export type LineKind = "goods" | "packing" | "freight";

export type QuoteLineInput = {
  kind: LineKind;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  discountPaise: number;
  rateBp: GstRateBp;
};

export type Supply = "intra-state" | "inter-state";

export type PricedLine<Line extends QuoteLineInput = QuoteLineInput> = Line & {
  grossPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Taxable value and its GST. */
  amountPaise: number;
};

export type TaxSummaryRow = { hsn: string; rateBp: GstRateBp; taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };

export type QuotationTotals<Line extends QuoteLineInput = QuoteLineInput> = {
  supply: Supply;
  lines: PricedLine<Line>[];
  taxSummary: TaxSummaryRow[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Taxable value and all GST, before the round off. */
  beforeRoundingPaise: number;
  /** What takes the total to the nearest rupee: from -49 to +50 paise. */
  roundOffPaise: number;
  /** The total to pay, a whole number of rupees (in paise). */
  totalPaise: number;
};

/** The largest amount a line may reach: the arithmetic stays exact far below Number's limit. */
export const MAX_LINE_PAISE = 1_000_000_000_000; // ₹1,000 crore

/** `amount x rateBp / 10000`, rounded half up, exactly (BigInt: no float is ever involved). */
export function taxAt(amountPaise: number, rateBp: number): number {
  const scaled = BigInt(amountPaise) * BigInt(rateBp);
  return Number((scaled + 5000n) / 10000n);
}

/** Where the supply ends decides the tax: the workshop's own state, or another. */
export const supplyBetween = (workshopStateCode: string, deliveryStateCode: string): Supply =>
  workshopStateCode === deliveryStateCode ? "intra-state" : "inter-state";

export function priceLine<Line extends QuoteLineInput>(line: Line, supply: Supply): PricedLine<Line> {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError("quantity must be a whole number of at least 1");
  if (!Number.isSafeInteger(line.unitPricePaise) || line.unitPricePaise < 0) throw new RangeError("unit price must be whole paise, not negative");
  if (!Number.isSafeInteger(line.discountPaise) || line.discountPaise < 0) throw new RangeError("discount must be whole paise, not negative");
  const grossPaise = line.quantity * line.unitPricePaise;
  if (grossPaise > MAX_LINE_PAISE) throw new RangeError("line amount too large");
  if (line.discountPaise > grossPaise) throw new RangeError("discount larger than the line");
  const taxablePaise = grossPaise - line.discountPaise;
  const gst = taxAt(taxablePaise, line.rateBp);
  const cgstPaise = supply === "intra-state" ? Math.ceil(gst / 2) : 0;
  const sgstPaise = supply === "intra-state" ? gst - cgstPaise : 0;
  const igstPaise = supply === "inter-state" ? gst : 0;
  return { ...line, grossPaise, taxablePaise, cgstPaise, sgstPaise, igstPaise, amountPaise: taxablePaise + gst };
}

/** Rounded half up to the nearest rupee (100 paise). */
export const toWholeRupees = (paise: number): number => Math.floor((paise + 50) / 100) * 100;

export function quotationTotals<Line extends QuoteLineInput>(lines: readonly Line[], supply: Supply): QuotationTotals<Line> {
  const priced = lines.map((line) => priceLine(line, supply));
  const groups = new Map<string, TaxSummaryRow>();
  for (const line of priced) {
    const key = `${line.hsn}\u0000${line.rateBp}`;
    const row = groups.get(key) ?? { hsn: line.hsn, rateBp: line.rateBp, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
    row.taxablePaise += line.taxablePaise;
    row.cgstPaise += line.cgstPaise;
    row.sgstPaise += line.sgstPaise;
    row.igstPaise += line.igstPaise;
    groups.set(key, row);
  }
  const sum = (pick: (line: PricedLine<Line>) => number) => priced.reduce((total, line) => total + pick(line), 0);
  const taxablePaise = sum((line) => line.taxablePaise);
  const cgstPaise = sum((line) => line.cgstPaise);
  const sgstPaise = sum((line) => line.sgstPaise);
  const igstPaise = sum((line) => line.igstPaise);
  const beforeRoundingPaise = taxablePaise + cgstPaise + sgstPaise + igstPaise;
  const totalPaise = toWholeRupees(beforeRoundingPaise);
  return {
    supply,
    lines: priced,
    taxSummary: [...groups.values()].sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rateBp - b.rateBp),
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    beforeRoundingPaise,
    roundOffPaise: totalPaise - beforeRoundingPaise,
    totalPaise,
  };
}
