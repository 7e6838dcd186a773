/**
 * The theme toggle without JavaScript (issue 29, decision 024). Its form has no action, so the
 * browser posts it to the page's own address, #fragment included; the answer is a 303 back to
 * that address without a fragment, and the browser keeps the one it had (a redirect whose
 * Location has none inherits the request's), so the visitor stays on /contact#contact-map, say.
 * The form is told from the page's own forms by its type, text/plain, which no other form of the
 * site uses: its body is one line, `theme=dark` or `theme=light`. With JavaScript the toggle posts
 * to /theme with a fetcher instead (app/routes/resources/theme.ts).
 */
import type { RequestHandler } from "express";

import { safeRedirect } from "~/lib/safe-redirect";
import { isExplicitTheme } from "~/lib/theme";
import { themeHeader } from "~/routes/.server/theme";

/** `theme=light\r\n` and a little room: anything longer is not the toggle. */
const MAX_BYTES = 64;

export function themeToggleOnAnyPage(isApiPath: (path: string) => boolean): RequestHandler {
  return (request, response, next) => {
    if (request.method !== "POST" || isApiPath(request.path)) return next();
    const type = (request.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    const length = Number(request.get("content-length") ?? "-1");
    if (type !== "text/plain" || !(length > 0 && length <= MAX_BYTES)) return next();
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.once("end", () => {
      void (async () => {
        const theme = /^theme=([a-z]+)\r?\n?$/.exec(Buffer.concat(chunks).toString("utf8"))?.[1];
        // Anything else is not the toggle: answered as any text/plain post (415, server/app.ts).
        if (!isExplicitTheme(theme)) return next();
        response
          .status(303)
          .set({ "Set-Cookie": await themeHeader(theme), Location: safeRedirect(request.originalUrl, "/"), "Cache-Control": "no-store" })
          .end();
      })().catch(next);
    });
    request.once("error", next);
    request.resume();
  };
}
