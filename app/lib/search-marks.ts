/**
 * The site search's highlights (docs/decisions/027). The server asks FTS5 for a title and a
 * snippet with two private-use characters around each matched word; the page turns them into
 * <mark> elements as React text, so a record's text is never HTML. Safe in the browser.
 */
export const MARK_START = "\uE000";
export const MARK_END = "\uE001";

export type MarkedPart = { text: string; marked: boolean };

/** "a \uE000box\uE001 of" -> [{a , false}, {box, true}, { of, false}]; a stray marker opens or closes nothing more. */
export function markedParts(text: string): MarkedPart[] {
  const parts: MarkedPart[] = [];
  let marked = false;
  let current = "";
  const flush = () => {
    if (current) parts.push({ text: current, marked });
    current = "";
  };
  for (const character of text) {
    if (character === MARK_START || character === MARK_END) {
      flush();
      marked = character === MARK_START;
    } else {
      current += character;
    }
  }
  flush();
  return parts;
}

/** The text without its markers (a title's plain words, for an attribute or a document title). */
export const unmarked = (text: string) => text.replaceAll(MARK_START, "").replaceAll(MARK_END, "");
