/**
 * A gallery item's fields (docs/decisions/032, 037): each field's label in English, Gujarati and
 * Hindi, and where the panel's form shows it. The panel's form and its translation sections read
 * them here. Every field of the zod rules (app/lib/schemas/admin/gallery.ts) must have an entry in
 * each list: the type check fails otherwise.
 *
 * Each language is a constant of its own, so an English page's bundle carries only English.
 */
import type { GalleryItemFieldName } from "../../schemas/admin/gallery";
import type { PanelPlace } from "./registry";

export const galleryItemLabelsEn = {
  title: "Title",
  image_url: "Image URL",
  image_alt_text: "Image alt text",
  category: "Category",
  description: "Description",
  price: "Price",
  tags: "Tags",
  is_featured: "Featured",
  is_available: "Available",
} as const satisfies Record<GalleryItemFieldName, string>;

export const galleryItemLabelsGu: Record<GalleryItemFieldName, string> = {
  title: "શીર્ષક",
  image_url: "છબીનું સરનામું",
  image_alt_text: "છબીનું લખાણ (alt)",
  category: "શ્રેણી",
  description: "વર્ણન",
  price: "કિંમત",
  tags: "ટૅગ",
  is_featured: "વિશેષ",
  is_available: "ઉપલબ્ધ",
};

export const galleryItemLabelsHi: Record<GalleryItemFieldName, string> = {
  title: "शीर्षक",
  image_url: "चित्र का पता",
  image_alt_text: "चित्र का पाठ (alt)",
  category: "श्रेणी",
  description: "विवरण",
  price: "क़ीमत",
  tags: "टैग",
  is_featured: "विशेष",
  is_available: "उपलब्ध",
};

/** The sections of the panel's gallery item form, in order, with their legends. */
export const GALLERY_ITEM_FORM_SECTIONS = {
  basic: "The piece",
  image: "Image",
  flags: "Flags",
} as const;

/** Where the panel's gallery item form shows each field; a section lists its fields in this order. */
export const galleryItemFormPlaces: Record<GalleryItemFieldName, PanelPlace<keyof typeof GALLERY_ITEM_FORM_SECTIONS>> = {
  title: { section: "basic", wide: true },
  category: { section: "basic", input: "custom" },
  price: { section: "basic", input: "decimal", unit: "USD" },
  description: { section: "basic", wide: true, input: "textarea", rows: 4, autosave: true },
  tags: { section: "basic", wide: true, hint: "Separate them with commas." },
  image_url: { section: "image", input: "custom" },
  image_alt_text: { section: "image", hint: "What the picture shows, for visitors who cannot see it." },
  is_featured: { section: "flags", input: "checkbox" },
  is_available: { section: "flags", input: "checkbox", hint: "Shown on the public gallery" },
};
