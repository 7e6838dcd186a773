/** The loader of both inquiry lists of the panel: product and portfolio differ only in kind. */
import { type InquiryKind, isInquiryStatus, listPortfolioInquiries, listProductInquiries } from "~/.server/inquiries/inquiry-admin";
import { portfolioInquiryDisplay, productInquiryDisplay } from "~/components/panel/shop/inquiry-screens";
import { pageParam, parseListQuery } from "~/lib/listing";
import { isOneOf, PRODUCT_REQUEST_KINDS } from "~/lib/statuses";

import { requirePanelAccess } from "./access";
import { opensChild } from "./helpers";

const excerpt = (text: string) => (text.length > 240 ? `${text.slice(0, 239).trimEnd()}…` : text);

const SCREENS = {
  product: { path: "/panel/product-inquiries", list: listProductInquiries, display: productInquiryDisplay },
  portfolio: { path: "/panel/portfolio-inquiries", list: listPortfolioInquiries, display: portfolioInquiryDisplay },
} as const;

export async function loadInquiryList(kind: InquiryKind, request: Request, params: Record<string, string | undefined>) {
  const screen = SCREENS[kind];
  await requirePanelAccess(request, screen.path);
  if (opensChild(request, params)) return { list: null };
  const searchParams = new URL(request.url).searchParams;
  const { q } = parseListQuery(searchParams, ["all"], "all");
  const requested = searchParams.get("status");
  const status = isInquiryStatus(requested) ? requested : null;
  // Product inquiries only (issue 29): the spec's inquiries, "Notify me" or "Make one" requests.
  const askedKind = searchParams.get("kind");
  const requestKind = kind === "product" && isOneOf(PRODUCT_REQUEST_KINDS, askedKind) ? askedKind : null;
  const found =
    kind === "product"
      ? SCREENS.product.list({ q, status, requestKind, page: pageParam(searchParams) })
      : SCREENS.portfolio.list({ q, status, page: pageParam(searchParams) });
  const display = screen.display as (record: (typeof found.results)[number]) => ReturnType<typeof productInquiryDisplay>;
  return {
    list: {
      ...found,
      results: found.results.map((record) => {
        const shown = display(record);
        return { ...shown, message: excerpt(shown.message) };
      }),
    },
    q,
    status,
    ...(kind === "product" ? { requestKind } : {}),
  };
}

export type InquiryListData = Awaited<ReturnType<typeof loadInquiryList>>;
