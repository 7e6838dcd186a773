/**
 * A quotation as a PDF (issue 31, docs/decisions/040): one A4 document drawn with pdfkit from the
 * revision's quotationView (its lines, the arithmetic of app/lib/gst/quotation-totals.ts and the
 * seller copied at sending), the quote's buyer and delivery, the total in words, the terms, the
 * bank details and a UPI QR code for the advance. Nothing is computed here that the arithmetic
 * already gives: the PDF prints the same numbers as the screens and the API.
 *
 * Fonts: Noto Sans (Latin, the rupee sign), Noto Sans Gujarati and Noto Sans Devanagari, embedded
 * and subset by pdfkit; each run of text takes the font of its script, and fontkit shapes it
 * (conjuncts, vowel signs drawn before their consonant). A Gujarati or Hindi run is also wrapped
 * in a marked span whose ActualText is the text itself, so copying it out of the PDF (or
 * `pdftotext`) gives the letters typed, not the shaped glyphs in drawing order.
 */
import { createRequire } from "node:module";

import { and, desc, eq } from "drizzle-orm";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";

import { db, schema } from "~/.server/db";
import { amountInWords } from "~/lib/gst/amount-in-words";
import { formatPaise } from "~/lib/gst/money";
import { formatHalfRate, formatRate } from "~/lib/gst/rates";
import { stateName } from "~/lib/gst/states";

import { type QuotationView, quotationView, type QuoteRow, type RevisionRow } from "./quotation";
import { quoteRequestReference } from "./requests";

export class QuotationPdfNotFound extends Error {
  constructor() {
    super("no such revision of this quote");
  }
}

// ---------------------------------------------------------------------------------------------
// Fonts: read once, registered in every document (pdfkit parses and subsets them per document).

type Script = "latin" | "gujarati" | "devanagari";
type Weight = "regular" | "bold";

const FONT_FILES: Record<Script, Record<Weight, string>> = {
  latin: { regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf", bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf" },
  gujarati: {
    regular: "@expo-google-fonts/noto-sans-gujarati/400Regular/NotoSansGujarati_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-gujarati/700Bold/NotoSansGujarati_700Bold.ttf",
  },
  devanagari: {
    regular: "@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf",
  },
};

let fontPaths: Record<string, string> | undefined;

function fonts(): Record<string, string> {
  if (!fontPaths) {
    const require = createRequire(import.meta.url);
    const found: Record<string, string> = {};
    for (const [script, weights] of Object.entries(FONT_FILES))
      for (const [weight, file] of Object.entries(weights)) found[`${script}-${weight}`] = require.resolve(file);
    fontPaths = found;
  }
  return fontPaths;
}

const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;

/** Noto Sans's ascender (units per em: 1000): where pdfkit puts the baseline below a line's top. */
const LATIN_ASCENDER = 1069;

/**
 * Selects a script's font. pdfkit puts a line's baseline one ascender below its top, and Noto
 * Sans Gujarati and Devanagari have a smaller ascender (896) than Noto Sans: a Gujarati title
 * would sit higher than the numbers beside it. Giving them the Latin ascender aligns every
 * baseline (their lines grow a little taller, room for the marks below the letters).
 */
function selectFont(doc: PDFKit.PDFDocument, script: Script, weight: Weight) {
  doc.font(fontName(script, weight));
  const font = (doc as unknown as { _font?: { ascender: number } })._font;
  if (script !== "latin" && font && font.ascender < LATIN_ASCENDER) font.ascender = LATIN_ASCENDER;
}

/** The script a character asks for; null for what any font draws (spaces, digits, punctuation, joiners, dandas). */
function scriptOf(code: number): Script | null {
  if (code >= 0x0a80 && code <= 0x0aff) return "gujarati";
  if ((code >= 0x0900 && code <= 0x0963) || (code >= 0x0966 && code <= 0x097f) || (code >= 0xa8e0 && code <= 0xa8ff)) return "devanagari";
  if (
    code === 0x0964 ||
    code === 0x0965 ||
    code === 0x200c ||
    code === 0x200d ||
    code <= 0x40 ||
    (code >= 0x5b && code <= 0x60) ||
    (code >= 0x7b && code <= 0x7f)
  )
    return null;
  return "latin";
}

type Run = { script: Script; text: string };

/** The text cut where its script changes; neutral characters stay with the run they follow. */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  let pending = "";
  for (const char of text) {
    const script = scriptOf(char.codePointAt(0)!);
    const last = runs.at(-1);
    if (script === null) {
      if (last) last.text += char;
      else pending += char;
    } else if (last && last.script === script) last.text += char;
    else {
      runs.push({ script, text: pending + char });
      pending = "";
    }
  }
  if (pending) runs.push({ script: "latin", text: pending });
  return runs;
}

// ---------------------------------------------------------------------------------------------
// Numbers as the quotation prints them.

/** "1,23,456.50": the tables' amounts (their headings say ₹). */
const figure = (paise: number) => formatPaise(paise).replace("₹", "");
/** "+₹0.40", "-₹0.30", "₹0.00". */
const signed = (paise: number) => (paise > 0 ? `+${formatPaise(paise)}` : formatPaise(paise));

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-11-28" -> "28 Nov 2026". */
const day = (isoDay: string) => `${Number(isoDay.slice(8, 10))} ${MONTHS[Number(isoDay.slice(5, 7)) - 1]} ${isoDay.slice(0, 4)}`;
/** A stored moment (UTC) as its day in India. */
const indianDay = (moment: string) => day(new Date(Date.parse(moment) + 330 * 60_000).toISOString().slice(0, 10));

const stateLabel = (code: string) => `${stateName(code) ?? code} (${code})`;

/** The UPI payment link of the advance (decision 040: the whole total, with the quotation number as its note). */
export function upiPaymentLink({
  upiId,
  payee,
  totalPaise,
  quotationNumber,
}: {
  upiId: string;
  payee: string;
  totalPaise: number;
  quotationNumber: string;
}): string {
  const amount = `${Math.floor(totalPaise / 100)}.${String(totalPaise % 100).padStart(2, "0")}`;
  const query = [`pa=${encodeURIComponent(upiId)}`, `pn=${encodeURIComponent(payee)}`, `am=${amount}`, "cu=INR", `tn=${encodeURIComponent(quotationNumber)}`];
  return `upi://pay?${query.join("&")}`;
}

/** "QT-2026-27-0007-rev2.pdf"; a draft not yet numbered goes by its request ("QR-000042-rev1-draft.pdf"). */
export function quotationFileName(quote: Pick<QuoteRow, "id" | "quote_number">, revision: Pick<RevisionRow, "revision" | "state">): string {
  const base = (quote.quote_number ?? quoteRequestReference(quote.id)).replace(/[^A-Za-z0-9-]+/g, "-");
  return `${base}-rev${revision.revision}${revision.state === "draft" ? "-draft" : ""}.pdf`;
}

// ---------------------------------------------------------------------------------------------
// Drawing.

const PAGE = { width: 595.28, height: 841.89, margin: 32 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = "#1a1a1a";
const MUTED = "#555555";
const RULE = "#b8b8b8";
const SHADE = "#f1ede6";
const DRAFT_RED = "#b3261e";

type TextOptions = { width?: number; align?: "left" | "right" | "center"; size?: number; bold?: boolean; color?: string; lineGap?: number };

/** A PDF text string in UTF-16BE with its byte order mark, as hex: any script, no escaping. */
const pdfTextString = (text: string) => `<FEFF${Buffer.from(text, "utf16le").swap16().toString("hex").toUpperCase()}>`;

/**
 * Draws shaped text inside a marked span whose ActualText is `text`, so text extraction (copy,
 * search, pdftotext, screen readers) reads the letters typed rather than the glyphs in drawing
 * order (a Devanagari "ि" is drawn before its consonant; Gujarati marks are positioned glyphs).
 * The span is opened right after each BT and closed right before its ET: pdfkit wraps every line
 * in q ... Q with a transform of its own, and a span around that would be read back at the
 * position of the page's transform, elsewhere on the page. A run that wraps onto more lines
 * gives its text once, with the first line; the others carry an empty ActualText.
 */
function withActualText(doc: PDFKit.PDFDocument, text: string, draw: () => void) {
  const target = doc as unknown as { addContent: (data: string) => unknown };
  const addContent = target.addContent;
  let first = true;
  target.addContent = function (this: unknown, data: string) {
    if (data === "ET") addContent.call(this, "EMC");
    const result = addContent.call(this, data);
    if (data === "BT") {
      addContent.call(this, `/Span << /ActualText ${pdfTextString(first ? text : "")} >> BDC`);
      first = false;
    }
    return result;
  };
  try {
    draw();
  } finally {
    target.addContent = addContent;
  }
}

class Sheet {
  readonly doc: PDFKit.PDFDocument;

  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
  }

  /** Draws text at (x, y), each script in its font, wrapping within `width`; returns the y below it. */
  text(value: string, x: number, y: number, { width, align = "left", size = 9, bold = false, color = INK, lineGap = 1 }: TextOptions = {}): number {
    const { doc } = this;
    const runs = scriptRuns(value || " ");
    const weight: Weight = bold ? "bold" : "regular";
    doc.fillColor(color).fontSize(size);
    runs.forEach((run, index) => {
      const continued = index < runs.length - 1;
      const options: PDFKit.Mixins.TextOptions = { width, align, lineGap, continued };
      selectFont(doc, run.script, weight);
      const draw = () => (index === 0 ? doc.text(run.text, x, y, options) : doc.text(run.text, options));
      if (run.script === "latin") draw();
      else withActualText(doc, run.text, draw);
    });
    return doc.y;
  }

  /** How tall `value` will be at this width (in the font of its first non-Latin script, if any: theirs are the taller lines). */
  height(value: string, width: number, { size = 9, bold = false, lineGap = 1 }: TextOptions = {}): number {
    const runs = scriptRuns(value || " ");
    const script = runs.find((run) => run.script !== "latin")?.script ?? "latin";
    selectFont(this.doc, script, bold ? "bold" : "regular");
    this.doc.fontSize(size);
    return this.doc.heightOfString(value || " ", { width, lineGap });
  }

  rule(y: number, x = PAGE.margin, width = CONTENT_WIDTH, color = RULE) {
    this.doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
  }

  shade(x: number, y: number, width: number, height: number) {
    this.doc.rect(x, y, width, height).fill(SHADE);
  }
}

type PricedRow = QuotationView["totals"]["lines"][number];
type Column = { title: string; width: number; align: "left" | "right" | "center"; cell: (line: PricedRow, index: number) => string };

function lineColumns(view: QuotationView): Column[] {
  const intra = view.totals.supply === "intra-state";
  const fixed: Column[] = [
    { title: "#", width: 16, align: "center", cell: (_line, index) => String(index + 1) },
    { title: "Description", width: 0, align: "left", cell: (line) => line.description },
    { title: "HSN/SAC", width: 38, align: "left", cell: (line) => line.hsn },
    { title: "Qty", width: 30, align: "right", cell: (line) => String(line.quantity) },
    { title: "Rate (₹)", width: 54, align: "right", cell: (line) => figure(line.unitPricePaise) },
    { title: "Discount (₹)", width: 50, align: "right", cell: (line) => (line.discountPaise ? figure(line.discountPaise) : "-") },
    { title: "Taxable (₹)", width: 58, align: "right", cell: (line) => figure(line.taxablePaise) },
  ];
  const tax: Column[] = intra
    ? [
        { title: "CGST", width: 52, align: "right", cell: (line) => `${figure(line.cgstPaise)}\n@${formatHalfRate(line.rateBp)}` },
        { title: "SGST", width: 52, align: "right", cell: (line) => `${figure(line.sgstPaise)}\n@${formatHalfRate(line.rateBp)}` },
      ]
    : [{ title: "IGST", width: 58, align: "right", cell: (line) => `${figure(line.igstPaise)}\n@${formatRate(line.rateBp)}` }];
  const columns: Column[] = [...fixed, ...tax, { title: "Amount (₹)", width: 60, align: "right", cell: (line) => figure(line.amountPaise) }];
  const used = columns.reduce((sum, column) => sum + column.width, 0);
  columns[1]!.width = CONTENT_WIDTH - used;
  return columns;
}

const CELL_PAD = 3;
const TABLE_SIZE = 7.5;

async function draw(doc: PDFKit.PDFDocument, quote: QuoteRow, view: QuotationView) {
  const sheet = new Sheet(doc);
  const { revision, seller, totals } = view;
  const draft = revision.state === "draft";
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const bottom = PAGE.height - PAGE.margin - 24;

  const newPage = (): number => {
    doc.addPage();
    if (draft) watermark();
    return PAGE.margin;
  };
  const ensure = (y: number, needed: number, after?: () => number): number => (y + needed <= bottom ? y : after ? (newPage(), after()) : newPage());
  const watermark = () => {
    doc.save();
    doc.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
    doc
      .font(fontName("latin", "bold"))
      .fontSize(110)
      .fillColor(DRAFT_RED)
      .fillOpacity(0.08)
      .text("DRAFT", 0, PAGE.height / 2 - 70, { width: PAGE.width, align: "center", lineBreak: false });
    doc.restore();
    doc.fillOpacity(1);
  };
  if (draft) watermark();

  // The seller (left) and the document (right).
  let y = PAGE.margin;
  const sellerWidth = 300;
  let sellerY = sheet.text(seller.name || seller.legal_name, left, y, { size: 15, bold: true, width: sellerWidth });
  if (seller.legal_name && seller.legal_name !== seller.name)
    sellerY = sheet.text(seller.legal_name, left, sellerY, { size: 9, bold: true, width: sellerWidth });
  sellerY = sheet.text(seller.address, left, sellerY + 1, { size: 8.5, width: sellerWidth, color: MUTED });
  sellerY = sheet.text(`GSTIN: ${seller.gstin || "-"}    State: ${stateLabel(seller.state_code)}`, left, sellerY + 1, { size: 8.5, width: sellerWidth });
  const contact = [seller.phone, seller.email].filter(Boolean).join("  ·  ");
  if (contact) sellerY = sheet.text(contact, left, sellerY, { size: 8.5, width: sellerWidth, color: MUTED });

  const boxX = right - 200;
  let docY = sheet.text("QUOTATION", boxX, y, { size: 17, bold: true, width: 200, align: "right" });
  if (draft) docY = sheet.text("DRAFT: NOT SENT", boxX, docY, { size: 11, bold: true, width: 200, align: "right", color: DRAFT_RED });
  const facts: [string, string][] = [
    ["Quotation No.", quote.quote_number ?? "Not yet numbered"],
    ["Date", revision.sent_at && !draft ? indianDay(revision.sent_at) : "DRAFT"],
    ["Revision", `Revision ${revision.revision}`],
    ["Valid until", day(revision.valid_until)],
    ["Request", quoteRequestReference(quote.id)],
  ];
  docY += 3;
  for (const [label, value] of facts) {
    sheet.text(label, boxX, docY, { size: 8.5, width: 80, color: MUTED });
    docY = sheet.text(value, boxX + 80, docY, { size: 8.5, width: 120, align: "right", bold: label !== "Request", color: value === "DRAFT" ? DRAFT_RED : INK });
  }
  y = Math.max(sellerY, docY) + 8;
  sheet.rule(y, left, CONTENT_WIDTH, INK);
  y += 8;

  // The buyer and the place of supply.
  const half = CONTENT_WIDTH / 2 - 8;
  let buyerY = sheet.text("Quotation for", left, y, { size: 7.5, bold: true, color: MUTED });
  buyerY = sheet.text(quote.business_name || quote.buyer_name, left, buyerY, { size: 10, bold: true, width: half });
  if (quote.business_name) buyerY = sheet.text(quote.buyer_name, left, buyerY, { size: 8.5, width: half });
  buyerY = sheet.text(`GSTIN: ${quote.gstin || "Not given (unregistered)"}`, left, buyerY, { size: 8.5, width: half });
  const contactLine = [quote.buyer_email, quote.buyer_phone].filter(Boolean).join("  ·  ");
  if (contactLine) buyerY = sheet.text(contactLine, left, buyerY, { size: 8.5, width: half, color: MUTED });

  const supplyX = left + CONTENT_WIDTH / 2 + 8;
  let supplyY = sheet.text("Delivery and place of supply", supplyX, y, { size: 7.5, bold: true, color: MUTED });
  supplyY = sheet.text(`${quote.delivery_city}, ${stateLabel(quote.delivery_state)}`, supplyX, supplyY, { size: 10, bold: true, width: half });
  supplyY = sheet.text(totals.supply === "intra-state" ? "Within the seller's state: CGST + SGST" : "Between states: IGST", supplyX, supplyY, {
    size: 8.5,
    width: half,
  });
  if (quote.po_number) supplyY = sheet.text(`Buyer's PO: ${quote.po_number}`, supplyX, supplyY, { size: 8.5, width: half });
  y = Math.max(buyerY, supplyY) + 10;

  // The lines.
  const columns = lineColumns(view);
  const tableHeader = (top: number): number => {
    const height = 22;
    sheet.shade(left, top, CONTENT_WIDTH, height);
    let x = left;
    for (const column of columns) {
      sheet.text(column.title, x + CELL_PAD, top + 4, { size: 7, bold: true, width: column.width - 2 * CELL_PAD, align: column.align });
      x += column.width;
    }
    return top + height;
  };
  y = tableHeader(y);
  totals.lines.forEach((line, index) => {
    const cells = columns.map((column) => column.cell(line, index));
    const rowHeight = Math.max(...cells.map((cell, c) => sheet.height(cell, columns[c]!.width - 2 * CELL_PAD, { size: TABLE_SIZE }))) + 2 * CELL_PAD;
    y = ensure(y, rowHeight, () => tableHeader(PAGE.margin));
    let x = left;
    cells.forEach((cell, c) => {
      const column = columns[c]!;
      sheet.text(cell, x + CELL_PAD, y + CELL_PAD, { size: TABLE_SIZE, width: column.width - 2 * CELL_PAD, align: column.align });
      x += column.width;
    });
    y += rowHeight;
    sheet.rule(y);
  });
  y += 8;

  // Totals (right) and the amount in words (left).
  const intra = totals.supply === "intra-state";
  const sums: [string, string, boolean][] = [
    ["Taxable value", formatPaise(totals.taxablePaise), false],
    ...(intra
      ? ([
          ["CGST", formatPaise(totals.cgstPaise), false],
          ["SGST", formatPaise(totals.sgstPaise), false],
        ] as [string, string, boolean][])
      : ([["IGST", formatPaise(totals.igstPaise), false]] as [string, string, boolean][])),
    ["Round off", signed(totals.roundOffPaise), false],
    ["Total", formatPaise(totals.totalPaise), true],
  ];
  y = ensure(y, sums.length * 14 + 40);
  const sumsX = right - 210;
  let sumsY = y;
  for (const [label, value, strong] of sums) {
    if (strong) {
      sheet.rule(sumsY, sumsX, 210, INK);
      sumsY += 3;
    }
    sheet.text(label, sumsX, sumsY, { size: strong ? 11 : 8.5, bold: strong, width: 100 });
    sumsY = sheet.text(value, sumsX + 90, sumsY, { size: strong ? 11 : 8.5, bold: strong, width: 120, align: "right" }) + 1;
  }
  let wordsY = sheet.text("Total in words", left, y, { size: 7.5, bold: true, color: MUTED });
  wordsY = sheet.text(amountInWords(totals.totalPaise), left, wordsY, { size: 9, bold: true, width: CONTENT_WIDTH - 230 });
  y = Math.max(sumsY, wordsY) + 12;

  // The tax summary, by HSN code and rate.
  const taxColumns: { title: string; width: number; cell: (row: QuotationView["totals"]["taxSummary"][number]) => string }[] = [
    { title: "HSN/SAC", width: 70, cell: (row) => row.hsn },
    { title: "GST rate", width: 60, cell: (row) => formatRate(row.rateBp) },
    { title: "Taxable (₹)", width: 90, cell: (row) => figure(row.taxablePaise) },
    ...(intra
      ? [
          { title: "CGST (₹)", width: 80, cell: (row: { cgstPaise: number }) => figure(row.cgstPaise) },
          { title: "SGST (₹)", width: 80, cell: (row: { sgstPaise: number }) => figure(row.sgstPaise) },
        ]
      : [{ title: "IGST (₹)", width: 90, cell: (row: { igstPaise: number }) => figure(row.igstPaise) }]),
    { title: "Total tax (₹)", width: 90, cell: (row) => figure(row.cgstPaise + row.sgstPaise + row.igstPaise) },
  ];
  // The amounts' columns share the width the table has left.
  const spare = (CONTENT_WIDTH - taxColumns.reduce((sum, column) => sum + column.width, 0)) / (taxColumns.length - 2);
  taxColumns.slice(2).forEach((column) => (column.width += spare));
  y = ensure(y, 30 + 14 * totals.taxSummary.length);
  y = sheet.text("Tax summary", left, y, { size: 9, bold: true }) + 2;
  sheet.shade(left, y, CONTENT_WIDTH, 14);
  let x = left;
  taxColumns.forEach((column, c) => {
    sheet.text(column.title, x + CELL_PAD, y + 3, { size: 7, bold: true, width: column.width - 2 * CELL_PAD, align: c < 2 ? "left" : "right" });
    x += column.width;
  });
  y += 14;
  for (const row of totals.taxSummary) {
    x = left;
    taxColumns.forEach((column, c) => {
      sheet.text(column.cell(row), x + CELL_PAD, y + 3, { size: TABLE_SIZE, width: column.width - 2 * CELL_PAD, align: c < 2 ? "left" : "right" });
      x += column.width;
    });
    y += 14;
    sheet.rule(y);
  }
  y += 12;

  // Terms (left); bank details and the UPI QR code (right).
  const qrSize = 92;
  const payable = !draft && Boolean(seller.upi_id) && Boolean(quote.quote_number);
  const bankLines = [
    seller.bank_account_name && `Account name: ${seller.bank_account_name}`,
    seller.bank_account_number && `Account no.: ${seller.bank_account_number}`,
    seller.bank_ifsc && `IFSC: ${seller.bank_ifsc}`,
    seller.bank_name && `Bank: ${seller.bank_name}`,
    seller.upi_id && `UPI: ${seller.upi_id}`,
  ].filter(Boolean) as string[];
  const termsWidth = CONTENT_WIDTH - 250;
  const termsHeight = revision.terms ? sheet.height(revision.terms, termsWidth, { size: 8 }) + 14 : 0;
  y = ensure(y, Math.max(termsHeight, qrSize + 40, bankLines.length * 11 + 16));
  let termsY = y;
  if (revision.terms) {
    termsY = sheet.text("Terms", left, termsY, { size: 9, bold: true });
    termsY = sheet.text(revision.terms, left, termsY + 1, { size: 8, width: termsWidth });
  }
  const payX = right - 236;
  let payY = y;
  if (bankLines.length) {
    payY = sheet.text("Bank details", payX, payY, { size: 9, bold: true });
    for (const bankLine of bankLines) payY = sheet.text(bankLine, payX, payY, { size: 8, width: payable ? 236 - qrSize - 8 : 236 });
  }
  if (payable) {
    const link = upiPaymentLink({
      upiId: seller.upi_id,
      payee: seller.legal_name || seller.name,
      totalPaise: totals.totalPaise,
      quotationNumber: quote.quote_number!,
    });
    drawQr(doc, link, right - qrSize, y, qrSize);
    payY = Math.max(
      payY,
      sheet.text(`Scan to pay ${formatPaise(totals.totalPaise)} by UPI`, right - qrSize - 20, y + qrSize + 2, {
        size: 7,
        width: qrSize + 20,
        align: "center",
        color: MUTED,
      }),
    );
  }
  y = Math.max(termsY, payY) + 14;

  // Signature.
  y = ensure(y, 40);
  sheet.text(`For ${seller.legal_name || seller.name}`, right - 236, y, { size: 8.5, bold: true, width: 236, align: "right" });
  sheet.text("Authorised signatory", right - 236, y + 28, { size: 8, width: 236, align: "right", color: MUTED });

  // Footer on every page.
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    const footerY = PAGE.height - PAGE.margin - 10;
    sheet.rule(footerY - 4);
    const footer = `${quote.quote_number ?? quoteRequestReference(quote.id)} · Revision ${revision.revision}${draft ? " · DRAFT" : ""} · This is a quotation, not a tax invoice.`;
    sheet.text(footer, left, footerY, { size: 7, color: MUTED, width: CONTENT_WIDTH - 80 });
    sheet.text(`Page ${page - range.start + 1} of ${range.count}`, right - 80, footerY, { size: 7, color: MUTED, width: 80, align: "right" });
  }
}

/** The QR code drawn as vector squares: sharp at any zoom and a few hundred bytes. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  doc.rect(x, y, size, size).fill("#ffffff");
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++)
      if (modules.get(row, column)) doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell + 0.05, cell + 0.05);
  doc.fill("#000000");
}

/**
 * The team's pick of a quote's revision: the one numbered `revision`, or without a number the
 * latest (the draft being priced, else the last sent). Undefined when there is none.
 */
export function teamRevision(quoteId: number, revision: number | null): { quote: QuoteRow; revision: RevisionRow } | undefined {
  const database = db();
  const quote = database.select().from(schema.quotes).where(eq(schema.quotes.id, quoteId)).get();
  if (!quote) return undefined;
  const { quotationRevisions: revisions } = schema;
  const found = database
    .select()
    .from(revisions)
    .where(revision === null ? eq(revisions.quote_id, quoteId) : and(eq(revisions.quote_id, quoteId), eq(revisions.revision, revision)))
    .orderBy(desc(revisions.revision))
    .get();
  return found ? { quote, revision: found } : undefined;
}

/**
 * The PDF of one revision of a quote. The routes decide who may read which revision (the buyer:
 * the last one sent; the team: any); this draws what it is given. Throws QuotationPdfNotFound
 * when the revision is not one of this quote's.
 */
export async function renderQuotationPdf(quoteId: number, revisionId: number): Promise<Buffer> {
  const database = db();
  const quote = database.select().from(schema.quotes).where(eq(schema.quotes.id, quoteId)).get();
  const revision = database
    .select()
    .from(schema.quotationRevisions)
    .where(and(eq(schema.quotationRevisions.id, revisionId), eq(schema.quotationRevisions.quote_id, quoteId)))
    .get();
  if (!quote || !revision) throw new QuotationPdfNotFound();
  const view = quotationView(quote, revision, database);

  const doc = new PDFDocument({
    size: "A4",
    // The footer is drawn below the content's bottom (`bottom` in draw): pdfkit must not break a page for it.
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 8 },
    bufferPages: true,
    autoFirstPage: true,
    lang: "en-IN",
    displayTitle: true,
    info: {
      Title: `Quotation ${quote.quote_number ?? quoteRequestReference(quote.id)}, revision ${revision.revision}${revision.state === "draft" ? " (draft)" : ""}`,
      Author: view.seller.legal_name || view.seller.name,
      Subject: `Quotation for ${quote.business_name || quote.buyer_name}`,
      Creator: view.seller.name,
    },
  });
  for (const [name, file] of Object.entries(fonts())) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  await draw(doc, quote, view);
  doc.end();
  return finished;
}
