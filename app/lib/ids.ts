/**
 * The one reading of a record id written as text (a URL segment, a form field, a query
 * parameter): one to nine digits, nothing else (no sign, no spaces, no exponent). Nine digits keep
 * every id a safe integer and well inside SQLite's. Anything else is no id: null.
 */
const ID = /^\d{1,9}$/;

export function parseId(text: string | null | undefined): number | null {
  return text !== null && text !== undefined && ID.test(text) ? Number(text) : null;
}
