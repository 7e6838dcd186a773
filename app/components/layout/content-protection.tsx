/**
 * The content guard (content-guard.ts) as an inline script in the head, under the response's CSP
 * nonce. Its text is written on the server only: the browser's bundle carries neither the guard
 * nor its text, and hydration leaves the script the server wrote as it is.
 */
import { useNonce } from "~/components/nonce";
import { SCREEN_BLACKOUT_MS } from "~/lib/constants";

import { guardContent } from "./content-guard";

const GUARD_SCRIPT = import.meta.env.SSR ? `(${guardContent.toString()})(${SCREEN_BLACKOUT_MS});` : "";

export function ContentProtection() {
  const nonce = useNonce();
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: GUARD_SCRIPT }} />;
}
