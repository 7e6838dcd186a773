/**
 * The reference numbers of the emails (issue 32, defect 3): "PI-000123" for a product inquiry,
 * "PF-000045" for a portfolio inquiry, "CM-000012" for a contact message. One format, written
 * here: the emails (app/.server/email/templates.ts), the panel's screens and their searches
 * (and the panel-wide search) read it, so what a person quotes from an email is what the team
 * sees and types. Safe for the browser: no server code.
 */
export type ReferenceKind = "contact" | "product" | "portfolio";

const PREFIXES = { product: "PI", portfolio: "PF", contact: "CM" } as const satisfies Record<ReferenceKind, string>;

/** PI-000123 for a product inquiry, PF-000045 for a portfolio inquiry, CM-000012 for a message. */
export function referenceNumber(kind: ReferenceKind, id: number): string {
  return `${PREFIXES[kind]}-${String(id).padStart(6, "0")}`;
}

/**
 * The record a typed reference names, or null when the text is not one: "PI-000123", as an
 * email writes it, and also "pi-123", "PI 123" or "PI000123" (as a person retypes it).
 */
export function parseReference(text: string): { kind: ReferenceKind; id: number } | null {
  const match = /^\s*(PI|PF|CM)[\s-]*0*(\d{1,9})\s*$/i.exec(text);
  if (!match) return null;
  const id = Number(match[2]);
  if (id < 1) return null;
  const prefix = match[1]!.toUpperCase();
  const kind = (Object.keys(PREFIXES) as ReferenceKind[]).find((name) => PREFIXES[name] === prefix)!;
  return { kind, id };
}
