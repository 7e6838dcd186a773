/**
 * A list row's one-click action (approve, resend, publish): a small form that posts its intent and
 * the row's id to the list's action, so it works without JavaScript; disabled while it is sent.
 */
import type { ReactNode } from "react";
import { Form, Link } from "react-router";

export function RowActionButton({
  intent,
  id,
  busy,
  className,
  children,
}: {
  intent: string;
  id: number;
  busy: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" disabled={busy} className={className}>
        {children}
      </button>
    </Form>
  );
}

/** A row's Edit and Delete links: each opens its screen over the list (with the list's query), which keeps its scroll. */
export function EditDeleteLinks({ path, search = "", state }: { path: string; search?: string; state?: unknown }) {
  return (
    <>
      <Link
        to={`${path}/edit${search}`}
        state={state}
        preventScrollReset
        className="rounded-lg border border-rosewood-300 px-3 py-1 text-sm font-medium dark:border-rosewood-600"
      >
        Edit
      </Link>
      <Link
        to={`${path}/delete${search}`}
        state={state}
        preventScrollReset
        className="rounded-lg border border-red-300 px-3 py-1 text-sm font-medium text-red-800 dark:border-red-800 dark:text-red-300"
      >
        Delete
      </Link>
    </>
  );
}
