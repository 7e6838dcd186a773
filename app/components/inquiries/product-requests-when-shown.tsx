/**
 * Issue 29: "Notify me" and "Ask to make one" beside an unavailable product's disabled inquiry,
 * downloaded only by a page that shows them (a signed-in buyer's page of an unavailable product),
 * as the inquiry forms are (./inquiry-forms-when-shown.tsx). The server renders them into the HTML.
 */
import { lazy, Suspense } from "react";

const RequestForms = lazy(() => import("./product-request-forms").then((module) => ({ default: module.ProductRequestForms })));

export function ProductRequestFormsWhenShown({ productId, waiting }: { productId: number; waiting: boolean }) {
  return (
    <Suspense fallback={null}>
      <RequestForms productId={productId} waiting={waiting} />
    </Suspense>
  );
}
