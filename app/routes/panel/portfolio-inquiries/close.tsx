/** /panel/portfolio-inquiries/:id/close: 'Close Inquiry' asks first; the form posts to the inquiry's own action. */
import { data } from "react-router";
import { InquiryCloseConfirmation } from "~/components/panel/shop/inquiry-screens";
import { getPortfolioInquiry } from "~/.server/inquiries/inquiry-admin";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";
import type { Route } from "./+types/close";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/portfolio-inquiries");
  const inquiry = getPortfolioInquiry(recordId(params.id));
  if (!inquiry) throw data(null, { status: 404 });
  return { id: inquiry.id, subject: inquiry.portfolio_title, from: inquiry.inquirer_email };
}

export const meta: Route.MetaFunction = () => [{ title: "Close Inquiry | Portfolio Inquiries | Admin Panel" }];

export default function ClosePortfolioInquiryPage({ loaderData }: Route.ComponentProps) {
  return <InquiryCloseConfirmation basePath="/panel/portfolio-inquiries" {...loaderData} />;
}
