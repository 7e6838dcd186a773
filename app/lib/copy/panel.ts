/** Admin panel texts: toasts, confirmations and messages of the spec's sections 5 and 8, word for word. */
export const panelCopy = {
  /** The tag input's answer to a repeat (ignoring case). */
  alreadyInList: (names: string[]) => `"${names.join('", "')}" ${names.length === 1 ? "is" : "are"} already in the list`,
  categoryNameRequired: "Category name is required",
  nameRequired: "Name is required",
  categoryCreatedSuccessfully: "Category created successfully",
  categoryUpdatedSuccessfully: "Category updated successfully",
  categoryDeletedSuccessfully: "Category deleted successfully",
  categoryCreated: "Category created",
  categoryUpdated: "Category updated",
  categoryDeleted: "Category deleted",
  failedToSaveCategory: (message: string) => `Failed to save category: ${message}`,
  failedToDeleteCategory: (message: string) => `Failed to delete category: ${message}`,
  deleteCategoryConfirm: "Are you sure you want to delete this category? This action cannot be undone.",
  deleteCategoryTitle: "Delete Category",
  deleteNamedConfirm: (name: string) => `Are you sure you want to delete "${name}"?`,
  categoryInUse: (count: number, noun: string) =>
    `This category still has ${count} ${noun}${count === 1 ? "" : "s"}. Move or delete ${count === 1 ? "it" : "them"} first.`,
  categoryNameTaken: "A category with this name already exists",
  imageUploadFailed: "Image upload failed",
  notFound: "This item no longer exists.",
} as const;

/** The Media settings an image field states (from images/upload.ts's uploadLimits). */
export type UploadHintLimits = { allowed: readonly string[]; maxMegabytes: number };

/** Toasts after an action that emails someone: the email is only queued, so say where it is. */
export const mailToastCopy = {
  onItsWay: (to: string) => `An email to ${to} is on its way.`,
  waiting: (to: string) => `The email to ${to} waits in the outbox: no mail server is set up.`,
  /** A reply to an erased account's inquiry (issue 29): kept on the record, emailed to nobody. */
  accountErased: "No email was sent: the account that wrote this was deleted, so there is no address to write to.",
  settingsLink: "Settings, Email",
  settingsHref: "/panel/settings?tab=email",
} as const;

export const uploadCopy = {
  notAnImage: "The file is not an image we can use. Please upload a JPG, PNG, GIF or WebP picture.",
  svgRefused: "SVG files are not accepted. Please upload a JPG, PNG, GIF or WebP picture.",
  typeNotAllowed: (types: string) => `This type of image is not allowed. Allowed types: ${types}.`,
  tooLarge: (megabytes: number) => `The image is larger than ${megabytes} MB.`,
  /** Under every image field: what the Media settings accept, and the size it is cut to. */
  hint: (limits: UploadHintLimits, size: { width: number; height: number }) =>
    `${limits.allowed.join(", ").toUpperCase()}, up to ${limits.maxMegabytes} MB. Cropped to ${size.width}×${size.height}.`,
  /** A valid image kept while other fields of its form are corrected. */
  pendingWillBeUsed: "This image will be used. Choose another file to replace it.",
  pendingDiscard: "Don't use this image",
  tooManyPixels: "The image is too large in pixels. Please upload a picture under 40 megapixels.",
  damaged: "The image file is damaged or incomplete.",
  /** The server's storage failed (disk full, folder not writable): not the sender's file. */
  storageFailed: "The server could not save the image: its storage is full or cannot be written. Your file is fine; please try again later.",
} as const;

/** Under every reply box of the panel (issue 32, defect 4): what the email adds to the reply. */
export const replyBoxCopy = {
  greetingHint: (name: string) =>
    `The email starts with "Dear ${name}," and quotes the original message. If your reply begins with a greeting of its own (Dear, Hello, Namaste…), none is added.`,
} as const;

/** A text's length under its field (issue 32, defect 7): the limit without JavaScript, a live count with it. */
export const lengthCounterCopy = {
  limit: (max: number) => `At most ${max} characters.`,
  count: (length: number, max: number) => `${length} of ${max}`,
  over: (length: number, max: number) => `${length} of ${max}: ${length - max} too many`,
} as const;
