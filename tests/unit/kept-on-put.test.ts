/**
 * A field added after the API had clients (keptOnPut in its rule, docs/decisions/032): a PUT that
 * leaves it out keeps its stored value, while every other writable field stays required on a PUT
 * (the whole record, docs/decisions/015).
 */
import { describe, expect, it } from "vitest";

import { keptOnPut, optionalText } from "~/lib/schemas/fields";
import { z } from "~/lib/schemas/zod";
import { bodies, checkWrite, REQUIRED_FIELD } from "~/routes/api/.server/write-bodies";

const schema = z.object({ title: optionalText(200), material: optionalText(100), finish: keptOnPut(optionalText(100)) });
const adapter = bodies(schema, { readOnly: ["id"] });
const stored = { id: 7, title: "Box", material: "Rosewood", finish: "Hand-rubbed lacquer" };

describe("a PUT and a field added later", () => {
  it("keeps the stored value of a kept field the body leaves out", () => {
    expect(checkWrite(adapter, { title: "Box II", material: "Teak" }, "put", stored)).toEqual({
      ok: true,
      value: { title: "Box II", material: "Teak", finish: "Hand-rubbed lacquer" },
    });
  });

  it("writes the kept field when the body carries it, blank included", () => {
    expect(checkWrite(adapter, { title: "Box", material: "Teak", finish: "" }, "put", stored)).toMatchObject({ ok: true, value: { finish: "" } });
  });

  it("still names every other field a PUT leaves out", () => {
    expect(checkWrite(adapter, { title: "Box" }, "put", stored)).toMatchObject({ ok: false, errors: { material: [REQUIRED_FIELD] } });
  });
});
