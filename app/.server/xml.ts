/**
 * Text for an XML document (the sitemap, the blog's RSS and Atom feeds): the five characters XML
 * gives a meaning escaped, and the characters XML 1.0 forbids (most control characters, lone
 * surrogates, U+FFFE and U+FFFF) left out, so whatever a post holds, the document stays well formed.
 */
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ENTITIES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" };

export function escapeXml(text: string): string {
  return text.replace(FORBIDDEN, "").replace(/[<>&'"]/g, (character) => ENTITIES[character]!);
}
