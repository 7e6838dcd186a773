/**
 * A small note for a visitor whose browser prefers Gujarati or Hindi: a link to this page in that
 * language and a button that dismisses the note for good (a cookie; a plain form without
 * JavaScript). Never a redirect (issue 19). Its words are in the suggested language, sent by the
 * site layout's loader.
 */
import { Form, useLocation } from "react-router";

import { LOCALE_TAG, localePath } from "~/lib/i18n/locales";

export type LanguageSuggestion = { lang: "en" | "gu" | "hi"; text: string; link: string; dismiss: string };

export function LanguageSuggestionBar({ suggestion }: { suggestion: LanguageSuggestion }) {
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <aside
      lang={LOCALE_TAG[suggestion.lang]}
      aria-label={suggestion.link}
      className="border-b border-brass-300 bg-brass-100 text-sm text-rosewood-950 dark:border-brass-700 dark:bg-rosewood-900 dark:text-ivory-100"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <p>
          {suggestion.text}{" "}
          <a href={localePath(suggestion.lang, here)} hrefLang={LOCALE_TAG[suggestion.lang]} className="font-semibold underline underline-offset-4">
            {suggestion.link}
          </a>
        </p>
        <Form method="post" action="/language-hint" reloadDocument className="ml-auto">
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" className="rounded-full px-3 py-1 font-medium hover:bg-brass-200 dark:hover:bg-rosewood-800">
            {suggestion.dismiss}
          </button>
        </Form>
      </div>
    </aside>
  );
}
