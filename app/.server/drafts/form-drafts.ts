/**
 * Autosave of long texts (issue 32, docs/decisions/045): what a person types in a panel form's
 * long texts is kept as a draft of their own, per form ("blog_post:12", "blog_post:new"), in
 * `form_drafts`; never written over the record itself. The form offers it back when it is opened
 * again (any device), a successful save of the form deletes it, and drafts older than
 * DRAFT_LIMITS.keepDays are removed (and never offered).
 *
 * Who may keep a draft of a form is who may edit that form's section (the permission table).
 */
import { and, eq, lt } from "drizzle-orm";

import type { User } from "~/.server/accounts/users";
import { db, schema, writeTransaction } from "~/.server/db";
import { forbidden, invalid, type Refused, refused, type Result } from "~/.server/result";
import { panelAutosaveCopy as copy } from "~/lib/copy/panel-autosave";
import { type Action, can } from "~/lib/permissions";

/** Each form that keeps drafts, with the action that edits it. */
export const DRAFT_FORMS = {
  blog_post: "manage:blog",
  product: "manage:products",
  portfolio_item: "manage:portfolio",
  gallery_item: "manage:gallery",
  contact_reply: "manage:messages",
  product_inquiry_reply: "manage:product-inquiries",
  portfolio_inquiry_reply: "manage:portfolio-inquiries",
} as const satisfies Record<string, Action>;
export type DraftForm = keyof typeof DRAFT_FORMS;

export const DRAFT_LIMITS = {
  /** The most fields one draft keeps (a form's long texts and their translations). */
  maxFields: 24,
  /** The most characters of all its texts together: a blog post's 100,000 of content and its excerpt. */
  maxChars: 120_000,
  /** A draft older than this is removed, and never offered. */
  keepDays: 30,
} as const;

/** A field's name as a form posts it: "content", "translations.gu.content". */
const FIELD_NAME = /^[a-z][a-z0-9_]{0,40}(\.[a-z][a-z0-9_]{0,40}){0,2}$/;
const FORM_KEY = /^([a-z_]{1,40}):(new|[1-9][0-9]{0,8})$/;

type Actor = Pick<User, "id" | "user_type" | "account_status">;
export type DraftFields = Record<string, string>;
export type FormDraft = { form_key: string; fields: DraftFields; updated_at: string };

/** The key of a form's draft: its form and its record, or "new". */
export function draftKey(form: DraftForm, id: number | null): string {
  return `${form}:${id ?? "new"}`;
}

/** The form a key names, or null when the key is not one of a form that keeps drafts. */
export function draftFormOf(key: unknown): DraftForm | null {
  const match = typeof key === "string" ? FORM_KEY.exec(key) : null;
  return match && match[1]! in DRAFT_FORMS ? (match[1] as DraftForm) : null;
}

function allowed(actor: Actor, key: unknown): Refused<"not_found" | "forbidden"> | null {
  const form = draftFormOf(key);
  if (!form) return refused("not_found", copy.unknownForm);
  return can(actor, DRAFT_FORMS[form]) ? null : forbidden();
}

/** The oldest moment a kept draft may have. */
function cutoff(now: Date): string {
  return new Date(now.getTime() - DRAFT_LIMITS.keepDays * 24 * 60 * 60 * 1000).toISOString();
}

/** The texts of a draft, checked: an object of at most maxFields texts, named as form fields, maxChars in all. */
export function checkDraftFields(fields: unknown): { ok: true; fields: DraftFields } | { ok: false; message: string } {
  if (!fields || typeof fields !== "object" || Array.isArray(fields)) return { ok: false, message: copy.badFields };
  const entries = Object.entries(fields);
  if (entries.length === 0 || entries.length > DRAFT_LIMITS.maxFields) return { ok: false, message: copy.badFields };
  let chars = 0;
  for (const [name, value] of entries) {
    if (!FIELD_NAME.test(name) || typeof value !== "string") return { ok: false, message: copy.badFields };
    chars += value.length;
  }
  if (chars > DRAFT_LIMITS.maxChars) return { ok: false, message: copy.tooLong(DRAFT_LIMITS.maxChars) };
  return { ok: true, fields: Object.fromEntries(entries) as DraftFields };
}

/**
 * Keeps (or replaces) the actor's draft of a form. Old drafts of everyone are removed on the way,
 * so no worker is needed for it.
 */
export function saveFormDraft(actor: Actor, key: string, fields: unknown, now = new Date()): Result<FormDraft, "not_found" | "forbidden" | "too_long"> {
  const refusal = allowed(actor, key);
  if (refusal) return refusal;
  const checked = checkDraftFields(fields);
  if (!checked.ok) return checked.message === copy.badFields ? invalid({ fields: [checked.message] }) : refused("too_long", checked.message);
  const updated_at = now.toISOString();
  const text = JSON.stringify(checked.fields);
  writeTransaction((tx) => {
    tx.delete(schema.formDrafts)
      .where(lt(schema.formDrafts.updated_at, cutoff(now)))
      .run();
    tx.insert(schema.formDrafts)
      .values({ user_id: actor.id, form_key: key, fields: text, updated_at })
      .onConflictDoUpdate({ target: [schema.formDrafts.user_id, schema.formDrafts.form_key], set: { fields: text, updated_at } })
      .run();
  });
  return { ok: true, record: { form_key: key, fields: checked.fields, updated_at } };
}

/** The actor's draft of a form, or null (none, too old, or a form the actor may not edit). */
export function getFormDraft(actor: Actor, key: string, now = new Date()): FormDraft | null {
  if (allowed(actor, key)) return null;
  const row = db()
    .select()
    .from(schema.formDrafts)
    .where(and(eq(schema.formDrafts.user_id, actor.id), eq(schema.formDrafts.form_key, key)))
    .get();
  if (!row || row.updated_at < cutoff(now)) return null;
  const checked = checkDraftFields(JSON.parse(row.fields) as unknown);
  return checked.ok ? { form_key: key, fields: checked.fields, updated_at: row.updated_at } : null;
}

/** Deletes the actor's draft of a form (Discard, or the form was saved). Deleting none is fine. */
export function deleteFormDraft(actor: Actor, key: string): { ok: true } | Refused<"not_found" | "forbidden"> {
  const refusal = allowed(actor, key);
  if (refusal) return refusal;
  db()
    .delete(schema.formDrafts)
    .where(and(eq(schema.formDrafts.user_id, actor.id), eq(schema.formDrafts.form_key, key)))
    .run();
  return { ok: true };
}

/** Removes every draft older than DRAFT_LIMITS.keepDays; answers how many. */
export function pruneFormDrafts(now = new Date()): number {
  return db()
    .delete(schema.formDrafts)
    .where(lt(schema.formDrafts.updated_at, cutoff(now)))
    .run().changes;
}
