/**
 * POST /api/products/inquiries/submit/ (bearer): an inquiry about a product, or (issue 29,
 * docs/decisions/028) with `request_kind` 'notify' or 'make', a "Notify me" or "Ask to make one"
 * request about a product that is not available (409 when it is available).
 */
import { createProductInquiry, createProductRequest } from "~/.server/inquiries/inquiries";
import { enforce } from "~/.server/security/rate-limit";
import { inquiryCopy } from "~/lib/copy/inquiries";
import { productRequestCopy } from "~/lib/copy/product-requests";
import { makeRequestSchema, notifyRequestSchema, productInquirySchema } from "~/lib/schemas/inquiries";
import { requireApiUser } from "~/routes/api/.server/auth";
import { readJsonObject, validateBody } from "~/routes/api/.server/body";
import { apiRoute } from "~/routes/api/.server/handler";
import { refusal, writeOk } from "~/routes/api/.server/respond";

const handlers = apiRoute({
  POST: async ({ request }) => {
    const user = requireApiUser(request, "send:inquiries");
    const body = await readJsonObject(request);
    const kind = body.request_kind;
    if (kind === "notify" || kind === "make") {
      const input = validateBody(body, kind === "notify" ? notifyRequestSchema : makeRequestSchema);
      enforce("inquiry", `user:${user.id}`);
      const result = createProductRequest(user, input);
      if (!result.ok) return refusal(result, { product_item: [result.message] });
      return writeOk(result.record, kind === "notify" ? productRequestCopy.notifySent : productRequestCopy.makeSent, 201);
    }
    const input = validateBody(body, productInquirySchema);
    enforce("inquiry", `user:${user.id}`);
    const result = createProductInquiry(user, input);
    if (!result.ok) return refusal(result, { product_item: [result.message] });
    return writeOk(result.record, inquiryCopy.sent, 201);
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
