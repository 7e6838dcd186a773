/**
 * The hidden field of a panel image form that names an upload kept from an earlier send (the
 * form was refused for another reason), and the box that drops it. Read by
 * app/routes/panel/.server/form-image.ts, shown by PendingImage (components/panel/content/image-field.tsx).
 */
export const PENDING_IMAGE_FIELD = "pending_image";
export const DISCARD_PENDING_IMAGE_FIELD = "discard_pending_image";
