/** The category above a card's or a detail page's title; a category name that fell back to English is marked lang="en". */
import type { ReactNode } from "react";

import { fallbackLang } from "~/lib/i18n/locales";

export function CategoryEyebrow({ record, children }: { record?: { untranslated?: readonly string[] }; children: ReactNode }) {
  return (
    <p className="text-xs font-semibold tracking-wide text-brass-700 uppercase dark:text-brass-300" lang={fallbackLang(record, "category_name")}>
      {children}
    </p>
  );
}
