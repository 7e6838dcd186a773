/** /panel/portfolio-inquiries/:id/close: 'Close Inquiry' asks first; the form posts to the inquiry's own action. */
import { getPortfolioInquiry } from "~/.server/inquiries/inquiry-admin";
import { CloseConfirmation } from "~/components/panel/close-confirmation";
import { inquiryPanelCopy } from "~/lib/copy/panel-shop";
import { closeConfirmationLoader } from "~/routes/panel/.server/close-confirmation";

import type { Route } from "./+types/close";

export const loader = ({ request, params }: Route.LoaderArgs) =>
  closeConfirmationLoader(request, params, "/panel/portfolio-inquiries", (id) => {
    const inquiry = getPortfolioInquiry(id);
    return inquiry && { id: inquiry.id, subject: inquiry.portfolio_title, from: inquiry.inquirer_email };
  });

export const meta: Route.MetaFunction = () => [{ title: "Close Inquiry | Portfolio Inquiries | Admin Panel" }];

export default function ClosePortfolioInquiryPage({ loaderData }: Route.ComponentProps) {
  return <CloseConfirmation basePath="/panel/portfolio-inquiries" target={loaderData.target} copy={inquiryPanelCopy} />;
}
