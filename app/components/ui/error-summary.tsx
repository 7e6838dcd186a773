/**
 * After a refused send the visitor lands on the problem, with JavaScript or without: the form
 * opens with a summary that links to each field with an error, and the first of those fields has
 * `autofocus`, which the browser honours (focus and scroll) on a page rendered by the server.
 * One component for every form: it is the form element, so it knows the fields in their order
 * and tells each field (form-field.tsx, useErrorFocus) whether it is the first one to fix.
 */
import { type ComponentProps, createContext, useContext } from "react";
import { Form } from "react-router";

import { phrases as englishPhrases } from "~/lib/copy/phrases";
import { fill } from "~/lib/i18n/locales";
import { useCopy } from "~/lib/i18n/use-copy";

import type { useServerForm } from "./server-form";

type SummaryField = { id: string; errors?: string[] };

const FirstError = createContext<string | undefined>(undefined);

/** `autoFocus` for the first field with an error of the form around it. */
export function useErrorFocus(field: { id: string }): { autoFocus?: true } {
  return useContext(FirstError) === field.id ? { autoFocus: true } : {};
}

/**
 * React Router's `Form`, opened by the form's errors (`errors`, shown with the id `errorId`) and
 * links to the fields that have one. `fields` lists the form's fields in the order they appear.
 */
export function ErrorSummaryForm({
  fields,
  errors,
  errorId,
  children,
  ...props
}: ComponentProps<typeof Form> & { fields: SummaryField[]; errors?: string[]; errorId?: string }) {
  const invalid = fields.filter((field) => field.errors?.length);
  return (
    <FirstError.Provider value={invalid[0]?.id}>
      <Form {...props}>
        <ErrorSummary errors={errors} id={errorId} invalid={invalid} />
        {children}
      </Form>
    </FirstError.Provider>
  );
}

/** The posted form of a `useServerForm` form: its errors, their id and its own props, then the rest given here. */
export function ServerErrorSummaryForm({
  form,
  ...props
}: Omit<ComponentProps<typeof ErrorSummaryForm>, "errors" | "errorId"> & { form: ReturnType<typeof useServerForm>["form"] }) {
  return <ErrorSummaryForm errors={form.errors} errorId={form.errorId} method="post" {...form.props} {...props} />;
}

function ErrorSummary({ errors, id, invalid }: { errors?: string[]; id?: string; invalid: SummaryField[] }) {
  const phrases = useCopy("phrases", englishPhrases);
  if (!errors?.length && invalid.length === 0) return null;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {errors?.map((error) => (
        <p key={error}>{error}</p>
      ))}
      {invalid.length > 0 ? (
        <>
          {errors?.length ? null : (
            <p className="font-semibold">{invalid.length === 1 ? phrases.errorSummaryOne : fill(phrases.errorSummaryMany, { count: invalid.length })}</p>
          )}
          <ul className="mt-1 list-disc space-y-1 pl-5" data-error-summary>
            {invalid.map((field) => (
              <li key={field.id}>
                <a href={`#${field.id}`} className="underline underline-offset-2 hover:no-underline">
                  {field.errors![0]}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
