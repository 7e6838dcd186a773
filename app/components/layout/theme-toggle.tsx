/**
 * Dark/light switch as a plain form: the server stores the choice in a cookie and sends the
 * visitor back. CSS shows the one button that makes sense for the scheme in use.
 *
 * Without JavaScript the form has no action: the browser posts it to the page's own address with
 * its #fragment, and keeps that fragment through the redirect back, so the visitor stays where
 * they were (server/theme-toggle.ts tells it from the page's own forms by its text/plain type;
 * decision 024). With JavaScript it posts to /theme with a fetcher and the page stays as it is.
 */
import type { FormEvent } from "react";
import { useFetcher } from "react-router";

import { header as englishHeader } from "~/lib/copy/shell";
import { useCopy } from "~/lib/i18n/use-copy";

export function ThemeToggle() {
  const fetcher = useFetcher();
  const header = useCopy("header", englishHeader);
  const button = "h-10 w-10 items-center justify-center rounded-full text-lg hover:bg-rosewood-100 dark:hover:bg-rosewood-800";
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!(submitter instanceof HTMLButtonElement)) return;
    event.preventDefault();
    void fetcher.submit({ theme: submitter.value, stay: "1" }, { method: "post", action: "/theme" });
  };
  return (
    // data-theme-toggle: the script of the pages that do not hydrate finds it (static-page-theme.ts).
    <form method="post" encType="text/plain" onSubmit={onSubmit} data-theme-toggle="">
      <button type="submit" name="theme" value="dark" data-theme-option="dark" className={button} aria-label={header.switchToDark} title={header.switchToDark}>
        <span aria-hidden="true">☾</span>
      </button>
      <button
        type="submit"
        name="theme"
        value="light"
        data-theme-option="light"
        className={button}
        aria-label={header.switchToLight}
        title={header.switchToLight}
      >
        <span aria-hidden="true">☀</span>
      </button>
    </form>
  );
}
