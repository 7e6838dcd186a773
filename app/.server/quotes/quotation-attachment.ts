/**
 * The quotation's PDF as the outbox attaches it (decision 043): the worker renders it when it
 * sends the email, from the revision the email names. Registered when the site starts.
 */
import { registerAttachmentRenderer } from "../email/attachments";
import { renderQuotationPdf } from "./pdf";

export const registerQuotationAttachment = () => registerAttachmentRenderer("quotation", ({ quoteId, revisionId }) => renderQuotationPdf(quoteId, revisionId));
