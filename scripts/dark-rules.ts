/**
 * The public stylesheet's dark rules, apart (decision 036). site.css writes every `dark:` class
 * under one marker selector (its `dark` variant); this moves each rule that has the marker into a
 * second sheet, under the same at-rules (`@layer`, `@media`...), and takes the marker out. The
 * page's head then carries the dark sheet in a `<style media=...>` that the theme decides
 * (components/layout/document-stylesheet.tsx), instead of every dark rule twice: once for the
 * visitor's choice and once, in a media query, for the system's.
 *
 * A small reader of CSS blocks, not a full parser: it knows strings, comments and braces, which is
 * all Tailwind's output needs. It throws when a marker is left anywhere, so a change of Tailwind's
 * output fails the build instead of shipping a broken sheet.
 */
export const DARK_MARKER = /:where\(\[data-dark-sheet\]\s*\*\)/g;

type Node = { kind: "text"; text: string } | { kind: "block"; prelude: string; children: Node[] };

function parse(css: string): Node[] {
  let at = 0;
  const read = (): Node[] => {
    const nodes: Node[] = [];
    let text = "";
    while (at < css.length) {
      const char = css[at]!;
      if (char === '"' || char === "'") {
        const end = css.indexOf(char, at + 1);
        if (end < 0) throw new Error("dark-rules: unterminated string");
        text += css.slice(at, end + 1);
        at = end + 1;
      } else if (char === "/" && css[at + 1] === "*") {
        const end = css.indexOf("*/", at + 2);
        if (end < 0) throw new Error("dark-rules: unterminated comment");
        at = end + 2;
      } else if (char === "{") {
        at += 1;
        // The text since the last statement or block is this block's prelude.
        const cut = Math.max(text.lastIndexOf(";"), -1);
        if (cut >= 0) nodes.push({ kind: "text", text: text.slice(0, cut + 1) });
        nodes.push({ kind: "block", prelude: text.slice(cut + 1), children: read() });
        text = "";
      } else if (char === "}") {
        at += 1;
        if (text) nodes.push({ kind: "text", text });
        return nodes;
      } else {
        text += char;
        at += 1;
      }
    }
    if (text) nodes.push({ kind: "text", text });
    return nodes;
  };
  return read();
}

const print = (nodes: Node[]): string => nodes.map((node) => (node.kind === "text" ? node.text : `${node.prelude}{${print(node.children)}}`)).join("");

const marked = (prelude: string) => prelude.search(DARK_MARKER) >= 0;

/** `nodes` split into what stays and what is dark (the marker taken out of the latter). */
function split(nodes: Node[]): { main: Node[]; dark: Node[] } {
  const main: Node[] = [];
  const dark: Node[] = [];
  for (const node of nodes) {
    if (node.kind === "text") main.push(node);
    else if (marked(node.prelude)) dark.push({ kind: "block", prelude: node.prelude.replace(DARK_MARKER, ""), children: node.children });
    else {
      const inner = split(node.children);
      // A rule or at-rule the split leaves empty is dropped (`@layer x;` statements are text and stay).
      const kept = inner.main.some((child) => child.kind === "block" || child.text.trim() !== "");
      if (kept || !inner.dark.length) main.push({ kind: "block", prelude: node.prelude, children: inner.main });
      if (inner.dark.length) dark.push({ kind: "block", prelude: node.prelude, children: inner.dark });
    }
  }
  return { main, dark };
}

export function splitDarkRules(css: string): { main: string; dark: string } {
  const { main, dark } = split(parse(css));
  const result = { main: print(main), dark: print(dark) };
  if (`${result.main}${result.dark}`.includes("data-dark-sheet")) throw new Error("dark-rules: a dark marker was left in the stylesheet");
  return result;
}
