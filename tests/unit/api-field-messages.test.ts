/**
 * Issue 33, defect 8: every field message of every JSON body the API takes is a human message of
 * the copy modules, never zod's default ("Invalid input: expected number, received NaN", "Too big:
 * expected string to have <=1000 characters"), and a field that was sent with a value of the
 * wrong type is told what to send, not that it "is required" ("Category name is required" for a
 * name sent as a number). The walk takes each body of the OpenAPI operations list (the schemas the
 * routes validate with) and sends each field, alone, each kind of wrong value.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";

import { productCategorySchema } from "~/lib/schemas/admin/categories";
import { schemaKeys } from "~/routes/api/.server/body";
import { OPERATIONS } from "~/routes/api/.server/contract/operations";
import { fieldErrorsFrom } from "~/routes/api/.server/respond";

/** The fields of a body, of each option of a union too (the product inquiry's three kinds). */
function fieldsOf(schema: z.ZodType): string[] {
  const options = (schema as unknown as { options?: z.ZodType[] }).options;
  if (options) return [...new Set(options.flatMap(fieldsOf))];
  return schemaKeys(schema);
}

/** zod's own English (its default locale) and its internal words, which no person should read. */
const ZOD_DEFAULT = /^Invalid\b|^Too (big|small)\b|\bexpected\b.*\breceived\b|^Unrecognized key|\bNaN\b|<=|>=|^Expected\b/i;

const WRONG_VALUES: Array<[string, unknown]> = [
  ["a number", 12345],
  ["a fraction", 12.5],
  ["a negative number", -3],
  ["true", true],
  ["an object", { nested: 1 }],
  ["an array", [1, 2]],
  ["a word", "abc"],
  ["an empty text", ""],
  ["a very long text", "x".repeat(200_000)],
];

const bodies = OPERATIONS.filter((operation) => operation.body && !operation.body.multipart).map((operation) => ({
  name: `${operation.method.toUpperCase()} ${operation.path}`,
  schema: operation.body!.schema,
}));

describe("the API's field messages (issue 33, defect 8)", () => {
  it("walks some bodies, and the fields of each", () => {
    expect(bodies.length).toBeGreaterThan(20);
    for (const { name, schema } of bodies) expect(fieldsOf(schema).length, name).toBeGreaterThan(0);
  });

  it("answers the issue's own examples in the forms' words", () => {
    const errorsOf = (body: Record<string, unknown>) => {
      const parsed = productCategorySchema.safeParse(body);
      return parsed.success ? {} : fieldErrorsFrom(parsed.error.issues);
    };
    expect(errorsOf({ name: 12345 }).name).toEqual(["Enter text."]);
    expect(errorsOf({}).name).toEqual(["Category name is required"]);
    expect(errorsOf({ name: "Boxes", description: "x".repeat(1001) }).description).toEqual(["Must be at most 1000 characters"]);
  });

  it.each(bodies)("$name: every message is a person's words, and a sent field is never told it is required", ({ schema }) => {
    const problems: string[] = [];
    for (const field of fieldsOf(schema)) {
      for (const [label, value] of WRONG_VALUES) {
        const parsed = schema.safeParse({ [field]: value });
        if (parsed.success) continue;
        const errors = fieldErrorsFrom(parsed.error.issues);
        for (const [at, messages] of Object.entries(errors)) {
          if (at !== field && !at.startsWith(`${field}.`)) continue;
          for (const message of messages) {
            if (ZOD_DEFAULT.test(message)) problems.push(`${field} = ${label}: zod's words "${message}"`);
            if (label !== "an empty text" && /required/i.test(message)) problems.push(`${field} = ${label}: told "${message}"`);
            if (message.length > 300) problems.push(`${field} = ${label}: a message of ${message.length} characters`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
