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

/** Letters of the page's own script, on a Gujarati or Hindi page. */
const SCRIPT = { gu: /[\u0A80-\u0AFF]/u, hi: /[\u0900-\u097F]/u } as const;

/**
 * A text of a Gujarati or Hindi page cut where it changes between the language's script and
 * English (a snippet joins a translated text and one shown in English): each English run is
 * marked, so it can carry lang="en". One run, not English, on an English page.
 */
export function languageRuns(text: string, lang: string): { text: string; english: boolean }[] {
  const script = SCRIPT[lang as keyof typeof SCRIPT];
  if (!script) return [{ text, english: false }];
  const runs: { text: string; english: boolean }[] = [];
  const english = new RegExp(`[A-Za-z][^${script.source.slice(1, -1)}]*`, "gu");
  let at = 0;
  for (const match of text.matchAll(english)) {
    // An English run ends before the next letter of the script, without the spaces before it.
    const words = match[0].replace(/\s+$/u, "");
    if (match.index > at) runs.push({ text: text.slice(at, match.index), english: false });
    runs.push({ text: words, english: true });
    at = match.index + words.length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), english: false });
  return runs;
}
