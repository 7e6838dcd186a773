/**
 * The language switch: plain links to this page, with its query, in the other languages (full
 * page loads, so each page carries its own language's copy only; works without JavaScript).
 */
import { useLocation } from "react-router";

import { siteShellCopy } from "~/lib/copy/languages";
import { LANG_NAME, LANGS, LOCALE_TAG, localePath } from "~/lib/i18n/locales";
import { useCopy, useLang } from "~/lib/i18n/use-copy";

export function LanguageSwitch({ className = "" }: { className?: string }) {
  const lang = useLang();
  const shell = useCopy("siteShellCopy", siteShellCopy);
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <nav aria-label={shell.languageSwitch} className={`flex items-center gap-1 text-sm ${className}`} data-testid="language-switch">
      {LANGS.map((other) =>
        other === lang ? (
          <span key={other} aria-current="true" className="rounded-full bg-rosewood-100 px-2 py-1 font-semibold dark:bg-rosewood-800" lang={LOCALE_TAG[other]}>
            {LANG_NAME[other]}
          </span>
        ) : (
          <a
            key={other}
            href={localePath(other, here)}
            hrefLang={LOCALE_TAG[other]}
            lang={LOCALE_TAG[other]}
            className="rounded-full px-2 py-1 hover:bg-rosewood-100 dark:hover:bg-rosewood-800"
          >
            {LANG_NAME[other]}
          </a>
        ),
      )}
    </nav>
  );
}
