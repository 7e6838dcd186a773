/**
 * A record's history (issue 32, docs/decisions/044): what a kept version differs in from the
 * record as it is now, field by field, and restoring a version. A restore is a save like any
 * other: it goes through the record's own update function, so it is checked by today's rules (a
 * slug now used by another post, a category deleted since: refused, nothing written) and it keeps
 * a version of what it replaces.
 *
 * Pictures: a version may name an uploaded picture that was removed from the uploads folder once
 * no record showed it. Restoring that version keeps the record's current picture instead of
 * pointing at a missing file (`keptImage` says so).
 */
import type { User } from "~/.server/accounts/users";
import { updateProduct } from "~/.server/catalogue/product-admin";
import { type CategoryKind, getCategory } from "~/.server/categories/categories";
import { db } from "~/.server/db";
import { updateGalleryItem } from "~/.server/gallery/gallery-admin";
import { updateBlogPost } from "~/.server/journal/post-admin";
import { imageInUse } from "~/.server/media/content-images";
import { updatePortfolioItem } from "~/.server/portfolio/portfolio-admin";
import { type FieldErrors, forbidden, invalid, notFound, type Result } from "~/.server/result";
import { restoreSettings } from "~/.server/settings/settings-admin";
import { CONTENT_LANGUAGES, type ContentLanguage, translatedFields } from "~/lib/content-translations";
import { blogPostLabelsEn } from "~/lib/copy/fields/blog-post";
import { galleryItemLabelsEn } from "~/lib/copy/fields/gallery-item";
import { portfolioItemLabelsEn } from "~/lib/copy/fields/portfolio-item";
import { productLabelsEn } from "~/lib/copy/fields/product";
import { siteSettingsLabelsEn } from "~/lib/copy/fields/site-settings";
import { type Action, can } from "~/lib/permissions";
import { blogPostSchema } from "~/lib/schemas/admin/blog";
import { galleryItemSchema } from "~/lib/schemas/admin/gallery";
import { portfolioItemSchema } from "~/lib/schemas/admin/portfolio";
import { productSchema } from "~/lib/schemas/admin/products";
import { SETTINGS_TABS, type SettingsInput, settingsSchemas, type SettingsTab } from "~/lib/schemas/admin/settings";

import { currentSnapshot, getRevision, type RevisionEntity, type Snapshot } from "./store";

type Kind = {
  /** The section permission that edits this kind of record, and so reads and restores its versions. */
  permission: Action;
  /** The fields compared, as the kind's field registry names them. */
  fields: readonly string[];
  categoryKind?: CategoryKind;
  imageField?: string;
};

const KINDS: Record<RevisionEntity, Kind> = {
  product: { permission: "manage:products", fields: Object.keys(productLabelsEn), categoryKind: "product", imageField: "image_url" },
  gallery_item: { permission: "manage:gallery", fields: Object.keys(galleryItemLabelsEn), categoryKind: "gallery", imageField: "image_url" },
  portfolio_item: { permission: "manage:portfolio", fields: Object.keys(portfolioItemLabelsEn), categoryKind: "portfolio", imageField: "image_url" },
  blog_post: { permission: "manage:blog", fields: Object.keys(blogPostLabelsEn), categoryKind: "blog", imageField: "featured_image" },
  site_settings: { permission: "manage:settings", fields: Object.keys(siteSettingsLabelsEn) },
};

/** The permission that reads and restores a kind's versions (the one that edits it). */
export const revisionPermission = (entity: RevisionEntity): Action => KINDS[entity].permission;

/** One field that differs: its value in the version (`before`) and now (`after`). `lang` for a translated text. */
export type FieldChange = { field: string; lang: ContentLanguage | null; before: unknown; after: unknown };

export type Comparison = {
  changes: FieldChange[];
  /** The names of the categories the changes mention; a category deleted since is absent. */
  categoryNames: Record<number, string>;
};

const same = (a: unknown, b: unknown) => (a ?? "") === (b ?? "") || JSON.stringify(a) === JSON.stringify(b);

/** What a version differs in from the record now, field by field (null when the record or the version is gone). */
export function compareRevision(entity: RevisionEntity, id: number, revisionId: number): (Comparison & { snapshot: Snapshot }) | null {
  const revision = getRevision(entity, id, revisionId);
  const current = currentSnapshot(db(), entity, id);
  if (!revision || !current) return null;
  const kind = KINDS[entity];
  const before = revision.snapshot;
  const changes: FieldChange[] = kind.fields
    .filter((field) => field in before || field in current)
    .filter((field) => !same(before[field], current[field]))
    .map((field) => ({ field, lang: null, before: before[field] ?? null, after: current[field] ?? null }));
  for (const lang of CONTENT_LANGUAGES) {
    for (const field of translatedFields(entity)) {
      const old = before.translations?.[lang]?.[field] ?? "";
      const now = current.translations[lang]?.[field] ?? "";
      if (old !== now) changes.push({ field, lang, before: old, after: now });
    }
  }
  const categoryNames: Record<number, string> = {};
  if (kind.categoryKind) {
    for (const change of changes.filter((c) => c.field === "category" && c.lang === null)) {
      for (const value of [change.before, change.after]) {
        const category = typeof value === "number" ? getCategory(kind.categoryKind, value) : null;
        if (category) categoryNames[category.id] = category.name;
      }
    }
  }
  return { changes, categoryNames, snapshot: before };
}

export type Restored = { id: number; keptImage: boolean };
export type RestoreResult = Result<Restored, "not_found" | "forbidden">;

/**
 * Restores a version of a record: a save of the version's fields through the record's own update
 * function (today's rules, a version kept of what it replaces). Refused field by field when the
 * version no longer passes those rules; nothing is written then.
 */
export async function restoreRevision(actor: User, entity: RevisionEntity, id: number, revisionId: number): Promise<RestoreResult> {
  const kind = KINDS[entity];
  if (!can(actor, kind.permission)) return forbidden();
  const revision = getRevision(entity, id, revisionId);
  const current = currentSnapshot(db(), entity, id);
  if (!revision || !current) return notFound();

  const values: Snapshot = { ...revision.snapshot };
  let keptImage = false;
  const image = kind.imageField;
  if (image && typeof values[image] === "string" && values[image] !== "" && values[image] !== current[image] && !imageInUse(values[image])) {
    // The version's uploaded picture was removed once nothing showed it: keep today's.
    values[image] = current[image];
    keptImage = true;
  }
  const done = (result: Result<unknown, "not_found">): RestoreResult => (result.ok ? { ok: true, record: { id, keptImage } } : result);

  switch (entity) {
    case "product": {
      const parsed = productSchema.safeParse(values);
      if (!parsed.success) return invalid(fieldErrorsOf(parsed.error.issues));
      return done(await updateProduct(actor, id, parsed.data));
    }
    case "gallery_item": {
      const parsed = galleryItemSchema.safeParse(values);
      if (!parsed.success) return invalid(fieldErrorsOf(parsed.error.issues));
      const { image_file: _file, pending_image: _pending, ...input } = parsed.data;
      return done(await updateGalleryItem(actor, id, input));
    }
    case "portfolio_item": {
      const parsed = portfolioItemSchema.safeParse(values);
      if (!parsed.success) return invalid(fieldErrorsOf(parsed.error.issues));
      const { image_file: _file, pending_image: _pending, ...input } = parsed.data;
      return done(await updatePortfolioItem(actor, id, input));
    }
    case "blog_post": {
      const parsed = blogPostSchema.safeParse(values);
      if (!parsed.success) return invalid(fieldErrorsOf(parsed.error.issues));
      return done(await updateBlogPost(actor, id, parsed.data));
    }
    case "site_settings": {
      const inputs: { [Tab in SettingsTab]?: SettingsInput[Tab] } = {};
      const errors: FieldErrors = {};
      for (const tab of SETTINGS_TABS) {
        // The password is never in a version; blank keeps the stored one.
        const parsed = settingsSchemas[tab].safeParse({ ...values, email_app_password: "" });
        if (parsed.success) (inputs as Record<string, unknown>)[tab] = parsed.data;
        else Object.assign(errors, fieldErrorsOf(parsed.error.issues));
      }
      if (Object.keys(errors).length > 0) return invalid(errors);
      const result = restoreSettings(actor, inputs);
      return result.ok ? { ok: true, record: { id, keptImage } } : result;
    }
  }
}

function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "form";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
