/**
 * POST /api/contact/submit/: a contact message. The spec's newsletter sends the same call with
 * subject 'Newsletter Subscription' and type 'other'; the domain (submitContact) reads that as a
 * request to subscribe the address: a confirmation link is emailed (in English: the API takes no
 * language), and the answer is the same whether the address was new, on the list already or past
 * its emails of the day.
 */
import { contactLimitOf, submitContact } from "~/.server/messages/contact";
import { enforce } from "~/.server/security/rate-limit";
import { contactCopy } from "~/lib/copy/contact";
import { newsletterCopy } from "~/lib/copy/newsletter";
import { contactSchema } from "~/lib/schemas/contact";
import { optionalApiUser } from "~/routes/api/.server/auth";
import { readJsonObject, validateBody } from "~/routes/api/.server/body";
import { apiRoute } from "~/routes/api/.server/handler";
import { json } from "~/routes/api/.server/respond";

const handlers = apiRoute({
  POST: async ({ request, client }) => {
    const input = validateBody(await readJsonObject(request), contactSchema);
    enforce(contactLimitOf(input), client);
    // With a bearer token, the message is the account's (its export and erasure find it by id).
    const sent = submitContact(input, { userId: optionalApiUser(request)?.id ?? null });
    return json({ status: true, message: sent.kind === "newsletter" ? newsletterCopy.success : contactCopy.sent, errors: {} }, 201);
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
