CREATE TABLE `content_translations` (
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`lang` text NOT NULL,
	`field` text NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`kind`, `item_id`, `lang`, `field`),
	CONSTRAINT "content_translations_lang_check" CHECK("content_translations"."lang" in ('gu', 'hi'))
);
--> statement-breakpoint
CREATE TRIGGER `products_translations_delete` AFTER DELETE ON `products` BEGIN DELETE FROM `content_translations` WHERE `kind` = 'product' AND `item_id` = old.`id`; END;
--> statement-breakpoint
CREATE TRIGGER `product_categories_translations_delete` AFTER DELETE ON `product_categories` BEGIN DELETE FROM `content_translations` WHERE `kind` = 'product_category' AND `item_id` = old.`id`; END;
--> statement-breakpoint
CREATE TRIGGER `gallery_categories_translations_delete` AFTER DELETE ON `gallery_categories` BEGIN DELETE FROM `content_translations` WHERE `kind` = 'gallery_category' AND `item_id` = old.`id`; END;
--> statement-breakpoint
CREATE TRIGGER `gallery_items_translations_delete` AFTER DELETE ON `gallery_items` BEGIN DELETE FROM `content_translations` WHERE `kind` = 'gallery_item' AND `item_id` = old.`id`; END;
--> statement-breakpoint
CREATE TRIGGER `portfolio_categories_translations_delete` AFTER DELETE ON `portfolio_categories` BEGIN DELETE FROM `content_translations` WHERE `kind` = 'portfolio_category' AND `item_id` = old.`id`; END;
--> statement-breakpoint
CREATE TRIGGER `portfolio_items_translations_delete` AFTER DELETE ON `portfolio_items` BEGIN DELETE FROM `content_translations` WHERE `kind` = 'portfolio_item' AND `item_id` = old.`id`; END;
--> statement-breakpoint
CREATE TRIGGER `blog_categories_translations_delete` AFTER DELETE ON `blog_categories` BEGIN DELETE FROM `content_translations` WHERE `kind` = 'blog_category' AND `item_id` = old.`id`; END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_translations_delete` AFTER DELETE ON `blog_posts` BEGIN DELETE FROM `content_translations` WHERE `kind` = 'blog_post' AND `item_id` = old.`id`; END;
