/**
 * The team's pricing of a quote (issue 31): a table of lines (description, HSN/SAC, quantity,
 * unit price and discount in rupees, GST rate), the validity date, the terms and the internal
 * notes; "Save as draft" or "Send quotation". Checked with the same zod rules as on the server
 * (Conform, lines[i].field names), each message at its field and listed on top.
 *
 * Without JavaScript, "Add line", "Add packing", "Add freight" and "Remove" are submit buttons
 * (Conform's list intents): the server applies them to what was posted and answers the form as
 * it was typed, with the line added or taken away. With JavaScript Conform does the same in the
 * page. A first, invisible submit button makes Enter in a field save a draft (never send, never
 * remove a line). The submission key (decision 008) makes a double tap on Send send once.
 */
import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useNavigation } from "react-router";

import { ErrorSummaryForm, useErrorFocus } from "~/components/ui/error-summary";
import { FieldError, inputClass, selectProps } from "~/components/ui/form-field";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { quotePanelCopy as copy } from "~/lib/copy/quotes";
import { formatRate, GST_RATES_BP } from "~/lib/gst/rates";
import { type PricingInput, pricingSchema } from "~/lib/schemas/quotes";

/** The form's values as text, as the domain's pricingStart gives them and the form posts them. */
export type PricingValues = {
  lines: Array<{ kind: string; product_id: string; description: string; hsn: string; quantity: string; unit_price: string; discount: string; rate_bp: string }>;
  valid_until: string;
  terms: string;
  internal_notes: string;
};

export type PricingActionData = { pricing?: SubmissionResult<string[]> };

type LineField = FieldMetadata<PricingValues["lines"][number], PricingValues, string[]>;
type TextName = "description" | "hsn" | "quantity" | "unit_price" | "discount";

const cellLabel = "block text-xs font-semibold text-rosewood-700 xl:sr-only dark:text-rosewood-200";
const smallButton =
  "rounded-full border border-rosewood-300 px-3 py-1.5 text-sm font-semibold hover:bg-rosewood-100 disabled:opacity-60 dark:border-rosewood-600 dark:hover:bg-rosewood-800";

function LineInput({ field, label, name, ...rest }: { field: LineField; label: string; name: TextName } & React.InputHTMLAttributes<HTMLInputElement>) {
  const cell = field.getFieldset()[name];
  const invalid = Boolean(cell.errors?.length);
  return (
    <div className="min-w-0">
      <label htmlFor={cell.id} className={cellLabel}>
        {label}
      </label>
      <input
        id={cell.id}
        name={cell.name}
        form={cell.formId}
        key={cell.key}
        defaultValue={typeof cell.initialValue === "string" ? cell.initialValue : ""}
        {...(invalid ? { "aria-invalid": true, "aria-describedby": cell.errorId } : {})}
        {...useErrorFocus(cell)}
        {...rest}
        className={`${inputClass} mt-0.5 px-2 py-2 text-sm`}
      />
      <FieldError field={cell} />
    </div>
  );
}

function LineRate({ field }: { field: LineField }) {
  const cell = field.getFieldset().rate_bp;
  return (
    <div className="min-w-0">
      <label htmlFor={cell.id} className={cellLabel}>
        {copy.lineFields.rate_bp}
      </label>
      <select key={cell.key} {...selectProps(cell)} {...useErrorFocus(cell)} className={`${inputClass} mt-0.5 px-2 py-2 text-sm`}>
        {GST_RATES_BP.map((rate) => (
          <option key={rate} value={rate}>
            {formatRate(rate)}
          </option>
        ))}
      </select>
      <FieldError field={cell} />
    </div>
  );
}

export function PricingForm({
  start,
  heading,
  principal,
}: {
  start: PricingValues;
  heading: string;
  /** What packing and freight lines start with: the principal goods' HSN code and rate (decision 039). */
  principal: { hsn: string; rate_bp: string };
}) {
  const actionData = useActionData<PricingActionData>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod !== undefined && navigation.formMethod.toUpperCase() === "POST";
  const [form, fields] = useForm<PricingValues, PricingInput>({
    id: "pricing-form",
    lastResult: navigation.state === "idle" ? actionData?.pricing : undefined,
    defaultValue: start,
    constraint: getZodConstraint(pricingSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pricingSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const lines = fields.lines.getFieldList();
  const extra = (kind: "goods" | "packing" | "freight") =>
    form.insert.getButtonProps({
      name: fields.lines.name,
      defaultValue: {
        kind,
        product_id: "",
        description: kind === "goods" ? "" : copy.lineDefaults[kind],
        hsn: principal.hsn,
        quantity: "1",
        unit_price: "",
        discount: "",
        rate_bp: principal.rate_bp,
      },
    });
  const summary = [
    { id: fields.lines.id, errors: fields.lines.errors },
    ...lines.flatMap((line) => {
      const cells = line.getFieldset();
      return [cells.description, cells.hsn, cells.quantity, cells.unit_price, cells.discount, cells.rate_bp];
    }),
    fields.valid_until,
    fields.terms,
    fields.internal_notes,
  ];

  return (
    <section
      aria-labelledby="pricing-heading"
      className="rounded-2xl border border-rosewood-200 bg-white p-4 sm:p-5 dark:border-rosewood-800 dark:bg-rosewood-900"
    >
      <h2 id="pricing-heading" className="text-lg font-semibold">
        {copy.pricing} <span className="text-sm font-normal text-rosewood-600 dark:text-rosewood-300">· {heading}</span>
      </h2>
      <ErrorSummaryForm fields={summary} errors={form.errors} errorId={form.errorId} method="post" {...getFormProps(form)} className="mt-4 space-y-5">
        {/* Enter in a field saves a draft: the first submit button of the form is the one Enter presses. */}
        <button type="submit" name="intent" value="draft" className="sr-only" tabIndex={-1} aria-hidden="true">
          {copy.saveDraft}
        </button>
        <SubmissionKeyField />

        <div>
          <div
            aria-hidden="true"
            className="hidden gap-2 border-b border-rosewood-200 pb-1 text-xs font-semibold text-rosewood-700 xl:grid xl:grid-cols-[minmax(0,1fr)_5.5rem_4.5rem_6.5rem_6rem_5.5rem_5.5rem] dark:border-rosewood-700 dark:text-rosewood-200"
          >
            <span>{copy.lineFields.description}</span>
            <span>{copy.lineFields.hsn}</span>
            <span>{copy.lineFields.quantity}</span>
            <span>{copy.lineFields.unit_price}</span>
            <span>{copy.lineFields.discount}</span>
            <span>{copy.lineFields.rate_bp}</span>
            <span />
          </div>
          <ol className="divide-y divide-rosewood-100 dark:divide-rosewood-800" id={fields.lines.id}>
            {lines.map((line, index) => {
              const cells = line.getFieldset();
              const kind = (cells.kind.initialValue as string | undefined) ?? "goods";
              return (
                <li
                  key={line.key}
                  data-line={index + 1}
                  className="grid grid-cols-2 gap-2 py-3 sm:grid-cols-4 xl:grid-cols-[minmax(0,1fr)_5.5rem_4.5rem_6.5rem_6rem_5.5rem_5.5rem] xl:items-start"
                >
                  <input type="hidden" name={cells.kind.name} value={kind} />
                  <input type="hidden" name={cells.product_id.name} value={(cells.product_id.initialValue as string | undefined) ?? ""} />
                  <div className="col-span-2 sm:col-span-4 xl:col-span-1">
                    <p className="mb-0.5 text-xs font-semibold text-rosewood-600 xl:hidden dark:text-rosewood-300">
                      {copy.line(index + 1)}
                      {kind !== "goods" ? ` · ${copy.lineKinds[kind as "packing" | "freight"] ?? kind}` : ""}
                    </p>
                    <LineInput field={line} name="description" label={copy.lineFields.description} maxLength={300} />
                  </div>
                  <LineInput field={line} name="hsn" label={copy.lineFields.hsn} inputMode="numeric" maxLength={8} />
                  <LineInput field={line} name="quantity" label={copy.lineFields.quantity} type="number" min={1} step={1} inputMode="numeric" />
                  <LineInput field={line} name="unit_price" label={copy.lineFields.unit_price} inputMode="decimal" />
                  <LineInput field={line} name="discount" label={copy.lineFields.discount} inputMode="decimal" />
                  <LineRate field={line} />
                  <div className="flex items-end xl:pt-0.5">
                    <button {...form.remove.getButtonProps({ name: fields.lines.name, index })} className={smallButton} disabled={busy}>
                      {copy.remove}
                      <span className="sr-only"> line {index + 1}</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
          <FieldError field={fields.lines} />
          <div className="mt-2 flex flex-wrap gap-2">
            <button {...extra("goods")} className={smallButton} disabled={busy}>
              {copy.addLine}
            </button>
            <button {...extra("packing")} className={smallButton} disabled={busy}>
              {copy.addPacking}
            </button>
            <button {...extra("freight")} className={smallButton} disabled={busy}>
              {copy.addFreight}
            </button>
          </div>
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={fields.valid_until.id} className="block text-sm font-medium">
              {copy.validUntil}
            </label>
            <input
              type="date"
              id={fields.valid_until.id}
              name={fields.valid_until.name}
              key={fields.valid_until.key}
              defaultValue={typeof fields.valid_until.initialValue === "string" ? fields.valid_until.initialValue : ""}
              aria-required="true"
              {...(fields.valid_until.errors?.length ? { "aria-invalid": true, "aria-describedby": fields.valid_until.errorId } : {})}
              {...useErrorFocus(fields.valid_until)}
              className={inputClass}
            />
            <FieldError field={fields.valid_until} />
          </div>
        </div>
        <TextArea field={fields.terms} label={copy.terms} rows={4} />
        <TextArea field={fields.internal_notes} label={copy.internalNotes} hint={copy.internalNotesHint} rows={3} />

        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="draft"
            disabled={busy}
            className="rounded-full border border-rosewood-700 px-6 py-2.5 font-semibold text-rosewood-800 hover:bg-rosewood-50 disabled:cursor-wait disabled:opacity-70 dark:border-brass-400 dark:text-brass-300 dark:hover:bg-rosewood-800"
          >
            {copy.saveDraft}
          </button>
          <button
            type="submit"
            name="intent"
            value="send"
            disabled={busy}
            className="rounded-full bg-rosewood-700 px-6 py-2.5 font-semibold text-ivory-50 shadow hover:bg-rosewood-800 disabled:cursor-wait disabled:opacity-70 dark:bg-brass-500 dark:text-rosewood-950 dark:hover:bg-brass-400"
          >
            {busy ? copy.saving : copy.send}
          </button>
        </div>
      </ErrorSummaryForm>
    </section>
  );
}

function TextArea({ field, label, hint, rows }: { field: FieldMetadata<string, PricingValues, string[]>; label: string; hint?: string; rows: number }) {
  const invalid = Boolean(field.errors?.length);
  const hintId = `${field.id}-hint`;
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium">
        {label} <span className="font-normal text-rosewood-500 dark:text-rosewood-300">(optional)</span>
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-xs font-semibold text-red-800 dark:text-red-300" data-hint="internal">
          {hint}
        </p>
      ) : null}
      <textarea
        id={field.id}
        name={field.name}
        key={field.key}
        rows={rows}
        maxLength={4000}
        defaultValue={typeof field.initialValue === "string" ? field.initialValue : ""}
        {...(invalid ? { "aria-invalid": true } : {})}
        aria-describedby={[hint ? hintId : "", invalid ? field.errorId : ""].filter(Boolean).join(" ") || undefined}
        {...useErrorFocus(field)}
        className={inputClass}
      />
      <FieldError field={field} />
    </div>
  );
}
