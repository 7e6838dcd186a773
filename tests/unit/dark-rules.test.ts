/** Decision 036: the public stylesheet's dark rules move to a sheet of their own, each once, under the same at-rules. */
import { describe, expect, it } from "vitest";

import { splitDarkRules } from "../../scripts/dark-rules";

const M = ":where([data-dark-sheet] *)";

describe("splitDarkRules", () => {
  it("moves each marked rule, under its layers and media queries, and takes the marker out", () => {
    const css = [
      "@layer properties;@layer base{body{color:red}body" + M + "{color:white}}",
      "@layer utilities{.a{color:blue}.dark\\:a" +
        M +
        "{color:navy}@media(hover:hover){.hover\\:b:hover{color:green}.dark\\:hover\\:b:hover" +
        M +
        "{color:lime}}}",
      '.print-notice{display:none}[data-x="{"]{content:"}"}',
    ].join("");
    const { main, dark } = splitDarkRules(css);
    expect(main).toBe(
      '@layer properties;@layer base{body{color:red}}@layer utilities{.a{color:blue}@media(hover:hover){.hover\\:b:hover{color:green}}}.print-notice{display:none}[data-x="{"]{content:"}"}',
    );
    expect(dark).toBe("@layer base{body{color:white}}@layer utilities{.dark\\:a{color:navy}@media(hover:hover){.dark\\:hover\\:b:hover{color:lime}}}");
  });

  it("keeps nested rules (the development build's output) and whitespace", () => {
    const { main, dark } = splitDarkRules(`.dark\\:x {\n  &:where([data-dark-sheet] *) {\n    color: navy;\n  }\n}\n.y { color: red; }\n`);
    expect(dark).toBe(".dark\\:x {\n  & {\n    color: navy;\n  }}");
    expect(main).toBe("\n.y { color: red; }\n");
  });

  it("leaves a sheet without dark rules as it is", () => {
    expect(splitDarkRules("@layer theme{:root{--c:#fff}}.a{color:red}")).toEqual({ main: "@layer theme{:root{--c:#fff}}.a{color:red}", dark: "" });
  });

  it("fails the build when a marker is left where it cannot be moved", () => {
    expect(() => splitDarkRules(`.a{--x:"${M}"}`)).toThrow(/marker/);
  });
});
