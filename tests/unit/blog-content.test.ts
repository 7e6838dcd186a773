/** The blog's content format: headings, grouped lists, paragraphs, fallbacks, and text that stays text. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { PostContent } from "~/components/blog/post-content";
import { parseContentBlocks, postContentBlocks } from "~/lib/blog-content";
import { blogCopy } from "~/lib/copy";

describe("parseContentBlocks", () => {
  it("reads '# ', '## ' and '### ' lines as headings one level below the page title", () => {
    expect(parseContentBlocks("# Origins\n## In Persia\n### Khatam")).toEqual([
      { type: "heading", level: 2, text: "Origins" },
      { type: "heading", level: 3, text: "In Persia" },
      { type: "heading", level: 4, text: "Khatam" },
    ]);
  });

  it("needs the space after the marker, and leaves deeper or bare hashes as text", () => {
    expect(parseContentBlocks("#hashtag")).toEqual([{ type: "paragraph", text: "#hashtag" }]);
    expect(parseContentBlocks("#### Too deep")).toEqual([{ type: "paragraph", text: "#### Too deep" }]);
  });

  it("groups consecutive bullets into one list and consecutive numbered items into another", () => {
    const content = ["- Rosewood", "- Bone-white", "- Brass", "1. Bundle the rods", "2. Slice them", "3. Lay the slices"].join("\n");
    expect(parseContentBlocks(content)).toEqual([
      { type: "list", ordered: false, items: ["Rosewood", "Bone-white", "Brass"] },
      { type: "list", ordered: true, start: 1, items: ["Bundle the rods", "Slice them", "Lay the slices"] },
    ]);
  });

  it("starts a new list after a blank line, and keeps the first number of a numbered list", () => {
    expect(parseContentBlocks("- One\n\n- Two\n\n4. Four\n5. Five")).toEqual([
      { type: "list", ordered: false, items: ["One"] },
      { type: "list", ordered: false, items: ["Two"] },
      { type: "list", ordered: true, start: 4, items: ["Four", "Five"] },
    ]);
  });

  it("joins the lines of a paragraph and separates paragraphs at blank lines", () => {
    const content = "Sadeli is a craft\nof very small things.\n\n\nA star is smaller\r\nthan a fingernail.";
    expect(parseContentBlocks(content)).toEqual([
      { type: "paragraph", text: "Sadeli is a craft of very small things." },
      { type: "paragraph", text: "A star is smaller than a fingernail." },
    ]);
  });

  it("ends a paragraph where a heading or a list begins, and a list where text resumes", () => {
    const content = "Intro line\n## Steps\nBefore the list\n- First\n- Second\nAfter the list";
    expect(parseContentBlocks(content)).toEqual([
      { type: "paragraph", text: "Intro line" },
      { type: "heading", level: 3, text: "Steps" },
      { type: "paragraph", text: "Before the list" },
      { type: "list", ordered: false, items: ["First", "Second"] },
      { type: "paragraph", text: "After the list" },
    ]);
  });

  it("ignores empty markers and surrounding spaces", () => {
    expect(parseContentBlocks("  ## Spaced heading  \n- \n   \n  - item  ")).toEqual([
      { type: "heading", level: 3, text: "Spaced heading" },
      { type: "list", ordered: false, items: ["item"] },
    ]);
  });
});

describe("postContentBlocks", () => {
  it("uses the content when there is any", () => {
    expect(postContentBlocks("Body text", "The excerpt")).toEqual([{ type: "paragraph", text: "Body text" }]);
  });

  it("falls back to the excerpt when the content is empty or blank", () => {
    expect(postContentBlocks("", "The excerpt")).toEqual([{ type: "paragraph", text: "The excerpt" }]);
    expect(postContentBlocks(" \n\n ", "First\n\nSecond")).toEqual([
      { type: "paragraph", text: "First" },
      { type: "paragraph", text: "Second" },
    ]);
    expect(postContentBlocks(null, "The excerpt")).toEqual([{ type: "paragraph", text: "The excerpt" }]);
  });

  it("says 'No content available.' when both are empty", () => {
    expect(blogCopy.noContent).toBe("No content available.");
    expect(postContentBlocks("", "")).toEqual([{ type: "paragraph", text: "No content available." }]);
    expect(postContentBlocks(undefined, null)).toEqual([{ type: "paragraph", text: "No content available." }]);
  });
});

describe("PostContent", () => {
  const render = (content: string, excerpt = "") => renderToStaticMarkup(createElement(PostContent, { content, excerpt }));

  it("renders headings, lists and paragraphs as their elements", () => {
    const html = render("# Title\n## Sub\n### Minor\nText\n- a\n- b\n1. x\n2. y");
    expect(html).toMatch(/<h2[^>]*>Title<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>Sub<\/h3>/);
    expect(html).toMatch(/<h4[^>]*>Minor<\/h4>/);
    expect(html).toMatch(/<p[^>]*>Text<\/p>/);
    expect(html).toMatch(/<ul[^>]*><li>a<\/li><li>b<\/li><\/ul>/);
    expect(html).toMatch(/<ol[^>]*><li>x<\/li><li>y<\/li><\/ol>/);
    expect(html).not.toContain("<h1");
  });

  it("shows markup in the content as text, never as HTML", () => {
    const html = render("<script>alert(1)</script>\n## <img src=x onerror=alert(1)>\n- <b>bold</b>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
  });

  it("shows markup in the excerpt fallback as text too", () => {
    const html = render("", "<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("<script");
  });

  it("renders the empty fallback", () => {
    expect(render("", "")).toContain("No content available.");
  });
});
