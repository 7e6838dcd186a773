/** Reply forms (spec section 5): the reply must be non-empty after trimming. */
import { z } from "../zod";
import { MAX_LENGTH } from "../../constants";
import { messagesCopy } from "../../copy/panel-admin";
import { validation } from "../../copy/validation";
import { CONTACT_STATUSES, type ContactStatus } from "../../statuses";

export const replySchema = z.object({
  reply_message: z
    .string({ error: messagesCopy.replyRequired })
    .trim()
    .min(1, messagesCopy.replyRequired)
    .max(MAX_LENGTH.message, validation.tooLong(MAX_LENGTH.message)),
});

export type ReplyInput = z.infer<typeof replySchema>;

/** The statuses of a contact message (section 3), in the order of the filter. */
export { CONTACT_STATUSES };
export type ContactStatusValue = ContactStatus;

export function contactStatusParam(value: string | null): ContactStatusValue | null {
  return (CONTACT_STATUSES as readonly string[]).includes(value ?? "") ? (value as ContactStatusValue) : null;
}
