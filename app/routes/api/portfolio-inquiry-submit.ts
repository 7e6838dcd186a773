/** POST /api/portfolio/inquiries/submit/ (bearer): an inquiry about a portfolio project. */
import { createPortfolioInquiry } from "~/.server/inquiries/inquiries";
import { enforce } from "~/.server/security/rate-limit";
import { inquiryCopy } from "~/lib/copy/inquiries";
import { portfolioInquirySchema } from "~/lib/schemas/inquiries";
import { requireApiUser } from "~/routes/api/.server/auth";
import { readJsonObject, validateBody } from "~/routes/api/.server/body";
import { apiRoute } from "~/routes/api/.server/handler";
import { refusal, writeOk } from "~/routes/api/.server/respond";

const handlers = apiRoute({
  POST: async ({ request }) => {
    const user = requireApiUser(request, "send:inquiries");
    const input = validateBody(await readJsonObject(request), portfolioInquirySchema);
    enforce("inquiry", `user:${user.id}`);
    const result = createPortfolioInquiry(user, input);
    if (!result.ok) return refusal(result, { portfolio_item: [result.message] });
    return writeOk(result.record, inquiryCopy.sent, 201);
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
