/**
 * "Add to quote", downloaded only by a page that shows it: an approved buyer's. Guests see the
 * spec's "Login to Inquire" instead, so the public lists carry none of its code for them. The
 * server renders the whole document before it answers, so the form is in the HTML and works
 * before its code arrives (as inquiry-forms-when-shown.tsx does for the inquiry forms).
 */
import { lazy, Suspense } from "react";

const Form = lazy(() => import("./add-to-quote-form").then((module) => ({ default: module.AddToQuoteForm })));

export function AddToQuoteWhenShown({ productId }: { productId: number }) {
  return (
    <Suspense fallback={null}>
      <Form productId={productId} />
    </Suspense>
  );
}
