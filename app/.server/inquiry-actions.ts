/**
 * The shared steps of an inquiry post from a page: a guest is sent to log in with the spec's
 * toast; invalid input is answered with field errors; success redirects back with the toast.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { inquiryCopy } from "~/lib/copy/inquiries";
import { getOptionalUser } from "./auth";
import type { InquiryResult } from "./inquiries";
import { guardPublicForm } from "./security/public-form-guard";
import { redirectWithToast } from "./toast";
import type { User } from "./users";
import { readFormData } from "./form-data";

export async function handleInquiryPost<Schema extends z.ZodType, Record>(
  request: Request,
  options: {
    schema: Schema;
    itemPath: string;
    /** The item of the page the form is on: the URL decides it, whatever the body says. */
    item: { field: string; id: number };
    create: (user: User, input: z.infer<Schema>) => InquiryResult<Record>;
  },
) {
  const user = await getOptionalUser(request);
  if (!user) {
    return redirectWithToast(`/login?${new URLSearchParams({ redirectTo: options.itemPath })}`, {
      type: "error",
      message: inquiryCopy.loginRequired,
    });
  }
  const formData = await readFormData(request);
  formData.set(options.item.field, String(options.item.id));
  const submission = parseWithZod(formData, { schema: options.schema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() as SubmissionResult<string[]> }, { status: 400 });
  }
  const guard = guardPublicForm(formData, "inquiry", `user:${user.id}`);
  if (guard.kind === "robot") return redirectWithToast(options.itemPath, { type: "success", message: inquiryCopy.sent });
  if (guard.kind === "limited") {
    return data({ result: submission.reply({ formErrors: [guard.message] }) as SubmissionResult<string[]> }, guard.init);
  }
  const outcome = options.create(user, submission.value);
  if (!outcome.ok) {
    return data({ result: submission.reply({ formErrors: [inquiryCopy.itemUnavailable] }) as SubmissionResult<string[]> }, { status: 409 });
  }
  return redirectWithToast(options.itemPath, { type: "success", message: inquiryCopy.sent });
}
