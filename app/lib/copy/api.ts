/** The JSON API's own words: its error messages and the field messages of its bodies and queries. */
export const apiCopy = {
  correctErrors: "Please correct the errors below.",
  fieldNotAccepted: "This field is not accepted.",
  fieldRequired: "This field is required.",
  notFound: "Not found.",
  methodNotAllowed: "Method not allowed.",
  unauthorized: "Authentication credentials were not provided or are invalid.",
  forbidden: "You do not have permission to perform this action.",
  serverError: "Something went wrong on our side. Please try again later.",
  tooLarge: "The request body is too large.",
  sendJson: "Send the body as application/json.",
  unreadableBody: "The request body could not be read.",
  invalidJson: "The request body is not valid JSON.",
  notAnObject: "The request body must be a JSON object.",
  wholeNumber: "Enter a whole number.",
  atLeast: (min: number) => `Enter a number of at least ${min}.`,
  atMost: (max: number) => `Enter a number of at most ${max}.`,
  oneOf: (values: readonly string[]) => `Choose one of ${values.join(", ")}.`,
  // Issue 33's sync (docs/decisions/057).
  isoTime: "Enter a date and time in ISO-8601 form, e.g. 2026-11-28T15:00:00Z.",
  invalidCursor: "This cursor is not one this list gave; start again without it.",
  cursorOrdering: "This cursor belongs to another ordering; send the ordering it was given with, or none.",
  searchWithSync: "Search cannot be combined with updated_since, ordering or cursor.",
  preconditionFailed: "The record has changed since you read it (If-Match). Read it again and repeat the change.",
  trueOrFalse: "Enter true or false.",
  searchRequired: "Add a search query: ?q=words",
  /** Issue 33: an answer names at most so many fields; the rest are counted. */
  moreFields: (count: number) => `And ${count} more ${count === 1 ? "field" : "fields"} at fault, not listed.`,
  moreMessages: (count: number) => `And ${count} more ${count === 1 ? "message" : "messages"}.`,
  /** A reply to an erased account's inquiry (issue 29): stored, and no email sent. */
  replySavedAccountErased: "Reply saved. No email was sent: the account that wrote this was deleted.",
} as const;

/** Issue 31: the answers of the quote calls (the API's words are English, as the rest of its answers). */
export const quoteApiCopy = {
  basketAdded: "Added to your quote basket.",
  basketSaved: "Basket line saved.",
  basketRemoved: "Removed from your quote basket.",
  requestSent: "Your quote request was sent.",
  accepted: "Quotation accepted.",
  declined: "Quotation declined.",
  draftSaved: "Draft saved.",
  sent: "Quotation sent to the buyer.",
  noDraft: "There is no saved draft to send: save the pricing first (PUT .../pricing/).",
  draftInvalid: "The saved draft cannot be sent as it is: save it again with PUT .../pricing/.",
  orderConfirmed: "Order confirmed.",
  stepSaved: "Order step saved.",
} as const;

/** Issue 33: the answers about an `Idempotency-Key` header (docs/decisions/056). */
export const idempotencyCopy = {
  invalidKey: "The Idempotency-Key header must be 1 to 255 printable ASCII characters.",
  inFlight: "A request with this Idempotency-Key is still being processed. Retry once it has finished.",
  mismatch: "This Idempotency-Key was already used with another request (a different path or body). Use a new key for a new request.",
} as const;
