/**
 * Pages opened from a link that holds a secret (a password-reset or email-change token in the
 * query). The token leaves the address bar at once: the first request answers a redirect to the
 * same page without it, with `Referrer-Policy: no-referrer`, and keeps the token in a signed,
 * HttpOnly session cookie (gone when the browser closes, forgotten once the link is used; the
 * token's own expiry still applies). So the token is never in a Referer (not to
 * another site, not to this one), in the browser's history, or in the request log (which writes
 * paths only), and the page's own form posts with a normal Origin (a page served with
 * no-referrer posts `Origin: null`, which the cross-site checks rightly refuse). No cache keeps
 * either answer.
 */
import { createCookie, redirect } from "react-router";

import { config } from "~/.server/config";
import { langOfPath, localePath } from "~/lib/i18n/locales";

/** The redirect that takes the token out of the URL. */
export const SECRET_LINK_HEADERS = { "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" } as const;
/**
 * The page itself: nothing keeps it. Its address no longer holds the token, so the site's own
 * Referrer-Policy (strict-origin-when-cross-origin, from helmet) is enough; a second policy here
 * would only be appended to it (two values in one header).
 */
export const SECRET_PAGE_HEADERS = { "Cache-Control": "no-store" } as const;

export const secretPageHeaders = () => SECRET_PAGE_HEADERS;

export type SecretLink = { path: string; cookie: () => ReturnType<typeof createCookie> };

/**
 * A page that takes a token from its link. The cookie is for the whole origin (`__Host-`): a path
 * of the page's own would miss React Router's data requests (`/reset-password.data`).
 */
export function secretLink(name: string, path: string): SecretLink {
  let cookie: ReturnType<typeof createCookie> | undefined;
  return {
    path,
    cookie: () => {
      const { cookieSecure, sessionSecret } = config();
      cookie ??= createCookie(cookieSecure ? `__Host-${name}` : name, {
        httpOnly: true,
        sameSite: "lax",
        secure: cookieSecure,
        path: "/",
        secrets: [sessionSecret],
        // A session cookie (no Max-Age, no Expires): it goes when the browser closes (issue 28);
        // the token's own expiry (an hour, a day) stays the limit while it is open.
      });
      return cookie;
    },
  };
}

/**
 * The token of the link: from the URL (then the answer is a redirect that moves it into the
 * cookie, thrown), else from the cookie; "" when there is none. The redirect keeps the link's
 * language (/hi/reset-password?token=... goes to /hi/reset-password).
 */
export async function linkToken(request: Request, link: SecretLink): Promise<string> {
  const url = new URL(request.url);
  const fromUrl = url.searchParams.get("token");
  if (fromUrl !== null) {
    throw redirect(localePath(langOfPath(url.pathname), link.path), {
      headers: { ...SECRET_LINK_HEADERS, "Set-Cookie": await link.cookie().serialize(fromUrl.slice(0, 200)) },
    });
  }
  const stored: unknown = await link.cookie().parse(request.headers.get("Cookie"));
  return typeof stored === "string" ? stored : "";
}

/** The header that forgets the link's token (once it is used). */
export const forgetLinkToken = (link: SecretLink) => link.cookie().serialize("", { maxAge: 0 });
