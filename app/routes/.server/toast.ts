/**
 * Flash toasts: a signed cookie set by the action that redirects, read and cleared by the next
 * page. The page renders the toast in its HTML, so it shows with JavaScript off too.
 */
import { createCookie, redirect } from "react-router";

import { config } from "~/.server/config";
import { mailCanBeSent } from "~/.server/email/worker";
import { mailToastCopy } from "~/lib/copy/panel";
import type { Toast } from "~/lib/toast";

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
  return typeof candidate?.message === "string" && (candidate.type === "success" || candidate.type === "error" || candidate.type === "info");
}

export async function toastHeader(toast: Toast): Promise<string> {
  return toastCookie().serialize(toast);
}

export async function redirectWithToast(to: string, toast: Toast, init: ResponseInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(to, { ...init, headers });
}

/**
 * The toast after an action that queued an email to `to`. Nothing is sent yet when the action
 * answers, so it never says "emailed": with a mail server set up the email is on its way; without
 * one it waits in the outbox, and the toast says so with a link to the Email settings. A null `to`
 * is a reply to an erased account (messages/replies.ts): saved, and no email sent.
 */
export function mailToast(to: string | null, messages: { ready: string; waiting: string }): Toast {
  // The spec's 'Reply sent successfully' has no full stop; a second sentence follows it here.
  const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
  if (to === null) return { type: "info", message: `${sentence(messages.waiting)} ${mailToastCopy.accountErased}` };
  if (mailCanBeSent()) return { type: "success", message: `${sentence(messages.ready)} ${mailToastCopy.onItsWay(to)}` };
  return {
    type: "info",
    message: `${sentence(messages.waiting)} ${mailToastCopy.waiting(to)}`,
    link: { href: mailToastCopy.settingsHref, label: mailToastCopy.settingsLink },
  };
}

/** The pending toast, and the header that clears it once shown. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; clearHeader: string | null }> {
  const value: unknown = await toastCookie().parse(request.headers.get("Cookie"));
  if (!isToast(value)) return { toast: null, clearHeader: null };
  return { toast: value, clearHeader: await toastCookie().serialize("", { maxAge: 0 }) };
}
