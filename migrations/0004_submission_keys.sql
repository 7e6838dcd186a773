CREATE TABLE `submission_keys` (
	`key` text PRIMARY KEY NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `submission_keys_created_idx` ON `submission_keys` (`created_at`);