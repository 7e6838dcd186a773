/** The cookie that remembers a dismissed language suggestion (app/routes/resources/language-hint.ts). */
import { createCookie } from "react-router";

import { config } from "~/.server/config";
import { type Lang, preferredLang } from "~/lib/i18n/locales";

let cookie: ReturnType<typeof createCookie> | undefined;
function hintCookie() {
  cookie ??= createCookie("sadeli_lang_hint", { sameSite: "lax", secure: config().cookieSecure, path: "/", maxAge: 365 * 24 * 60 * 60 });
  return cookie;
}

export function languageHintDismissedHeader(): Promise<string> {
  return hintCookie().serialize("off");
}

/** The language to suggest on a page in `lang`: the browser's preferred one, unless it is this page's or the visitor said no. */
export async function suggestedLang(request: Request, lang: Lang): Promise<Lang | undefined> {
  const preferred = preferredLang(request.headers.get("Accept-Language"));
  if (!preferred || preferred === lang) return undefined;
  const dismissed: unknown = await hintCookie().parse(request.headers.get("Cookie"));
  return dismissed === "off" ? undefined : preferred;
}
