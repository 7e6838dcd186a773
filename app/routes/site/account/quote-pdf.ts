/**
 * GET /account/quotes/:id/pdf: the buyer's quotation as a PDF (issue 31): the last revision sent,
 * of the signed-in buyer's own quote only (the team is sent to its account page, as from the other
 * buyer's pages); anyone else's, or one not yet quoted, is "not found".
 */
import { quotationFileName, renderQuotationPdf } from "~/.server/quotes/pdf";
import { quoteForBuyer } from "~/.server/quotes/read";
import { parseId } from "~/lib/ids";
import { pdfDownload } from "~/routes/.server/pdf-download";
import { requireBuyer } from "~/routes/site/.server/quote-buyer";

import type { Route } from "./+types/quote-pdf";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireBuyer(request);
  const quoteId = parseId(params.id);
  const detail = quoteId ? quoteForBuyer(user.id, quoteId) : null;
  if (!detail?.quotation) throw new Response("Not Found", { status: 404 });
  const pdf = await renderQuotationPdf(detail.quote.id, detail.quotation.revision.id);
  return pdfDownload(pdf, quotationFileName(detail.quote, detail.quotation.revision));
}
