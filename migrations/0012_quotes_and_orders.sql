CREATE TABLE `document_counters` (
	`series` text NOT NULL,
	`financial_year` text NOT NULL,
	`last` integer NOT NULL,
	PRIMARY KEY(`series`, `financial_year`)
);
--> statement-breakpoint
CREATE TABLE `order_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`status` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_events_order_idx` ON `order_events` (`order_id`,`at`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_id` integer NOT NULL,
	`revision_id` integer NOT NULL,
	`order_number` text NOT NULL,
	`status` text DEFAULT 'confirmed' NOT NULL,
	`carrier` text DEFAULT '' NOT NULL,
	`tracking_number` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`revision_id`) REFERENCES `quotation_revisions`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "orders_status_check" CHECK("orders"."status" in ('confirmed', 'in_production', 'dispatched', 'delivered'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_quote_unique` ON `orders` (`quote_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_number_unique` ON `orders` (`order_number`);--> statement-breakpoint
CREATE INDEX `orders_status_idx` ON `orders` (`status`,`updated_at`);--> statement-breakpoint
CREATE TABLE `quotation_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`revision_id` integer NOT NULL,
	`position` integer NOT NULL,
	`kind` text DEFAULT 'goods' NOT NULL,
	`product_id` integer,
	`description` text NOT NULL,
	`hsn` text DEFAULT '' NOT NULL,
	`quantity` integer NOT NULL,
	`unit_price_paise` integer NOT NULL,
	`discount_paise` integer DEFAULT 0 NOT NULL,
	`rate_bp` integer NOT NULL,
	FOREIGN KEY (`revision_id`) REFERENCES `quotation_revisions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "quotation_lines_kind_check" CHECK("quotation_lines"."kind" in ('goods', 'packing', 'freight')),
	CONSTRAINT "quotation_lines_amounts_check" CHECK("quotation_lines"."quantity" between 1 and 10000 and "quotation_lines"."unit_price_paise" >= 0 and "quotation_lines"."discount_paise" >= 0)
);
--> statement-breakpoint
CREATE INDEX `quotation_lines_revision_idx` ON `quotation_lines` (`revision_id`,`position`);--> statement-breakpoint
CREATE TABLE `quotation_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_id` integer NOT NULL,
	`revision` integer NOT NULL,
	`state` text DEFAULT 'draft' NOT NULL,
	`valid_until` text NOT NULL,
	`terms` text DEFAULT '' NOT NULL,
	`internal_notes` text DEFAULT '' NOT NULL,
	`seller` text,
	`total_paise` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sent_at` text,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "quotation_revisions_state_check" CHECK("quotation_revisions"."state" in ('draft', 'sent'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quotation_revisions_number_unique` ON `quotation_revisions` (`quote_id`,`revision`);--> statement-breakpoint
CREATE TABLE `quote_basket_items` (
	`user_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`added_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `product_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "quote_basket_quantity_check" CHECK("quote_basket_items"."quantity" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE `quote_request_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_id` integer NOT NULL,
	`position` integer NOT NULL,
	`product_id` integer,
	`product_title` text NOT NULL,
	`quantity` integer NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "quote_request_lines_quantity_check" CHECK("quote_request_lines"."quantity" between 1 and 10000)
);
--> statement-breakpoint
CREATE INDEX `quote_request_lines_quote_idx` ON `quote_request_lines` (`quote_id`,`position`);--> statement-breakpoint
CREATE TABLE `quotes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`status` text DEFAULT 'requested' NOT NULL,
	`buyer_name` text NOT NULL,
	`business_name` text DEFAULT '' NOT NULL,
	`buyer_email` text NOT NULL,
	`buyer_phone` text DEFAULT '' NOT NULL,
	`delivery_city` text NOT NULL,
	`delivery_state` text NOT NULL,
	`gstin` text DEFAULT '' NOT NULL,
	`needed_by` text,
	`message` text DEFAULT '' NOT NULL,
	`quote_number` text,
	`po_number` text DEFAULT '' NOT NULL,
	`decline_reason` text DEFAULT '' NOT NULL,
	`accepted_at` text,
	`declined_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "quotes_status_check" CHECK("quotes"."status" in ('requested', 'quoted', 'accepted', 'declined', 'ordered'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_number_unique` ON `quotes` (`quote_number`);--> statement-breakpoint
CREATE INDEX `quotes_status_idx` ON `quotes` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `quotes_user_idx` ON `quotes` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `products` ADD `hsn_code` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `gst_rate_bp` integer;--> statement-breakpoint
ALTER TABLE `site_settings` ADD `legal_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_settings` ADD `gstin` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_settings` ADD `state_code` text DEFAULT '24' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_settings` ADD `invoice_address` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_settings` ADD `bank_account_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_settings` ADD `bank_account_number` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_settings` ADD `bank_ifsc` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_settings` ADD `bank_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_settings` ADD `upi_id` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_settings` ADD `quote_validity_days` integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE `site_settings` ADD `quote_terms` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_settings` ADD `default_hsn_code` text DEFAULT '4420' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_settings` ADD `default_gst_rate_bp` integer DEFAULT 500 NOT NULL;