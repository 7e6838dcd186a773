/** /panel/product-inquiries/:id: the whole inquiry, the reply form (pending or replied) and Close. */
import { data } from "react-router";

import { getInquirerAccount, getProductInquiry } from "~/.server/inquiries/inquiry-admin";
import { DetailView } from "~/components/listing/detail-view";
import { InquiryView, productInquiryDisplay } from "~/components/panel/shop/inquiry-screens";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";
import { handleInquiryPost } from "~/routes/panel/.server/inquiry-actions";

import type { Route } from "./+types/view";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/product-inquiries");
  const inquiry = getProductInquiry(recordId(params.id));
  if (!inquiry) throw data(null, { status: 404 });
  return { inquiry: productInquiryDisplay(inquiry, getInquirerAccount(inquiry.user_id)) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/product-inquiries");
  return handleInquiryPost(request, { kind: "product", id: recordId(params.id), user, listPath: "/panel/product-inquiries" });
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.inquiry.subject ?? "Inquiry"} | Product Inquiries | Admin Panel` }];

export default function ProductInquiryPage({ loaderData }: Route.ComponentProps) {
  return (
    <DetailView titleId="inquiry-title">
      <InquiryView key={loaderData.inquiry.id} titleId="inquiry-title" inquiry={loaderData.inquiry} draftForm="product_inquiry_reply" />
    </DetailView>
  );
}
