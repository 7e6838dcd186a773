/** POST /api/contact/messages/:id/reply/ (admin) with {reply_message}: emails the sender, sets replied. */
import { replyToContactMessage } from "~/.server/messages/replies";
import { apiCopy } from "~/lib/copy/api";
import { parseId } from "~/lib/ids";
import { requireApiUser } from "~/routes/api/.server/auth";
import { readJsonObject, validateBody } from "~/routes/api/.server/body";
import { replyBody } from "~/routes/api/.server/contract/bodies";
import { apiRoute } from "~/routes/api/.server/handler";
import { notFound, replyRefusal, writeOk } from "~/routes/api/.server/respond";

const handlers = apiRoute({
  POST: async ({ request, params }) => {
    const user = requireApiUser(request, "manage:messages");
    const id = parseId(params.id);
    if (!id) return notFound();
    const { reply_message } = validateBody(await readJsonObject(request), replyBody);
    const result = replyToContactMessage(id, reply_message, user);
    if (!result.ok) return result.reason === "not_found" ? notFound() : replyRefusal(result);
    return writeOk(result.record, result.emailedTo === null ? apiCopy.replySavedAccountErased : "Reply sent successfully!");
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
