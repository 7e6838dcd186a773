/**
 * Issue 31, the quote calls of the API: the buyer's basket, requests and answers (a buyer, as the
 * permission table says: an approved business account, "request:quotes", the rule the pages read
 * too; its own only: another's quote is 404, as in the domain), and the team's quotes, pricing
 * and order steps (`manage:quotes`). Every rule is the domain's (app/.server/quotes/); refusals
 * are mapped as everywhere: not_found 404, any other 409 with its message; field errors 400.
 */
import { eq } from "drizzle-orm";
import type { z } from "zod";

import type { User } from "~/.server/accounts/users";
import { db, schema } from "~/.server/db";
import { addToBasket, basketOf, removeFromBasket, saveBasket } from "~/.server/quotes/basket";
import { answerQuotation } from "~/.server/quotes/decisions";
import { advanceOrder, confirmOrder, orderOfQuote } from "~/.server/quotes/orders";
import { latestDraft, pricingStart, savePricing } from "~/.server/quotes/pricing";
import { quoteForBuyer, quoteForTeam, quotesForTeam, quotesOfBuyer } from "~/.server/quotes/read";
import { sendQuoteRequest } from "~/.server/quotes/requests";
import { enforce } from "~/.server/security/rate-limit";
import { quoteApiCopy } from "~/lib/copy/api";
import { parseId } from "~/lib/ids";
import { acceptQuotationSchema, declineQuotationSchema, orderStepSchema, pricingSchema } from "~/lib/schemas/quotes";

import { requireApiUser } from "./auth";
import { readJsonObject, validateBody } from "./body";
import { quoteListQuery } from "./contract/query";
import { basketAddBody, basketChangeBody, quoteRequestBody } from "./contract/quote-bodies";
import { basketItemData, buyerQuoteData, orderData, quoteSummaryData, teamQuoteData } from "./contract/quotes";
import { apiRoute } from "./handler";
import { listAnswer, parseQuery } from "./lists";
import { fieldErrorsFrom, json, notFound, refusal, writeFailed, writeOk } from "./respond";

type Params = Record<string, string | undefined>;

const buyer = (request: Request): User => requireApiUser(request, "request:quotes");
const team = (request: Request): User => requireApiUser(request, "manage:quotes");

/** The team's record of a quote (with every revision), or null. */
function teamRecord(quoteId: number) {
  const detail = quoteForTeam(quoteId);
  if (!detail) return null;
  const revisions = db().select().from(schema.quotationRevisions).where(eqQuote(quoteId)).orderBy(schema.quotationRevisions.revision).all();
  return teamQuoteData(detail, revisions);
}

const eqQuote = (quoteId: number) => eq(schema.quotationRevisions.quote_id, quoteId);

// --- The buyer's basket ---

/** GET /api/quote-basket/ (the caller's basket) and POST (add a product, or more of one). */
export const basketRoute = () =>
  apiRoute({
    GET: ({ request }) => {
      const user = buyer(request);
      const items = basketOf(user.id).map(basketItemData);
      return json(listAnswer(request, items, items.length, 1, Math.max(items.length, 1)));
    },
    POST: async ({ request }) => {
      const user = buyer(request);
      const input = validateBody(await readJsonObject(request), basketAddBody);
      const result = addToBasket(user.id, input);
      if (!result.ok) return refusal(result);
      const item = basketOf(user.id).find((line) => line.product_id === input.product_id)!;
      return writeOk(basketItemData(item), quoteApiCopy.basketAdded, 201);
    },
  });

/** PATCH /api/quote-basket/{product_id}/ (quantity, note) and DELETE (remove it). */
export const basketItemRoute = () =>
  apiRoute({
    PATCH: async ({ request, params }) => {
      const user = buyer(request);
      const productId = parseId(params.product_id);
      const change = validateBody(await readJsonObject(request), basketChangeBody);
      const item = productId ? basketOf(user.id).find((line) => line.product_id === productId) : undefined;
      if (!item) return notFound();
      saveBasket(user.id, [{ product_id: item.product_id, quantity: change.quantity ?? item.quantity, note: change.note ?? item.note }]);
      const saved = basketOf(user.id).find((line) => line.product_id === item.product_id)!;
      return writeOk(basketItemData(saved), quoteApiCopy.basketSaved);
    },
    DELETE: ({ request, params }) => {
      const user = buyer(request);
      const productId = parseId(params.product_id);
      if (!productId || !basketOf(user.id).some((line) => line.product_id === productId)) return notFound();
      removeFromBasket(user.id, productId);
      return writeOk(null, quoteApiCopy.basketRemoved);
    },
  });

// --- The buyer's quotes ---

/** GET /api/quotes/ (the caller's own, newest first) and POST (send the basket as a request). */
export const myQuotesRoute = () =>
  apiRoute({
    GET: ({ request }) => {
      const user = buyer(request);
      const quotes = quotesOfBuyer(user.id).map(quoteSummaryData);
      return json(listAnswer(request, quotes, quotes.length, 1, Math.max(quotes.length, 1)));
    },
    POST: async ({ request }) => {
      const user = buyer(request);
      const { lines, ...input } = validateBody(await readJsonObject(request), quoteRequestBody);
      enforce("inquiry", `user:${user.id}`);
      const result = sendQuoteRequest(user, lines ?? [], input);
      if (!result.ok) return refusal(result);
      return writeOk(buyerQuoteData(quoteForBuyer(user.id, result.record.id)!), quoteApiCopy.requestSent, 201);
    },
  });

/** GET /api/quotes/{id}/: one of the caller's own quotes (another's is 404). */
export const myQuoteRoute = () =>
  apiRoute({
    GET: ({ request, params }) => {
      const user = buyer(request);
      const id = parseId(params.id);
      const detail = id ? quoteForBuyer(user.id, id) : null;
      return detail ? json(buyerQuoteData(detail)) : notFound();
    },
  });

/** POST /api/quotes/{id}/accept/ {po_number} or /decline/ {reason}. */
export const answerRoute = (answer: "accept" | "decline") =>
  apiRoute({
    POST: async ({ request, params }) => {
      const user = buyer(request);
      const id = parseId(params.id);
      const body = await readJsonObject(request);
      const decision =
        answer === "accept"
          ? { accept: true as const, po_number: validateBody(body, acceptQuotationSchema).po_number }
          : { accept: false as const, reason: validateBody(body, declineQuotationSchema).reason };
      if (!id) return notFound();
      const result = answerQuotation(user.id, id, decision);
      if (!result.ok) return refusal(result);
      return writeOk(buyerQuoteData(quoteForBuyer(user.id, id)!), answer === "accept" ? quoteApiCopy.accepted : quoteApiCopy.declined);
    },
  });

// --- The team ---

/** GET /api/admin/quotes/?status=&page= (20 a page, newest first). */
export const teamQuotesRoute = () =>
  apiRoute({
    GET: ({ request }) => {
      team(request);
      const query = parseQuery(request, quoteListQuery);
      const page = query.page ?? 1;
      const list = quotesForTeam({ status: query.status ?? undefined, page });
      return json(listAnswer(request, list.quotes.map(quoteSummaryData), list.total, page, list.pageSize));
    },
  });

/** GET /api/admin/quotes/{id}/: with the draft, every revision and the team's notes. */
export const teamQuoteRoute = () =>
  apiRoute({
    GET: ({ request, params }) => {
      team(request);
      const id = parseId(params.id);
      const record = id ? teamRecord(id) : null;
      return record ? json(record) : notFound();
    },
  });

/** PUT /api/admin/quotes/{id}/pricing/: saves the pricing as the draft (nothing reaches the buyer). */
export const pricingRoute = () =>
  apiRoute({
    PUT: async ({ request, params }) => {
      const user = team(request);
      const id = parseId(params.id);
      const input = validateBody(await readJsonObject(request), pricingSchema);
      if (!id) return notFound();
      const result = savePricing(user, id, input, { send: false });
      if (!result.ok) return refusal(result);
      return writeOk(teamRecord(id), quoteApiCopy.draftSaved);
    },
  });

/** POST /api/admin/quotes/{id}/send/: sends the saved draft to the buyer (their email, with the PDF). */
export const sendRoute = () =>
  apiRoute({
    POST: ({ request, params }) => {
      const user = team(request);
      const id = parseId(params.id);
      if (!id || !quoteForTeam(id)) return notFound();
      if (!latestDraft(id)) return writeFailed(quoteApiCopy.noDraft, {}, 409);
      // The draft as saved, read back through the same rules as a PUT (a validity now past is refused).
      const parsed = pricingSchema.safeParse(pricingStart(id));
      if (!parsed.success) return draftRefused(parsed.error.issues);
      const result = savePricing(user, id, parsed.data, { send: true });
      if (!result.ok) return refusal(result);
      return writeOk(teamRecord(id), quoteApiCopy.sent);
    },
  });

function draftRefused(issues: z.core.$ZodIssue[]) {
  const errors = fieldErrorsFrom(issues);
  const first = Object.values(errors)[0]?.[0] ?? quoteApiCopy.noDraft;
  return writeFailed(`${quoteApiCopy.draftInvalid} ${first}`, errors, 409);
}

/** POST /api/admin/quotes/{id}/confirm-order/: an accepted quotation becomes an order. */
export const confirmOrderRoute = () =>
  apiRoute({
    POST: ({ request, params }) => {
      const user = team(request);
      const id = parseId(params.id);
      if (!id) return notFound();
      const result = confirmOrder(user, id);
      if (!result.ok) return refusal(result);
      return writeOk(orderData(orderOfQuote(id)), quoteApiCopy.orderConfirmed, 201);
    },
  });

/** POST /api/admin/orders/{id}/steps/: the order's next step (forward only; a dispatch needs carrier and tracking number). */
export const orderStepRoute = () =>
  apiRoute({
    POST: async ({ request, params }: { request: Request; params: Params }) => {
      const user = team(request);
      const id = parseId(params.id);
      const step = validateBody(await readJsonObject(request), orderStepSchema);
      if (!id) return notFound();
      const result = advanceOrder(user, id, step);
      if (!result.ok) return refusal(result);
      return writeOk(orderData(orderOfQuote(result.record.quote_id)), quoteApiCopy.stepSaved, 201);
    },
  });
