/**
 * The chosen colour scheme lives in a cookie so the server renders the right one on the first
 * byte: no flash, no script needed. Without a cookie, CSS follows the OS preference.
 */
import { createCookie } from "react-router";

import { config } from "~/.server/config";
import { isExplicitTheme, type Theme } from "~/lib/theme";

let cookie: ReturnType<typeof createCookie> | undefined;
function themeCookie() {
  cookie ??= createCookie("sadeli_theme", {
    sameSite: "lax",
    secure: config().cookieSecure,
    path: "/",
    maxAge: 365 * 24 * 60 * 60,
  });
  return cookie;
}

export async function readTheme(request: Request): Promise<Theme> {
  const value: unknown = await themeCookie().parse(request.headers.get("Cookie"));
  return isExplicitTheme(value) ? value : "system";
}

export function themeHeader(theme: "light" | "dark"): Promise<string> {
  return themeCookie().serialize(theme);
}
