/**
 * Every table of the site. Column names are the spec's field names (section 3), so the JSON
 * contract is a projection of a row, not a translation. Derived fields of the contract
 * (`category_name`, `tags_list`, `products_count`...) are computed on read, never stored.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

import { LANGS } from "../app/lib/i18n/locales";
import {
  ACCOUNT_STATUSES,
  ACCOUNT_TOKEN_PURPOSES,
  BLOG_STATUSES,
  CONTACT_STATUSES,
  INQUIRY_STATUSES,
  MESSAGE_TYPES,
  ORDER_STATUSES,
  OUTBOX_STATUSES,
  PRODUCT_REQUEST_KINDS,
  QUOTATION_LINE_KINDS,
  QUOTATION_REVISION_STATES,
  STORED_QUOTE_STATUSES,
  SUBSCRIBER_STATUSES,
} from "../app/lib/statuses";

// The enum columns' values are defined once, in app/lib/statuses.ts; the schema passes them on.
export {
  ACCOUNT_STATUSES,
  type AccountStatus,
  BLOG_STATUSES,
  type BlogStatus,
  CONTACT_STATUSES,
  type ContactStatus,
  INQUIRY_STATUSES,
  type InquiryStatus,
  MESSAGE_TYPES,
  type MessageType,
  OUTBOX_STATUSES,
  SUBSCRIBER_STATUSES,
} from "../app/lib/statuses";

/** ISO-8601 UTC text: sorts correctly, reads back as the JSON contract writes it. */
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const createdAt = (name = "created_at") => text(name).notNull().default(now);
/**
 * When a record last changed, on tables that gained the column after their rows existed (issue 33's
 * sync). SQLite cannot add a column whose default is the time, so migrations/0015 stores '' as the
 * column's default and its triggers fill it on insert and move it on every update that does not set it;
 * Drizzle's inserts send the time themselves (this default), so what an insert returns is already right.
 */
const changedAt = () => createdAt("updated_at");
const flag = (name: string, initial: boolean) => integer(name, { mode: "boolean" }).notNull().default(initial);

/** UserProfile of the spec, plus the approval state of business accounts. */
export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    user_name: text("user_name").notNull(),
    business_name: text("business_name").notNull().default(""),
    user_email: text("user_email").notNull(),
    contact_number: text("contact_number").notNull().default(""),
    password_hash: text("password_hash").notNull(),
    address: text("address").notNull().default(""),
    city: text("city").notNull().default(""),
    /** 1 admin, 2 regular user / business account, 3 store manager. */
    user_type: integer("user_type").notNull().default(2),
    account_status: text("account_status", { enum: ACCOUNT_STATUSES }).notNull().default("pending"),
    /** The site language the person last used a form in: their emails are written in it (docs/decisions/017). */
    language: text("language", { enum: LANGS }).notNull().default("en"),
    /**
     * When the holder proved the address by opening the link sent to it (sign-up, or a confirmed
     * change of address); null until then. Only a proven address keys personal data found by
     * address (contact messages, the newsletter) in an export or an erasure (issue 28).
     */
    email_confirmed_at: text("email_confirmed_at"),
    created_datetime: createdAt("created_datetime"),
    updated_datetime: createdAt("updated_datetime"),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.user_email),
    index("users_type_idx").on(t.user_type),
    index("users_status_idx").on(t.account_status, t.created_datetime),
    check("users_type_check", sql`${t.user_type} in (1, 2, 3)`),
  ],
);

/**
 * The addresses an account had before its current one, so that erasing the account finds what
 * is kept under any of them (the outbox, the activity log).
 */
export const accountPastEmails = sqliteTable(
  "account_past_emails",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    replaced_at: createdAt("replaced_at"),
  },
  (t) => [index("account_past_emails_user_idx").on(t.user_id)],
);

/** Browser sessions and API tokens. Only a SHA-256 of the token is stored. */
export const sessions = sqliteTable(
  "sessions",
  {
    token_hash: text("token_hash").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["browser", "api"] }).notNull(),
    created_at: createdAt(),
    last_seen_at: createdAt("last_seen_at"),
    expires_at: text("expires_at").notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.user_id), index("sessions_expiry_idx").on(t.expires_at)],
);

/**
 * Single-use links sent by email: a password reset, or the confirmation of a new email address
 * (`new_email`). Only a SHA-256 of the token is stored; one live link per account and purpose (a
 * newer one replaces the older), deleted when used (app/.server/accounts/account-tokens.ts).
 */
export const accountTokens = sqliteTable(
  "account_tokens",
  {
    token_hash: text("token_hash").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    new_email: text("new_email"),
    created_at: createdAt(),
    expires_at: text("expires_at").notNull(),
  },
  (t) => [uniqueIndex("account_tokens_user_purpose_unique").on(t.user_id, t.purpose), index("account_tokens_expiry_idx").on(t.expires_at)],
);

export const productCategories = sqliteTable(
  "product_categories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    description: text("description"),
    is_active: flag("is_active", true),
    created_at: createdAt(),
    updated_at: changedAt(),
  },
  (t) => [uniqueIndex("product_categories_name_unique").on(sql`lower(${t.name})`)],
);

export const products = sqliteTable(
  "products",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    short_description: text("short_description").notNull().default(""),
    description: text("description").notNull(),
    image_url: text("image_url").notNull().default(""),
    category: integer("category")
      .notNull()
      .references(() => productCategories.id, { onDelete: "restrict" }),
    /** Rupees. */
    price: real("price").notNull(),
    original_price: real("original_price"),
    is_featured: flag("is_featured", false),
    is_available: flag("is_available", true),
    stock_quantity: integer("stock_quantity"),
    sku: text("sku"),
    tags: text("tags").notNull().default(""),
    dimensions: text("dimensions").notNull().default(""),
    /** Kilograms. */
    weight: real("weight"),
    material: text("material").notNull().default(""),
    crafting_time: text("crafting_time").notNull().default(""),
    /** Issue 31: the HSN code and GST rate (basis points) a quotation line takes; empty/null: Settings' defaults. */
    hsn_code: text("hsn_code").notNull().default(""),
    gst_rate_bp: integer("gst_rate_bp"),
    /** Issue 32: a hidden product the worker makes available at this UTC time (null: none planned). */
    available_at: text("available_at"),
    created_at: createdAt(),
    updated_at: createdAt("updated_at"),
  },
  (t) => [
    uniqueIndex("products_sku_unique").on(t.sku),
    index("products_category_idx").on(t.category, t.created_at),
    // The public list's order (newest first, id to break ties): read in order, stop at the page.
    index("products_newest_idx").on(t.created_at, t.id),
    index("products_public_idx").on(t.is_available, t.created_at),
    index("products_featured_idx").on(t.is_featured, t.created_at),
    index("products_available_at_idx").on(t.available_at),
    check("products_price_check", sql`${t.price} >= 0`),
  ],
);

export const galleryCategories = sqliteTable(
  "gallery_categories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    is_active: flag("is_active", true),
    created_at: createdAt(),
    updated_at: changedAt(),
  },
  (t) => [uniqueIndex("gallery_categories_name_unique").on(sql`lower(${t.name})`)],
);

export const galleryItems = sqliteTable(
  "gallery_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    image_url: text("image_url").notNull(),
    image_alt_text: text("image_alt_text").notNull().default(""),
    category: integer("category")
      .notNull()
      .references(() => galleryCategories.id, { onDelete: "restrict" }),
    /** Dollars. */
    price: real("price"),
    is_featured: flag("is_featured", false),
    is_available: flag("is_available", true),
    tags: text("tags").notNull().default(""),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
    updated_at: createdAt("updated_at"),
  },
  (t) => [
    index("gallery_items_category_idx").on(t.category, t.created_at),
    index("gallery_items_public_idx").on(t.is_available, t.created_at),
    index("gallery_items_featured_idx").on(t.is_featured, t.created_at),
  ],
);

export const portfolioCategories = sqliteTable(
  "portfolio_categories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    is_active: flag("is_active", true),
    created_at: createdAt(),
    updated_at: changedAt(),
  },
  (t) => [uniqueIndex("portfolio_categories_name_unique").on(sql`lower(${t.name})`)],
);

export const portfolioItems = sqliteTable(
  "portfolio_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    short_description: text("short_description").notNull().default(""),
    image_url: text("image_url").notNull().default(""),
    project_url: text("project_url").notNull().default(""),
    client_name: text("client_name").notNull().default(""),
    /** YYYY-MM-DD; the form defaults it to today. */
    completion_date: text("completion_date"),
    category: integer("category")
      .notNull()
      .references(() => portfolioCategories.id, { onDelete: "restrict" }),
    technologies: text("technologies").notNull().default(""),
    /** Dollars. */
    price: real("price"),
    is_featured: flag("is_featured", false),
    is_public: flag("is_public", true),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
    updated_at: createdAt("updated_at"),
  },
  (t) => [
    index("portfolio_items_category_idx").on(t.category, t.created_at),
    index("portfolio_items_public_idx").on(t.is_public, t.created_at),
    index("portfolio_items_featured_idx").on(t.is_featured, t.created_at),
  ],
);

/** Blog posts get categories of their own (the spec borrowed the gallery's: a flaw we fix). */
export const blogCategories = sqliteTable(
  "blog_categories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    created_at: createdAt(),
    updated_at: changedAt(),
  },
  (t) => [uniqueIndex("blog_categories_name_unique").on(sql`lower(${t.name})`), uniqueIndex("blog_categories_slug_unique").on(t.slug)],
);

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    content: text("content").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    featured_image: text("featured_image").notNull().default(""),
    featured_image_alt: text("featured_image_alt").notNull().default(""),
    category: integer("category")
      .notNull()
      .references(() => blogCategories.id, { onDelete: "restrict" }),
    status: text("status", { enum: BLOG_STATUSES }).notNull().default("draft"),
    is_featured: flag("is_featured", false),
    tags: text("tags").notNull().default(""),
    meta_description: text("meta_description").notNull().default(""),
    reading_time: integer("reading_time").notNull().default(5),
    author: integer("author").references(() => users.id, { onDelete: "set null" }),
    /** Shown when the author account is gone or for guest posts such as testimonials. */
    author_display_name: text("author_display_name").notNull().default(""),
    published_at: text("published_at"),
    /** Issue 32: a draft the worker publishes at this UTC time (null: none planned). */
    publish_at: text("publish_at"),
    created_at: createdAt(),
    updated_at: createdAt("updated_at"),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_unique").on(t.slug),
    index("blog_posts_publish_at_idx").on(t.publish_at),
    index("blog_posts_public_idx").on(t.status, t.published_at),
    index("blog_posts_category_idx").on(t.category, t.status, t.published_at),
    index("blog_posts_featured_idx").on(t.is_featured, t.status, t.published_at),
    check("blog_posts_reading_time_check", sql`${t.reading_time} >= 1`),
  ],
);

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    message_type: text("message_type", { enum: MESSAGE_TYPES }).notNull().default("inquiry"),
    status: text("status", { enum: CONTACT_STATUSES }).notNull().default("new"),
    reply_message: text("reply_message"),
    replied_at: text("replied_at"),
    /** The language of the page the message was sent from: the reply's email is written in it (docs/decisions/017). */
    language: text("language", { enum: LANGS }).notNull().default("en"),
    /** The account that sent it while signed in, or null for a visitor (or an erased account). */
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
    updated_at: changedAt(),
  },
  (t) => [
    index("contact_messages_user_idx").on(t.user_id),
    index("contact_messages_status_idx").on(t.status, t.created_at),
    index("contact_messages_type_idx").on(t.message_type, t.created_at),
    index("contact_messages_created_idx").on(t.created_at),
  ],
);

/**
 * Inquiries keep a copy of what was asked about and who asked, so the record stays readable
 * when the item or the account is later removed.
 */
export const productInquiries = sqliteTable(
  "product_inquiries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    product_item: integer("product_item").references(() => products.id, { onDelete: "set null" }),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    product_title: text("product_title").notNull(),
    product_category: text("product_category").notNull().default(""),
    product_price: real("product_price"),
    inquirer_name: text("inquirer_name").notNull(),
    inquirer_email: text("inquirer_email").notNull(),
    message: text("message").notNull(),
    quantity: integer("quantity"),
    budget: real("budget"),
    delivery_timeline: text("delivery_timeline"),
    status: text("status", { enum: INQUIRY_STATUSES }).notNull().default("pending"),
    reply_message: text("reply_message"),
    replied_at: text("replied_at"),
    /** Issue 29: the spec's inquiry, or a "notify me" / "make one for me" request for an unavailable piece. */
    request_kind: text("request_kind", { enum: PRODUCT_REQUEST_KINDS }).notNull().default("inquiry"),
    /** When a `notify` request's buyer was told the piece is available again (null until then). */
    notified_at: text("notified_at"),
    created_at: createdAt(),
    updated_at: changedAt(),
  },
  (t) => [
    index("product_inquiries_notify_idx").on(t.product_item, t.request_kind, t.notified_at),
    index("product_inquiries_status_idx").on(t.status, t.created_at),
    index("product_inquiries_user_idx").on(t.user_id, t.created_at),
    index("product_inquiries_created_idx").on(t.created_at),
    check("product_inquiries_quantity_check", sql`${t.quantity} is null or ${t.quantity} >= 1`),
    check("product_inquiries_request_kind_check", sql`${t.request_kind} in ('inquiry', 'notify', 'make')`),
  ],
);

export const portfolioInquiries = sqliteTable(
  "portfolio_inquiries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    portfolio_item: integer("portfolio_item").references(() => portfolioItems.id, {
      onDelete: "set null",
    }),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    portfolio_title: text("portfolio_title").notNull(),
    inquirer_name: text("inquirer_name").notNull(),
    inquirer_email: text("inquirer_email").notNull(),
    message: text("message").notNull(),
    budget: real("budget"),
    timeline: text("timeline"),
    status: text("status", { enum: INQUIRY_STATUSES }).notNull().default("pending"),
    reply_message: text("reply_message"),
    replied_at: text("replied_at"),
    created_at: createdAt(),
    updated_at: changedAt(),
  },
  (t) => [
    index("portfolio_inquiries_status_idx").on(t.status, t.created_at),
    index("portfolio_inquiries_user_idx").on(t.user_id, t.created_at),
    index("portfolio_inquiries_created_idx").on(t.created_at),
  ],
);

/** One row (id 1). Fields the spec kept "only on the screen" are stored and used here. */
export const siteSettings = sqliteTable(
  "site_settings",
  {
    id: integer("id").primaryKey(),
    site_name: text("site_name").notNull(),
    site_description: text("site_description").notNull().default(""),
    contact_email: text("contact_email").notNull().default(""),
    contact_phone: text("contact_phone").notNull().default(""),
    address: text("address").notNull().default(""),
    social_facebook: text("social_facebook").notNull().default(""),
    social_instagram: text("social_instagram").notNull().default(""),
    social_twitter: text("social_twitter").notNull().default(""),
    social_linkedin: text("social_linkedin").notNull().default(""),
    whatsapp_number: text("whatsapp_number").notNull().default(""),
    /** Sender address and SMTP user name. */
    support_email: text("support_email").notNull().default(""),
    /** AES-256-GCM ciphertext; the clear password is never stored or sent back. */
    email_app_password_encrypted: text("email_app_password_encrypted").notNull().default(""),
    smtp_host: text("smtp_host").notNull().default("smtp.gmail.com"),
    smtp_port: integer("smtp_port").notNull().default(465),
    email_notifications: flag("email_notifications", true),
    approve_comments: flag("approve_comments", true),
    max_file_size_mb: integer("max_file_size_mb").notNull().default(10),
    allowed_file_types: text("allowed_file_types").notNull().default("jpg,jpeg,png,gif,webp"),
    seo_meta_title: text("seo_meta_title").notNull().default(""),
    seo_meta_description: text("seo_meta_description").notNull().default(""),
    seo_meta_keywords: text("seo_meta_keywords").notNull().default(""),
    content_protection: flag("content_protection", true),
    /** Issue 31: the seller on quotations (legal name, GSTIN, state, invoice address) and how to pay an advance. */
    legal_name: text("legal_name").notNull().default(""),
    gstin: text("gstin").notNull().default(""),
    state_code: text("state_code").notNull().default("24"),
    invoice_address: text("invoice_address").notNull().default(""),
    bank_account_name: text("bank_account_name").notNull().default(""),
    bank_account_number: text("bank_account_number").notNull().default(""),
    bank_ifsc: text("bank_ifsc").notNull().default(""),
    bank_name: text("bank_name").notNull().default(""),
    upi_id: text("upi_id").notNull().default(""),
    quote_validity_days: integer("quote_validity_days").notNull().default(30),
    quote_terms: text("quote_terms").notNull().default(""),
    default_hsn_code: text("default_hsn_code").notNull().default("4420"),
    default_gst_rate_bp: integer("default_gst_rate_bp").notNull().default(500),
    updated_at: createdAt("updated_at"),
  },
  (t) => [check("site_settings_single_row", sql`${t.id} = 1`)],
);

export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    unsubscribe_token: text("unsubscribe_token").notNull(),
    status: text("status", { enum: SUBSCRIBER_STATUSES }).notNull().default("subscribed"),
    created_at: createdAt(),
    updated_at: changedAt(),
    unsubscribed_at: text("unsubscribed_at"),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_unique").on(t.email),
    uniqueIndex("newsletter_subscribers_token_unique").on(t.unsubscribe_token),
    index("newsletter_subscribers_created_idx").on(t.created_at),
  ],
);

/**
 * Newsletter sign-ups waiting for their address to be confirmed (double opt-in, issue 28): the
 * address joins newsletter_subscribers only when the link emailed to it is opened. Only a SHA-256
 * of the link's token is stored; a row expires after 7 days and is never exported as a subscriber.
 */
export const newsletterConfirmations = sqliteTable(
  "newsletter_confirmations",
  {
    token_hash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    language: text("language", { enum: LANGS }).notNull().default("en"),
    created_at: createdAt(),
    expires_at: text("expires_at").notNull(),
  },
  (t) => [uniqueIndex("newsletter_confirmations_email_unique").on(t.email), index("newsletter_confirmations_expiry_idx").on(t.expires_at)],
);

/** Every email is written here in the transaction that causes it, then sent by a worker. */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to_address: text("to_address").notNull(),
    reply_to: text("reply_to"),
    subject: text("subject").notNull(),
    text_body: text("text_body").notNull(),
    html_body: text("html_body").notNull(),
    /** What caused it, e.g. "contact_message:12", for the outbox view. */
    reference: text("reference").notNull().default(""),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: createdAt("next_attempt_at"),
    last_error: text("last_error"),
    /**
     * While 'sending': the process that claimed the row ("host:pid:instance", see email/worker.ts). Its
     * lease is next_attempt_at; only a claim whose process is gone or whose lease ran out is taken over.
     */
    claimed_by: text("claimed_by"),
    /**
     * A file the worker renders and attaches when it sends (email/attachments.ts), named by kind
     * and reference as JSON, e.g. {"kind":"quotation","quoteId":7,"revisionId":9}; null for none.
     */
    attachment: text("attachment"),
    created_at: createdAt(),
    sent_at: text("sent_at"),
  },
  (t) => [index("email_outbox_due_idx").on(t.status, t.next_attempt_at), index("email_outbox_created_idx").on(t.created_at)],
);

/** Who changed what in the panel or through the admin API, and when. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actor_id: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actor_email: text("actor_email").notNull().default(""),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entity_id: text("entity_id").notNull().default(""),
    summary: text("summary").notNull().default(""),
    created_at: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.created_at), index("audit_log_entity_idx").on(t.entity, t.entity_id)],
);

/**
 * One-time submission keys (docs/decisions/008): a form post whose key is here was already stored,
 * so a second click or a browser's re-post answers as the first did and stores nothing. `key` is a
 * digest of the form's rendered key and its content (app/.server/submissions/); it is claimed in
 * the same write transaction as the record. Rows older than a day are removed as new ones come.
 */
/** Issue 31: an approved buyer's quote basket, kept on the server (works without JavaScript, on any device). */
export const quoteBasketItems = sqliteTable(
  "quote_basket_items",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    note: text("note").notNull().default(""),
    added_at: createdAt("added_at"),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.product_id] }), check("quote_basket_quantity_check", sql`${t.quantity} between 1 and 10000`)],
);

/**
 * Issue 31: a buyer's quote request and, once priced, its quotation and order. The buyer's details
 * are copied at the request (a quotation is a record of what was asked of whom); `user_id` goes
 * to null when the account is erased. Numbers: `QR-000001` from the id for the request, and
 * `quote_number` (QT/2026-27/0007, per financial year) given when the first revision is sent.
 */
export const quotes = sqliteTable(
  "quotes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: STORED_QUOTE_STATUSES }).notNull().default("requested"),
    buyer_name: text("buyer_name").notNull(),
    business_name: text("business_name").notNull().default(""),
    buyer_email: text("buyer_email").notNull(),
    buyer_phone: text("buyer_phone").notNull().default(""),
    delivery_city: text("delivery_city").notNull(),
    /** GST state code of the delivery (the place of supply). */
    delivery_state: text("delivery_state").notNull(),
    gstin: text("gstin").notNull().default(""),
    /** YYYY-MM-DD, or null when the buyer gave no date. */
    needed_by: text("needed_by"),
    message: text("message").notNull().default(""),
    quote_number: text("quote_number"),
    po_number: text("po_number").notNull().default(""),
    decline_reason: text("decline_reason").notNull().default(""),
    accepted_at: text("accepted_at"),
    declined_at: text("declined_at"),
    created_at: createdAt(),
    updated_at: createdAt("updated_at"),
  },
  (t) => [
    uniqueIndex("quotes_number_unique").on(t.quote_number),
    index("quotes_status_idx").on(t.status, t.created_at),
    index("quotes_user_idx").on(t.user_id, t.created_at),
    check("quotes_status_check", sql`${t.status} in ('requested', 'quoted', 'accepted', 'declined', 'ordered')`),
  ],
);

/** What the buyer asked for: a product (its title kept) with a quantity and a note. */
export const quoteRequestLines = sqliteTable(
  "quote_request_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    quote_id: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    product_id: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    product_title: text("product_title").notNull(),
    quantity: integer("quantity").notNull(),
    note: text("note").notNull().default(""),
  },
  (t) => [
    index("quote_request_lines_quote_idx").on(t.quote_id, t.position),
    check("quote_request_lines_quantity_check", sql`${t.quantity} between 1 and 10000`),
  ],
);

/**
 * A priced revision of a quotation. The team saves drafts and sends one; a later revision replaces
 * the earlier for the buyer ("Revision 2"). The seller's details are copied at sending, so a
 * quotation reads the same after Settings change.
 */
export const quotationRevisions = sqliteTable(
  "quotation_revisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    quote_id: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    state: text("state", { enum: QUOTATION_REVISION_STATES }).notNull().default("draft"),
    /** YYYY-MM-DD, the last day the prices hold. */
    valid_until: text("valid_until").notNull(),
    terms: text("terms").notNull().default(""),
    /** The team's own notes: never shown to the buyer, never in the PDF or the buyer's API. */
    internal_notes: text("internal_notes").notNull().default(""),
    /** JSON of the seller at sending (legal name, GSTIN, state, address, bank, UPI); null on a draft. */
    seller: text("seller"),
    total_paise: integer("total_paise").notNull().default(0),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
    sent_at: text("sent_at"),
  },
  (t) => [
    uniqueIndex("quotation_revisions_number_unique").on(t.quote_id, t.revision),
    check("quotation_revisions_state_check", sql`${t.state} in ('draft', 'sent')`),
  ],
);

/** A line of a priced revision, in paise and basis points (app/lib/gst/quotation-totals.ts). */
export const quotationLines = sqliteTable(
  "quotation_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    revision_id: integer("revision_id")
      .notNull()
      .references(() => quotationRevisions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind", { enum: QUOTATION_LINE_KINDS }).notNull().default("goods"),
    product_id: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    hsn: text("hsn").notNull().default(""),
    quantity: integer("quantity").notNull(),
    unit_price_paise: integer("unit_price_paise").notNull(),
    discount_paise: integer("discount_paise").notNull().default(0),
    rate_bp: integer("rate_bp").notNull(),
  },
  (t) => [
    index("quotation_lines_revision_idx").on(t.revision_id, t.position),
    check("quotation_lines_kind_check", sql`${t.kind} in ('goods', 'packing', 'freight')`),
    check("quotation_lines_amounts_check", sql`${t.quantity} between 1 and 10000 and ${t.unit_price_paise} >= 0 and ${t.discount_paise} >= 0`),
  ],
);

/** Issue 31: an accepted quotation the team confirmed: its number (SO/2026-27/0001) and progress. */
export const orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    quote_id: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "restrict" }),
    revision_id: integer("revision_id")
      .notNull()
      .references(() => quotationRevisions.id, { onDelete: "restrict" }),
    order_number: text("order_number").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("confirmed"),
    carrier: text("carrier").notNull().default(""),
    tracking_number: text("tracking_number").notNull().default(""),
    created_at: createdAt(),
    updated_at: createdAt("updated_at"),
  },
  (t) => [
    uniqueIndex("orders_quote_unique").on(t.quote_id),
    uniqueIndex("orders_number_unique").on(t.order_number),
    index("orders_status_idx").on(t.status, t.updated_at),
    check("orders_status_check", sql`${t.status} in ('confirmed', 'in_production', 'dispatched', 'delivered')`),
  ],
);

/** Each step of an order with its date (what the buyer's order page lists). */
export const orderEvents = sqliteTable(
  "order_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    note: text("note").notNull().default(""),
    at: createdAt("at"),
  },
  (t) => [index("order_events_order_idx").on(t.order_id, t.at)],
);

/** The last number given in each series and financial year (QT, SO): numbers are never reused. */
export const documentCounters = sqliteTable(
  "document_counters",
  {
    series: text("series").notNull(),
    financial_year: text("financial_year").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financial_year] })],
);

export const submissionKeys = sqliteTable(
  "submission_keys",
  {
    key: text("key").primaryKey(),
    created_at: createdAt(),
  },
  (t) => [index("submission_keys_created_idx").on(t.created_at)],
);

/**
 * Gujarati and Hindi versions of the visible texts of products, gallery and portfolio items, blog
 * posts and the four kinds of categories (docs/decisions/013): one row per record, language and
 * field; a field without a row shows in English. `kind` names the record's table
 * (app/lib/content-translations.ts TRANSLATABLE); a record's rows go with it (delete triggers in
 * migrations/0007).
 */
export const contentTranslations = sqliteTable(
  "content_translations",
  {
    kind: text("kind").notNull(),
    item_id: integer("item_id").notNull(),
    lang: text("lang", { enum: ["gu", "hi"] }).notNull(),
    field: text("field").notNull(),
    value: text("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.item_id, t.lang, t.field] }), check("content_translations_lang_check", sql`${t.lang} in ('gu', 'hi')`)],
);

/*
 * Not described here: the site search's index (issue 29, docs/decisions/027). `site_search` is an
 * FTS5 virtual table and `site_search_terms` an fts5vocab table over it, which Drizzle cannot
 * describe; they, the view `site_search_source` (what the index holds for each record and
 * language), `site_search_dependents` and the triggers that keep the index true on every write
 * are written by hand in migrations/0011_site_search.sql and read with SQL in app/.server/search/.
 */

/**
 * Issue 32: the versions of a product, gallery or portfolio item, blog post or the site settings.
 * Each save keeps what the record was before it (its row and its translations, as JSON), who saved
 * and when; a restore is itself a save, so it keeps a version too. The last 50 per record are kept.
 * `entity` names the record's kind (product, gallery_item, portfolio_item, blog_post, site_settings).
 */
export const recordRevisions = sqliteTable(
  "record_revisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    entity: text("entity").notNull(),
    entity_id: text("entity_id").notNull(),
    snapshot: text("snapshot").notNull(),
    actor_id: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actor_email: text("actor_email").notNull().default(""),
    created_at: createdAt(),
  },
  (t) => [index("record_revisions_record_idx").on(t.entity, t.entity_id, t.id)],
);

/**
 * Issue 32: what a team member is typing in a long text, kept every few seconds by the panel's
 * autosave and offered back when the same form is opened again, on any device. Never the
 * published record: a draft is only text waiting to be restored. `form_key` names the form and
 * record ("blog_post:12", "blog_post:new"); `fields` is a JSON object of field name to text.
 */
export const formDrafts = sqliteTable(
  "form_drafts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    form_key: text("form_key").notNull(),
    fields: text("fields").notNull(),
    updated_at: createdAt("updated_at"),
  },
  (t) => [uniqueIndex("form_drafts_user_form_unique").on(t.user_id, t.form_key)],
);

/**
 * Issue 33: named keys an integration uses instead of a person's password. The token is shown once;
 * only its SHA-256 digest is kept. `scopes` is a comma list of app/lib/api-scopes.ts names.
 */
export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    /** The token's first characters, shown in the panel so a key can be recognised. */
    prefix: text("prefix").notNull(),
    token_hash: text("token_hash").notNull(),
    scopes: text("scopes").notNull(),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
    expires_at: text("expires_at"),
    last_used_at: text("last_used_at"),
    revoked_at: text("revoked_at"),
  },
  (t) => [uniqueIndex("api_keys_token_hash_unique").on(t.token_hash)],
);

/**
 * Issue 33: the answers to POSTs sent with an Idempotency-Key, kept 24 hours. `owner` is who sent it
 * ("user:5", "key:3", or "anonymous:<address>"); `status` is null while the first request is still running.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    owner: text("owner").notNull(),
    idempotency_key: text("idempotency_key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    body_hash: text("body_hash").notNull(),
    status: integer("status"),
    response_headers: text("response_headers"),
    response_body: text("response_body"),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("idempotency_keys_owner_key_unique").on(t.owner, t.idempotency_key), index("idempotency_keys_created_idx").on(t.created_at)],
);

/** Issue 33: HTTPS addresses the team registers to be told of events (app/lib/webhook-events.ts). */
export const webhookEndpoints = sqliteTable("webhook_endpoints", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  url: text("url").notNull(),
  description: text("description").notNull().default(""),
  /** Comma list of event names. */
  events: text("events").notNull(),
  /** The signing secret: it must be read to sign, so it is kept (not a digest) and never sent back after creation. */
  secret: text("secret").notNull(),
  is_active: flag("is_active", true),
  created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  created_at: createdAt(),
  updated_at: createdAt("updated_at"),
});

/** Issue 33: one event for one endpoint, sent and retried by the webhook worker as the email outbox is. */
export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    endpoint_id: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    /** The JSON body sent, fixed when the event happens (a replay sends the same bytes, newly signed). */
    payload: text("payload").notNull(),
    status: text("status", { enum: ["pending", "sending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: createdAt("next_attempt_at"),
    claimed_by: text("claimed_by"),
    last_status_code: integer("last_status_code"),
    /** The start of the endpoint's last answer (bounded), or the network error. */
    last_response: text("last_response"),
    last_attempt_at: text("last_attempt_at"),
    delivered_at: text("delivered_at"),
    created_at: createdAt(),
  },
  (t) => [index("webhook_deliveries_due_idx").on(t.status, t.next_attempt_at), index("webhook_deliveries_endpoint_idx").on(t.endpoint_id, t.id)],
);
