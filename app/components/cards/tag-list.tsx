import { shellWords } from "~/lib/copy/languages";
import { useCopy } from "~/lib/i18n/use-copy";

/**
 * Up to `limit` tags, then "+N" for the rest (spec: 3 on most cards, 2 on blog grid cards).
 * `lang`: "en" on the tags themselves when the record's tags fell back to English (fallbackLang).
 */
export function TagList({ tags, limit, lang }: { tags: string[]; limit: number; lang?: "en" }) {
  const words = useCopy("shellWords", shellWords);
  if (tags.length === 0) return null;
  const shown = tags.slice(0, limit);
  const more = tags.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={words.tags}>
      {shown.map((tag) => (
        <li key={tag} lang={lang} className="rounded-full bg-ivory-200 px-2.5 py-0.5 text-xs text-rosewood-800 dark:bg-rosewood-800 dark:text-rosewood-100">
          {tag}
        </li>
      ))}
      {more > 0 ? <li className="rounded-full px-1 py-0.5 text-xs font-semibold text-rosewood-600 dark:text-rosewood-300">+{more}</li> : null}
    </ul>
  );
}
