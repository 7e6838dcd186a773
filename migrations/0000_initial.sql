CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` integer,
	`actor_email` text DEFAULT '' NOT NULL,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text DEFAULT '' NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity`,`entity_id`);--> statement-breakpoint
CREATE TABLE `blog_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_categories_name_unique` ON `blog_categories` (`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `blog_categories_slug_unique` ON `blog_categories` (`slug`);--> statement-breakpoint
CREATE TABLE `blog_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`content` text NOT NULL,
	`excerpt` text DEFAULT '' NOT NULL,
	`featured_image` text DEFAULT '' NOT NULL,
	`featured_image_alt` text DEFAULT '' NOT NULL,
	`category` integer NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`is_featured` integer DEFAULT false NOT NULL,
	`tags` text DEFAULT '' NOT NULL,
	`meta_description` text DEFAULT '' NOT NULL,
	`reading_time` integer DEFAULT 5 NOT NULL,
	`author` integer,
	`author_display_name` text DEFAULT '' NOT NULL,
	`published_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`category`) REFERENCES `blog_categories`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`author`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "blog_posts_reading_time_check" CHECK("blog_posts"."reading_time" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_unique` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_posts_public_idx` ON `blog_posts` (`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `blog_posts_category_idx` ON `blog_posts` (`category`,`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `blog_posts_featured_idx` ON `blog_posts` (`is_featured`,`status`,`published_at`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`message_type` text DEFAULT 'inquiry' NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`reply_message` text,
	`replied_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_status_idx` ON `contact_messages` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `contact_messages_type_idx` ON `contact_messages` (`message_type`,`created_at`);--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_address` text NOT NULL,
	`reply_to` text,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text NOT NULL,
	`reference` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sent_at` text
);
--> statement-breakpoint
CREATE INDEX `email_outbox_due_idx` ON `email_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_created_idx` ON `email_outbox` (`created_at`);--> statement-breakpoint
CREATE TABLE `gallery_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gallery_categories_name_unique` ON `gallery_categories` (`name`);--> statement-breakpoint
CREATE TABLE `gallery_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`image_url` text NOT NULL,
	`image_alt_text` text DEFAULT '' NOT NULL,
	`category` integer NOT NULL,
	`price` real,
	`is_featured` integer DEFAULT false NOT NULL,
	`is_available` integer DEFAULT true NOT NULL,
	`tags` text DEFAULT '' NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`category`) REFERENCES `gallery_categories`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `gallery_items_category_idx` ON `gallery_items` (`category`,`created_at`);--> statement-breakpoint
CREATE INDEX `gallery_items_public_idx` ON `gallery_items` (`is_available`,`created_at`);--> statement-breakpoint
CREATE INDEX `gallery_items_featured_idx` ON `gallery_items` (`is_featured`,`created_at`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`unsubscribe_token` text NOT NULL,
	`status` text DEFAULT 'subscribed' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`unsubscribed_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_unique` ON `newsletter_subscribers` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_token_unique` ON `newsletter_subscribers` (`unsubscribe_token`);--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_created_idx` ON `newsletter_subscribers` (`created_at`);--> statement-breakpoint
CREATE TABLE `portfolio_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `portfolio_categories_name_unique` ON `portfolio_categories` (`name`);--> statement-breakpoint
CREATE TABLE `portfolio_inquiries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`portfolio_item` integer,
	`user_id` integer,
	`portfolio_title` text NOT NULL,
	`inquirer_name` text NOT NULL,
	`inquirer_email` text NOT NULL,
	`message` text NOT NULL,
	`budget` real,
	`timeline` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`reply_message` text,
	`replied_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`portfolio_item`) REFERENCES `portfolio_items`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `portfolio_inquiries_status_idx` ON `portfolio_inquiries` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `portfolio_inquiries_user_idx` ON `portfolio_inquiries` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `portfolio_inquiries_created_idx` ON `portfolio_inquiries` (`created_at`);--> statement-breakpoint
CREATE TABLE `portfolio_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`short_description` text DEFAULT '' NOT NULL,
	`image_url` text DEFAULT '' NOT NULL,
	`project_url` text DEFAULT '' NOT NULL,
	`client_name` text DEFAULT '' NOT NULL,
	`completion_date` text,
	`category` integer NOT NULL,
	`technologies` text DEFAULT '' NOT NULL,
	`price` real,
	`is_featured` integer DEFAULT false NOT NULL,
	`is_public` integer DEFAULT true NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`category`) REFERENCES `portfolio_categories`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `portfolio_items_category_idx` ON `portfolio_items` (`category`,`created_at`);--> statement-breakpoint
CREATE INDEX `portfolio_items_public_idx` ON `portfolio_items` (`is_public`,`created_at`);--> statement-breakpoint
CREATE INDEX `portfolio_items_featured_idx` ON `portfolio_items` (`is_featured`,`created_at`);--> statement-breakpoint
CREATE TABLE `product_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_categories_name_unique` ON `product_categories` (`name`);--> statement-breakpoint
CREATE TABLE `product_inquiries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_item` integer,
	`user_id` integer,
	`product_title` text NOT NULL,
	`product_category` text DEFAULT '' NOT NULL,
	`product_price` real,
	`inquirer_name` text NOT NULL,
	`inquirer_email` text NOT NULL,
	`message` text NOT NULL,
	`quantity` integer,
	`budget` real,
	`delivery_timeline` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`reply_message` text,
	`replied_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`product_item`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "product_inquiries_quantity_check" CHECK("product_inquiries"."quantity" is null or "product_inquiries"."quantity" >= 1)
);
--> statement-breakpoint
CREATE INDEX `product_inquiries_status_idx` ON `product_inquiries` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `product_inquiries_user_idx` ON `product_inquiries` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `product_inquiries_created_idx` ON `product_inquiries` (`created_at`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`short_description` text DEFAULT '' NOT NULL,
	`description` text NOT NULL,
	`image_url` text DEFAULT '' NOT NULL,
	`category` integer NOT NULL,
	`price` real NOT NULL,
	`original_price` real,
	`is_featured` integer DEFAULT false NOT NULL,
	`is_available` integer DEFAULT true NOT NULL,
	`stock_quantity` integer,
	`sku` text,
	`tags` text DEFAULT '' NOT NULL,
	`dimensions` text DEFAULT '' NOT NULL,
	`weight` real,
	`material` text DEFAULT '' NOT NULL,
	`crafting_time` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`category`) REFERENCES `product_categories`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "products_price_check" CHECK("products"."price" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `products_sku_unique` ON `products` (`sku`);--> statement-breakpoint
CREATE INDEX `products_category_idx` ON `products` (`category`,`created_at`);--> statement-breakpoint
CREATE INDEX `products_public_idx` ON `products` (`is_available`,`created_at`);--> statement-breakpoint
CREATE INDEX `products_featured_idx` ON `products` (`is_featured`,`created_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_seen_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expiry_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `site_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`site_name` text NOT NULL,
	`site_description` text DEFAULT '' NOT NULL,
	`contact_email` text DEFAULT '' NOT NULL,
	`contact_phone` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`social_facebook` text DEFAULT '' NOT NULL,
	`social_instagram` text DEFAULT '' NOT NULL,
	`social_twitter` text DEFAULT '' NOT NULL,
	`social_linkedin` text DEFAULT '' NOT NULL,
	`whatsapp_number` text DEFAULT '' NOT NULL,
	`support_email` text DEFAULT '' NOT NULL,
	`email_app_password_encrypted` text DEFAULT '' NOT NULL,
	`smtp_host` text DEFAULT 'smtp.gmail.com' NOT NULL,
	`smtp_port` integer DEFAULT 465 NOT NULL,
	`email_notifications` integer DEFAULT true NOT NULL,
	`approve_comments` integer DEFAULT true NOT NULL,
	`max_file_size_mb` integer DEFAULT 10 NOT NULL,
	`allowed_file_types` text DEFAULT 'jpg,jpeg,png,gif,webp' NOT NULL,
	`seo_meta_title` text DEFAULT '' NOT NULL,
	`seo_meta_description` text DEFAULT '' NOT NULL,
	`seo_meta_keywords` text DEFAULT '' NOT NULL,
	`content_protection` integer DEFAULT true NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK("site_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_name` text NOT NULL,
	`business_name` text DEFAULT '' NOT NULL,
	`user_email` text NOT NULL,
	`contact_number` text DEFAULT '' NOT NULL,
	`password_hash` text NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`user_type` integer DEFAULT 2 NOT NULL,
	`account_status` text DEFAULT 'pending' NOT NULL,
	`created_datetime` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_datetime` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "users_type_check" CHECK("users"."user_type" in (1, 2, 3))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`user_email`);--> statement-breakpoint
CREATE INDEX `users_type_idx` ON `users` (`user_type`);--> statement-breakpoint
CREATE INDEX `users_status_idx` ON `users` (`account_status`,`created_datetime`);