/**
 * The activity log in the team's words (issue 32, defect 9): each kind of record the log names
 * ("BlogPost", "UserProfile") and each field a summary names ("site_name", "is_public=true")
 * as the panel calls them ("Blog post", "User", "Site name", "Public: yes"). The field words come
 * from the field registries (app/lib/copy/fields/), so a label is written once; entries already
 * stored read the same way, since the words are put in when the log is shown.
 */
import { blogPostLabelsEn } from "./fields/blog-post";
import { categoryLabelsEn } from "./fields/category";
import { galleryItemLabelsEn } from "./fields/gallery-item";
import { portfolioItemLabelsEn } from "./fields/portfolio-item";
import { productLabelsEn } from "./fields/product";
import { siteSettingsLabelsEn } from "./fields/site-settings";

/** Every kind of record the log writes (app/.server/**: recordAudit), by its code name. */
export const ACTIVITY_ENTITY_LABELS: Record<string, string> = {
  Product: "Product",
  ProductCategory: "Product category",
  GalleryItem: "Gallery item",
  GalleryCategory: "Gallery category",
  PortfolioItem: "Portfolio project",
  PortfolioCategory: "Portfolio category",
  BlogPost: "Blog post",
  BlogCategory: "Blog category",
  UserProfile: "User",
  ContactMessage: "Message",
  ProductInquiry: "Product inquiry",
  PortfolioInquiry: "Portfolio inquiry",
  NewsletterSubscriber: "Subscriber",
  SiteSettings: "Settings",
  Quotation: "Quotation",
  QuoteRequest: "Quote request",
  Order: "Order",
};

/** Fields that are not on a registry's form but appear in summaries. */
const OTHER_FIELDS: Record<string, string> = {
  user_name: "Name",
  user_email: "Email",
  business_name: "Business name",
  contact_number: "Phone",
  user_type: "Role",
  account_status: "Account status",
};

/** One table of field words: the registries' labels, the settings', then the others. */
const FIELD_LABELS: Record<string, string> = {
  ...categoryLabelsEn,
  ...portfolioItemLabelsEn,
  ...galleryItemLabelsEn,
  ...blogPostLabelsEn,
  ...productLabelsEn,
  ...siteSettingsLabelsEn,
  ...OTHER_FIELDS,
};

/** "Blog post" for "BlogPost"; a kind not in the table is split into words ("SomeThing" → "Some thing"). */
export function activityEntityLabel(entity: string): string {
  const known = ACTIVITY_ENTITY_LABELS[entity];
  if (known) return known;
  const words = entity.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** A field's word ("Site name" for "site_name"), or null when it is not a field the panel names. */
export function activityFieldLabel(name: string): string | null {
  return Object.hasOwn(FIELD_LABELS, name) ? FIELD_LABELS[name]! : null;
}

/**
 * A summary with its code names in words: "is_public=true" becomes "Public: yes", "(site_name,
 * contact_email)" becomes "(Site name, Contact email)". Words that are not field names stay.
 */
export function activitySummary(summary: string): string {
  return summary
    .replace(/\b([a-z][a-z0-9]*(?:_[a-z0-9]+)+)=(true|false|[^\s,;)]+)/g, (whole, name: string, value: string) => {
      const label = activityFieldLabel(name);
      if (!label) return whole;
      return `${label}: ${value === "true" ? "yes" : value === "false" ? "no" : value}`;
    })
    .replace(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g, (name) => activityFieldLabel(name) ?? name);
}
