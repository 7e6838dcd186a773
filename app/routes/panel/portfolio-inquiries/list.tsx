/** /panel/portfolio-inquiries: search, status filter (All/Pending/Replied/Closed), 12 per page, cards; each opens its view (admins only). */
import { keepListBehindChild } from "~/components/listing/list-revalidation";
import { InquiryListPage } from "~/components/panel/shop/inquiry-screens";
import { loadInquiryList } from "~/routes/panel/.server/inquiry-lists";

import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Portfolio Inquiries | Admin Panel" }];

export const shouldRevalidate = keepListBehindChild("/panel/portfolio-inquiries");

export function loader({ request, params }: Route.LoaderArgs) {
  return loadInquiryList("portfolio", request, params);
}

export default function PortfolioInquiriesPage({ loaderData }: Route.ComponentProps) {
  return <InquiryListPage data={loaderData} basePath="/panel/portfolio-inquiries" listLabel="Portfolio inquiries" />;
}
