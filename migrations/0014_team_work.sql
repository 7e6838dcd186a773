CREATE TABLE `form_drafts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`form_key` text NOT NULL,
	`fields` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `form_drafts_user_form_unique` ON `form_drafts` (`user_id`,`form_key`);--> statement-breakpoint
CREATE TABLE `record_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text NOT NULL,
	`snapshot` text NOT NULL,
	`actor_id` integer,
	`actor_email` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `record_revisions_record_idx` ON `record_revisions` (`entity`,`entity_id`,`id`);--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `publish_at` text;--> statement-breakpoint
CREATE INDEX `blog_posts_publish_at_idx` ON `blog_posts` (`publish_at`);--> statement-breakpoint
ALTER TABLE `products` ADD `available_at` text;--> statement-breakpoint
CREATE INDEX `products_available_at_idx` ON `products` (`available_at`);