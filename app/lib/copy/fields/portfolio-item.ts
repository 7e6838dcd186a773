/**
 * A portfolio item's fields (docs/decisions/032, 037): each field's label in English, Gujarati and
 * Hindi, and where the panel's form shows it. The project page's facts and card (copy section
 * portfolioCopy: category, client, completed), the panel's form and the panel's translation
 * sections read them here. Every field of the zod rules (app/lib/schemas/admin/portfolio.ts) must
 * have an entry in each list: the type check fails otherwise.
 *
 * Each language is a constant of its own, so an English page's bundle carries only English.
 */
import type { PortfolioItemFieldName } from "../../schemas/admin/portfolio";
import type { PanelPlace } from "./registry";

export const portfolioItemLabelsEn = {
  title: "Title",
  category: "Category",
  description: "Full description",
  short_description: "Short description",
  client_name: "Client",
  project_url: "Project URL",
  completion_date: "Completion date",
  price: "Price",
  technologies: "Technologies",
  is_featured: "Featured",
  is_public: "Public",
  image_url: "Image URL",
} as const satisfies Record<PortfolioItemFieldName, string>;

export const portfolioItemLabelsGu: Record<PortfolioItemFieldName, string> = {
  title: "શીર્ષક",
  category: "શ્રેણી",
  description: "વર્ણન",
  short_description: "ટૂંકું વર્ણન",
  client_name: "ગ્રાહક",
  project_url: "પ્રોજેક્ટનું સરનામું",
  completion_date: "પૂર્ણ થયાની તારીખ",
  price: "કિંમત",
  technologies: "તકનીકો",
  is_featured: "વિશેષ",
  is_public: "જાહેર",
  image_url: "છબીનું સરનામું",
};

export const portfolioItemLabelsHi: Record<PortfolioItemFieldName, string> = {
  title: "शीर्षक",
  category: "श्रेणी",
  description: "विवरण",
  short_description: "संक्षिप्त विवरण",
  client_name: "ग्राहक",
  project_url: "परियोजना का पता",
  completion_date: "पूरा होने की तारीख",
  price: "क़ीमत",
  technologies: "तकनीकें",
  is_featured: "विशेष",
  is_public: "सार्वजनिक",
  image_url: "चित्र का पता",
};

/** The sections of the panel's portfolio item form, in order, with their legends. */
export const PORTFOLIO_ITEM_FORM_SECTIONS = {
  basic: "The project",
  details: "Details",
  image: "Image",
  flags: "Flags",
} as const;

/** Where the panel's portfolio item form shows each field; a section lists its fields in this order. */
export const portfolioItemFormPlaces: Record<PortfolioItemFieldName, PanelPlace<keyof typeof PORTFOLIO_ITEM_FORM_SECTIONS>> = {
  title: { section: "basic", wide: true },
  category: { section: "basic", input: "custom" },
  short_description: { section: "basic", wide: true, input: "textarea", rows: 2, autosave: true },
  description: { section: "basic", wide: true, input: "textarea", rows: 6, autosave: true },
  client_name: { section: "details" },
  project_url: { section: "details", input: "url", placeholder: "https://" },
  completion_date: { section: "details", input: "date" },
  price: { section: "details", input: "decimal", unit: "USD" },
  technologies: { section: "details", wide: true, input: "custom" },
  image_url: { section: "image", input: "custom" },
  is_featured: { section: "flags", input: "checkbox" },
  is_public: { section: "flags", input: "checkbox", hint: "Unticked projects are private: not shown on the site" },
};
