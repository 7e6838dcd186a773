/**
 * GST rates as basis points of the taxable value (500 = 5%), so every sum stays in integers.
 * The slabs of the GST Council's schedules, including the 2025 ones (5%, 18%, 40%) and the
 * older 12% and 28% that earlier quotations may still carry. Sadeli boxes and wooden
 * handicrafts (HSN 4420) are at 5%; furniture (HSN 9403) at 18%.
 */
export const GST_RATES_BP = [0, 25, 300, 500, 1200, 1800, 2800, 4000] as const;
export type GstRateBp = (typeof GST_RATES_BP)[number];

export const isGstRate = (value: number): value is GstRateBp => (GST_RATES_BP as readonly number[]).includes(value);

/** "5%", "0.25%", "18%": how a rate is printed on a quotation. */
export const formatRate = (rateBp: number): string => `${(rateBp / 100).toString()}%`;

/** Half a rate, as CGST and SGST are each printed ("2.5%"). */
export const formatHalfRate = (rateBp: number): string => `${(rateBp / 200).toString()}%`;
