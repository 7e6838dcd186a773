/**
 * Issue 20, item 1: the minimums and maximums of the spec (sections 5 and 9), at both sides of
 * each boundary, with the spec's numbers and messages written here as literals (never read from
 * app/lib/constants.ts or the schemas' own constants): a wrong constant fails here. The schemas
 * are the one place each rule lives (the forms, the API and the panel all parse through them).
 * docs/testing.md lists every number and the test that pins it.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";

import { blogPostSchema } from "~/lib/schemas/admin/blog";
import { editUserSchema, newUserSchema } from "~/lib/schemas/admin/users";
import { loginSchema, signupFields } from "~/lib/schemas/auth";
import { contactSchema } from "~/lib/schemas/contact";
import { productInquirySchema } from "~/lib/schemas/inquiries";

/** The messages a parse gives for one field ([] when the field is accepted). */
function errorsAt(schema: z.ZodType, input: Record<string, unknown>, field: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

const chars = (count: number) => "s".repeat(count);

describe("contact form: message at least 10 characters (spec section 5)", () => {
  const base = { name: "Meera Desai", email: "meera@example.in", subject: "Jewellery box" };
  it("9 characters are refused with the spec's message, 10 are accepted", () => {
    expect(errorsAt(contactSchema, { ...base, message: chars(9) }, "message")).toEqual(["Message must be at least 10 characters"]);
    expect(errorsAt(contactSchema, { ...base, message: chars(10) }, "message")).toEqual([]);
  });
  it("counts after trimming: 9 characters between spaces are still 9", () => {
    expect(errorsAt(contactSchema, { ...base, message: `   ${chars(9)}   ` }, "message")).toEqual(["Message must be at least 10 characters"]);
  });
});

describe("login: password at least 6 characters", () => {
  it("5 refused, 6 accepted", () => {
    expect(errorsAt(loginSchema, { user_email: "a@example.in", password: chars(5) }, "password")).toEqual(["Password must be at least 6 characters"]);
    expect(errorsAt(loginSchema, { user_email: "a@example.in", password: chars(6) }, "password")).toEqual([]);
  });
});

describe("sign-up: names 2, contact number 10 digits, address 5, city 2, password 6", () => {
  const valid = {
    user_name: "Farhan Ali",
    business_name: "Ali Interiors",
    user_email: "farhan@crafts.example",
    contact_number: "9876543210",
    address: "Athwa Lines",
    city: "Surat",
    password: "secret-42",
  };
  it("the valid sign-up is accepted (each case below changes one field)", () => {
    expect(signupFields.safeParse(valid).success).toBe(true);
  });
  it.each([
    ["user_name", "F", "Fa", "Name must be at least 2 characters"],
    ["business_name", "A", "Al", "Business name must be at least 2 characters"],
    ["city", "S", "Su", "City must be at least 2 characters"],
    ["address", "Athw", "Athwa", "Address must be at least 5 characters"],
    ["password", chars(5), chars(6), "Password must be at least 6 characters"],
    // Digits are counted, whatever the spaces and signs between them.
    ["contact_number", "98765 4321", "98765 43210", "Contact number must be at least 10 digits"],
    ["contact_number", "+9 (876) 543-21", "+9 (876) 543-210", "Contact number must be at least 10 digits"],
  ])("%s: %j refused, %j accepted", (field, short, enough, message) => {
    expect(errorsAt(signupFields, { ...valid, [field]: short }, field)).toEqual([message]);
    expect(errorsAt(signupFields, { ...valid, [field]: enough }, field)).toEqual([]);
  });
});

describe("the panel's user form: password 6 (new user; an edit may leave it blank)", () => {
  const profile = {
    user_name: "Farhan Ali",
    business_name: "Ali Interiors",
    user_email: "farhan@crafts.example",
    contact_number: "9876543210",
    address: "Athwa Lines",
    city: "Surat",
  };
  it("5 refused, 6 accepted, for a new user and an edit", () => {
    for (const schema of [newUserSchema, editUserSchema]) {
      expect(errorsAt(schema, { ...profile, user_type: "2", password: chars(5) }, "password")).toEqual(["Password must be at least 6 characters"]);
      expect(errorsAt(schema, { ...profile, user_type: "2", password: chars(6) }, "password")).toEqual([]);
    }
    expect(errorsAt(editUserSchema, { ...profile, password: "" }, "password")).toEqual([]);
  });
});

describe("product inquiry: quantity at least 1", () => {
  const base = { product_item: 4, message: "Two boxes, please." };
  it("0 refused, 1 accepted", () => {
    expect(errorsAt(productInquirySchema, { ...base, quantity: 0 }, "quantity")).toHaveLength(1);
    expect(errorsAt(productInquirySchema, { ...base, quantity: "0" }, "quantity")).toHaveLength(1);
    expect(productInquirySchema.parse({ ...base, quantity: 1 }).quantity).toBe(1);
    expect(productInquirySchema.parse({ ...base, quantity: "1" }).quantity).toBe(1);
  });
});

describe("blog form: reading time a whole number from 1 (default 5), meta description at most 160", () => {
  const base = { title: "Caring for Sadeli", category: 2, content: "Dust with a dry soft cloth." };
  it("reading time 0 refused, 1 accepted, blank falls back to 5", () => {
    expect(errorsAt(blogPostSchema, { ...base, reading_time: 0 }, "reading_time")).toHaveLength(1);
    expect(errorsAt(blogPostSchema, { ...base, reading_time: "0" }, "reading_time")).toHaveLength(1);
    expect(blogPostSchema.parse({ ...base, reading_time: 1 }).reading_time).toBe(1);
    expect(blogPostSchema.parse({ ...base, reading_time: "" }).reading_time).toBe(5);
    expect(blogPostSchema.parse(base).reading_time).toBe(5);
  });
  it("a meta description of 160 characters is kept, 161 refused", () => {
    expect(blogPostSchema.parse({ ...base, meta_description: chars(160) }).meta_description).toBe(chars(160));
    expect(errorsAt(blogPostSchema, { ...base, meta_description: chars(161) }, "meta_description")).toHaveLength(1);
  });
});
