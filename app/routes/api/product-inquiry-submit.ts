/** POST /api/products/inquiries/submit/ (bearer): an inquiry about a product. */
import { createProductInquiry } from "~/.server/inquiries/inquiries";
import { enforce } from "~/.server/security/rate-limit";
import { inquiryCopy } from "~/lib/copy/inquiries";
import { productInquirySchema } from "~/lib/schemas/inquiries";
import { requireApiUser } from "~/routes/api/.server/auth";
import { readJsonObject, validateBody } from "~/routes/api/.server/body";
import { apiRoute } from "~/routes/api/.server/handler";
import { writeFailed, writeOk } from "~/routes/api/.server/respond";

const handlers = apiRoute({
  POST: async ({ request }) => {
    const user = requireApiUser(request);
    const input = validateBody(await readJsonObject(request), productInquirySchema);
    enforce("inquiry", `user:${user.id}`);
    const result = createProductInquiry(user, input);
    if (!result.ok) return writeFailed(result.message, { product_item: [result.message] }, result.reason === "not_found" ? 404 : 409);
    return writeOk(result.record, inquiryCopy.sent, 201);
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
