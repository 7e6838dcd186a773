/**
 * A list row's one-click action (approve, resend, publish): a small form that posts its intent and
 * the row's id to the list's action, so it works without JavaScript; disabled while it is sent.
 */
import type { ReactNode } from "react";
import { Form } from "react-router";

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
