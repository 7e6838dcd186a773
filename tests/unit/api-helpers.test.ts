/** The API's request reading: content type, size, JSON shape, unknown fields, list parameters. */
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { config } from "~/.server/config";
import { MAX_JSON_BYTES, readJsonObject, validateBody } from "~/routes/api/.server/body";
import { listAnswer, listParams, MAX_PAGE_SIZE } from "~/routes/api/.server/lists";

const post = (body: string, type = "application/json") => new Request("http://site.test/api/x/", { method: "POST", body, headers: { "Content-Type": type } });

async function answerOf(promise: Promise<unknown>): Promise<{ status: number; body: { status: boolean; errors: Record<string, string[]> } }> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: await thrown.json() };
    throw thrown;
  }
  throw new Error("expected a refusal");
}

describe("readJsonObject", () => {
  it("reads a JSON object", async () => {
    expect(await readJsonObject(post('{"a":1}'))).toEqual({ a: 1 });
  });
  it.each([
    ["not json", "{oops", "application/json", 400],
    ["an array", "[1,2]", "application/json", 400],
    ["a string", '"text"', "application/json", 400],
    ["null", "null", "application/json", 400],
    ["a form", "a=1", "application/x-www-form-urlencoded", 415],
    ["too large", JSON.stringify({ text: "x".repeat(MAX_JSON_BYTES) }), "application/json", 413],
  ])("refuses %s", async (_name, body, type, status) => {
    const answer = await answerOf(readJsonObject(post(body, type)));
    expect(answer.status).toBe(status);
    expect(answer.body.status).toBe(false);
  });
});

describe("validateBody", () => {
  const schema = z.object({ name: z.string().min(1, "Name is required"), count: z.number().optional() });
  it("returns the parsed value", () => {
    expect(validateBody({ name: "Kiran" }, schema)).toEqual({ name: "Kiran" });
  });
  it("refuses unknown fields, including prototype keys, with their own message", async () => {
    const body = JSON.parse('{"name":"Kiran","user_type":1,"__proto__":{"admin":true},"constructor":"x"}');
    const answer = await answerOf(Promise.resolve().then(() => validateBody(body, schema)));
    expect(answer.status).toBe(400);
    // Parsed, not written as a literal: `__proto__:` in a literal sets the prototype, not a key.
    const refused = '["This field is not accepted."]';
    expect(answer.body.errors).toEqual(JSON.parse(`{"user_type":${refused},"__proto__":${refused},"constructor":${refused}}`));
  });
  it("maps each field to its messages", async () => {
    const answer = await answerOf(Promise.resolve().then(() => validateBody({ name: "", count: "3" }, schema)));
    expect(answer.body.errors.name).toEqual(["Name is required"]);
    expect(answer.body.errors.count?.length).toBe(1);
  });
  it("lets a partial update leave fields out", () => {
    expect(validateBody({ count: 2 }, schema, { partial: true })).toEqual({ count: 2 });
  });
});

describe("listParams and listAnswer", () => {
  const request = (query: string) => new Request(`http://site.test/api/products/?${query}`);
  it("reads the spec's parameters", () => {
    expect(listParams(request("page=3&page_size=6&category=4&is_featured=true&search=box"))).toMatchObject({
      page: 3,
      pageSize: 6,
      offset: 12,
      category: 4,
      featured: true,
      search: "box",
    });
    expect(listParams(request("featured=true&q=frame"))).toMatchObject({ featured: true, search: "frame" });
  });
  it("answers a page_size over the cap with the cap, and takes an empty value as absent", () => {
    expect(listParams(request("page_size=99999"))).toMatchObject({ page: 1, pageSize: MAX_PAGE_SIZE });
    expect(listParams(request("page=&category=&is_featured="))).toMatchObject({ page: 1, pageSize: 12, category: null, featured: false });
  });
  it("refuses a parameter of the wrong type with 400, naming each one", async () => {
    const refusal = async (query: string) => {
      try {
        listParams(request(query));
      } catch (thrown) {
        const response = thrown as Response;
        return { status: response.status, body: await response.json() };
      }
      throw new Error(`${query} was accepted`);
    };
    const answer = await refusal("page=abc&page_size=-4&category=abc&is_featured=maybe");
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      status: false,
      message: "Please correct the errors below.",
      errors: {
        page: ["Enter a whole number."],
        page_size: ["Enter a number of at least 1."],
        category: ["Enter a whole number."],
        is_featured: ["Enter true or false."],
      },
      // Issue 33's machine codes, one per message (decision 054).
      code: "invalid_input",
      codes: { page: ["invalid_type"], page_size: ["too_small"], category: ["invalid_type"], is_featured: ["invalid_type"] },
    });
    expect((await refusal("page=0")).body.errors).toEqual({ page: ["Enter a number of at least 1."] });
    expect((await refusal("page=2.5")).body.errors).toEqual({ page: ["Enter a whole number."] });
  });
  it("links the next and previous pages on the public origin, never the request's host", () => {
    const answer = listAnswer(request("page=2&page_size=5"), [1, 2, 3, 4, 5], 12, 2, 5);
    const origin = config().publicUrl;
    expect(origin).not.toContain("site.test");
    expect(answer.next).toBe(`${origin}/api/products/?page=3&page_size=5`);
    expect(answer.previous).toBe(`${origin}/api/products/?page=1&page_size=5`);
    expect(listAnswer(request("page=3&page_size=5"), [1, 2], 12, 3, 5).next).toBeNull();
  });
});
