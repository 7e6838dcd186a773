/**
 * The two posts of an inquiry's view in the panel, shared by product and portfolio inquiries:
 * Reply (sets replied, queues the email; 'Reply sent successfully' when a mail server is set up),
 * Close (sets closed; 'Status updated successfully', asked first on its own confirmation page) and
 * Reopen (a closed one back to pending or replied). Reply and Close go back to the list with its
 * search and filter; Reopen stays on the inquiry.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";

import type { User } from "~/.server/accounts/users";
import { deleteFormDraft, draftKey } from "~/.server/drafts/form-drafts";
import { type InquiryKind, reopenInquiry, updateInquiryStatus } from "~/.server/inquiries/inquiry-admin";
import { replyToPortfolioInquiry, replyToProductInquiry } from "~/.server/messages/replies";
import { inquiryPanelCopy } from "~/lib/copy/panel-shop";
import { replySchema } from "~/lib/schemas/admin/reply";
import { readFormData } from "~/routes/.server/form-data";
import { mailToast, redirectWithToast } from "~/routes/.server/toast";

type ActionReply = { result?: SubmissionResult<string[]>; error?: string };

export async function handleInquiryPost(request: Request, options: { kind: InquiryKind; id: number; user: User; listPath: string }) {
  const { kind, id, user } = options;
  const back = `${options.listPath}${new URL(request.url).search}`;
  const form = await readFormData(request);
  const intent = form.get("intent");

  if (intent === "close") {
    let result: { ok: true } | { ok: false; reason: "not_found" | "invalid"; message: string };
    try {
      result = kind === "product" ? updateInquiryStatus("product", id, "closed", user) : updateInquiryStatus("portfolio", id, "closed", user);
    } catch (error) {
      console.error("Closing an inquiry failed:", error);
      return data<ActionReply>({ error: inquiryPanelCopy.failedToUpdateStatus }, { status: 500 });
    }
    if (!result.ok) {
      if (result.reason === "not_found") throw data(null, { status: 404 });
      return data<ActionReply>({ error: result.message }, { status: 400 });
    }
    return redirectWithToast(back, { type: "success", message: inquiryPanelCopy.statusUpdated });
  }

  if (intent === "reopen") {
    const result = reopenInquiry(kind, id, user);
    if (!result.ok) {
      if (result.reason === "not_found") throw data(null, { status: 404 });
      return data<ActionReply>({ error: result.message }, { status: 400 });
    }
    return redirectWithToast(`${options.listPath}/${id}${new URL(request.url).search}`, { type: "success", message: inquiryPanelCopy.reopened });
  }

  if (intent === "reply") {
    const submission = parseWithZod(form, { schema: replySchema });
    if (submission.status !== "success") return data<ActionReply>({ result: submission.reply() }, { status: 400 });
    let result: ReturnType<typeof replyToProductInquiry> | ReturnType<typeof replyToPortfolioInquiry>;
    try {
      result =
        kind === "product"
          ? replyToProductInquiry(id, submission.value.reply_message, user)
          : replyToPortfolioInquiry(id, submission.value.reply_message, user);
    } catch (error) {
      console.error("Replying to an inquiry failed:", error);
      return data<ActionReply>({ result: submission.reply({ formErrors: [inquiryPanelCopy.failedToSendReply] }) }, { status: 500 });
    }
    if (!result.ok) {
      if (result.reason === "not_found") throw data(null, { status: 404 });
      const reply =
        result.reason === "closed"
          ? submission.reply({ formErrors: [result.message] })
          : submission.reply({ fieldErrors: { reply_message: [result.message] } });
      return data<ActionReply>({ result: reply }, { status: 400 });
    }
    // The reply is sent: its autosaved draft is done with (docs/decisions/045).
    deleteFormDraft(user, draftKey(kind === "product" ? "product_inquiry_reply" : "portfolio_inquiry_reply", id));
    return redirectWithToast(back, mailToast(result.emailedTo, { ready: inquiryPanelCopy.replySent, waiting: inquiryPanelCopy.replySaved }));
  }

  return data<ActionReply>({ error: "Unknown action" }, { status: 400 });
}
