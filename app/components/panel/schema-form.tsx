/**
 * The one way the panel builds a record's form (docs/decisions/032): from the model's zod object
 * and its field registry (app/lib/copy/fields/*), so a field is declared once.
 * - Its inputs' limits come from the zod object (getZodConstraint, and textLimit for texts: shown
 *   by a counter where the registry asks, never as a maxLength that cuts a paste); the fields
 *   the model requires (those its schema refuses when sent empty, requiredFields) are marked so,
 *   the others "(optional)" (docs/decisions/037).
 * - Its defaults come from the record, for every field of the object: a field cannot be left out
 *   of the defaults, so an edit never posts it empty and wipes what is stored.
 * - Its error summary lists the object's fields in the form's order, as the registry places them
 *   (and the translation sections').
 * - Its inputs are drawn from the registry's places: the label in English, the kind of input, the
 *   section; a field the form draws itself is `input: "custom"`.
 * The form stays a plain multipart POST: no `required` attribute, so with JavaScript off the
 * server's answer (the spec's words, at each field) is what the person reads.
 */
import { type DefaultValue, type FieldMetadata, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { useActionData, useNavigation } from "react-router";
import type { z } from "zod";

import type { DraftForm } from "~/.server/drafts/form-drafts";
import { autosavedNames, AutosaveOffer } from "~/components/panel/autosave";
import { translationSummaryFields } from "~/components/panel/content/translation-sections";
import { CheckboxField, type PanelField } from "~/components/panel/fields";
import { TextAreaField, TextField } from "~/components/ui/form-field";
import { LengthCounter } from "~/components/ui/length-counter";
import type { TranslationKind } from "~/lib/content-translations";
import type { PanelPlace } from "~/lib/copy/fields/registry";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any zod object: its fields are read by name
type AnyObject = z.ZodObject<any>;

/** A stored value as a form field starts with it: text as it is, numbers as text, a tick as "on", nothing as "". */
export function formValue(value: unknown): unknown {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "on" : "";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.join(", ");
  return value;
}

/**
 * The form's defaults: every field of the zod object from the record (its translations too, as
 * the nested object Conform fills translations.gu.title from); a new record starts from `blank`.
 */
export function formDefaults(object: AnyObject, record: Record<string, unknown> | null, blank: Record<string, unknown> = {}): Record<string, unknown> {
  if (!record) return blank;
  return Object.fromEntries(Object.keys(object.shape).map((name) => [name, name === "translations" ? (record[name] ?? {}) : formValue(record[name])]));
}

/**
 * The fields a schema requires: those it refuses, each with its own message, when the form is
 * sent empty. Read from the rules themselves (a required text, a category, an image rule over the
 * whole object), which getZodConstraint cannot see through a rule's transform.
 */
export function requiredFields(schema: z.ZodType): string[] {
  const result = schema.safeParse({});
  const names = result.success ? [] : result.error.issues.map((issue) => issue.path[0]).filter((name) => typeof name === "string");
  return [...new Set(names)];
}

/**
 * A text field's longest length, read through the wrappers getZodConstraint stops at (a trimmed
 * text is a pipe; optional and default wrap their inner rule). Only a counter shows it: no input
 * carries maxLength, so a paste is never cut silently (the server says so at the field).
 */
export function textLimit(schema: z.ZodType): number | undefined {
  const def = schema.def as { type: string; in?: z.ZodType; out?: z.ZodType; innerType?: z.ZodType };
  if (def.type === "string") return (schema as z.ZodString).maxLength ?? undefined;
  if (def.type === "pipe") {
    const limits = [def.in, def.out].map((part) => (part ? textLimit(part) : undefined)).filter((limit) => limit !== undefined);
    return limits.length > 0 ? Math.min(...limits) : undefined;
  }
  return def.innerType ? textLimit(def.innerType) : undefined;
}

/** The inputs' constraints: getZodConstraint's, with the fields the model requires marked required (its rule names them) and each text's limit. */
export function formConstraint(object: AnyObject, required: readonly string[]) {
  const constraint = getZodConstraint(object);
  return Object.fromEntries(
    Object.keys(object.shape).map((name) => [
      name,
      { maxLength: textLimit(object.shape[name] as z.ZodType), ...constraint[name], required: required.includes(name) },
    ]),
  ) as typeof constraint;
}

/** The names of the object's fields in the order the registry places them (a section lists its fields in order). */
export function placedNames(object: AnyObject, places: Record<string, PanelPlace>): string[] {
  const sections = [...new Set(Object.values(places).map((place) => place.section))];
  return sections.flatMap((section) => Object.keys(places).filter((name) => places[name]!.section === section && name in object.shape));
}

/**
 * The fields of the error summary in the form's order: the object's fields as the registry places
 * them, with `before` placing fields the registry does not (an image file) before one it does,
 * then the translation sections'.
 */
export function summaryFields(
  fields: Record<string, PanelField>,
  object: AnyObject,
  { places, before = {}, translations }: { places: Record<string, PanelPlace>; before?: Record<string, string[]>; translations?: TranslationKind },
): PanelField[] {
  const ordered = placedNames(object, places)
    .flatMap((name) => [...(before[name] ?? []), name])
    .map((name) => fields[name]!);
  return translations && fields.translations ? [...ordered, ...translationSummaryFields(fields.translations, translations)] : ordered;
}

/**
 * A record's form, checked in the browser with the same schema as on the server, its defaults
 * and constraints from the model's zod object.
 */
export function useSchemaForm<Schema extends z.ZodType>({
  id,
  object,
  schema,
  required = requiredFields(schema),
  record,
  blank,
}: {
  id: string;
  object: AnyObject;
  schema: Schema;
  /** The fields the model requires; by default those the schema refuses when sent empty. */
  required?: readonly string[];
  record: Record<string, unknown> | null;
  blank?: Record<string, unknown>;
}) {
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  return useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>>({
    id,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: formDefaults(object, record, blank) as DefaultValue<z.input<Schema> & Record<string, unknown>>,
    constraint: formConstraint(object, required),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
}

type Field = FieldMetadata<unknown, Record<string, unknown>, string[]> | PanelField;

/** One field as its registry place says: its label (and unit) in English, its kind of input, its limits from the schema. */
export function PlacedField({ field, label, place }: { field: Field; label: string; place: PanelPlace }) {
  const panelField = field as PanelField;
  const shown = place.unit ? `${label} (${place.unit})` : label;
  const optional = !panelField.required;
  // No field carries maxLength (it would cut a paste silently); a counted one shows its limit.
  const counted = place.count && panelField.maxLength !== undefined ? panelField.maxLength : null;
  const input = place.input ?? "text";
  const placeholder = place.placeholder === undefined ? {} : { placeholder: place.placeholder };
  const control =
    input === "checkbox" ? (
      <CheckboxField field={panelField} label={shown} hint={place.hint} />
    ) : input === "textarea" ? (
      <div>
        <TextAreaField field={panelField} label={shown} optional={optional} rows={place.rows ?? 4} aria-required={!optional || undefined} />
        {place.hint ? <p className="mt-1 text-xs text-rosewood-600 dark:text-rosewood-300">{place.hint}</p> : null}
        {counted !== null ? <LengthCounter inputId={panelField.id} max={counted} /> : null}
      </div>
    ) : input === "decimal" || input === "integer" ? (
      <TextField
        field={panelField}
        label={shown}
        type="number"
        min={place.min ?? 0}
        step={input === "integer" ? 1 : "0.01"}
        inputMode={input === "integer" ? "numeric" : "decimal"}
        optional={optional}
        aria-required={!optional || undefined}
        hint={place.hint}
        {...placeholder}
      />
    ) : (
      <TextField
        field={panelField}
        label={shown}
        type={input === "url" || input === "date" ? input : input === "datetime" ? "datetime-local" : "text"}
        optional={optional}
        aria-required={!optional || undefined}
        hint={place.hint}
        {...placeholder}
      />
    );
  return place.wide ? <div className="sm:col-span-2">{control}</div> : control;
}

/** One of a form's sections; its fields in two columns from a tablet up, unless `layout` says otherwise. */
export function FormSection({ legend, layout = "mt-2 grid gap-4 sm:grid-cols-2", children }: { legend: string; layout?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-rosewood-200 p-4 dark:border-rosewood-700">
      <legend className="px-1 text-sm font-semibold tracking-wide text-rosewood-800 uppercase dark:text-brass-300">{legend}</legend>
      <div className={layout}>{children}</div>
    </fieldset>
  );
}

/**
 * The fields a registry places in `section`, in the registry's order: each drawn by PlacedField,
 * or by `custom` for those the form draws itself (a select of categories, an image).
 */
export function SectionFields<Name extends string>({
  section,
  places,
  labels,
  fields,
  custom = {},
  object,
}: {
  section: string;
  places: Record<Name, PanelPlace>;
  labels: Record<Name, string>;
  fields: Record<string, unknown>;
  custom?: Partial<Record<Name, ReactNode>>;
  /** The form's zod object, when the registry places fields this form does not have (a kind of category without a slug). */
  object?: AnyObject;
}) {
  const names = (Object.keys(places) as Name[]).filter((name) => places[name].section === section && (!object || name in object.shape));
  return (
    <>
      {names.map((name) =>
        places[name].input === "custom" ? (
          <CustomSlot key={name}>{custom[name]}</CustomSlot>
        ) : (
          <PlacedField key={name} field={fields[name] as PanelField} label={labels[name]} place={places[name]} />
        ),
      )}
    </>
  );
}

function CustomSlot({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/**
 * Every section of a registry's form, in the order of `sections`: each a FormSection with its
 * legend, holding the fields the registry places in it (SectionFields). `layouts` changes a
 * section's layout (a row of tick boxes, an image's column). With `autosave` (the form and its
 * record, null for a new one), the fields the registry marks `autosave` are kept as drafts while
 * typed and offered back above the sections (./autosave.tsx, docs/decisions/045).
 */
export function RegistrySections<Name extends string, Section extends string>({
  sections,
  places,
  labels,
  fields,
  object,
  custom,
  layouts = {},
  autosave,
}: {
  sections: Record<Section, string>;
  places: Record<Name, PanelPlace<Section>>;
  labels: Record<Name, string>;
  fields: Record<string, unknown>;
  object?: AnyObject;
  custom?: Partial<Record<Name, ReactNode>>;
  layouts?: Partial<Record<Section, string>>;
  autosave?: { form: DraftForm; id: number | null };
}) {
  return (
    <>
      {autosave ? <AutosaveOffer formKey={`${autosave.form}:${autosave.id ?? "new"}`} names={autosavedNames(places)} /> : null}
      {(Object.keys(sections) as Section[]).map((section) => (
        <FormSection key={section} legend={sections[section]} layout={layouts[section]}>
          <SectionFields section={section} places={places} labels={labels} fields={fields} custom={custom} object={object} />
        </FormSection>
      ))}
    </>
  );
}

/** The layouts the panel's forms give their image and flag sections. */
export const SECTION_LAYOUTS = { column: "mt-2 space-y-4", row: "mt-2 flex flex-wrap gap-6" } as const;
