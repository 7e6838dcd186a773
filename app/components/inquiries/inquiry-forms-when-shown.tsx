/**
 * The inquiry forms of the product and portfolio pages, downloaded only by a page that shows one:
 * a signed-in buyer's. Everyone else sees "Login to Inquire" instead, so their detail pages carry
 * none of the forms' code. The server renders the whole document before it answers
 * (entry.server.tsx), so a buyer's form is in the HTML and works before its code arrives.
 */
import { lazy, Suspense } from "react";

const ProductForm = lazy(() => import("./product-inquiry-form").then((module) => ({ default: module.ProductInquiryForm })));
const PortfolioForm = lazy(() => import("./portfolio-inquiry-form").then((module) => ({ default: module.PortfolioInquiryForm })));

export function ProductInquiryFormWhenShown({ productId }: { productId: number }) {
  return (
    <Suspense fallback={null}>
      <ProductForm productId={productId} />
    </Suspense>
  );
}

export function PortfolioInquiryFormWhenShown({ portfolioItemId }: { portfolioItemId: number }) {
  return (
    <Suspense fallback={null}>
      <PortfolioForm portfolioItemId={portfolioItemId} />
    </Suspense>
  );
}
