/**
 * Flash toasts: a signed cookie set by the action that redirects, read and cleared by the next
 * page. The page renders the toast in its HTML, so it shows with JavaScript off too.
 */
import { createCookie, redirect } from "react-router";
import type { Toast } from "~/lib/toast";
import { config } from "./config";

let cookie: ReturnType<typeof createCookie> | undefined;
function toastCookie() {
  cookie ??= createCookie("sadeli_toast", {
    httpOnly: true,
    sameSite: "lax",
    secure: config().cookieSecure,
    path: "/",
    secrets: [config().sessionSecret],
    maxAge: 60,
  });
  return cookie;
}

function isToast(value: unknown): value is Toast {
  const candidate = value as Toast | null;
  return (
    typeof candidate?.message === "string" &&
    (candidate.type === "success" || candidate.type === "error" || candidate.type === "info")
  );
}

export async function toastHeader(toast: Toast): Promise<string> {
  return toastCookie().serialize(toast);
}

export async function redirectWithToast(to: string, toast: Toast, init: ResponseInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(to, { ...init, headers });
}

/** The pending toast, and the header that clears it once shown. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; clearHeader: string | null }> {
  const value: unknown = await toastCookie().parse(request.headers.get("Cookie"));
  if (!isToast(value)) return { toast: null, clearHeader: null };
  return { toast: value, clearHeader: await toastCookie().serialize("", { maxAge: 0 }) };
}
