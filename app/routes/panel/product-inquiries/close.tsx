/** /panel/product-inquiries/:id/close: 'Close Inquiry' asks first; the form posts to the inquiry's own action. */
import { getProductInquiry } from "~/.server/inquiries/inquiry-admin";
import { CloseConfirmation } from "~/components/panel/close-confirmation";
import { inquiryPanelCopy } from "~/lib/copy/panel-shop";
import { closeConfirmationLoader } from "~/routes/panel/.server/close-confirmation";

import type { Route } from "./+types/close";

export const loader = ({ request, params }: Route.LoaderArgs) =>
  closeConfirmationLoader(request, params, "/panel/product-inquiries", (id) => {
    const inquiry = getProductInquiry(id);
    return inquiry && { id: inquiry.id, subject: inquiry.product_title, from: inquiry.inquirer_email };
  });

export const meta: Route.MetaFunction = () => [{ title: "Close Inquiry | Product Inquiries | Admin Panel" }];

export default function CloseProductInquiryPage({ loaderData }: Route.ComponentProps) {
  return <CloseConfirmation basePath="/panel/product-inquiries" target={loaderData.target} copy={inquiryPanelCopy} />;
}
