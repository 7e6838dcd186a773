/**
 * The shared steps of an inquiry post from a page: a guest is sent to log in with the spec's
 * toast; invalid input is answered with field errors; success redirects back with the toast.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";

import type { User } from "~/.server/accounts/users";
import type { Done, Reason, Refused } from "~/.server/result";
import { guardPublicForm } from "~/.server/security/public-form-guard";
import { submissionKeyOf, withSubmissionKey } from "~/.server/submissions/keys";
import { INQUIRY_RETURN_FIELD } from "~/lib/form-constants";
import { copyFor, translateReply } from "~/lib/i18n/copy.server";
import { type Lang, langOfPath, localePath } from "~/lib/i18n/locales";
import { can } from "~/lib/permissions";
import { getOptionalUser } from "~/routes/.server/auth";
import { readFormData } from "~/routes/.server/form-data";
import { redirectWithToast } from "~/routes/.server/toast";

export type InquiryPost<Schema extends z.ZodType> = {
  schema: Schema;
  itemPath: string;
  /** The item of the page the form is on: the URL decides it, whatever the body says. */
  item: { field: string; id: number };
  create: (user: User, input: z.infer<Schema>, options: { lang: Lang }) => Done<unknown> | Refused<Reason>;
  /**
   * The toast of a stored post and the words of a refusal, in the page's language: the spec's
   * inquiry words unless given (issue 29's requests about an unavailable product give theirs).
   */
  answers?: (lang: Lang) => { sent: string; refused: (reason: Reason) => string };
};

/** One post's handling, its schema's type checked here and then erased (a page may choose among several by the post's fields). */
export function inquiryPost<Schema extends z.ZodType>(options: InquiryPost<Schema>): InquiryPost<z.ZodType> {
  return options as unknown as InquiryPost<z.ZodType>;
}

export async function handleInquiryPost<Schema extends z.ZodType>(
  request: Request,
  /** What to do with the post, or how to choose it from the post's fields (the product page: an inquiry or a request). */
  given: InquiryPost<Schema> | { itemPath: string; choose: (formData: FormData) => InquiryPost<z.ZodType> },
) {
  // The page's language (/gu/products/1): its addresses, its toasts and its refusals stay in it.
  const lang = langOfPath(new URL(request.url).pathname);
  const words = copyFor(lang).inquiryCopy;
  const user = await getOptionalUser(request);
  if (!user) {
    const itemPath = localePath(lang, given.itemPath);
    return redirectWithToast(localePath(lang, `/login?${new URLSearchParams({ redirectTo: itemPath })}`), {
      type: "error",
      message: words.loginRequired,
    });
  }
  // Issue 33: the spec's inquiries are for accounts other than an administrator's (the permission table).
  if (!can(user, "send:inquiries"))
    return data({ result: { status: "error", error: { "": [words.teamCannotSend] } } as SubmissionResult<string[]> }, { status: 403 });
  const formData = await readFormData(request);
  const options = "choose" in given ? given.choose(formData) : given;
  const itemPath = localePath(lang, options.itemPath);
  const answers = options.answers?.(lang) ?? { sent: words.sent, refused: () => words.itemUnavailable };
  formData.set(options.item.field, String(options.item.id));
  const submission = parseWithZod(formData, { schema: options.schema });
  if (submission.status !== "success") {
    return data({ result: translateReply(submission.reply(), lang) as SubmissionResult<string[]> }, { status: 400 });
  }
  const guard = guardPublicForm(formData, "inquiry", `user:${user.id}`);
  if (guard.kind === "robot") return redirectWithToast(itemPath, { type: "success", message: answers.sent });
  if (guard.kind === "limited") {
    return data({ result: translateReply(submission.reply({ formErrors: [guard.message] }), lang) as SubmissionResult<string[]> }, guard.init);
  }
  // A repeat of a stored inquiry (a second click, a re-post) is answered as sent, stored once.
  const stored = await withSubmissionKey(submissionKeyOf(formData, itemPath), () => options.create(user, submission.value, { lang }));
  if (!stored.repeated && !stored.value.ok) {
    return data({ result: submission.reply({ formErrors: [answers.refused(stored.value.reason)] }) as SubmissionResult<string[]> }, { status: 409 });
  }
  return redirectWithToast(afterInquiry(formData, itemPath), { type: "success", message: answers.sent });
}

/**
 * Where a sent inquiry leads: back to its item's page, or, when it was sent from the item's dialog
 * over its list (JavaScript on), to that list, so the dialog closes and the toast shows over the
 * list. Only the item's own list, by path: the field never sends anyone elsewhere.
 */
function afterInquiry(formData: FormData, itemPath: string): string {
  const list = formData.get(INQUIRY_RETURN_FIELD);
  const listPath = itemPath.slice(0, itemPath.lastIndexOf("/"));
  if (typeof list !== "string" || list.length > 1000) return itemPath;
  const url = new URL(list, "http://site.invalid");
  return url.origin === "http://site.invalid" && url.pathname === listPath ? `${url.pathname}${url.search}` : itemPath;
}
