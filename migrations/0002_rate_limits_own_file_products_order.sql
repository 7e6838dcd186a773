DROP TABLE `rate_limits`;--> statement-breakpoint
CREATE INDEX `products_newest_idx` ON `products` (`created_at`,`id`);