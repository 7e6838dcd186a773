/**
 * Marks an element whose text a visitor may select and copy even with content protection on: the
 * workshop's address, phone and email, a product's SKU (docs/decisions/026). The protection is for
 * the artwork; contact details are there to be copied. The guard (components/layout/content-guard.ts)
 * lets copy, cut, the context menu and dragging through when they are inside such an element.
 * Spread on the element: `<p {...copyable}>`.
 */
export const COPYABLE_ATTRIBUTE = "data-copyable";
export const copyable = { [COPYABLE_ATTRIBUTE]: "" } as const;
