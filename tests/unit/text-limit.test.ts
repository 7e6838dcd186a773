/**
 * The panel's counters read a text's limit from the model's rule (issue 32, defect 7). Conform's
 * getZodConstraint stops at a trimmed text's pipe, so without textLimit the blog post's meta
 * description had no "N of 160" counter at all.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { formConstraint, textLimit } from "~/components/panel/schema-form";
import { blogPostSchema } from "~/lib/schemas/admin/blog";

describe("textLimit", () => {
  it("reads a limit through pipes, optional and default", () => {
    expect(textLimit(z.string().max(20))).toBe(20);
    expect(textLimit(z.string().trim().max(20).optional())).toBe(20);
    expect(textLimit(z.string().max(30).pipe(z.string().max(20)).default(""))).toBe(20);
    expect(textLimit(z.number())).toBeUndefined();
  });

  it("gives the blog post's meta description its 160 as the form's constraint", () => {
    expect(formConstraint(blogPostSchema, []).meta_description?.maxLength).toBe(160);
  });
});
