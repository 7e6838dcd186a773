/**
 * A PUT and the fields a model gains (issue 33, docs/decisions/052): every optional field a PUT
 * leaves out keeps its stored value, so a client written before a field was added keeps working;
 * the fields the rules cannot do without stay required on a PUT (never blanked, never guessed).
 */
import { describe, expect, it } from "vitest";

import { keptOnPut, optionalText, requiredText } from "~/lib/schemas/fields";
import { z } from "~/lib/schemas/zod";
import { bodies, checkWrite, REQUIRED_FIELD } from "~/routes/api/.server/write-bodies";

const before = z.object({ title: requiredText("Title is required", 200), material: optionalText(100) });
const schema = z.object({ ...before.shape, finish: keptOnPut(optionalText(100)), polish: optionalText(100) });
const adapter = bodies(schema, { readOnly: ["id"] });
const stored = { id: 7, title: "Box", material: "Rosewood", finish: "Hand-rubbed lacquer", polish: "Wax" };

describe("a PUT and a field added later", () => {
  it("keeps the stored value of a kept field the body leaves out", () => {
    expect(checkWrite(adapter, { title: "Box II", material: "Teak" }, "put", stored)).toEqual({
      ok: true,
      value: { title: "Box II", material: "Teak", finish: "Hand-rubbed lacquer", polish: "Wax" },
    });
  });

  it("writes the kept field when the body carries it, blank included", () => {
    expect(checkWrite(adapter, { title: "Box", material: "Teak", finish: "" }, "put", stored)).toMatchObject({ ok: true, value: { finish: "" } });
  });

  it("a body written for the model before it gained optional fields (not marked keptOnPut) is still accepted", () => {
    const old = { id: 7, title: "Box III", material: "Sheesham" };
    expect(checkWrite(adapter, old, "put", stored)).toEqual({
      ok: true,
      value: { title: "Box III", material: "Sheesham", finish: "Hand-rubbed lacquer", polish: "Wax" },
    });
    expect(adapter.keptOnPutFields).toEqual(["material", "finish", "polish"]);
  });

  it("still names a required field a PUT leaves out", () => {
    expect(adapter.putRequired).toEqual(["title"]);
    expect(checkWrite(adapter, { material: "Teak" }, "put", stored)).toMatchObject({ ok: false, errors: { title: [REQUIRED_FIELD] } });
  });
});
