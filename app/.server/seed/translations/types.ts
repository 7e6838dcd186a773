/**
 * The shape of the demo content's Gujarati and Hindi texts (issue 19, completed in issue 29):
 * each entry names its record by the English name or title in demo-data.ts and gives the
 * record's translatable fields (TRANSLATABLE in app/lib/content-translations.ts) in both languages.
 */
import type { TranslatedField, TranslationKind } from "~/lib/content-translations";

export type Texts<K extends TranslationKind> = Partial<Record<TranslatedField<K>, string>>;
export type Entry<K extends TranslationKind> = { english: string; gu: Texts<K>; hi: Texts<K> };
export type DemoTranslations = { [K in TranslationKind]: Entry<K>[] };
