/**
 * A product's fields (docs/decisions/032): each field's label in English, Gujarati and Hindi, the
 * facts its card shows, and where the panel's form shows it. The product page's facts and card
 * (copy section productFacts), the panel's form and the panel's translation sections read them
 * here. Every field of the zod rules (app/lib/schemas/admin/products.ts) must have an entry in each
 * list: the type check fails otherwise.
 *
 * Each language is a constant of its own, so an English page's bundle carries only English.
 */
import type { ProductFieldName } from "../../schemas/admin/products";
import type { PanelPlace } from "./registry";

export const productLabelsEn = {
  title: "Title",
  short_description: "Short description",
  description: "Description",
  category: "Category",
  price: "Price",
  original_price: "Original price",
  stock_quantity: "Stock quantity",
  sku: "SKU",
  material: "Material",
  dimensions: "Dimensions",
  weight: "Weight",
  crafting_time: "Crafting time",
  hsn_code: "HSN code",
  gst_rate_bp: "GST rate",
  tags: "Tags",
  image_url: "Image URL",
  is_featured: "Featured",
  is_available: "Available",
  available_at: "Available from",
} as const satisfies Record<ProductFieldName, string>;

export const productLabelsGu: Record<ProductFieldName, string> = {
  title: "શીર્ષક",
  short_description: "ટૂંકું વર્ણન",
  description: "વર્ણન",
  category: "શ્રેણી",
  price: "કિંમત",
  original_price: "મૂળ કિંમત",
  stock_quantity: "સ્ટૉકની સંખ્યા",
  sku: "ઉત્પાદન કોડ",
  material: "સામગ્રી",
  dimensions: "માપ",
  weight: "વજન",
  crafting_time: "બનાવવામાં લાગતો સમય",
  hsn_code: "HSN કોડ",
  gst_rate_bp: "GST દર",
  tags: "ટૅગ",
  image_url: "છબીનું સરનામું",
  is_featured: "વિશેષ",
  is_available: "ઉપલબ્ધ",
  available_at: "ક્યારથી ઉપલબ્ધ",
};

export const productLabelsHi: Record<ProductFieldName, string> = {
  title: "शीर्षक",
  short_description: "संक्षिप्त विवरण",
  description: "विवरण",
  category: "श्रेणी",
  price: "क़ीमत",
  original_price: "मूल क़ीमत",
  stock_quantity: "स्टॉक की संख्या",
  sku: "उत्पाद कोड",
  material: "सामग्री",
  dimensions: "माप",
  weight: "वज़न",
  crafting_time: "बनाने में लगने वाला समय",
  hsn_code: "HSN कोड",
  gst_rate_bp: "GST दर",
  tags: "टैग",
  image_url: "चित्र का पता",
  is_featured: "विशेष",
  is_available: "उपलब्ध",
  available_at: "कब से उपलब्ध",
};

/** The text facts a product's card shows under its price, in this order (beside its stock and date). */
export const PRODUCT_CARD_FACTS = ["material"] as const satisfies readonly ProductFieldName[];

/** The sections of the panel's product form, in order, with their legends. */
export const PRODUCT_FORM_SECTIONS = {
  basic: "Basic information",
  pricing: "Pricing & stock",
  details: "Details",
  image: "Image",
  flags: "Flags",
} as const;

/** Where the panel's product form shows each field; a section lists its fields in this order. */
export const productFormPlaces: Record<ProductFieldName, PanelPlace<keyof typeof PRODUCT_FORM_SECTIONS>> = {
  title: { section: "basic", wide: true },
  short_description: { section: "basic", wide: true, autosave: true },
  description: { section: "basic", wide: true, input: "textarea", rows: 5, autosave: true },
  category: { section: "basic", input: "custom" },
  price: { section: "pricing", input: "decimal", unit: "₹" },
  original_price: { section: "pricing", input: "decimal", unit: "₹" },
  stock_quantity: { section: "pricing", input: "integer" },
  sku: { section: "pricing" },
  hsn_code: { section: "pricing", hint: "For quotations; empty: the default in Settings" },
  gst_rate_bp: { section: "pricing", input: "custom" },
  material: { section: "details" },
  dimensions: { section: "details" },
  weight: { section: "details", input: "decimal", unit: "kg" },
  crafting_time: { section: "details" },
  tags: { section: "details", wide: true, hint: "Separate tags with commas, e.g. rosewood, jewellery box, gift" },
  image_url: { section: "image", input: "custom" },
  is_featured: { section: "flags", input: "checkbox" },
  is_available: { section: "flags", input: "checkbox" },
  available_at: { section: "flags", input: "datetime", hint: "India time (IST). For a product not available yet: it becomes available then." },
};
