-- Issue 29: the site search (docs/decisions/027-site-search.md). Hand-written: drizzle-kit does not
-- model FTS5 virtual tables, views or triggers (drizzle/schema.ts says so where the tables are).
--
-- site_search holds one row per public record kind, record and language (en, gu, hi): the texts a
-- visitor reads on the page in that language (a translation where there is one, else the English),
-- in four ranked columns: title, tags (with the category's name), body (descriptions, excerpt,
-- content...) and, for gu/hi, the English title and tags (so an English word still finds it).
-- Its rowid is item_id * 16 + kind number * 4 + language number (product 0, gallery_item 1,
-- portfolio_item 2, blog_post 3; en 0, gu 1, hi 2): a record's three rows are one rowid range.
-- Whether a visitor may see a record is not decided here: the search reads the domain's rule.
-- The tokenizer keeps combining marks (Mn, Mc) inside words: without them unicode61 cuts Gujarati
-- and Devanagari words at every vowel sign (પેટી would be "પ" and "ટ").
CREATE VIRTUAL TABLE `site_search` USING fts5(
	title, tags, body, english,
	kind UNINDEXED, item_id UNINDEXED, lang UNINDEXED,
	tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co Mc Mn'",
	prefix = '2 3'
);
--> statement-breakpoint
-- The indexed terms with the number of rows holding each: the English spelling suggestions.
CREATE VIRTUAL TABLE `site_search_terms` USING fts5vocab(`site_search`, 'row');
--> statement-breakpoint
-- What the index holds for every record in every language, computed from the tables: the one
-- definition both the triggers and a full rebuild insert from.
CREATE VIEW `site_search_source` AS
SELECT p.id * 16 + 0 + l.n AS row_id, 'product' AS kind, p.id AS item_id, l.lang AS lang,
	coalesce((SELECT value FROM content_translations t WHERE t.kind = 'product' AND t.item_id = p.id AND t.lang = l.lang AND t.field = 'title'), p.title) AS title,
	coalesce((SELECT value FROM content_translations t WHERE t.kind = 'product' AND t.item_id = p.id AND t.lang = l.lang AND t.field = 'tags'), p.tags)
		|| char(10) || coalesce((SELECT value FROM content_translations t WHERE t.kind = 'product_category' AND t.item_id = c.id AND t.lang = l.lang AND t.field = 'name'), c.name) AS tags,
	coalesce((SELECT value FROM content_translations t WHERE t.kind = 'product' AND t.item_id = p.id AND t.lang = l.lang AND t.field = 'short_description'), p.short_description)
		|| char(10) || coalesce((SELECT value FROM content_translations t WHERE t.kind = 'product' AND t.item_id = p.id AND t.lang = l.lang AND t.field = 'description'), p.description)
		|| char(10) || coalesce((SELECT value FROM content_translations t WHERE t.kind = 'product' AND t.item_id = p.id AND t.lang = l.lang AND t.field = 'material'), p.material) AS body,
	CASE WHEN l.lang = 'en' THEN '' ELSE p.title || char(10) || p.tags || char(10) || c.name END AS english
FROM products p JOIN product_categories c ON c.id = p.category
	CROSS JOIN (SELECT 'en' AS lang, 0 AS n UNION ALL SELECT 'gu', 1 UNION ALL SELECT 'hi', 2) l
UNION ALL
SELECT g.id * 16 + 4 + l.n, 'gallery_item', g.id, l.lang,
	coalesce((SELECT value FROM content_translations t WHERE t.kind = 'gallery_item' AND t.item_id = g.id AND t.lang = l.lang AND t.field = 'title'), g.title),
	coalesce((SELECT value FROM content_translations t WHERE t.kind = 'gallery_item' AND t.item_id = g.id AND t.lang = l.lang AND t.field = 'tags'), g.tags)
		|| char(10) || coalesce((SELECT value FROM content_translations t WHERE t.kind = 'gallery_category' AND t.item_id = c.id AND t.lang = l.lang AND t.field = 'name'), c.name),
	coalesce((SELECT value FROM content_translations t WHERE t.kind = 'gallery_item' AND t.item_id = g.id AND t.lang = l.lang AND t.field = 'description'), g.description)
		|| char(10) || coalesce((SELECT value FROM content_translations t WHERE t.kind = 'gallery_item' AND t.item_id = g.id AND t.lang = l.lang AND t.field = 'image_alt_text'), g.image_alt_text),
	CASE WHEN l.lang = 'en' THEN '' ELSE g.title || char(10) || g.tags || char(10) || c.name END
FROM gallery_items g JOIN gallery_categories c ON c.id = g.category
	CROSS JOIN (SELECT 'en' AS lang, 0 AS n UNION ALL SELECT 'gu', 1 UNION ALL SELECT 'hi', 2) l
UNION ALL
SELECT f.id * 16 + 8 + l.n, 'portfolio_item', f.id, l.lang,
	coalesce((SELECT value FROM content_translations t WHERE t.kind = 'portfolio_item' AND t.item_id = f.id AND t.lang = l.lang AND t.field = 'title'), f.title),
	coalesce((SELECT value FROM content_translations t WHERE t.kind = 'portfolio_item' AND t.item_id = f.id AND t.lang = l.lang AND t.field = 'technologies'), f.technologies)
		|| char(10) || coalesce((SELECT value FROM content_translations t WHERE t.kind = 'portfolio_category' AND t.item_id = c.id AND t.lang = l.lang AND t.field = 'name'), c.name)
		|| char(10) || f.client_name,
	coalesce((SELECT value FROM content_translations t WHERE t.kind = 'portfolio_item' AND t.item_id = f.id AND t.lang = l.lang AND t.field = 'short_description'), f.short_description)
		|| char(10) || coalesce((SELECT value FROM content_translations t WHERE t.kind = 'portfolio_item' AND t.item_id = f.id AND t.lang = l.lang AND t.field = 'description'), f.description),
	CASE WHEN l.lang = 'en' THEN '' ELSE f.title || char(10) || f.technologies || char(10) || c.name END
FROM portfolio_items f JOIN portfolio_categories c ON c.id = f.category
	CROSS JOIN (SELECT 'en' AS lang, 0 AS n UNION ALL SELECT 'gu', 1 UNION ALL SELECT 'hi', 2) l
UNION ALL
SELECT b.id * 16 + 12 + l.n, 'blog_post', b.id, l.lang,
	coalesce((SELECT value FROM content_translations t WHERE t.kind = 'blog_post' AND t.item_id = b.id AND t.lang = l.lang AND t.field = 'title'), b.title),
	coalesce((SELECT value FROM content_translations t WHERE t.kind = 'blog_post' AND t.item_id = b.id AND t.lang = l.lang AND t.field = 'tags'), b.tags)
		|| char(10) || coalesce((SELECT value FROM content_translations t WHERE t.kind = 'blog_category' AND t.item_id = c.id AND t.lang = l.lang AND t.field = 'name'), c.name),
	coalesce((SELECT value FROM content_translations t WHERE t.kind = 'blog_post' AND t.item_id = b.id AND t.lang = l.lang AND t.field = 'excerpt'), b.excerpt)
		|| char(10) || coalesce((SELECT value FROM content_translations t WHERE t.kind = 'blog_post' AND t.item_id = b.id AND t.lang = l.lang AND t.field = 'content'), b.content),
	CASE WHEN l.lang = 'en' THEN '' ELSE b.title || char(10) || b.tags || char(10) || c.name END
FROM blog_posts b JOIN blog_categories c ON c.id = b.category
	CROSS JOIN (SELECT 'en' AS lang, 0 AS n UNION ALL SELECT 'gu', 1 UNION ALL SELECT 'hi', 2) l;
--> statement-breakpoint
-- Which indexed records a change touches: a record itself, or every record filed under a category
-- (its name is in their tags column). `base` is the first rowid of the record's three rows.
CREATE VIEW `site_search_dependents` AS
SELECT 'product' AS source_kind, id AS source_id, 'product' AS kind, id AS item_id, id * 16 + 0 AS base FROM products
UNION ALL SELECT 'product_category', category, 'product', id, id * 16 + 0 FROM products
UNION ALL SELECT 'gallery_item', id, 'gallery_item', id, id * 16 + 4 FROM gallery_items
UNION ALL SELECT 'gallery_category', category, 'gallery_item', id, id * 16 + 4 FROM gallery_items
UNION ALL SELECT 'portfolio_item', id, 'portfolio_item', id, id * 16 + 8 FROM portfolio_items
UNION ALL SELECT 'portfolio_category', category, 'portfolio_item', id, id * 16 + 8 FROM portfolio_items
UNION ALL SELECT 'blog_post', id, 'blog_post', id, id * 16 + 12 FROM blog_posts
UNION ALL SELECT 'blog_category', category, 'blog_post', id, id * 16 + 12 FROM blog_posts;
--> statement-breakpoint
-- The records themselves: a new one is indexed, an edited one indexed again, a deleted one removed.
CREATE TRIGGER `site_search_products_insert` AFTER INSERT ON `products` BEGIN
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source WHERE kind = 'product' AND item_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `site_search_products_update` AFTER UPDATE ON `products` BEGIN
	DELETE FROM site_search WHERE rowid BETWEEN old.id * 16 + 0 AND old.id * 16 + 3;
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source WHERE kind = 'product' AND item_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `site_search_products_delete` AFTER DELETE ON `products` BEGIN
	DELETE FROM site_search WHERE rowid BETWEEN old.id * 16 + 0 AND old.id * 16 + 3;
END;
--> statement-breakpoint
CREATE TRIGGER `site_search_gallery_items_insert` AFTER INSERT ON `gallery_items` BEGIN
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source WHERE kind = 'gallery_item' AND item_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `site_search_gallery_items_update` AFTER UPDATE ON `gallery_items` BEGIN
	DELETE FROM site_search WHERE rowid BETWEEN old.id * 16 + 4 AND old.id * 16 + 7;
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source WHERE kind = 'gallery_item' AND item_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `site_search_gallery_items_delete` AFTER DELETE ON `gallery_items` BEGIN
	DELETE FROM site_search WHERE rowid BETWEEN old.id * 16 + 4 AND old.id * 16 + 7;
END;
--> statement-breakpoint
CREATE TRIGGER `site_search_portfolio_items_insert` AFTER INSERT ON `portfolio_items` BEGIN
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source WHERE kind = 'portfolio_item' AND item_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `site_search_portfolio_items_update` AFTER UPDATE ON `portfolio_items` BEGIN
	DELETE FROM site_search WHERE rowid BETWEEN old.id * 16 + 8 AND old.id * 16 + 11;
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source WHERE kind = 'portfolio_item' AND item_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `site_search_portfolio_items_delete` AFTER DELETE ON `portfolio_items` BEGIN
	DELETE FROM site_search WHERE rowid BETWEEN old.id * 16 + 8 AND old.id * 16 + 11;
END;
--> statement-breakpoint
CREATE TRIGGER `site_search_blog_posts_insert` AFTER INSERT ON `blog_posts` BEGIN
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source WHERE kind = 'blog_post' AND item_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `site_search_blog_posts_update` AFTER UPDATE ON `blog_posts` BEGIN
	DELETE FROM site_search WHERE rowid BETWEEN old.id * 16 + 12 AND old.id * 16 + 15;
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source WHERE kind = 'blog_post' AND item_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `site_search_blog_posts_delete` AFTER DELETE ON `blog_posts` BEGIN
	DELETE FROM site_search WHERE rowid BETWEEN old.id * 16 + 12 AND old.id * 16 + 15;
END;
--> statement-breakpoint
-- A category's new name is in the tags of every record filed under it.
CREATE TRIGGER `site_search_product_categories_update` AFTER UPDATE OF name ON `product_categories` BEGIN
	DELETE FROM site_search WHERE rowid IN (SELECT base + n FROM site_search_dependents, (SELECT 0 AS n UNION ALL SELECT 1 UNION ALL SELECT 2) WHERE source_kind = 'product_category' AND source_id = new.id);
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source WHERE kind = 'product' AND item_id IN (SELECT id FROM products WHERE category = new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `site_search_gallery_categories_update` AFTER UPDATE OF name ON `gallery_categories` BEGIN
	DELETE FROM site_search WHERE rowid IN (SELECT base + n FROM site_search_dependents, (SELECT 0 AS n UNION ALL SELECT 1 UNION ALL SELECT 2) WHERE source_kind = 'gallery_category' AND source_id = new.id);
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source WHERE kind = 'gallery_item' AND item_id IN (SELECT id FROM gallery_items WHERE category = new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `site_search_portfolio_categories_update` AFTER UPDATE OF name ON `portfolio_categories` BEGIN
	DELETE FROM site_search WHERE rowid IN (SELECT base + n FROM site_search_dependents, (SELECT 0 AS n UNION ALL SELECT 1 UNION ALL SELECT 2) WHERE source_kind = 'portfolio_category' AND source_id = new.id);
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source WHERE kind = 'portfolio_item' AND item_id IN (SELECT id FROM portfolio_items WHERE category = new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `site_search_blog_categories_update` AFTER UPDATE OF name ON `blog_categories` BEGIN
	DELETE FROM site_search WHERE rowid IN (SELECT base + n FROM site_search_dependents, (SELECT 0 AS n UNION ALL SELECT 1 UNION ALL SELECT 2) WHERE source_kind = 'blog_category' AND source_id = new.id);
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source WHERE kind = 'blog_post' AND item_id IN (SELECT id FROM blog_posts WHERE category = new.id);
END;
--> statement-breakpoint
-- A translation written, changed or removed (by the panel, the API, a script or the delete triggers
-- of migration 0007): the records it is part of are indexed again, from the source view.
CREATE TRIGGER `site_search_translations_insert` AFTER INSERT ON `content_translations` BEGIN
	DELETE FROM site_search WHERE rowid IN (SELECT base + n FROM site_search_dependents, (SELECT 0 AS n UNION ALL SELECT 1 UNION ALL SELECT 2) WHERE source_kind = new.kind AND source_id = new.item_id);
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source
		WHERE kind = 'product' AND item_id IN (SELECT item_id FROM site_search_dependents WHERE kind = 'product' AND (source_kind = new.kind AND source_id = new.item_id));
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source
		WHERE kind = 'gallery_item' AND item_id IN (SELECT item_id FROM site_search_dependents WHERE kind = 'gallery_item' AND (source_kind = new.kind AND source_id = new.item_id));
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source
		WHERE kind = 'portfolio_item' AND item_id IN (SELECT item_id FROM site_search_dependents WHERE kind = 'portfolio_item' AND (source_kind = new.kind AND source_id = new.item_id));
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source
		WHERE kind = 'blog_post' AND item_id IN (SELECT item_id FROM site_search_dependents WHERE kind = 'blog_post' AND (source_kind = new.kind AND source_id = new.item_id));
END;
--> statement-breakpoint
CREATE TRIGGER `site_search_translations_update` AFTER UPDATE ON `content_translations` BEGIN
	DELETE FROM site_search WHERE rowid IN (SELECT base + n FROM site_search_dependents, (SELECT 0 AS n UNION ALL SELECT 1 UNION ALL SELECT 2) WHERE (source_kind = old.kind AND source_id = old.item_id) OR (source_kind = new.kind AND source_id = new.item_id));
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source
		WHERE kind = 'product' AND item_id IN (SELECT item_id FROM site_search_dependents WHERE kind = 'product' AND ((source_kind = old.kind AND source_id = old.item_id) OR (source_kind = new.kind AND source_id = new.item_id)));
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source
		WHERE kind = 'gallery_item' AND item_id IN (SELECT item_id FROM site_search_dependents WHERE kind = 'gallery_item' AND ((source_kind = old.kind AND source_id = old.item_id) OR (source_kind = new.kind AND source_id = new.item_id)));
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source
		WHERE kind = 'portfolio_item' AND item_id IN (SELECT item_id FROM site_search_dependents WHERE kind = 'portfolio_item' AND ((source_kind = old.kind AND source_id = old.item_id) OR (source_kind = new.kind AND source_id = new.item_id)));
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source
		WHERE kind = 'blog_post' AND item_id IN (SELECT item_id FROM site_search_dependents WHERE kind = 'blog_post' AND ((source_kind = old.kind AND source_id = old.item_id) OR (source_kind = new.kind AND source_id = new.item_id)));
END;
--> statement-breakpoint
CREATE TRIGGER `site_search_translations_delete` AFTER DELETE ON `content_translations` BEGIN
	DELETE FROM site_search WHERE rowid IN (SELECT base + n FROM site_search_dependents, (SELECT 0 AS n UNION ALL SELECT 1 UNION ALL SELECT 2) WHERE source_kind = old.kind AND source_id = old.item_id);
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source
		WHERE kind = 'product' AND item_id IN (SELECT item_id FROM site_search_dependents WHERE kind = 'product' AND (source_kind = old.kind AND source_id = old.item_id));
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source
		WHERE kind = 'gallery_item' AND item_id IN (SELECT item_id FROM site_search_dependents WHERE kind = 'gallery_item' AND (source_kind = old.kind AND source_id = old.item_id));
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source
		WHERE kind = 'portfolio_item' AND item_id IN (SELECT item_id FROM site_search_dependents WHERE kind = 'portfolio_item' AND (source_kind = old.kind AND source_id = old.item_id));
	INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
		SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source
		WHERE kind = 'blog_post' AND item_id IN (SELECT item_id FROM site_search_dependents WHERE kind = 'blog_post' AND (source_kind = old.kind AND source_id = old.item_id));
END;
--> statement-breakpoint
-- A full build of what is already there (a site upgraded to this version); the seed rebuilds too.
INSERT INTO site_search(rowid, title, tags, body, english, kind, item_id, lang)
	SELECT row_id, title, tags, body, english, kind, item_id, lang FROM site_search_source;
