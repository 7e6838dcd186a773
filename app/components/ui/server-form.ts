/**
 * The public forms' wiring without a validation library in the browser: the server validates
 * (the actions parse with the shared zod schemas and answer with Conform's `submission.reply()`),
 * and this hook shows that answer. It keeps the public pages' JavaScript small (issue 8's budget):
 * zod and Conform's client stay on the server and in the panel.
 *
 * What it does, as Conform's `useForm` did for these forms:
 * - each field's id, name, error id and error messages from the last answer, and what was typed
 *   (the answer's `initialValue`) as the field's default, so a page rendered without JavaScript
 *   shows both;
 * - with JavaScript, an error disappears as soon as its field is edited (it comes back on the next
 *   send if the value is still wrong), and the first field with an error takes the focus;
 * - an answer made with `reply({ resetForm: true })` (`initialValue: null`) empties the form.
 */
import { type FormEvent, useEffect, useState } from "react";
import { useActionData, useNavigation } from "react-router";

/** The shape of Conform's `SubmissionResult<string[]>`, as the actions send it. */
export type FormReply = {
  status?: "error" | "success";
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null>;
};

/** What form-field.tsx needs of a field (Conform's field metadata has the same properties). */
export type FormFieldState = {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  errors?: string[];
  initialValue?: unknown;
};

type Seen = { reply: FormReply | undefined; edited: ReadonlySet<string>; generation: number; focus: boolean };

export function useServerForm<Name extends string>({
  id,
  lastResult,
  fields: names,
  defaultValue,
}: {
  id: string;
  /** The action's answer; undefined while a send is under way (the last answer stays shown). */
  lastResult: FormReply | undefined;
  fields: readonly Name[];
  defaultValue?: Partial<Record<Name, string>>;
}) {
  // Each answer is taken in once; while a send is under way (undefined) the last one stays shown,
  // and the same answer seen again after another navigation changes nothing.
  const [seen, setSeen] = useState<Seen>({ reply: lastResult, edited: new Set(), generation: 0, focus: false });
  if (lastResult && lastResult !== seen.reply) {
    const reset = lastResult.initialValue === null;
    setSeen({
      reply: lastResult,
      edited: new Set(),
      generation: reset ? seen.generation + 1 : seen.generation,
      focus: !reset && lastResult.status === "error",
    });
  }

  const reply = seen.reply;
  const errorsOf = (name: string): string[] | undefined => {
    if (seen.edited.has(name)) return undefined;
    const errors = reply?.error?.[name];
    return errors && errors.length > 0 ? errors : undefined;
  };
  const typed = reply?.initialValue ?? undefined;

  // With JavaScript, the first field the answer refused takes the focus, as Conform did.
  const focusReply = seen.focus ? seen.reply : undefined;
  useEffect(() => {
    const form = focusReply ? document.getElementById(id) : null;
    if (!focusReply || !(form instanceof HTMLFormElement)) return;
    for (const element of Array.from(form.elements)) {
      const name = (element as HTMLInputElement).name;
      if (name && focusReply.error?.[name]?.length && element instanceof HTMLElement) {
        element.focus();
        break;
      }
    }
  }, [focusReply, id]);

  const fields = {} as Record<Name, FormFieldState>;
  for (const name of names) {
    const fieldId = `${id}-${name}`;
    fields[name] = {
      id: fieldId,
      name,
      formId: id,
      errorId: `${fieldId}-error`,
      errors: errorsOf(name),
      initialValue: typed && name in typed ? typed[name] : defaultValue?.[name],
    };
  }

  const formErrors = errorsOf("");
  const errorId = `${id}-error`;
  return {
    form: {
      id,
      errorId,
      errors: formErrors,
      /** Changes when an answer empties the form: use it as the form's `key`. */
      key: String(seen.generation),
      props: {
        id,
        noValidate: true,
        "aria-describedby": formErrors ? errorId : undefined,
        onInput: (event: FormEvent<HTMLFormElement>) => {
          const name = (event.target as HTMLInputElement).name;
          if (name && errorsOf(name)) setSeen((current) => ({ ...current, edited: new Set(current.edited).add(name) }));
        },
      },
    },
    fields,
  };
}

/** An answer that keeps what was typed and shows no field error (a send that never reached the server). */
export function replyKeepingValues(formData: FormData, hide: readonly string[] = []): FormReply {
  const initialValue: Record<string, unknown> = {};
  for (const [name, value] of formData) {
    if (typeof value === "string" && !hide.includes(name)) initialValue[name] = value;
  }
  return { status: "error", initialValue, error: {} };
}

/**
 * `useServerForm` fed by the route's action: its last answer's `result`, taken once nothing is
 * being sent (while a send is under way the last answer stays shown).
 */
export function useActionForm<Name extends string>(options: Omit<Parameters<typeof useServerForm<Name>>[0], "lastResult">) {
  const actionData = useActionData<{ result?: FormReply } | undefined>();
  const navigation = useNavigation();
  return useServerForm({ ...options, lastResult: navigation.state === "idle" ? actionData?.result : undefined });
}
