/**
 * Dark/light switch as a plain form: the server stores the choice in a cookie and sends the
 * visitor back. CSS shows the one button that makes sense for the scheme in use.
 */
import { Form, useLocation } from "react-router";

import { header as englishHeader } from "~/lib/copy/shell";
import { useCopy } from "~/lib/i18n/use-copy";

export function ThemeToggle() {
  const location = useLocation();
  const header = useCopy("header", englishHeader);
  const back = location.pathname + location.search;
  const button = "h-10 w-10 items-center justify-center rounded-full text-lg hover:bg-rosewood-100 dark:hover:bg-rosewood-800";
  return (
    <Form method="post" action="/theme" preventScrollReset navigate={false}>
      <input type="hidden" name="redirectTo" value={back} />
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
    </Form>
  );
}
