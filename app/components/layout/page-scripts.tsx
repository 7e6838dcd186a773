/**
 * The page's own inline scripts in the head, under the response's CSP nonce: the content guard
 * (content-guard.ts) on every page, and the theme switch in place (static-page-theme.ts) on a page
 * that does not hydrate. Their text is written on the server only: the browser's bundle carries
 * neither the functions nor their text, and hydration leaves the script the server wrote as it is.
 */
import { useNonce } from "~/components/nonce";
import { SCREEN_BLACKOUT_MS } from "~/lib/constants";

import { guardContent } from "./content-guard";
import { switchThemeInPlace } from "./static-page-theme";

const GUARD_SCRIPT = import.meta.env.SSR ? `(${guardContent.toString()})(${SCREEN_BLACKOUT_MS});` : "";
const STATIC_PAGE_SCRIPT = import.meta.env.SSR ? `(${switchThemeInPlace.toString()})();` : "";

/** `hydrates` false: the document is sent without hydration, and the theme switch needs its own script. */
export function PageScripts({ hydrates }: { hydrates: boolean }) {
  const nonce = useNonce();
  const text = hydrates ? GUARD_SCRIPT : GUARD_SCRIPT + STATIC_PAGE_SCRIPT;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}
