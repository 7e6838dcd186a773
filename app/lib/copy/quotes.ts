/**
 * Issue 31: the words of quote requests, quotations and orders that the rules and the domain
 * use (field messages, refusals). The pages' words are in their own copy sections.
 */
export const quoteRuleCopy = {
  quantityWhole: "Quantity must be a whole number from 1 to 10,000",
  productMissing: "Choose a product",
  basketEmpty: "Your quote basket is empty: add products first",
  basketFull: "A quote basket holds at most 50 products",
  productUnavailable: "This product cannot be quoted now",
  deliveryCityRequired: "Delivery city is required",
  deliveryStateRequired: "Choose the delivery state",
  gstinLength: "A GSTIN has 15 characters",
  gstinShape: "A GSTIN is a state code, a PAN and three more characters, e.g. 24AAACC1206D1ZM",
  gstinState: "A GSTIN starts with a state code from 01 to 38",
  gstinCheck: "The last character of this GSTIN does not match the others: check it for a typing mistake",
  neededByDate: "Enter a date (YYYY-MM-DD)",
  neededByPast: "The date cannot be in the past",
  declineReasonRequired: "Tell us why you decline, so we can do better",
  // The team's pricing.
  linesRequired: "Add at least one line",
  descriptionRequired: "Description is required",
  amountInvalid: "Enter an amount in rupees, e.g. 2450 or 2450.50",
  discountTooLarge: "The discount cannot be more than the line's amount",
  rateInvalid: "Choose one of the GST rates",
  hsnInvalid: "An HSN code is 4, 6 or 8 digits",
  validUntilRequired: "Enter the last day the prices hold",
  validUntilPast: "The validity date cannot be in the past",
  trackingRequired: "Enter the carrier and the tracking number for a dispatch",
  // Refusals of a command as a whole.
  notWaiting: "This quotation is not waiting for your answer",
  expired: "This quotation has expired: ask us for a new one",
  notPriced: "Save the prices first",
  alreadyDecided: "The buyer has already answered this quotation",
  notAccepted: "Only an accepted quotation can become an order",
  orderStepBack: "An order moves forward one step at a time",
  sellerIncomplete: "Fill in the workshop's legal name, GSTIN, state and invoice address in Settings before sending a quotation",
} as const;
