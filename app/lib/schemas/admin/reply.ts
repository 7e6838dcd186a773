/**
 * The one reply rule (spec sections 5 and 8), for the reply dialogs of contact messages and of
 * product and portfolio inquiries, and for the domain behind them and the API's POST .../reply/:
 * the text is non-empty after trimming ('Please enter a reply message') and at most
 * MAX_LENGTH.message characters.
 */
import { MAX_LENGTH } from "../../constants";
import { validation } from "../../copy/validation";
import { whenMissing, z } from "../zod";

export const REPLY_REQUIRED = "Please enter a reply message";
export const REPLY_TOO_LONG = validation.tooLong(MAX_LENGTH.message);

export const replySchema = z.object({
  reply_message: z
    .string({ error: whenMissing(REPLY_REQUIRED) })
    .trim()
    .min(1, REPLY_REQUIRED)
    .max(MAX_LENGTH.message, REPLY_TOO_LONG),
});

export type ReplyInput = z.infer<typeof replySchema>;

/** The same rule on a text already read (the domain's check): the trimmed reply, or why not. */
export function checkReply(text: string | null | undefined): { ok: true; reply: string } | { ok: false; reason: "empty" | "too_long"; message: string } {
  const parsed = replySchema.shape.reply_message.safeParse(text ?? "");
  if (parsed.success) return { ok: true, reply: parsed.data };
  return parsed.error.issues.some((issue) => issue.code === "too_big")
    ? { ok: false, reason: "too_long", message: REPLY_TOO_LONG }
    : { ok: false, reason: "empty", message: REPLY_REQUIRED };
}
