/** /panel/product-inquiries: search, status filter (All/Pending/Replied/Closed), 12 per page, cards; each opens its view (admins and store managers). */
import { Outlet, useSearchParams } from "react-router";
import type { ListOutletContext } from "~/components/listing/detail-view";
import { keepListBehindChild } from "~/components/listing/list-revalidation";
import { InquiryListScreen, productInquiryDisplay } from "~/components/panel/shop/inquiry-screens";
import { pageParam } from "~/components/panel/shop/page-links";
import { parseListQuery } from "~/lib/listing";
import { isInquiryStatus, listProductInquiries } from "~/.server/inquiry-admin";
import { requirePanelAccess } from "~/.server/panel-access";
import { opensChild } from "~/.server/panel-routes";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Product Inquiries | Admin Panel" }];

const excerpt = (text: string) => (text.length > 240 ? `${text.slice(0, 239).trimEnd()}…` : text);

export const shouldRevalidate = keepListBehindChild("/panel/product-inquiries");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/product-inquiries");
  if (opensChild(request, params)) return { list: null };
  const searchParams = new URL(request.url).searchParams;
  const { q } = parseListQuery(searchParams, ["all"], "all");
  const requested = searchParams.get("status");
  const status = isInquiryStatus(requested) ? requested : null;
  const list = listProductInquiries({ q, status, page: pageParam(searchParams) });
  return {
    list: { ...list, results: list.results.map((record) => ({ ...productInquiryDisplay(record), message: excerpt(record.message) })) },
    q,
    status,
  };
}

export default function ProductInquiriesPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const back = `/panel/product-inquiries${searchParams.size ? `?${searchParams}` : ""}`;
  const context: ListOutletContext = { overList: loaderData.list !== null, listHref: back, listLabel: "Product inquiries" };
  if (loaderData.list === null) return <Outlet context={context} />;
  const { list, q, status } = loaderData;
  return (
    <>
      <InquiryListScreen
        basePath="/panel/product-inquiries"
        noun="inquiries"
        q={q}
        status={status}
        statusCounts={list.statusCounts}
        items={list.results}
        count={list.count}
        page={list.page}
        pages={list.pages}
      />
      <Outlet context={context} />
    </>
  );
}
