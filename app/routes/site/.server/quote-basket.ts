/**
 * Issue 31: the posts of the quote basket page (/quote), one form with several buttons, and of
 * "Add to quote" on the cards and product pages (posted to /quote with `intent=add`).
 * - add: without JavaScript, back to the page it came from with a toast; with it (the fetcher
 *   marks `_enhanced`), an answer in place and the root loader's count revalidated.
 * - update / remove:<id>: the typed quantities and notes saved (when they are all valid), a line
 *   taken out.
 * - send: the lines as typed and the request's fields checked together; at any error nothing is
 *   saved and the page comes back with what was typed and the messages at their fields, in the
 *   page's language. Stored once per submission key (decision 008); a repeat is answered as the
 *   first (the buyer's newest quote).
 */
import { data } from "react-router";

import type { User } from "~/.server/accounts/users";
import { addToBasket, removeFromBasket, saveBasket } from "~/.server/quotes/basket";
import { quotesOfBuyer } from "~/.server/quotes/read";
import { quoteRequestReference, sendQuoteRequest } from "~/.server/quotes/requests";
import { submissionKeyOf, withSubmissionKey } from "~/.server/submissions/keys";
import { type BasketReply, lineField } from "~/components/quotes/basket-fields";
import { ENHANCED_FIELD } from "~/lib/form-constants";
import { copyFor, translateMessage } from "~/lib/i18n/copy.server";
import { fill, type Lang, localePath } from "~/lib/i18n/locales";
import { parseId } from "~/lib/ids";
import { safeRedirect } from "~/lib/safe-redirect";
import { basketAddSchema, type BasketLine, basketLineSchema, QUOTE_LIMITS, quoteRequestSchema } from "~/lib/schemas/quotes";
import { readFormData } from "~/routes/.server/form-data";
import { redirectWithToast } from "~/routes/.server/toast";

/** The form's name for "Add to quote". */
export const ADD_INTENT = "add";

export const REQUEST_FIELDS = ["delivery_city", "delivery_state", "gstin", "needed_by", "message"] as const;

export type AddReply = { added: boolean; message: string };

const text = (formData: FormData, name: string): string => {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
};

function firstMessages(issues: readonly { path: PropertyKey[]; message: string }[], prefix: string, lang: Lang, into: Record<string, string>) {
  for (const issue of issues) {
    const name = `${prefix}${issue.path.map(String).join(".")}`;
    into[name] ??= translateMessage(issue.message, lang);
  }
}

/** The basket's lines as posted (at most the basket's size), each checked with basketLineSchema. */
function readLines(formData: FormData, lang: Lang) {
  const lines: BasketLine[] = [];
  const errors: Record<string, string> = {};
  const typed: BasketReply["typed"]["lines"] = {};
  for (let index = 0; index < QUOTE_LIMITS.basketLines; index++) {
    const productId = formData.get(lineField(index, "product_id"));
    if (productId === null) break;
    const raw = {
      product_id: text(formData, lineField(index, "product_id")),
      quantity: text(formData, lineField(index, "quantity")),
      note: text(formData, lineField(index, "note")),
    };
    typed[raw.product_id] = { quantity: raw.quantity, note: raw.note };
    const parsed = basketLineSchema.safeParse(raw);
    if (parsed.success) lines.push(parsed.data);
    else firstMessages(parsed.error.issues, `lines[${index}].`, lang, errors);
  }
  return { lines, errors, typed };
}

async function addAnswer(user: User, formData: FormData, lang: Lang) {
  const words = copyFor(lang).inquiryCopy;
  const enhanced = formData.get(ENHANCED_FIELD) === "1";
  const back = safeRedirect(formData.get("back"), localePath(lang, "/products"));
  const parsed = basketAddSchema.safeParse({ product_id: text(formData, "product_id"), quantity: text(formData, "quantity") || undefined });
  let reply: AddReply;
  if (!parsed.success) reply = { added: false, message: translateMessage(parsed.error.issues[0]!.message, lang) };
  else {
    const result = addToBasket(user.id, parsed.data);
    reply = result.ok ? { added: true, message: words.addedToQuote } : { added: false, message: translateMessage(result.message, lang) };
  }
  if (enhanced) return data(reply, { status: reply.added ? 200 : 400 });
  return redirectWithToast(back, { type: reply.added ? "success" : "error", message: reply.message });
}

export async function basketAction(request: Request, user: User, lang: Lang) {
  const formData = await readFormData(request);
  const intent = text(formData, "intent");
  if (intent === ADD_INTENT) return addAnswer(user, formData, lang);

  const words = copyFor(lang).quoteBasketCopy;
  const here = localePath(lang, "/quote");
  const { lines, errors, typed } = readLines(formData, lang);
  const request_ = Object.fromEntries(REQUEST_FIELDS.map((name) => [name, text(formData, name)]));
  const refuse = (formError?: string) =>
    data<BasketReply>({ errors, typed: { lines: typed, request: request_ }, ...(formError ? { formError } : {}) }, { status: 400 });

  if (intent.startsWith("remove:")) {
    const productId = parseId(intent.slice("remove:".length));
    // The other lines' typed quantities are kept when they are all valid; the line goes either way.
    if (Object.keys(errors).length === 0) saveBasket(user.id, lines);
    if (productId !== null) removeFromBasket(user.id, productId);
    return redirectWithToast(here, { type: "success", message: words.removed });
  }

  if (intent === "send") {
    const parsed = quoteRequestSchema.safeParse(request_);
    if (!parsed.success) firstMessages(parsed.error.issues, "", lang, errors);
    if (!parsed.success || Object.keys(errors).length > 0) return refuse(words.fixErrors);
    const stored = await withSubmissionKey(submissionKeyOf(formData, "quote-request"), () => sendQuoteRequest(user, lines, parsed.data, { lang }));
    if (stored.repeated) {
      const newest = quotesOfBuyer(user.id)[0];
      const to = newest ? `/account/quotes/${newest.id}` : "/account/quotes";
      return redirectWithToast(localePath(lang, to), { type: "success", message: fill(words.sent, { reference: newest?.reference ?? "" }) });
    }
    if (!stored.value.ok) return refuse(translateMessage(stored.value.message, lang));
    const quote = stored.value.record;
    return redirectWithToast(localePath(lang, `/account/quotes/${quote.id}`), {
      type: "success",
      message: fill(words.sent, { reference: quoteRequestReference(quote.id) }),
    });
  }

  // "Update basket" (and Enter in a field): the quantities and notes as typed.
  if (Object.keys(errors).length > 0) return refuse(words.fixErrors);
  saveBasket(user.id, lines);
  return redirectWithToast(here, { type: "success", message: words.updated });
}
