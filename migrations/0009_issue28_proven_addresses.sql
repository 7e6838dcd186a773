CREATE TABLE `account_past_emails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`email` text NOT NULL,
	`replaced_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `account_past_emails_user_idx` ON `account_past_emails` (`user_id`);--> statement-breakpoint
CREATE TABLE `newsletter_confirmations` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_confirmations_email_unique` ON `newsletter_confirmations` (`email`);--> statement-breakpoint
CREATE INDEX `newsletter_confirmations_expiry_idx` ON `newsletter_confirmations` (`expires_at`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `user_id` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `contact_messages_user_idx` ON `contact_messages` (`user_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `email_confirmed_at` text;