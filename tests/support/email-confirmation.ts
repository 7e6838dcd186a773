/**
 * The sign-up's confirmation link as the person receives it (docs/decisions/021): the token is
 * read from the email queued in the outbox, never from the database's hash, and used as the
 * /confirm-email page's button does.
 */
import { and, desc, eq, like } from "drizzle-orm";

import { confirmAccountEmail } from "~/.server/accounts/email-confirmation";
import { db, schema } from "~/.server/db";

/** The token of the newest confirmation link emailed to `address`. */
export function confirmationTokenFor(address: string): string {
  const mail = db()
    .select()
    .from(schema.emailOutbox)
    .where(and(eq(schema.emailOutbox.to_address, address.toLowerCase()), like(schema.emailOutbox.reference, "user:%:email_confirm")))
    .orderBy(desc(schema.emailOutbox.id))
    .get();
  const token = /\/confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text_body ?? "")?.[1];
  if (!token) throw new Error(`no confirmation link was emailed to ${address}`);
  return token;
}

/** Opens the newest confirmation link emailed to `address` and presses its button. */
export function confirmRegistration(address: string) {
  const result = confirmAccountEmail(confirmationTokenFor(address));
  if (!result.ok) throw new Error(`the confirmation link was refused: ${result.message}`);
  return result.record;
}
