/**
 * The records the API answers with, as zod schemas derived from the Drizzle tables (drizzle-zod):
 * a column added to a table appears here without a second description. What the contract adds
 * (derived names and lists, counts) or leaves out (secrets, internal columns) is written once,
 * beside the table it changes. The `id` of each schema names its OpenAPI component.
 */
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";

import { PUBLIC_SITE_TEXT_FIELDS } from "~/.server/settings/site-settings";

import * as tables from "../../../../../drizzle/schema";

const names = z.array(z.string());

/**
 * When the record last changed (issue 33's sync): ISO-8601 UTC with milliseconds, set by the
 * server on every write (triggers or the domain's own writes); read-only: sent back, it is ignored.
 */
const updatedAt = z.string().meta({
  description:
    "When the record last changed (ISO-8601 UTC, set by the server on every write). Read-only: ignored when sent back. Lists filter on it with `updated_since`.",
  readOnly: true,
  format: "date-time",
});
const changed = { updated_at: updatedAt };

export const productRecord = createSelectSchema(tables.products)
  .extend({ ...changed, category_name: z.string(), tags_list: names })
  .meta({ id: "Product" });

export const galleryItemRecord = createSelectSchema(tables.galleryItems)
  .omit({ created_by: true })
  .extend({ ...changed, category_name: z.string(), created_by_name: z.string(), tags_list: names })
  .meta({ id: "GalleryItem" });

export const portfolioItemRecord = createSelectSchema(tables.portfolioItems)
  .omit({ created_by: true })
  .extend({ ...changed, category_name: z.string(), created_by_name: z.string(), technologies_list: names })
  .meta({ id: "PortfolioItem" });

export const blogPostRecord = createSelectSchema(tables.blogPosts)
  .omit({ author_display_name: true })
  .extend({ ...changed, category_name: z.string(), author_name: z.string(), tags_list: names })
  .meta({ id: "BlogPost" });

const count = z.number().int().min(0);

export const productCategoryRecord = createSelectSchema(tables.productCategories)
  .extend({ ...changed, products_count: count })
  .meta({ id: "ProductCategory" });
export const galleryCategoryRecord = createSelectSchema(tables.galleryCategories)
  .extend({ ...changed, items_count: count })
  .meta({ id: "GalleryCategory" });
export const portfolioCategoryRecord = createSelectSchema(tables.portfolioCategories)
  .extend({ ...changed, items_count: count })
  .meta({ id: "PortfolioCategory" });
export const blogCategoryRecord = createSelectSchema(tables.blogCategories)
  .extend({ ...changed, posts_count: count })
  .meta({ id: "BlogCategory" });

/** An account as the API shows it: never the password hash. */
export const userRecord = createSelectSchema(tables.users).omit({ password_hash: true }).meta({ id: "UserProfile" });

export const contactMessageRecord = createSelectSchema(tables.contactMessages).extend(changed).meta({ id: "ContactMessage" });
export const productInquiryRecord = createSelectSchema(tables.productInquiries).extend(changed).meta({ id: "ProductInquiry" });
export const portfolioInquiryRecord = createSelectSchema(tables.portfolioInquiries).extend(changed).meta({ id: "PortfolioInquiry" });

/** The settings row for admins: the mail password only as `has_app_password`, never its text. */
export const siteSettingsRecord = createSelectSchema(tables.siteSettings)
  .omit({ email_app_password_encrypted: true, updated_at: true })
  .extend({ has_app_password: z.boolean() })
  .meta({ id: "SiteSettings" });

/** The settings anyone may read (GET /api/settings/public/): no mail server, no switches. */
export const publicSiteSettingsRecord = siteSettingsRecord
  .pick({
    site_name: true,
    ...(Object.fromEntries(PUBLIC_SITE_TEXT_FIELDS.map((field) => [field, true])) as Record<(typeof PUBLIC_SITE_TEXT_FIELDS)[number], true>),
  })
  .meta({ id: "PublicSiteSettings" });

/** A newsletter subscription as its owner sees it: never the unsubscribe key. */
export const newsletterSubscriptionRecord = createSelectSchema(tables.newsletterSubscribers)
  .omit({ unsubscribe_token: true })
  .extend(changed)
  .meta({ id: "NewsletterSubscription" });

/** Everything the site holds of an account (GET /api/account/data/, accounts/personal-data.ts). */
export const personalDataRecord = z
  .object({
    exported_at: z.string(),
    account: userRecord,
    product_inquiries: z.array(productInquiryRecord),
    portfolio_inquiries: z.array(portfolioInquiryRecord),
    contact_messages: z.array(contactMessageRecord),
    newsletter_subscription: newsletterSubscriptionRecord.nullable(),
    left_out: z
      .string()
      .nullable()
      .meta({ description: "Null when the account's address is confirmed; else why rows kept under the address are not included (docs/decisions/021)." }),
  })
  .meta({ id: "PersonalData" });
