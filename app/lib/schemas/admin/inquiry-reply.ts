/** The reply form of an inquiry (spec section 5): non-empty after trimming, else 'Please enter a reply message'. */
import { z } from "../zod";
import { MAX_LENGTH } from "../../constants";
import { inquiryPanelCopy } from "../../copy/panel-shop";
import { validation } from "../../copy/validation";

export const inquiryReplySchema = z.object({
  reply_message: z
    .string({ error: inquiryPanelCopy.replyRequired })
    .trim()
    .min(1, inquiryPanelCopy.replyRequired)
    .max(MAX_LENGTH.message, validation.tooLong(MAX_LENGTH.message)),
});

export type InquiryReplyInput = z.infer<typeof inquiryReplySchema>;
