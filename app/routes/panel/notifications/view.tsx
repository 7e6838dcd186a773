/**
 * One contact message (/panel/notifications/:id): read it, mark it read, reply, close. The GET
 * only shows; every change is a POST (docs/decisions/007-marking-messages-read.md): with
 * JavaScript a new message is marked read by a small form the page submits by itself once it is
 * on screen; without, by the 'Mark as read' button, and in any case by a reply or a close.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { data, Form, useActionData, useFetcher, useLocation, useNavigation } from "react-router";

import { deleteFormDraft, draftKey } from "~/.server/drafts/form-drafts";
import { closeContactMessage, getContactMessage, markContactMessageRead, reopenContactMessage } from "~/.server/messages/contact-messages";
import { replyToContactMessage } from "~/.server/messages/replies";
import { DetailView } from "~/components/listing/detail-view";
import { MessageStatusBadge } from "~/components/panel/admin/badges";
import { AutosaveOffer } from "~/components/panel/autosave";
import { ReplyOrReopen } from "~/components/panel/close-confirmation";
import { FormErrors, SubmitButton, TextAreaField } from "~/components/ui/form-field";
import { messageTypeLabels } from "~/lib/copy/contact";
import { replyBoxCopy } from "~/lib/copy/panel";
import { messagesCopy as copy } from "~/lib/copy/panel-admin";
import { formatDate } from "~/lib/dates";
import { referenceNumber } from "~/lib/references";
import { replySchema } from "~/lib/schemas/admin/reply";
import { readFormData } from "~/routes/.server/form-data";
import { mailToast, redirectWithToast } from "~/routes/.server/toast";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";

import type { Route } from "./+types/view";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/notifications");
  const message = getContactMessage(recordId(params.id));
  if (!message) throw data(null, { status: 404 });
  return { message };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/notifications");
  const id = recordId(params.id);
  const search = new URL(request.url).search;
  const listHref = `/panel/notifications${search}`;
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === "mark_read") {
    const result = markContactMessageRead(user, id);
    if (!result.ok) throw data(null, { status: result.reason === "not_found" ? 404 : 403 });
    // The page's own automatic post (JavaScript) stays where it is; a button press gets a page.
    if (formData.get("auto") === "1") return data({ marked: true });
    return redirectWithToast(`/panel/notifications/${id}${search}`, { type: "success", message: copy.markedRead });
  }

  if (intent === "close") {
    const result = closeContactMessage(user, id);
    if (!result.ok) throw data(null, { status: result.reason === "not_found" ? 404 : 403 });
    return redirectWithToast(listHref, { type: "success", message: copy.closed });
  }

  if (intent === "reopen") {
    const result = reopenContactMessage(user, id);
    if (!result.ok) throw data(null, { status: result.reason === "not_found" ? 404 : 403 });
    return redirectWithToast(`/panel/notifications/${id}${search}`, { type: "success", message: copy.reopened });
  }

  if (intent === "reply") {
    const submission = parseWithZod(formData, { schema: replySchema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    let to: string | null;
    try {
      const result = replyToContactMessage(id, submission.value.reply_message, user);
      if (!result.ok) {
        if (result.reason === "empty" || result.reason === "too_long") {
          return data({ result: submission.reply({ fieldErrors: { reply_message: [result.message] } }) }, { status: 400 });
        }
        // The spec: 'Failed to send reply' or the server's message.
        return data(
          { result: submission.reply({ formErrors: [`${copy.replyFailed}: ${result.message}`] }) },
          { status: result.reason === "not_found" ? 404 : 409 },
        );
      }
      to = result.emailedTo;
    } catch (error) {
      console.error("Reply to contact message failed", error);
      return data({ result: submission.reply({ formErrors: [copy.replyFailed] }) }, { status: 500 });
    }
    // The reply is sent: its autosaved draft is done with (docs/decisions/045).
    deleteFormDraft(user, draftKey("contact_reply", id));
    return redirectWithToast(listHref, mailToast(to, { ready: copy.replySent, waiting: copy.replySaved }));
  }

  return data({ error: "Unknown action" }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.message.subject ?? "Message"} | Messages | Admin Panel` }];

/** With JavaScript: a new message on screen is marked read by one automatic POST. */
function useAutoMarkRead(isNew: boolean, id: number) {
  const fetcher = useFetcher();
  const sentFor = useRef<number | null>(null);
  useEffect(() => {
    if (!isNew || sentFor.current === id) return;
    sentFor.current = id;
    fetcher.submit({ intent: "mark_read", auto: "1" }, { method: "post" });
  }, [isNew, id, fetcher]);
}

export default function MessageView({ loaderData }: Route.ComponentProps) {
  const { message } = loaderData;
  const navigation = useNavigation();
  const actionData = useActionData<typeof action>();
  const lastResult = navigation.state === "idle" && actionData && "result" in actionData ? actionData.result : undefined;
  useAutoMarkRead(message.status === "new", message.id);

  const [form, fields] = useForm({
    id: `reply-${message.id}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: replySchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const submittingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const { search } = useLocation();

  return (
    <DetailView titleId="message-title">
      <div className="max-w-3xl">
        <div className="flex flex-wrap items-center gap-2">
          <MessageStatusBadge status={message.status} />
          <span className="rounded-full border border-rosewood-300 px-2.5 py-0.5 text-xs dark:border-rosewood-600">
            {messageTypeLabels[message.message_type]}
          </span>
          <span className="text-xs text-rosewood-600 dark:text-rosewood-300">{formatDate(message.created_at)}</span>
          <span className="font-mono text-xs font-semibold" data-reference>
            {referenceNumber("contact", message.id)}
          </span>
        </div>
        <h1 id="message-title" className="mt-3 text-2xl font-semibold">
          {message.subject}
        </h1>
        <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-medium">From</dt>
          <dd>{message.name}</dd>
          <dt className="font-medium">Email</dt>
          <dd>
            <a href={`mailto:${message.email}`} className="underline-offset-4 hover:underline">
              {message.email}
            </a>
          </dd>
          {message.phone ? (
            <>
              <dt className="font-medium">Phone</dt>
              <dd>{message.phone}</dd>
            </>
          ) : null}
        </dl>
        <div className="mt-5 rounded-xl bg-white p-4 whitespace-pre-wrap shadow-sm dark:bg-rosewood-900" data-testid="message-body">
          {message.message}
        </div>

        {message.status === "new" ? (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="mark_read" />
            <button type="submit" className="rounded-lg border border-rosewood-300 px-4 py-2 text-sm font-semibold dark:border-rosewood-600">
              {copy.markAsRead}
            </button>
          </Form>
        ) : null}

        {message.reply_message ? (
          <section aria-labelledby="previous-reply" className="mt-6 rounded-xl border border-green-200 bg-green-50 p-4 dark:border-green-900 dark:bg-green-950">
            <h2 id="previous-reply" className="text-sm font-semibold">
              {copy.previousReply}
              {message.replied_at ? <span className="font-normal"> · {formatDate(message.replied_at)}</span> : null}
            </h2>
            <p className="mt-2 text-sm whitespace-pre-wrap">{message.reply_message}</p>
          </section>
        ) : null}

        <ReplyOrReopen
          closed={message.status === "closed"}
          closedNote={copy.closedNote}
          reopenLabel={copy.reopen}
          closeLabel={copy.close}
          closeHref={`/panel/notifications/${message.id}/close${search}`}
          errors={form.errors}
        >
          <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-4">
            <input type="hidden" name="intent" value="reply" />
            <FormErrors errors={form.errors} id={form.errorId} />
            <AutosaveOffer formKey={`contact_reply:${message.id}`} names={["reply_message"]} />
            <div>
              <TextAreaField field={fields.reply_message} label={copy.replyLabel} rows={6} />
              <p className="mt-1 text-xs text-rosewood-600 dark:text-rosewood-300" data-testid="reply-greeting-hint">
                {replyBoxCopy.greetingHint(message.name)}
              </p>
            </div>
            <div className="max-w-xs">
              <SubmitButton pending={submittingIntent === "reply"} pendingLabel={copy.sendingReply}>
                {copy.sendReply}
              </SubmitButton>
            </div>
          </Form>
        </ReplyOrReopen>
      </div>
    </DetailView>
  );
}
