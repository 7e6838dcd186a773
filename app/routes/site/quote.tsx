/**
 * /quote (issue 31): an approved buyer's quote basket. One form: each line's quantity and note, a
 * Remove button per line, the request's fields (delivery city and state, optional GSTIN, "needed
 * by", message) and two buttons, "Update basket" and "Send request", both working without
 * JavaScript (the pressed button's `intent`). A refused send comes back with what was typed and
 * each message at its field, in the page's language. Products no longer available are marked and
 * not sent. The posts are handled in .server/quote-basket.ts (also "Add to quote", intent=add).
 */
import { Form, Link, useNavigation } from "react-router";

import { basketOf } from "~/.server/quotes/basket";
import { inLanguage } from "~/.server/translations/translations";
import { type BasketReply, lineField } from "~/components/quotes/basket-fields";
import { StoredImage } from "~/components/ui/stored-image";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { quoteBasketCopy as english } from "~/lib/copy/quote-pages";
import { GST_STATES } from "~/lib/gst/states";
import { copySections } from "~/lib/i18n/copy.server";
import { langOf } from "~/lib/i18n/locales";
import { metaCopy, useCopy, useEnglishMark, useLocalePath } from "~/lib/i18n/use-copy";
import { indianToday } from "~/lib/schemas/quotes";
import { siteName } from "~/lib/seo";
import { basketAction } from "~/routes/site/.server/quote-basket";
import { requireBuyer } from "~/routes/site/.server/quote-buyer";

import type { Route } from "./+types/quote";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaCopy(matches, "quoteBasketCopy", english).metaTitle} | ${siteName(matches)}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireBuyer(request);
  const lang = langOf(params.lang);
  const items = inLanguage(
    "product",
    basketOf(user.id).map((item) => ({ ...item, id: item.product_id })),
    lang,
    (row) => row,
  ).map((item) => ({
    product_id: item.product_id,
    title: item.title,
    titleUntranslated: item.untranslated?.includes("title") === true,
    image_url: item.image_url,
    is_available: item.is_available,
    quantity: item.quantity,
    note: item.note,
  }));
  return { items, today: indianToday(), copy: copySections(lang, ["quoteBasketCopy"]) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireBuyer(request);
  return basketAction(request, user, langOf(params.lang));
}

const fieldClass =
  "mt-1 block w-full rounded-lg border border-rosewood-300 bg-white px-3 py-2.5 text-rosewood-950 shadow-sm focus:border-brass-500 focus:ring-2 focus:ring-brass-300 focus:outline-none aria-[invalid=true]:border-red-600 dark:border-rosewood-600 dark:bg-rosewood-900 dark:text-ivory-50";
const labelClass = "block text-sm font-medium text-rosewood-900 dark:text-ivory-100";

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-300" data-field-error>
      {message}
    </p>
  );
}

/** A field's error attributes: aria-invalid and the message's id. */
const invalid = (message: string | undefined, id: string) => (message ? { "aria-invalid": true, "aria-describedby": id } : {});

export default function QuoteBasketPage({ loaderData, actionData }: Route.ComponentProps) {
  const text = useCopy("quoteBasketCopy", english);
  const to = useLocalePath();
  const english_ = useEnglishMark();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod !== undefined;
  const reply = actionData as BasketReply | undefined;
  const errors = reply?.errors ?? {};
  const typed = reply?.typed;
  const { items } = loaderData;
  const available = items.filter((item) => item.is_available);
  const unavailable = items.filter((item) => !item.is_available);
  const requestValue = (name: string) => typed?.request[name] ?? "";

  if (items.length === 0) {
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-semibold">{text.title}</h1>
        <div className="mt-8 rounded-2xl border border-dashed border-rosewood-300 px-6 py-14 text-center dark:border-rosewood-700" data-testid="basket-empty">
          <p className="font-serif text-2xl font-semibold">{text.emptyTitle}</p>
          <p className="mt-2 text-rosewood-700 dark:text-rosewood-200">{text.emptyHint}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link
              to={to("/products")}
              className="inline-block rounded-full bg-rosewood-700 px-6 py-2.5 font-semibold text-ivory-50 dark:bg-brass-500 dark:text-rosewood-950"
            >
              {text.browseProducts}
            </Link>
            <Link to={to("/account/quotes")} className="inline-block rounded-full border-2 border-rosewood-700 px-6 py-2 font-semibold dark:border-brass-400">
              {text.myQuotes}
            </Link>
          </div>
        </div>
      </main>
    );
  }

  const buttonBase = "inline-flex items-center justify-center rounded-full px-6 py-3 font-semibold disabled:cursor-wait disabled:opacity-70";
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-semibold">{text.title}</h1>
      <p className="mt-2 text-rosewood-700 dark:text-rosewood-200">{text.intro}</p>
      <Form method="post" className="mt-8" aria-labelledby="basket-heading">
        <SubmissionKeyField />
        {/* Enter in a field updates the basket: the first submit button is the form's default. */}
        <button type="submit" name="intent" value="update" className="sr-only" tabIndex={-1} aria-hidden="true">
          {text.update}
        </button>
        {reply?.formError ? (
          <p
            role="alert"
            className="mb-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {reply.formError}
          </p>
        ) : null}
        <h2 id="basket-heading" className="sr-only">
          {text.linesLabel}
        </h2>
        <ul className="space-y-4" aria-label={text.linesLabel}>
          {available.map((item, index) => {
            const quantityName = lineField(index, "quantity");
            const noteName = lineField(index, "note");
            const line = typed?.lines[String(item.product_id)];
            return (
              <li
                key={item.product_id}
                data-testid="basket-line"
                className="flex gap-4 rounded-2xl border border-rosewood-200 bg-white p-4 dark:border-rosewood-800 dark:bg-rosewood-900"
              >
                <StoredImage src={item.image_url} alt="" sizes="96px" className="h-20 w-20 shrink-0 rounded-lg object-cover sm:h-24 sm:w-24" />
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold break-words" lang={item.titleUntranslated ? english_ : undefined}>
                    <Link to={to(`/products/${item.product_id}`)} className="underline-offset-4 hover:underline">
                      {item.title}
                    </Link>
                  </h3>
                  <input type="hidden" name={lineField(index, "product_id")} value={item.product_id} />
                  <div className="mt-2 grid gap-3 sm:grid-cols-[7rem_1fr]">
                    <div>
                      <label htmlFor={quantityName} className={labelClass}>
                        {text.quantity}
                      </label>
                      <input
                        id={quantityName}
                        name={quantityName}
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={10000}
                        step={1}
                        defaultValue={line?.quantity ?? String(item.quantity)}
                        className={fieldClass}
                        {...invalid(errors[quantityName], `${quantityName}-error`)}
                      />
                      <ErrorText id={`${quantityName}-error`} message={errors[quantityName]} />
                    </div>
                    <div>
                      <label htmlFor={noteName} className={labelClass}>
                        {text.note}
                      </label>
                      <input
                        id={noteName}
                        name={noteName}
                        type="text"
                        maxLength={300}
                        placeholder={text.notePlaceholder}
                        defaultValue={line?.note ?? item.note}
                        className={fieldClass}
                        {...invalid(errors[noteName], `${noteName}-error`)}
                      />
                      <ErrorText id={`${noteName}-error`} message={errors[noteName]} />
                    </div>
                  </div>
                  <button
                    type="submit"
                    name="intent"
                    value={`remove:${item.product_id}`}
                    disabled={busy}
                    className="mt-3 text-sm font-semibold text-red-800 underline underline-offset-4 hover:text-red-900 dark:text-red-300"
                  >
                    {text.remove}
                    <span className="sr-only">: {item.title}</span>
                  </button>
                </div>
              </li>
            );
          })}
          {unavailable.map((item) => (
            <li
              key={item.product_id}
              data-testid="basket-line-unavailable"
              className="flex gap-4 rounded-2xl border border-dashed border-rosewood-300 p-4 opacity-80 dark:border-rosewood-700"
            >
              <StoredImage src={item.image_url} alt="" sizes="96px" className="h-20 w-20 shrink-0 rounded-lg object-cover grayscale" />
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold break-words" lang={item.titleUntranslated ? english_ : undefined}>
                  {item.title}
                </h3>
                <p className="mt-1 text-sm font-semibold text-red-800 dark:text-red-300">{text.unavailable}</p>
                <button
                  type="submit"
                  name="intent"
                  value={`remove:${item.product_id}`}
                  disabled={busy}
                  className="mt-2 text-sm font-semibold text-red-800 underline underline-offset-4 dark:text-red-300"
                >
                  {text.remove}
                  <span className="sr-only">: {item.title}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>

        <fieldset className="mt-10 space-y-5 rounded-2xl border border-rosewood-200 p-5 dark:border-rosewood-800">
          <legend className="px-2 text-xl font-semibold">{text.requestTitle}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <label htmlFor="delivery_city" className={labelClass}>
                {text.deliveryCity}
              </label>
              <input
                id="delivery_city"
                name="delivery_city"
                type="text"
                autoComplete="address-level2"
                maxLength={100}
                defaultValue={requestValue("delivery_city")}
                className={fieldClass}
                {...invalid(errors.delivery_city, "delivery_city-error")}
              />
              <ErrorText id="delivery_city-error" message={errors.delivery_city} />
            </div>
            <div>
              <label htmlFor="delivery_state" className={labelClass}>
                {text.deliveryState}
              </label>
              <select
                id="delivery_state"
                name="delivery_state"
                defaultValue={requestValue("delivery_state")}
                className={fieldClass}
                {...invalid(errors.delivery_state, "delivery_state-error")}
              >
                <option value="">{text.chooseState}</option>
                {GST_STATES.map((state) => (
                  <option key={state.code} value={state.code} lang={english_}>
                    {state.name}
                  </option>
                ))}
              </select>
              <ErrorText id="delivery_state-error" message={errors.delivery_state} />
            </div>
            <div>
              <label htmlFor="gstin" className={labelClass}>
                {text.gstin}
              </label>
              <input
                id="gstin"
                name="gstin"
                type="text"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={20}
                defaultValue={requestValue("gstin")}
                className={`${fieldClass} font-mono uppercase`}
                aria-describedby={errors.gstin ? "gstin-error gstin-hint" : "gstin-hint"}
                {...(errors.gstin ? { "aria-invalid": true } : {})}
              />
              <p id="gstin-hint" className="mt-1 text-xs text-rosewood-600 dark:text-rosewood-300">
                {text.gstinHint}
              </p>
              <ErrorText id="gstin-error" message={errors.gstin} />
            </div>
            <div>
              <label htmlFor="needed_by" className={labelClass}>
                {text.neededBy}
              </label>
              <input
                id="needed_by"
                name="needed_by"
                type="date"
                min={loaderData.today}
                defaultValue={requestValue("needed_by")}
                className={fieldClass}
                {...invalid(errors.needed_by, "needed_by-error")}
              />
              <ErrorText id="needed_by-error" message={errors.needed_by} />
            </div>
          </div>
          <div>
            <label htmlFor="message" className={labelClass}>
              {text.message}
            </label>
            <textarea
              id="message"
              name="message"
              rows={4}
              maxLength={2000}
              placeholder={text.messagePlaceholder}
              defaultValue={requestValue("message")}
              className={fieldClass}
              {...invalid(errors.message, "message-error")}
            />
            <ErrorText id="message-error" message={errors.message} />
          </div>
        </fieldset>

        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
          <button
            type="submit"
            name="intent"
            value="update"
            disabled={busy}
            className={`${buttonBase} border-2 border-rosewood-700 text-rosewood-800 hover:bg-rosewood-100 dark:border-brass-400 dark:text-brass-300 dark:hover:bg-rosewood-800`}
          >
            {text.update}
          </button>
          <button
            type="submit"
            name="intent"
            value="send"
            disabled={busy || available.length === 0}
            className={`${buttonBase} bg-rosewood-700 text-ivory-50 shadow hover:bg-rosewood-800 dark:bg-brass-500 dark:text-rosewood-950 dark:hover:bg-brass-400`}
          >
            {busy && navigation.formData?.get("intent") === "send" ? text.sending : text.send}
          </button>
        </div>
      </Form>
    </main>
  );
}
