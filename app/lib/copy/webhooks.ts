/** Issue 33: the words of webhook endpoints (domain refusals; the panel's words join them with the panel pages). */
export const webhookCopy = {
  urlRequired: "Enter the endpoint's address.",
  urlInvalid: "Enter a full address that starts with https://.",
  urlNotHttps: "Webhook addresses must use https://.",
  urlCredentials: "The address may not hold a user name or password.",
  urlTooLong: "The address is too long (2,000 characters at most).",
  descriptionTooLong: "The description is too long (200 characters at most).",
  eventsRequired: "Choose at least one event.",
  eventUnknown: "Choose events from the list.",
  notDelivered: "Only a delivery that was sent or failed can be sent again.",
} as const;
