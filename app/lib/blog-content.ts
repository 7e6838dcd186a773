/**
 * The blog's plain-text content format (spec section 2), read into blocks: '# ', '## ' and
 * '### ' lines are headings (shown as h2, h3 and h4, since the post title is the page's h1);
 * '- ' lines are bullets and 'N. ' lines numbered items, consecutive ones grouped into one list;
 * any other non-empty line is paragraph text, consecutive lines joined into one paragraph; blank
 * lines separate blocks. A pure function: the blocks hold text only, never markup.
 */
import { blogCopy } from "./copy/stories";

export type ContentBlock =
  | { type: "heading"; level: 2 | 3 | 4; text: string }
  | { type: "list"; ordered: false; items: string[] }
  | { type: "list"; ordered: true; start: number; items: string[] }
  | { type: "paragraph"; text: string };

const HEADING = /^(#{1,3}) +(.*)$/;
const BULLET = /^- +(.*)$/;
const NUMBERED = /^(\d{1,9})\. +(.*)$/;

export function parseContentBlocks(content: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  // The block being built, which further lines of the same kind extend.
  let open: ContentBlock | null = null;
  const close = () => {
    if (open) blocks.push(open);
    open = null;
  };

  for (const rawLine of content.replace(/\r\n?/g, "\n").split("\n")) {
    // Markers are read after any indent; "- " with nothing after it is an empty item, skipped.
    const marked = rawLine.trimStart();
    const line = marked.trimEnd();
    if (!line) {
      close();
      continue;
    }
    const heading = HEADING.exec(marked);
    if (heading) {
      close();
      const text = heading[2]!.trim();
      if (text) blocks.push({ type: "heading", level: (heading[1]!.length + 1) as 2 | 3 | 4, text });
      continue;
    }
    const bullet = BULLET.exec(marked);
    if (bullet) {
      const text = bullet[1]!.trim();
      if (!(open && open.type === "list" && !open.ordered)) {
        close();
        open = { type: "list", ordered: false, items: [] };
      }
      if (text) open.items.push(text);
      continue;
    }
    const numbered = NUMBERED.exec(marked);
    if (numbered) {
      const text = numbered[2]!.trim();
      if (!(open && open.type === "list" && open.ordered)) {
        close();
        open = { type: "list", ordered: true, start: Number(numbered[1]), items: [] };
      }
      if (text) open.items.push(text);
      continue;
    }
    if (open && open.type === "paragraph") {
      open.text = `${open.text} ${line}`;
    } else {
      close();
      open = { type: "paragraph", text: line };
    }
  }
  close();
  // A list whose items were all empty ("- " alone) is no list.
  return blocks.filter((block) => block.type !== "list" || block.items.length > 0);
}

/** The blocks of a post: its content, else its excerpt as paragraphs, else 'No content available.'. */
export function postContentBlocks(content: string | null | undefined, excerpt?: string | null): ContentBlock[] {
  const blocks = parseContentBlocks(content ?? "");
  if (blocks.length > 0) return blocks;
  const fallback = (excerpt ?? "")
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .map((text): ContentBlock => ({ type: "paragraph", text }));
  return fallback.length > 0 ? fallback : [{ type: "paragraph", text: blogCopy.noContent }];
}
