CREATE TABLE `api_keys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`prefix` text NOT NULL,
	`token_hash` text NOT NULL,
	`scopes` text NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text,
	`last_used_at` text,
	`revoked_at` text,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_token_hash_unique` ON `api_keys` (`token_hash`);--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`owner` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`method` text NOT NULL,
	`path` text NOT NULL,
	`body_hash` text NOT NULL,
	`status` integer,
	`response_headers` text,
	`response_body` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `idempotency_keys_owner_key_unique` ON `idempotency_keys` (`owner`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_idx` ON `idempotency_keys` (`created_at`);--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`endpoint_id` integer NOT NULL,
	`event` text NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`claimed_by` text,
	`last_status_code` integer,
	`last_response` text,
	`last_attempt_at` text,
	`delivered_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`endpoint_id`) REFERENCES `webhook_endpoints`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_deliveries_due_idx` ON `webhook_deliveries` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_endpoint_idx` ON `webhook_deliveries` (`endpoint_id`,`id`);--> statement-breakpoint
CREATE TABLE `webhook_endpoints` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`url` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`events` text NOT NULL,
	`secret` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `blog_categories` ADD `updated_at` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `updated_at` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `gallery_categories` ADD `updated_at` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `updated_at` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `portfolio_categories` ADD `updated_at` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `portfolio_inquiries` ADD `updated_at` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `product_categories` ADD `updated_at` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `product_inquiries` ADD `updated_at` text DEFAULT '' NOT NULL;--> statement-breakpoint

-- Rows older than the column change when they were created; later writes that do not set it move it (sync, issue 33).
UPDATE `blog_categories` SET `updated_at` = `created_at` WHERE `updated_at` = '';
--> statement-breakpoint
CREATE TRIGGER `blog_categories_updated_at_on_insert` AFTER INSERT ON `blog_categories` WHEN NEW.`updated_at` = '' BEGIN
	UPDATE `blog_categories` SET `updated_at` = NEW.`created_at` WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `blog_categories_updated_at_on_update` AFTER UPDATE ON `blog_categories` WHEN NEW.`updated_at` = OLD.`updated_at` BEGIN
	UPDATE `blog_categories` SET `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
UPDATE `contact_messages` SET `updated_at` = `created_at` WHERE `updated_at` = '';
--> statement-breakpoint
CREATE TRIGGER `contact_messages_updated_at_on_insert` AFTER INSERT ON `contact_messages` WHEN NEW.`updated_at` = '' BEGIN
	UPDATE `contact_messages` SET `updated_at` = NEW.`created_at` WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `contact_messages_updated_at_on_update` AFTER UPDATE ON `contact_messages` WHEN NEW.`updated_at` = OLD.`updated_at` BEGIN
	UPDATE `contact_messages` SET `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
UPDATE `gallery_categories` SET `updated_at` = `created_at` WHERE `updated_at` = '';
--> statement-breakpoint
CREATE TRIGGER `gallery_categories_updated_at_on_insert` AFTER INSERT ON `gallery_categories` WHEN NEW.`updated_at` = '' BEGIN
	UPDATE `gallery_categories` SET `updated_at` = NEW.`created_at` WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_categories_updated_at_on_update` AFTER UPDATE ON `gallery_categories` WHEN NEW.`updated_at` = OLD.`updated_at` BEGIN
	UPDATE `gallery_categories` SET `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
UPDATE `newsletter_subscribers` SET `updated_at` = `created_at` WHERE `updated_at` = '';
--> statement-breakpoint
CREATE TRIGGER `newsletter_subscribers_updated_at_on_insert` AFTER INSERT ON `newsletter_subscribers` WHEN NEW.`updated_at` = '' BEGIN
	UPDATE `newsletter_subscribers` SET `updated_at` = NEW.`created_at` WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `newsletter_subscribers_updated_at_on_update` AFTER UPDATE ON `newsletter_subscribers` WHEN NEW.`updated_at` = OLD.`updated_at` BEGIN
	UPDATE `newsletter_subscribers` SET `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
UPDATE `portfolio_categories` SET `updated_at` = `created_at` WHERE `updated_at` = '';
--> statement-breakpoint
CREATE TRIGGER `portfolio_categories_updated_at_on_insert` AFTER INSERT ON `portfolio_categories` WHEN NEW.`updated_at` = '' BEGIN
	UPDATE `portfolio_categories` SET `updated_at` = NEW.`created_at` WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `portfolio_categories_updated_at_on_update` AFTER UPDATE ON `portfolio_categories` WHEN NEW.`updated_at` = OLD.`updated_at` BEGIN
	UPDATE `portfolio_categories` SET `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
UPDATE `portfolio_inquiries` SET `updated_at` = `created_at` WHERE `updated_at` = '';
--> statement-breakpoint
CREATE TRIGGER `portfolio_inquiries_updated_at_on_insert` AFTER INSERT ON `portfolio_inquiries` WHEN NEW.`updated_at` = '' BEGIN
	UPDATE `portfolio_inquiries` SET `updated_at` = NEW.`created_at` WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `portfolio_inquiries_updated_at_on_update` AFTER UPDATE ON `portfolio_inquiries` WHEN NEW.`updated_at` = OLD.`updated_at` BEGIN
	UPDATE `portfolio_inquiries` SET `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
UPDATE `product_categories` SET `updated_at` = `created_at` WHERE `updated_at` = '';
--> statement-breakpoint
CREATE TRIGGER `product_categories_updated_at_on_insert` AFTER INSERT ON `product_categories` WHEN NEW.`updated_at` = '' BEGIN
	UPDATE `product_categories` SET `updated_at` = NEW.`created_at` WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_categories_updated_at_on_update` AFTER UPDATE ON `product_categories` WHEN NEW.`updated_at` = OLD.`updated_at` BEGIN
	UPDATE `product_categories` SET `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
UPDATE `product_inquiries` SET `updated_at` = `created_at` WHERE `updated_at` = '';
--> statement-breakpoint
CREATE TRIGGER `product_inquiries_updated_at_on_insert` AFTER INSERT ON `product_inquiries` WHEN NEW.`updated_at` = '' BEGIN
	UPDATE `product_inquiries` SET `updated_at` = NEW.`created_at` WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_inquiries_updated_at_on_update` AFTER UPDATE ON `product_inquiries` WHEN NEW.`updated_at` = OLD.`updated_at` BEGIN
	UPDATE `product_inquiries` SET `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = NEW.`id`;
END;
