/**
 * Texts of the panel's shop screens (products, product inquiries, portfolio inquiries): the
 * spec's toasts, confirmations and messages of sections 5 and 8 word for word, and our own
 * wording where the spec has none.
 */
export const productPanelCopy = {
  // Spec, word for word.
  requiredFields: "Please fill in all required fields",
  categoryMissing: "Selected category does not exist. Please choose a valid category.",
  categoryInactive: "This category is inactive and takes no new products. Please choose an active category.",
  created: "Product created successfully",
  updated: "Product updated successfully",
  deleted: "Product deleted successfully",
  failedToSave: (message: string) => `Failed to save product: ${message}`,
  failedToDelete: "Failed to delete product",
  deleteConfirm: "Are you sure you want to delete this product?",
  outOfStock: "Out of Stock",
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} products`,
  // Ours.
  titleRequired: "Title is required",
  categoryRequired: "Category is required",
  priceRequired: "Price is required",
  descriptionRequired: "Description is required",
  priceNumber: "Price must be a number",
  priceMin: "Price cannot be negative",
  originalPriceNumber: "Original price must be a number",
  originalPriceMin: "Original price cannot be negative",
  stockWhole: "Stock quantity must be a whole number",
  stockMin: "Stock quantity cannot be negative",
  weightNumber: "Weight must be a number",
  weightMin: "Weight cannot be negative",
  hsnInvalid: "An HSN code is 4, 6 or 8 digits",
  gstRateInvalid: "Choose one of the GST rates",
  gstRateDefault: "Default from Settings",
  imageUrlInvalid: "Please enter a valid image URL (https://... or /uploads/...)",
  skuTaken: "A product with this SKU already exists",
  available: "Available",
  featured: "Featured",
  availableSwitched: (title: string, available: boolean) => `"${title}" is now ${available ? "available" : "out of stock"}`,
  empty: "No products found",
  emptyHint: (filtered: boolean) => (filtered ? "Try another search or category." : "Add the first product."),
} as const;

export const inquiryPanelCopy = {
  // Spec, word for word.
  replySent: "Reply sent successfully",
  close: "Close Inquiry",
  statusUpdated: "Status updated successfully",
  failedToSendReply: "Failed to send reply",
  failedToUpdateStatus: "Failed to update status",
  // Ours.
  replySaved: "Reply saved.",
  closeConfirm: "Close this inquiry? Its reply form is hidden until you reopen it.",
  reopen: "Reopen Inquiry",
  reopened: "Inquiry reopened",
  empty: "No inquiries found",
  emptyHint: (filtered: boolean) => (filtered ? "Try another search or status." : "Inquiries from signed-in visitors will appear here."),
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} inquiries`,
  notFound: "This inquiry no longer exists",
  closedNote: "This inquiry is closed. Replies are no longer sent.",
  statusLabels: { pending: "Pending", replied: "Replied", closed: "Closed" },
  // Issue 32 (defects 3 and 5): the email's reference, and the account the inquiry came from.
  reference: "Reference",
  searchPlaceholder: "Name, email, words or PI-000123",
  business: "Business",
  phone: "Phone",
  city: "City",
  noAccount: "The account that sent this inquiry no longer exists.",
} as const;
