/**
 * GET /panel/quotes/:id/pdf?revision=N: any revision of a quote as a PDF, for the team (those who
 * manage product inquiries, as for the quotes screens); without `revision`, the latest. A draft is
 * marked DRAFT on every page and carries no payment QR code.
 */
import { quotationFileName, renderQuotationPdf, teamRevision } from "~/.server/quotes/pdf";
import { parseId } from "~/lib/ids";
import { pdfDownload } from "~/routes/.server/pdf-download";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";

import type { Route } from "./+types/pdf";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/quotes");
  const quoteId = recordId(params.id);
  const asked = new URL(request.url).searchParams.get("revision");
  const revisionNumber = asked ? parseId(asked) : null;
  // A revision asked for in a shape no revision has (0, "x", "-1") is not found, not "the latest".
  const found = asked && !revisionNumber ? undefined : teamRevision(quoteId, revisionNumber);
  if (!found) throw new Response("Not Found", { status: 404 });
  const pdf = await renderQuotationPdf(found.quote.id, found.revision.id);
  return pdfDownload(pdf, quotationFileName(found.quote, found.revision));
}
