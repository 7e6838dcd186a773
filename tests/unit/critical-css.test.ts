/** Issue 21: the rules of the built stylesheet a page's markup uses (app/.server/render/critical-css.ts). */
import { describe, expect, it } from "vitest";

import { classesOf, criticalCss, indexStylesheet } from "~/.server/render/critical-css";

/** The shapes Tailwind 4 writes, minified as in the build. */
const STYLESHEET = [
  "@layer properties;@layer theme,base,components,utilities;",
  "@layer theme{:root,:host{--color-brass-500:#c4922c;--color-unused:#123456;--font-sans:system-ui;--default-font-family:var(--font-sans)}}",
  "@layer base{*,:after{box-sizing:border-box}html,:host{font-family:var(--default-font-family)}}",
  "@layer utilities{",
  ".flex{display:flex}",
  ".grid{display:grid}",
  ".text-brass-500{color:var(--color-brass-500)}",
  ".rotate-3{rotate:3deg;--tw-rotate-x:3deg}",
  ":where(.space-y-4>:not(:last-child)){margin-block-start:1rem}",
  ".group-hover\\:underline:is(:where(.group):hover *){text-decoration-line:underline}",
  ".not-last\\:pb-2:not(:last-child){padding-bottom:.5rem}",
  ".\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}",
  "@media (min-width:40rem){.sm\\:grid{display:grid}.sm\\:block{display:block}}",
  "@media (prefers-color-scheme:dark){.dark\\:bg-black:where([data-theme=system],[data-theme=system] *){background:#000}}",
  "}",
  '@property --tw-rotate-x{syntax:"*";inherits:false}',
  '@property --tw-unused{syntax:"*";inherits:false}',
  "@keyframes spin{to{transform:rotate(360deg)}}",
].join("");

const sheet = indexStylesheet(STYLESHEET);
const critical = (body: string) => criticalCss(sheet, `<html><head></head><body>${body}</body></html>`);

describe("criticalCss", () => {
  it("keeps a utility only when its class is on the page, inside its layer and media query", () => {
    const css = critical('<div class="flex sm:block">x</div>');
    expect(css).toContain("@layer utilities{.flex{display:flex}");
    expect(css).toContain("@media (min-width:40rem){.sm\\:block{display:block}}");
    expect(css).not.toContain("display:grid");
  });

  it("always keeps the reset, element rules and the layer order, and closes every at-rule it opens", () => {
    const css = critical("<p>x</p>");
    expect(css.startsWith("@layer properties;@layer theme,base,components,utilities;")).toBe(true);
    expect(css).toContain("*,:after{box-sizing:border-box}");
    expect(css.split("{").length).toBe(css.split("}").length);
  });

  it("reads Tailwind's :where() wrapper, :not() and :is() as a browser would", () => {
    expect(critical('<ul class="space-y-4"></ul>')).toContain(".space-y-4>");
    expect(critical('<ul class="flex"></ul>')).not.toContain(".space-y-4>");
    // `.group` sits on an ancestor, inside :is(:where(...)): the variant's own class is what is needed.
    expect(critical('<a class="group"><span class="group-hover:underline">x</span></a>')).toContain("text-decoration-line:underline");
    expect(critical('<li class="not-last:pb-2">x</li>')).toContain("padding-bottom:.5rem");
  });

  it("matches class names the HTML escapes", () => {
    expect(critical('<span class="[&amp;&gt;svg]:size-4"><svg></svg></span>')).toContain("width:1rem");
  });

  it("keeps only the theme variables and @property rules that kept rules name, following variables that name others", () => {
    const css = critical('<p class="text-brass-500 rotate-3">x</p>');
    expect(css).toContain("--color-brass-500:#c4922c");
    expect(css).toContain("--default-font-family:var(--font-sans)");
    expect(css).toContain("--font-sans:system-ui");
    expect(css).not.toContain("--color-unused");
    expect(css).toContain("@property --tw-rotate-x");
    expect(css).not.toContain("--tw-unused");
    expect(critical("<p>x</p>")).not.toContain("--color-brass-500");
  });

  it("keeps dark-mode variants of the page's classes", () => {
    expect(critical('<body class="dark:bg-black">')).toContain("@media (prefers-color-scheme:dark){.dark\\:bg-black");
  });
});

describe("classesOf", () => {
  it("collects every class of every class attribute", () => {
    expect([...classesOf('<div class="a  b"><p class="c a"></p><i class=""></i></div>')].sort()).toEqual(["a", "b", "c"]);
  });
});
