-- Issue 29: a product inquiry is the spec's inquiry, or a "notify me" / "make one for me" request
-- for an unavailable piece. Hand-written as ALTER TABLE (drizzle-kit's table rebuild copied columns
-- that do not exist yet); the CHECK is the same rule as drizzle/schema.ts's named constraint.
ALTER TABLE `product_inquiries` ADD `request_kind` text DEFAULT 'inquiry' NOT NULL CONSTRAINT "product_inquiries_request_kind_check" CHECK("request_kind" in ('inquiry', 'notify', 'make'));--> statement-breakpoint
ALTER TABLE `product_inquiries` ADD `notified_at` text;--> statement-breakpoint
CREATE INDEX `product_inquiries_notify_idx` ON `product_inquiries` (`product_item`,`request_kind`,`notified_at`);
