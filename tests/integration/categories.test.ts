/**
 * The one categories module (app/.server/categories/categories.ts) for the four kinds: a name is
 * unique ignoring case, in the domain's answer and in the database itself (the unique index is on
 * lower(name), migration 0005), so "Boxes" and "boxes" cannot both exist even when a write skips
 * the domain's check. A category still holding items is not deleted, for every kind.
 */
import { beforeAll, describe, expect, it } from "vitest";

import type { User } from "~/.server/accounts/users";
import { type CategoryKind, createCategory, deleteCategory, getCategory, listCategoryChoices, listPublicCategories } from "~/.server/categories/categories";
import { db, schema } from "~/.server/db";
import { panelCopy } from "~/lib/copy/panel";

let admin: User;

beforeAll(() => {
  admin = db()
    .insert(schema.users)
    .values({ user_name: "Case Checker", user_email: "case-checker@example.in", password_hash: "x", user_type: 1, account_status: "approved" })
    .returning()
    .get();
});

const TABLES = {
  product: schema.productCategories,
  gallery: schema.galleryCategories,
  portfolio: schema.portfolioCategories,
  blog: schema.blogCategories,
} as const;

function inputFor(kind: CategoryKind, name: string) {
  return kind === "blog" ? { name, slug: "" } : { name, description: kind === "product" ? null : "", is_active: true };
}

describe.each(["product", "gallery", "portfolio", "blog"] as const)("%s categories", (kind) => {
  it('"Boxes" and "boxes" cannot both exist: the domain refuses the second, and so does the database', () => {
    const first = createCategory(admin, kind, inputFor(kind, `Boxes ${kind}`) as never);
    expect(first.ok).toBe(true);
    expect(createCategory(admin, kind, inputFor(kind, `boxes ${kind}`.toUpperCase()) as never)).toEqual({
      ok: false,
      errors: { name: [panelCopy.categoryNameTaken] },
      conflict: true,
    });
    // Past the domain's check (another process, a script): the unique index on lower(name) holds.
    const values = kind === "blog" ? { name: `boxes ${kind}`, slug: `other-boxes-${kind}` } : { name: `boxes ${kind}` };
    expect(() => db().insert(TABLES[kind]).values(values).run()).toThrow(/UNIQUE/);
    expect(listCategoryChoices(kind).filter((row) => row.name.toLowerCase() === `boxes ${kind}`)).toHaveLength(1);
  });

  it("a category is deleted once, and a missing one is not found", () => {
    const created = createCategory(admin, kind, inputFor(kind, `Short-lived ${kind}`) as never);
    if (!created.ok) throw new Error("not created");
    expect(deleteCategory(admin, kind, created.record.id)).toEqual({ ok: true });
    expect(getCategory(kind, created.record.id)).toBeNull();
    expect(deleteCategory(admin, kind, created.record.id)).toEqual({ ok: false, reason: "not_found", message: panelCopy.notFound });
  });

  it("the public list names each category once, by name", () => {
    const names = listPublicCategories(kind).map((row) => row.name);
    expect(names).toEqual([...names].sort());
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
  });
});
