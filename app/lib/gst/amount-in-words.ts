/**
 * A total in words in the Indian system, as quotations and cheques write it:
 * 11234000 paise -> "Rupees One Lakh Twelve Thousand Three Hundred Forty Only".
 * Groups: crore (10^7), lakh (10^5), thousand, hundred; above 99 crore the crores are counted
 * in the same words ("One Hundred Twenty Crore"). Paise, when there are any, follow with "and".
 */
const ONES = [
  "",
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
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(value: number): string {
  if (value < 20) return ONES[value]!;
  const ones = value % 10;
  return ones ? `${TENS[Math.floor(value / 10)]} ${ONES[ones]}` : TENS[Math.floor(value / 10)]!;
}

function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest ? belowHundred(rest) : ""].filter(Boolean).join(" ");
}

/** A whole number in Indian words ("Zero" for 0). */
export function wholeNumberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError("a whole number, not negative");
  if (value === 0) return "Zero";
  const crores = Math.floor(value / 10_000_000);
  const lakhs = Math.floor((value % 10_000_000) / 100_000);
  const thousands = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  return [
    crores ? `${wholeNumberInWords(crores)} Crore` : "",
    lakhs ? `${belowHundred(lakhs)} Lakh` : "",
    thousands ? `${belowHundred(thousands)} Thousand` : "",
    rest ? belowThousand(rest) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** An amount in paise as a quotation's total in words. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError("whole paise, not negative");
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest ? `Rupees ${wholeNumberInWords(rupees)} and ${wholeNumberInWords(rest)} Paise Only` : `Rupees ${wholeNumberInWords(rupees)} Only`;
}
