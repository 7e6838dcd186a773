/**
 * Issue 21: a public page's critical CSS, the rules of the built stylesheet that its markup can use,
 * inlined in its head so that the first paint needs nothing but the HTML's first bytes
 * (docs/decisions/019-critical-css-and-posts-without-hydration.md).
 *
 * The stylesheet is indexed once, when the server starts: each rule with the at-rules around it
 * (`@layer`, `@media`, `@supports`) and the classes its selector needs. A page then keeps a rule
 * when one of its selectors has all of its classes somewhere in the page's `class` attributes, or
 * needs none (the reset, the theme's variables, element selectors). Per page this is a scan of the
 * HTML and a pass over the rules, a fraction of a millisecond; a DOM-based tool (beasties) parses
 * the whole page each time, which a page rendered for every signed-in request cannot afford.
 */
import postcss, { type AtRule, type ChildNode, type Container } from "postcss";
import selectorParser from "postcss-selector-parser";

/**
 * A part of the stylesheet with its at-rules (`wrappers`):
 * - a rule, kept when `needs` is null or the page has every class of one of its sets;
 * - an `@property` rule, kept when a kept part names its custom property;
 * - a rule that only sets custom properties (the theme's variables, Tailwind's fallbacks for
 *   browsers without `@property`), written with only the properties kept parts name.
 */
type Piece =
  | { kind: "rule"; wrappers: readonly string[]; css: string; needs: readonly (readonly string[])[] | null; names: readonly string[] }
  | { kind: "property"; wrappers: readonly string[]; css: string; name: string }
  | { kind: "variables"; wrappers: readonly string[]; selector: string; declarations: readonly { name: string; css: string; names: readonly string[] }[] };

export type IndexedStylesheet = readonly Piece[];

const CUSTOM_PROPERTY = /--[\w-]+/g;
const namesIn = (css: string) => [...new Set(css.match(CUSTOM_PROPERTY) ?? [])];

/** At-rules whose body holds rules chosen one by one; any other at-rule is kept whole. */
const CONTAINERS = new Set(["layer", "media", "supports", "container"]);

/**
 * The classes a selector needs on the page. A class inside `:not(.x)` or `:has(.x)`, or in one of
 * the alternatives of `:is(.x, .y)`, is left out (it must be absent, or is one of several); one
 * inside Tailwind's `:where(.space-y-4>...)` counts. Leaving a class out only keeps a rule the page
 * may not use.
 */
function neededClasses(selector: string): (readonly string[])[] | null {
  const alternatives: string[][] = [];
  let always = false;
  selectorParser((root) => {
    root.each((one) => {
      const classes: string[] = [];
      one.walkClasses((node) => {
        if (isRequiredWhere(node, one)) classes.push(node.value);
      });
      if (classes.length === 0) always = true;
      alternatives.push(classes);
    });
  }).processSync(selector);
  return always ? null : alternatives;
}

/** Wrappers that only change specificity or hold one selector: a class inside still has to be on the page. */
const TRANSPARENT_PSEUDOS = new Set([":where", ":is"]);

/** Whether a class is needed for its selector to match: at the top level, or inside `:where(...)`/`:is(...)` of one selector. */
function isRequiredWhere(node: selectorParser.Node, top: selectorParser.Selector): boolean {
  for (let parent = node.parent; parent && parent !== top; parent = parent.parent) {
    if (parent.type !== "selector") continue;
    const pseudo = parent.parent;
    if (!pseudo || pseudo.type !== "pseudo" || !TRANSPARENT_PSEUDOS.has(pseudo.value) || pseudo.nodes.length !== 1) return false;
  }
  return true;
}

function wrapperOf(atRule: AtRule): string {
  return `@${atRule.name}${atRule.params ? ` ${atRule.params}` : ""}`;
}

function collect(container: Container<ChildNode>, wrappers: readonly string[], pieces: Piece[]) {
  container.each((node) => {
    if (node.type === "rule") {
      const needs = neededClasses(node.selector);
      const declarations = node.nodes.filter((child) => child.type === "decl");
      if (needs === null && declarations.length === node.nodes.length && declarations.every((decl) => decl.prop.startsWith("--"))) {
        const variables = declarations.map((decl) => ({ name: decl.prop, css: decl.toString(), names: namesIn(decl.value) }));
        pieces.push({ kind: "variables", wrappers, selector: node.selector, declarations: variables });
      } else {
        const css = node.toString();
        pieces.push({ kind: "rule", wrappers, css, needs, names: namesIn(css) });
      }
    } else if (node.type === "atrule" && node.nodes && CONTAINERS.has(node.name)) {
      collect(node, [...wrappers, wrapperOf(node)], pieces);
    } else if (node.type === "atrule" && node.name === "property") {
      pieces.push({ kind: "property", wrappers, css: node.toString(), name: node.params.trim() });
    } else if (node.type === "atrule" || node.type === "decl") {
      // @keyframes, @font-face, a `@layer a, b;` statement: small, and kept as they are.
      const css = node.toString() + (node.type === "atrule" && !node.nodes ? ";" : "");
      pieces.push({ kind: "rule", wrappers, css, needs: null, names: namesIn(css) });
    }
  });
}

/** The stylesheet, read once, as pieces that can be chosen per page. */
export function indexStylesheet(css: string): IndexedStylesheet {
  const pieces: Piece[] = [];
  collect(postcss.parse(css), [], pieces);
  return pieces;
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };

/** Every class named in the page's markup, its HTML entities decoded (`[&>svg]:size-4` is written `[&amp;&gt;svg]:size-4`). */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of value!.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]!).split(/\s+/)) {
      if (name) classes.add(name);
    }
  }
  return classes;
}

/** The rules of the stylesheet the page's markup can use, with their at-rules, as one stylesheet's text. */
export function criticalCss(sheet: IndexedStylesheet, html: string): string {
  const classes = classesOf(html);
  const kept = sheet.filter((piece) => piece.kind !== "rule" || !piece.needs || piece.needs.some((needed) => needed.every((name) => classes.has(name))));
  const named = new Set(kept.flatMap((piece) => (piece.kind === "rule" ? piece.names : [])));
  // A kept variable can name others (`--default-font-family: var(--font-sans)`): add them until none is new.
  const variables = kept.flatMap((piece) => (piece.kind === "variables" ? piece.declarations : []));
  for (let grew = true; grew;) {
    grew = false;
    for (const variable of variables) {
      if (!named.has(variable.name)) continue;
      for (const name of variable.names) {
        if (named.has(name)) continue;
        named.add(name);
        grew = true;
      }
    }
  }
  const out: string[] = [];
  let open: readonly string[] = [];
  for (const piece of kept) {
    const css = cssOf(piece, named);
    if (!css) continue;
    let shared = 0;
    while (shared < open.length && shared < piece.wrappers.length && open[shared] === piece.wrappers[shared]) shared++;
    for (let index = open.length; index > shared; index--) out.push("}");
    for (const wrapper of piece.wrappers.slice(shared)) out.push(`${wrapper}{`);
    out.push(css);
    open = piece.wrappers;
  }
  for (let index = open.length; index > 0; index--) out.push("}");
  return out.join("");
}

function cssOf(piece: Piece, named: ReadonlySet<string>): string {
  if (piece.kind === "rule") return piece.css;
  if (piece.kind === "property") return named.has(piece.name) ? piece.css : "";
  const declarations = piece.declarations.filter((declaration) => named.has(declaration.name));
  return declarations.length ? `${piece.selector}{${declarations.map((declaration) => declaration.css).join(";")}}` : "";
}
