/**
 * The inquiry calls of the API, for both kinds: a client's own list, the team's list, reply and
 * status. Who may answer each kind is the permission table's (app/lib/permissions.ts):
 * `manage:product-inquiries` and `manage:portfolio-inquiries`.
 */
import { isInquiryStatus, listPortfolioInquiries, listProductInquiries, updateInquiryStatus } from "~/.server/inquiries/inquiry-admin";
import { replyToPortfolioInquiry, replyToProductInquiry } from "~/.server/messages/replies";
import { apiCopy } from "~/lib/copy/api";
import { parseId } from "~/lib/ids";
import type { Action } from "~/lib/permissions";
import { chooseOneOf, INQUIRY_STATUSES } from "~/lib/statuses";

import { requireApiUser } from "./auth";
import { readJsonObject, validateBody } from "./body";
import { inquiryStatusBody, replyBody } from "./contract/bodies";
import { inquiryListQuery } from "./contract/query";
import { apiRoute } from "./handler";
import { listAnswer, listParams } from "./lists";
import { json, notFound, refusal, replyRefusal, writeOk } from "./respond";

const KINDS = {
  product: { list: listProductInquiries, reply: replyToProductInquiry, action: "manage:product-inquiries" },
  portfolio: { list: listPortfolioInquiries, reply: replyToPortfolioInquiry, action: "manage:portfolio-inquiries" },
} as const satisfies Record<string, { action: Action; list: unknown; reply: unknown }>;
type Kind = keyof typeof KINDS;

function routeId(params: Record<string, string | undefined>): number | null {
  return parseId(params.id);
}

/** GET .../inquiries/user/ (the caller's own) or .../inquiries/admin/ (the team's). */
export function inquiryListRoute(kind: Kind, scope: "user" | "admin") {
  return apiRoute({
    GET: ({ request }) => {
      const user = requireApiUser(request, scope === "admin" ? KINDS[kind].action : undefined);
      const params = listParams(request, 12, inquiryListQuery);
      const status = isInquiryStatus(params.status) ? params.status : null;
      const list = KINDS[kind].list({ q: params.search, status, page: params.page, pageSize: params.pageSize, userId: scope === "user" ? user.id : undefined });
      // The panel's list clamps the page; a client asking past the end gets an empty page.
      const results: unknown[] = params.page > list.pages ? [] : list.results;
      return json(listAnswer(request, results, list.count, params.page, params.pageSize));
    },
  });
}

/** POST .../inquiries/:id/reply/ with {reply_message}: sets replied and emails the inquirer. */
export function inquiryReplyRoute(kind: Kind) {
  return apiRoute({
    POST: async ({ request, params }) => {
      const user = requireApiUser(request, KINDS[kind].action);
      const id = routeId(params);
      if (!id) return notFound();
      const { reply_message } = validateBody(await readJsonObject(request), replyBody);
      const result = KINDS[kind].reply(id, reply_message, user);
      if (!result.ok) return result.reason === "not_found" ? notFound() : replyRefusal(result);
      return writeOk(result.record, result.emailedTo === null ? apiCopy.replySavedAccountErased : "Reply sent successfully");
    },
  });
}

/** PATCH .../inquiries/:id/status/ with {status}: pending, replied or closed. */
export function inquiryStatusRoute(kind: Kind) {
  return apiRoute({
    PATCH: async ({ request, params }) => {
      const user = requireApiUser(request, KINDS[kind].action);
      const id = routeId(params);
      if (!id) return notFound();
      const { status } = validateBody(await readJsonObject(request), inquiryStatusBody);
      const result = kind === "product" ? updateInquiryStatus("product", id, status, user) : updateInquiryStatus("portfolio", id, status, user);
      if (!result.ok) return result.reason === "not_found" ? notFound() : refusal(result, { status: [chooseOneOf(INQUIRY_STATUSES)] });
      return writeOk(result.record, "Status updated successfully");
    },
  });
}
