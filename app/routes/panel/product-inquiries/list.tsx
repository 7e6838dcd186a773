/** /panel/product-inquiries: search, status filter (All/Pending/Replied/Closed), 12 per page, cards; each opens its view (admins and store managers). */
import { keepListBehindChild } from "~/components/listing/list-revalidation";
import { InquiryListPage } from "~/components/panel/shop/inquiry-screens";
import { loadInquiryList } from "~/routes/panel/.server/inquiry-lists";

import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Product Inquiries | Admin Panel" }];

export const shouldRevalidate = keepListBehindChild("/panel/product-inquiries");

export function loader({ request, params }: Route.LoaderArgs) {
  return loadInquiryList("product", request, params);
}

export default function ProductInquiriesPage({ loaderData }: Route.ComponentProps) {
  return <InquiryListPage data={loaderData} basePath="/panel/product-inquiries" listLabel="Product inquiries" />;
}
