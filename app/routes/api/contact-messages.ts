/** GET /api/contact/messages/ (admin): page, page_size (20), status, type, search. */
import { type ContactStatus, listContactMessages, type MessageType } from "~/.server/messages/contact-messages";
import { requireApiUser } from "~/routes/api/.server/auth";
import { contactMessageListQuery } from "~/routes/api/.server/contract/query";
import { apiRoute } from "~/routes/api/.server/handler";
import { listAnswer, listParams } from "~/routes/api/.server/lists";
import { json } from "~/routes/api/.server/respond";

import { CONTACT_STATUSES, MESSAGE_TYPES } from "../../../drizzle/schema";

const handlers = apiRoute({
  GET: ({ request }) => {
    requireApiUser(request, "manage:messages");
    const params = listParams(request, 20, contactMessageListQuery);
    const status = (CONTACT_STATUSES as readonly string[]).includes(params.status ?? "") ? (params.status as ContactStatus) : null;
    const type = (MESSAGE_TYPES as readonly string[]).includes(params.type ?? "") ? (params.type as MessageType) : null;
    const list = listContactMessages({ q: params.search, status, type, page: params.page, pageSize: params.pageSize });
    return json(listAnswer(request, list.results, list.count, params.page, params.pageSize));
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
