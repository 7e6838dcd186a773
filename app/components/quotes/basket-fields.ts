/** The quote basket form's field names (the page renders them, its action reads them): each line as `lines[i].*`, as the pricing form names its lines. */
export const lineField = (index: number, name: "product_id" | "quantity" | "note") => `lines[${index}].${name}`;

/** What the basket page shows again after a refused post: what was typed, and the messages by field. */
export type BasketReply = {
  errors: Record<string, string>;
  typed: { lines: Record<string, { quantity: string; note: string }>; request: Record<string, string> };
  formError?: string;
};
