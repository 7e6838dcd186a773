/**
 * Issue 21: a Gujarati or Hindi page's hydration data carries the copy its components read, and
 * no more. The site layout's loader sends the shell's sections, each public route's loader the
 * rest (copySections); useCopy finds a section in the matched routes' data. Two ways this can go
 * wrong, both checked here from the sources:
 * - a component reads a section that neither its route nor an ancestor sends: on /gu or /hi it
 *   falls back to English (the js-off walk of languages-no-english.spec.ts sees the first render
 *   only, not a dialog, a form's errors or a client-side navigation);
 * - a route sends a section none of its components read: bytes in every page's HTML for nothing.
 * A route's readers are the `useCopy`/`useCopyPart`/`metaCopy`/`publicListMeta`/`useTranslatedCopy`
 * calls in the modules its file imports, directly or not (lazy parts included; `.server` modules
 * and type-only imports are not sent to the browser).
 */
import fs from "node:fs";
import path from "node:path";

import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";

import routes from "~/../app/routes";
import { newsletterFormCopy } from "~/lib/copy/newsletter-form";
import { en } from "~/lib/copy/site";
import { copySections } from "~/lib/i18n/copy.server";
import { metaCopy } from "~/lib/i18n/use-copy";

const APP = path.resolve(import.meta.dirname, "../../app");
const SECTIONS = new Set(Object.keys(en));

/**
 * Sections a route's modules import but the route never shows: inquiry-forms-when-shown.tsx
 * holds both inquiry forms (each loaded only where shown), and a product page shows the
 * product's form only, whose words are inquiryFormCopy and inquiryCopy.
 */
const NOT_SHOWN: Record<string, string[]> = { "routes/site/product-detail.tsx": ["portfolioCopy"] };

/**
 * Sections the layout sends that its own modules do not read: a route's error page shows them
 * when that route's loader failed, so its own data is missing (about.tsx's ErrorBoundary).
 */
const FOR_ERROR_PAGES = ["aboutCopy"];

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(APP, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

/** The modules a file brings to the browser: its imports, theirs, and so on. */
function moduleGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || /[/.]server[/.]/.test(path.relative(APP, file))) return seen;
  seen.add(file);
  const source = fs.readFileSync(file, "utf8");
  const imports = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^;]*?from\s+"([^"]+)"|import\("([^"]+)"\)/g;
  for (const match of source.matchAll(imports)) {
    const target = resolveImport(file, (match[1] ?? match[2])!);
    if (target) moduleGraph(target, seen);
  }
  return seen;
}

/** The arguments of each call of `name` in a source (balanced parentheses). */
function callArguments(source: string, name: string): string[] {
  const calls: string[] = [];
  for (const match of source.matchAll(new RegExp(`\\b${name}\\(`, "g"))) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < source.length) {
      if (source[end] === "(") depth++;
      else if (source[end] === ")") depth--;
      end++;
    }
    calls.push(source.slice(match.index + match[0].length, end - 1));
  }
  return calls;
}

/**
 * A route's file and the functions it calls from its `.server` modules (a shared loader such as
 * loadLegalPage sends the copy for the routes that call it), as one source to scan.
 */
function loaderSource(routeFile: string): string {
  const file = path.join(APP, routeFile);
  const source = fs.readFileSync(file, "utf8");
  const parts = [source];
  for (const match of source.matchAll(/import\s+\{([^}]*)\}\s+from\s+"([^"]*\.server[^"]*)"/g)) {
    const target = resolveImport(file, match[2]!);
    if (!target) continue;
    const module = fs.readFileSync(target, "utf8");
    for (const name of match[1]!
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean)) {
      if (!new RegExp(`\\b${name}\\(`).test(source)) continue;
      const start = module.indexOf(`export function ${name}(`);
      if (start < 0) continue;
      const end = module.indexOf("\n}\n", start);
      parts.push(module.slice(start, end < 0 ? undefined : end));
    }
  }
  return parts.join("\n");
}

/** The copy sections a route's components read. */
function sectionsRead(routeFile: string): Set<string> {
  const read = new Set<string>();
  for (const file of moduleGraph(path.join(APP, routeFile))) {
    const source = fs.readFileSync(file, "utf8");
    for (const reader of ["useCopy", "useCopyPart", "metaCopy", "publicListMeta", "useTranslatedCopy"]) {
      for (const args of callArguments(source, reader)) {
        for (const literal of args.matchAll(/"(\w+)"/g)) if (SECTIONS.has(literal[1]!)) read.add(literal[1]!);
      }
    }
  }
  for (const section of NOT_SHOWN[routeFile] ?? []) read.delete(section);
  return read;
}

/** The sections a route's loader sends: copySections' names (whole) and its parts' keys (some words). */
function sectionsSent(routeFile: string): { whole: Set<string>; parts: Set<string>; all: Set<string> } {
  const source = loaderSource(routeFile);
  const whole = new Set<string>();
  const parts = new Set<string>();
  for (const args of callArguments(source, "copySections")) {
    for (const name of args.matchAll(/"(\w+)"|\b(\w+):/g)) {
      if (name[1] && SECTIONS.has(name[1])) whole.add(name[1]);
      if (name[2] && SECTIONS.has(name[2])) parts.add(name[2]);
    }
  }
  return { whole, parts, all: new Set([...whole, ...parts]) };
}

/** Every public route's file with its ancestors' under the site layout (a list behind its item). */
function publicRoutes(): Array<{ file: string; ancestors: string[] }> {
  const layout = (routes as RouteConfigEntry[]).find((entry) => entry.file === "routes/site/layout.tsx")!;
  const found: Array<{ file: string; ancestors: string[] }> = [];
  const walk = (entries: RouteConfigEntry[], ancestors: string[]) => {
    for (const entry of entries) {
      if (!entry.file.endsWith(".tsx")) continue; // a resource route (the JSON export) renders nothing
      if (!found.some((route) => route.file === entry.file)) found.push({ file: entry.file, ancestors });
      walk(entry.children ?? [], [...ancestors, entry.file]);
    }
  };
  walk(layout.children ?? [], [layout.file]);
  return found;
}

const LAYOUT = "routes/site/layout.tsx";

describe("the copy each public route sends (issue 21)", () => {
  it("the layout sends what the document and the shell read, and no more", () => {
    const read = new Set([...sectionsRead("root.tsx"), ...sectionsRead(LAYOUT)]);
    const sent = sectionsSent(LAYOUT).all;
    expect([...read].filter((section) => !sent.has(section)).sort()).toEqual([]);
    expect([...sent].filter((section) => !read.has(section) && !FOR_ERROR_PAGES.includes(section)).sort()).toEqual([]);
  });

  const all = publicRoutes();
  it("finds every public page", () => {
    expect(all.map((route) => route.file)).toEqual(
      expect.arrayContaining(["routes/site/home.tsx", "routes/site/product-detail.tsx", "routes/site/account/data.tsx"]),
    );
    expect(all.find((route) => route.file === "routes/site/product-detail.tsx")?.ancestors).toEqual([LAYOUT, "routes/site/products.tsx"]);
  });

  for (const { file, ancestors } of all) {
    it(`${file}: every section its components read is sent by it or a route around it, and it sends nothing else`, () => {
      const read = sectionsRead(file);
      const own = sectionsSent(file);
      const around = new Set(ancestors.flatMap((ancestor) => [...sectionsSent(ancestor).all]));
      const aroundWhole = new Set(ancestors.flatMap((ancestor) => [...sectionsSent(ancestor).whole]));
      expect([...read].filter((section) => !own.all.has(section) && !around.has(section)).sort(), "read but not sent (English on /gu and /hi)").toEqual([]);
      expect([...own.all].filter((section) => !read.has(section)).sort(), "sent but not read (bytes for nothing)").toEqual([]);
      expect([...own.all].filter((section) => aroundWhole.has(section)).sort(), "sent again (a route around it sends the whole section)").toEqual([]);
    });
  }
});

describe("copySections and the readers", () => {
  it("sends nothing on an English page, the named sections and only a part's words on a Gujarati one", () => {
    expect(copySections("en", ["header"])).toBeNull();
    const copy = copySections("gu", ["header"], { newsletterCopy: newsletterFormCopy });
    expect(Object.keys(copy ?? {}).sort()).toEqual(["header", "newsletterCopy"]);
    expect(Object.keys(copy?.newsletterCopy ?? {}).sort()).toEqual(Object.keys(newsletterFormCopy).sort());
    expect(copy?.newsletterCopy?.submit).not.toBe(newsletterFormCopy.submit);
  });

  it("reads the deepest route's section first, and never takes a part for a whole section", () => {
    const layout = { id: "routes/site/layout", data: { copy: copySections("hi", [], { newsletterCopy: newsletterFormCopy }) } };
    const page = { id: "routes/site/newsletter", data: { copy: copySections("gu", ["newsletterCopy"]) } };
    const whole = en.newsletterCopy as Parameters<typeof metaCopy<"newsletterCopy">>[2];
    // The layout's five words of the section do not stand in for all of it.
    expect(metaCopy([layout], "newsletterCopy", whole)).toBe(whole);
    expect(metaCopy([layout, page], "newsletterCopy", whole)).toBe(page.data.copy?.newsletterCopy);
    expect(metaCopy([layout, { id: "routes/site/contact", data: null }], "header", en.header)).toBe(en.header);
  });

  it("finds a section whose English has a sentence made by a function (a template in the other languages)", () => {
    expect(Object.values(en.homeCopy).some((value) => typeof value === "function")).toBe(true);
    const home = { id: "routes/site/home", data: { copy: copySections("gu", ["homeCopy"]) } };
    expect(metaCopy([home], "homeCopy", en.homeCopy as Parameters<typeof metaCopy<"homeCopy">>[2])).toBe(home.data.copy?.homeCopy);
  });
});
