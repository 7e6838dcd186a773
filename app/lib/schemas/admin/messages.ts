/** Contact messages: the status filter. The reply form's rule is the one of every reply (./reply.ts). */
import { CONTACT_STATUSES, type ContactStatus } from "../../statuses";

/** The statuses of a contact message (section 3), in the order of the filter. */
export { CONTACT_STATUSES };
export type ContactStatusValue = ContactStatus;

export function contactStatusParam(value: string | null): ContactStatusValue | null {
  return (CONTACT_STATUSES as readonly string[]).includes(value ?? "") ? (value as ContactStatusValue) : null;
}
