/**
 * Translated content (docs/decisions/013): the one place the Gujarati and Hindi versions of a
 * record's visible texts are stored, read, merged into the record and searched.
 *
 * The merging rule: a public read asked for `gu` or `hi` answers the same fields with the
 * translated text where one exists, the English where none does, and names the fields that fell
 * back to English in `untranslated` (pages mark them lang="en"). Derived fields follow their
 * source (tags_list from tags), and `category_name` is the category's translated name. English
 * reads (`lang` absent or "en") run no extra query and carry no `untranslated`.
 */
import { and, eq, getTableName, inArray, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

import { type AppDatabase, db, schema } from "~/.server/db";
import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  isContentLanguage,
  type ReadLanguage,
  TRANSLATABLE,
  type TranslatedField,
  translatedFields,
  type TranslationKind,
  type Translations,
} from "~/lib/content-translations";

const { contentTranslations } = schema;

/** What a read in another language adds to a record: the fields shown in English. */
export type Localized = { untranslated?: string[] };
/** The `{ lang }` every public read takes. */
export type LanguageOption = { lang?: ReadLanguage };

/** The language to translate into, or null for English (no translation read). */
export const translationLanguage = (lang: ReadLanguage | undefined): ContentLanguage | null => (isContentLanguage(lang) ? lang : null);

/** The translations of one record, for its edit form. */
export function readTranslations<K extends TranslationKind>(kind: K, id: number): Translations<K> {
  const rows = db()
    .select({ lang: contentTranslations.lang, field: contentTranslations.field, value: contentTranslations.value })
    .from(contentTranslations)
    .where(and(eq(contentTranslations.kind, kind), eq(contentTranslations.item_id, id)))
    .all();
  const out: Record<string, Record<string, string>> = {};
  for (const row of rows) (out[row.lang] ??= {})[row.field] = row.value;
  return out as Translations<K>;
}

/**
 * Stores a record's translations inside the caller's write transaction. Each language given is
 * replaced whole (a field left out or blank is removed); a language not given stays as it is.
 * Only the kind's translatable fields are kept.
 */
export function saveTranslations<K extends TranslationKind>(database: AppDatabase, kind: K, id: number, translations: Translations<K> | undefined) {
  if (!translations) return;
  const fields = new Set<string>(translatedFields(kind));
  for (const lang of CONTENT_LANGUAGES) {
    const texts = translations[lang];
    if (!texts) continue;
    database
      .delete(contentTranslations)
      .where(and(eq(contentTranslations.kind, kind), eq(contentTranslations.item_id, id), eq(contentTranslations.lang, lang)))
      .run();
    const rows = Object.entries(texts as Record<string, string | undefined>)
      .filter(([field, value]) => fields.has(field) && typeof value === "string" && value.trim() !== "")
      .map(([field, value]) => ({ kind, item_id: id, lang, field, value: value!.trim() }));
    if (rows.length > 0) database.insert(contentTranslations).values(rows).run();
  }
}

type TextsById = Map<string, Map<string, string>>;
const keyOf = (kind: string, id: number) => `${kind}:${id}`;

/** The translations in one language of the records asked for (a kind and its ids), in one query. */
function textsOf(lang: ContentLanguage, wanted: { kind: TranslationKind; ids: number[] }[]): TextsById {
  const conditions = wanted
    .filter(({ ids }) => ids.length > 0)
    .map(({ kind, ids }) => and(eq(contentTranslations.kind, kind), inArray(contentTranslations.item_id, [...new Set(ids)])));
  const texts: TextsById = new Map();
  if (conditions.length === 0) return texts;
  const rows = db()
    .select({ kind: contentTranslations.kind, item_id: contentTranslations.item_id, field: contentTranslations.field, value: contentTranslations.value })
    .from(contentTranslations)
    .where(and(eq(contentTranslations.lang, lang), or(...conditions)))
    .all();
  for (const row of rows) {
    const key = keyOf(row.kind, row.item_id);
    if (!texts.has(key)) texts.set(key, new Map());
    texts.get(key)!.set(row.field, row.value);
  }
  return texts;
}

type Row = { id: number };
/** A record's category, when its rows carry the category's id (`category`) and name (`category_name`). */
type CategoryLink = { categoryKind: TranslationKind };

/**
 * Rows of one kind in the language asked for, then made into their contract (`toContract` runs
 * on the translated row, so derived fields follow). English: `rows.map(toContract)`, nothing read.
 */
export function inLanguage<R extends Row, Out>(
  kind: TranslationKind,
  rows: R[],
  lang: ReadLanguage | undefined,
  toContract: (row: R) => Out,
  link?: CategoryLink,
): (Out & Localized)[] {
  const target = translationLanguage(lang);
  if (!target || rows.length === 0) return rows.map(toContract) as (Out & Localized)[];
  const wanted = [{ kind, ids: rows.map((row) => row.id) }];
  if (link) wanted.push({ kind: link.categoryKind, ids: rows.map((row) => (row as unknown as { category: number }).category) });
  const texts = textsOf(target, wanted);
  return rows.map((row) => {
    const record = row as unknown as Record<string, unknown>;
    const merged: Record<string, unknown> = { ...record };
    const untranslated: string[] = [];
    const own = texts.get(keyOf(kind, row.id));
    for (const field of Object.keys(TRANSLATABLE[kind])) {
      const text = own?.get(field);
      if (text) merged[field] = text;
      else if (typeof record[field] === "string" && record[field] !== "") untranslated.push(field);
    }
    if (link && typeof record.category_name === "string") {
      const name = texts.get(keyOf(link.categoryKind, record.category as number))?.get("name");
      if (name) merged.category_name = name;
      else if (record.category_name !== "") untranslated.push("category_name");
    }
    return { ...(toContract(merged as R) as Out), untranslated };
  });
}

/** One record in the language asked for (see inLanguage), or null. */
export function oneInLanguage<R extends Row, Out>(
  kind: TranslationKind,
  row: R | undefined | null,
  lang: ReadLanguage | undefined,
  toContract: (row: R) => Out,
  link?: CategoryLink,
): (Out & Localized) | null {
  return row ? inLanguage(kind, [row], lang, toContract, link)[0]! : null;
}

/**
 * For textSearch: a word also matches a record whose translation in `lang` of one of `fields`
 * holds it. Undefined for English (the search is the English one, unchanged).
 */
export function translatedMatch<K extends TranslationKind>(
  kind: K,
  table: SQLiteTable,
  lang: ReadLanguage | undefined,
  fields: TranslatedField<K>[] = translatedFields(kind),
): ((pattern: string) => SQL) | undefined {
  const target = translationLanguage(lang);
  if (!target) return undefined;
  // Written out: inside a subquery drizzle's column names would lose their tables.
  const id = sql`${sql.identifier(getTableName(table))}."id"`;
  const names = sql.join(
    fields.map((field) => sql`${field}`),
    sql`, `,
  );
  return (pattern) =>
    sql`exists (select 1 from "content_translations" as "t" where "t"."kind" = ${kind} and "t"."item_id" = ${id} and "t"."lang" = ${target} and "t"."field" in (${names}) and "t"."value" like ${pattern} escape '\\')`;
}
