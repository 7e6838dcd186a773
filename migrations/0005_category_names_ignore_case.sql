DROP INDEX `blog_categories_name_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `blog_categories_name_unique` ON `blog_categories` (lower("name"));--> statement-breakpoint
DROP INDEX `gallery_categories_name_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `gallery_categories_name_unique` ON `gallery_categories` (lower("name"));--> statement-breakpoint
DROP INDEX `portfolio_categories_name_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `portfolio_categories_name_unique` ON `portfolio_categories` (lower("name"));--> statement-breakpoint
DROP INDEX `product_categories_name_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `product_categories_name_unique` ON `product_categories` (lower("name"));