/** The product and portfolio inquiry forms' labels: a module of its own, in the forms' chunk only (a guest's item page has no form). */
export const inquiryFormCopy = {
  yourMessage: "Your message",
  productPlaceholder: "Sizes, finishes, quantities, personalisation...",
  quantity: "Quantity",
  budgetRupees: "Budget (₹)",
  deliveryTimeline: "Delivery timeline",
  deliveryPlaceholder: "e.g. by Diwali",
  budgetDollars: "Budget ($)",
  timeline: "Timeline",
  timelinePlaceholder: "e.g. before the hotel opens in March",
} as const;
