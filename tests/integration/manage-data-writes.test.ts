/**
 * Issue 15, what /api/manage_data/ writes, on every model, against a real SQLite file: a PUT is
 * the record as read (one without a required field is refused with a field error under each
 * missing one; an optional field left out keeps its stored value, issue 33); a PATCH changes only what it sends; a record PUT back as it was read
 * changes nothing; a field that is neither writable nor a documented read-only echo is refused by
 * name; a user's account_status is a decision made by the panel's own functions; SiteSettings is
 * never created twice. The HTTP answers (400, 409) are tests/api/manage-data-writes.spec.ts.
 */
import { and, eq, like, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { verifyPassword } from "~/.server/accounts/password";
import { createSession, getSessionUser } from "~/.server/accounts/sessions";
import { ensureFirstAdmin, getUserByEmail, registerBusinessAccount, type User } from "~/.server/accounts/users";
import { db, schema } from "~/.server/db";
import { signupFields } from "~/lib/schemas/auth";
import { MANAGED_MODELS, type ModelAdapter, NO_DECISION_TO, type WriteResult } from "~/routes/api/.server/manage-data";
import { SETTINGS_EXIST } from "~/routes/api/.server/manage-settings";
import { fieldsOf, NOT_ACCEPTED, REQUIRED_FIELD, requiredOnPut } from "~/routes/api/.server/write-bodies";

import { confirmRegistration } from "../support/email-confirmation";

let admin: User;
let sequence = 0;
const next = () => `${Date.now()}-${++sequence}`;

type Written = { ok: true; record: Record<string, unknown> & { id: number } };
function ok(result: WriteResult): Written["record"] {
  if (!result.ok) throw new Error(`expected a write, got ${JSON.stringify(result)}`);
  return result.record as Written["record"];
}
function fieldErrors(result: WriteResult): Record<string, string[]> {
  if (result.ok || !("errors" in result)) throw new Error(`expected field errors, got ${JSON.stringify(result)}`);
  return result.errors;
}
function refusal(result: WriteResult): string {
  if (result.ok || !("message" in result)) throw new Error(`expected a refusal, got ${JSON.stringify(result)}`);
  return result.message;
}
const adapter = (model: string): ModelAdapter & Required<Pick<ModelAdapter, "create" | "update">> => MANAGED_MODELS[model] as never;
const read = (model: string, id: number) => structuredClone(adapter(model).get(id)) as Record<string, unknown>;
/** A record's fields but the time of its last write (issue 33's read-only `updated_at`, which every saved write moves). */
const stored = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([key]) => key !== "updated_at"));

/** One new record of each model (categories first), as a client would POST it. */
async function makeRecords(): Promise<Record<string, number>> {
  const stamp = next();
  const ids: Record<string, number> = {};
  const create = async (model: string, body: Record<string, unknown>) => (ids[model] = ok(await adapter(model).create(admin, body)).id);
  await create("ProductCategory", { name: `Lamps ${stamp}`, description: "Lamp bases", is_active: true });
  await create("GalleryCategory", { name: `Panels ${stamp}`, description: "Wall panels", is_active: true });
  await create("PortfolioCategory", { name: `Hotels ${stamp}`, description: "Hotel work", is_active: true });
  await create("BlogCategory", { name: `Notes ${stamp}` });
  await create("Product", {
    title: `Lamp ${stamp}`,
    description: "A lamp base.",
    category: ids.ProductCategory,
    price: 3200,
    tags: "lamp, brass",
    is_available: true,
  });
  await create("GalleryItem", {
    title: `Panel ${stamp}`,
    image_url: "/images/sadeli-pattern.svg",
    category: ids.GalleryCategory,
    description: "A panel.",
    price: 250.5,
    tags: "panel",
  });
  await create("PortfolioItem", {
    title: `Lobby ${stamp}`,
    category: ids.PortfolioCategory,
    description: "A hotel lobby.",
    technologies: "Sadeli, Brass",
    price: 12000,
    is_public: true,
  });
  await create("BlogPost", { title: `Post ${stamp}`, category: ids.BlogCategory, content: "A paragraph.", status: "published", tags: "api", reading_time: 3 });
  await create("UserProfile", {
    user_name: "Nisha Rao",
    business_name: "Rao Interiors",
    user_email: `nisha.${stamp}@example.in`,
    contact_number: "9825098250",
    address: "3 Ring Road",
    city: "Surat",
    password: "a-strong-one-42",
    user_type: 2,
  });
  ids.SiteSettings = 1;
  return ids;
}

async function pendingRegistration(): Promise<User> {
  const result = await registerBusinessAccount(
    signupFields.parse({
      user_name: "Asha Mehta",
      business_name: "Mehta Gifts",
      user_email: `asha.${next()}@example.in`,
      contact_number: "+91 98980 22222",
      address: "22 Ghod Dod Road",
      city: "Surat",
      password: "mehta-gifts-2026",
    }),
  );
  if (!result.ok) throw new Error("registration failed");
  // The holder opens the link sent at sign-up: only a proven address can be approved (docs/decisions/021).
  return confirmRegistration(result.record.user_email);
}

const userRow = (id: number) => db().select().from(schema.users).where(eq(schema.users.id, id)).get()!;
/** The team's decisions emailed to the account (not the sign-up's confirmation link). */
const outboxFor = (id: number) =>
  db()
    .select()
    .from(schema.emailOutbox)
    .where(and(like(schema.emailOutbox.reference, `user:${id}:%`), ne(schema.emailOutbox.reference, `user:${id}:email_confirm`)))
    .all();
const auditOf = (id: number) =>
  db()
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.entity_id, String(id)))
    .all()
    .filter((entry) => entry.entity === "UserProfile");

let ids: Record<string, number>;
/** A required free-text field of each model, with a value in the records made here. */
const TEXT_FIELD: Record<string, string> = {
  Product: "description",
  ProductCategory: "name",
  GalleryItem: "title",
  GalleryCategory: "name",
  PortfolioItem: "description",
  PortfolioCategory: "name",
  BlogPost: "content",
  BlogCategory: "name",
  UserProfile: "city",
  SiteSettings: "site_name",
};
const MODELS = Object.keys(MANAGED_MODELS);

beforeAll(async () => {
  await ensureFirstAdmin({ email: "owner@sadeli.example", password: "owner-password-1", log: () => undefined });
  admin = getUserByEmail("owner@sadeli.example")!;
  ids = await makeRecords();
});

describe("the bodies of every model", () => {
  it.each(MODELS)("%s: every field of the answered record is writable or a documented read-only echo, and every echo is in the record", (model) => {
    const { bodySchema, readOnlyFields, writeOnlyFields } = adapter(model);
    const record = Object.keys(read(model, ids[model]!));
    const writable = fieldsOf(bodySchema);
    expect(
      record.filter((key) => !writable.includes(key) && !readOnlyFields.includes(key)),
      "answered but neither writable nor read-only",
    ).toEqual([]);
    expect(
      readOnlyFields.filter((key) => !record.includes(key)),
      "read-only echoes the record does not have",
    ).toEqual([]);
    expect(
      writable.filter((key) => !record.includes(key)),
      "writable fields the record does not answer",
    ).toEqual([...writeOnlyFields]);
  });

  it.each(MODELS)("%s: the documented PUT body requires exactly the fields the PUT rules cannot do without", (model) => {
    const { bodySchema, patchSchema, createSchema, documented } = adapter(model);
    type Json = { required?: string[]; properties: Record<string, unknown>; anyOf?: Json[] };
    const shown = z.toJSONSchema(documented.put, { io: "input" }) as Json;
    // A user's PUT is also the spec's role change (only user_type): the whole record is the second form.
    const put = model === "UserProfile" ? shown.anyOf![1]! : shown;
    expect([...(put.required ?? [])].sort()).toEqual(requiredOnPut(adapter(model)).sort());
    expect(Object.keys(put.properties).sort()).toEqual(fieldsOf(bodySchema).sort());
    expect((z.toJSONSchema(patchSchema, { io: "input" }) as { required?: string[] }).required ?? []).toEqual([]);
    expect(() => z.toJSONSchema(createSchema, { io: "input" })).not.toThrow();
  });
});

describe("PUT is the whole record, PATCH only what is sent", () => {
  it.each(MODELS)("%s: the record PUT back as it was read is accepted and changes nothing but its updated_at", async (model) => {
    const before = read(model, ids[model]!);
    ok(await adapter(model).update(admin, ids[model]!, before, "put"));
    expect(stored(read(model, ids[model]!))).toEqual(stored(before));
  });

  it.each(MODELS.filter((model) => model !== "UserProfile"))("%s: a PUT of nothing names every missing field and changes nothing", async (model) => {
    const before = read(model, ids[model]!);
    const errors = fieldErrors(await adapter(model).update(admin, ids[model]!, {}, "put"));
    for (const field of requiredOnPut(adapter(model))) expect(errors[field], field).toEqual([REQUIRED_FIELD]);
    expect(read(model, ids[model]!)).toEqual(before);
  });

  it.each(MODELS)("%s: a PUT missing one field is refused under that field; a PATCH of that field changes only it", async (model) => {
    const before = read(model, ids[model]!);
    const writable = fieldsOf(adapter(model).bodySchema).filter((key) => !adapter(model).writeOnlyFields.includes(key));
    const dropped = TEXT_FIELD[model]!;
    expect(requiredOnPut(adapter(model))).toContain(dropped);
    expect(before[dropped], "a field with a value, so that blanking it would show").toBeTruthy();
    const { [dropped]: _gone, ...partial } = before;
    const errors = fieldErrors(await adapter(model).update(admin, ids[model]!, partial, "put"));
    expect(errors[dropped]).toEqual([REQUIRED_FIELD]);
    // The product form adds its summary ("Please fill in all required fields") to the field's.
    expect(Object.keys(errors).filter((key) => key !== dropped && key !== "non_field_errors")).toEqual([]);
    expect(read(model, ids[model]!)).toEqual(before);

    const untouched = writable.find((key) => key !== dropped && typeof before[key] === "string" && before[key] !== "")!;
    const changedField = dropped;
    const patched = ok(await adapter(model).update(admin, ids[model]!, { [changedField]: `${String(before[changedField]).slice(0, 10)} (patched)` }, "patch"));
    expect(patched[changedField]).toBe(`${String(before[changedField]).slice(0, 10)} (patched)`);
    expect(patched[untouched]).toEqual(before[untouched]);
    const after = read(model, ids[model]!);
    for (const key of writable.filter((key) => key !== changedField)) expect(after[key], key).toEqual(before[key]);
  });

  it("a category's description is never blanked by a PUT that leaves it out: it keeps its stored value (decision 052)", async () => {
    const id = ids.ProductCategory!;
    const before = read("ProductCategory", id);
    expect(before.description).toBeTruthy();
    ok(await adapter("ProductCategory").update(admin, id, { name: before.name, is_active: true }, "put"));
    expect(stored(read("ProductCategory", id))).toEqual(stored(before));
  });

  it.each(MODELS)("%s: an unknown field is refused by name, by POST, PUT and PATCH", async (model) => {
    const before = read(model, ids[model]!);
    if (model !== "SiteSettings")
      expect(fieldErrors(await adapter(model).create(admin, { ...before, is_admin: true }))).toMatchObject({ is_admin: [NOT_ACCEPTED] });
    expect(fieldErrors(await adapter(model).update(admin, ids[model]!, { ...before, is_admin: true }, "put"))).toEqual({ is_admin: [NOT_ACCEPTED] });
    expect(fieldErrors(await adapter(model).update(admin, ids[model]!, { is_admin: true }, "patch"))).toEqual({ is_admin: [NOT_ACCEPTED] });
    expect(read(model, ids[model]!)).toEqual(before);
  });

  it("the panel's file fields are not the API's: pending_image and image_file are refused by name", async () => {
    for (const model of ["GalleryItem", "PortfolioItem"]) {
      const errors = fieldErrors(
        await adapter(model).update(admin, ids[model]!, { pending_image: "/uploads/gallery/0123456789abcdef01234567-800w.webp" }, "patch"),
      );
      expect(errors).toEqual({ pending_image: [NOT_ACCEPTED] });
    }
  });
});

describe("a user's account_status", () => {
  it("approved: the panel's approval (status, audit entry, email in the outbox) by PATCH", async () => {
    const pending = await pendingRegistration();
    const record = ok(await adapter("UserProfile").update(admin, pending.id, { account_status: "approved" }, "patch"));
    expect(record).toMatchObject({ id: pending.id, account_status: "approved" });
    expect(record).not.toHaveProperty("password_hash");
    expect(userRow(pending.id).account_status).toBe("approved");
    expect(auditOf(pending.id).map((entry) => entry.action)).toEqual(["approve"]);
    expect(outboxFor(pending.id)).toHaveLength(1);
  });

  it("rejected: the panel's rejection (sessions ended, email) by a whole-record PUT", async () => {
    const pending = await pendingRegistration();
    const token = createSession(pending.id, "api");
    const whole = read("UserProfile", pending.id);
    ok(await adapter("UserProfile").update(admin, pending.id, { ...whole, account_status: "rejected" }, "put"));
    expect(userRow(pending.id).account_status).toBe("rejected");
    expect(getSessionUser(token)).toBeNull();
    expect(auditOf(pending.id).map((entry) => entry.action)).toEqual(["reject"]);
    expect(outboxFor(pending.id)).toHaveLength(1);
  });

  it("a bogus value is a field error under account_status and changes nothing", async () => {
    const pending = await pendingRegistration();
    for (const mode of ["put", "patch"] as const) {
      const body = mode === "put" ? { ...read("UserProfile", pending.id), account_status: "bogus-value" } : { account_status: "bogus-value" };
      const errors = fieldErrors(await adapter("UserProfile").update(admin, pending.id, body, mode));
      expect(Object.keys(errors)).toEqual(["account_status"]);
    }
    expect(userRow(pending.id).account_status).toBe("pending");
    expect(outboxFor(pending.id)).toHaveLength(0);
  });

  it("the domain's refusals come back: rejecting an administrator, or one's own account", async () => {
    const other = ok(
      await adapter("UserProfile").create(admin, {
        user_name: "Second Admin",
        business_name: "Sadeli Workshop",
        user_email: `second.${next()}@example.in`,
        contact_number: "9825011111",
        address: "1 Main Road",
        city: "Surat",
        password: "second-admin-42",
        user_type: 1,
      }),
    );
    expect(refusal(await adapter("UserProfile").update(admin, other.id, { account_status: "rejected" }, "patch"))).toBe(
      "Administrator accounts cannot be rejected",
    );
    expect(refusal(await adapter("UserProfile").update(admin, admin.id, { account_status: "rejected" }, "patch"))).toBe("You cannot reject your own account");
    expect(userRow(other.id).account_status).toBe("approved");
  });

  it("pending is kept, never a target: an approved account is not sent back to the queue", async () => {
    const pending = await pendingRegistration();
    ok(await adapter("UserProfile").update(admin, pending.id, { account_status: "pending", city: "Navsari" }, "patch"));
    expect(userRow(pending.id)).toMatchObject({ account_status: "pending", city: "Navsari" });
    ok(await adapter("UserProfile").update(admin, pending.id, { account_status: "approved" }, "patch"));
    expect(refusal(await adapter("UserProfile").update(admin, pending.id, { account_status: "pending" }, "patch"))).toBe(NO_DECISION_TO("pending"));
    expect(userRow(pending.id).account_status).toBe("approved");
  });

  it("a PUT without the password keeps it; the spec's role change (a PUT with only user_type) still works", async () => {
    const id = ids.UserProfile!;
    const whole = read("UserProfile", id);
    ok(await adapter("UserProfile").update(admin, id, { ...whole, city: "Bharuch" }, "put"));
    expect(await verifyPassword("a-strong-one-42", userRow(id).password_hash)).toBe(true);
    expect(ok(await adapter("UserProfile").update(admin, id, { user_type: 3 }, "put"))).toMatchObject({ user_type: 3, city: "Bharuch" });
    expect(fieldErrors(await adapter("UserProfile").update(admin, id, { city: "Surat" }, "put"))).toMatchObject({
      user_name: [REQUIRED_FIELD],
      account_status: [REQUIRED_FIELD],
    });
  });
});

describe("SiteSettings", () => {
  it("a POST is refused (the record exists) and overwrites nothing", async () => {
    const before = read("SiteSettings", 1);
    expect(refusal(await adapter("SiteSettings").create(admin, { ...before, site_name: "Overwritten" }))).toBe(SETTINGS_EXIST);
    expect(read("SiteSettings", 1)).toEqual(before);
  });

  it("a PUT without the app password keeps it; a PATCH saves only the tab it touches", async () => {
    ok(await adapter("SiteSettings").update(admin, 1, { email_app_password: "abcd efgh ijkl mnop" }, "patch"));
    const before = read("SiteSettings", 1);
    expect(before.has_app_password).toBe(true);
    ok(await adapter("SiteSettings").update(admin, 1, { ...before, site_description: "A workshop in Surat." }, "put"));
    expect(read("SiteSettings", 1)).toEqual({ ...before, site_description: "A workshop in Surat." });
    const saves = () => db().select().from(schema.auditLog).where(eq(schema.auditLog.action, "settings_save")).all().length;
    const count = saves();
    ok(await adapter("SiteSettings").update(admin, 1, { seo_meta_title: "Sadeli boxes" }, "patch"));
    expect(saves()).toBe(count + 1);
  });
});
