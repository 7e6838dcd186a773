/** Inquiry texts: toasts and errors of the spec's section 8, word for word. */
import { inquiryCardCopy } from "./card-words";

export const inquiryCopy = {
  ...inquiryCardCopy,
  loginRequired: "Please log in to send inquiries",
  messageRequired: "Please enter your inquiry message",
  sent: "Your inquiry has been sent successfully! We'll respond within 24-48 hours.",
  failed: "Failed to send inquiry",
  networkFailed: "Failed to send inquiry. Please try again.",
  sending: "Sending...",
  quantityMin: "Quantity must be at least 1",
  quantityWhole: "Quantity must be a whole number",
  budgetNumber: "Budget must be a number",
  budgetMin: "Budget cannot be negative",
  itemUnavailable: "This item is no longer available for inquiries.",
  /** Issue 33: the spec gives inquiries to accounts other than an administrator's (docs/decisions/053). */
  teamCannotSend: "Inquiries are for our customers: an administrator's account cannot send one.",
} as const;

/** The item pages' own words around their inquiry sections (the forms' labels are in ./inquiry-forms.ts). */
export const inquiryPageCopy = {
  aboutPiece: "About this piece",
  sendAnInquiry: "Send an inquiry",
  whatsapp: "Chat on WhatsApp",
  /** The message a WhatsApp chat about a product or a project starts with. */
  whatsappProduct: 'Hello, I am interested in "{title}": {url}',
  whatsappProject: 'Hello, I would like something like your project "{title}": {url}',
  weight: "{weight} kg",
} as const;
