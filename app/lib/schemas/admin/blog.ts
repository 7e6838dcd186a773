/**
 * The blog post and blog category forms (spec section 5): title, category and content required;
 * a blank slug is built from the title (the domain makes it unique); reading time a whole number
 * of at least 1 minute, 5 when left blank; meta description at most 160 characters. Form posts
 * (strings, "on" checkboxes) and JSON bodies (numbers, booleans) read the same.
 *
 * Fields that may be empty are optional-then-transform, never z.preprocess: Conform turns an
 * empty field into undefined and does not run preprocessors for absent values.
 */
import { BLOG_POST_LIMITS } from "../../constants";
import { panelCopy } from "../../copy/panel";
import { panelBlogCopy as copy } from "../../copy/panel-blog";
import { publishingCopy } from "../../copy/publishing";
import { validation } from "../../copy/validation";
import { splitList } from "../../listing";
import { slugify } from "../../slug";
import { BLOG_STATUSES, type BlogStatus } from "../../statuses";
import { checkbox, optionalText, requiredText, scheduleTimeField } from "../fields";
import { translationsFieldFor } from "../translations-field";
import { whenMissing, z } from "../zod";

/** The statuses of a post (app/lib/statuses.ts, which the database schema reads too). */
export const BLOG_POST_STATUSES = BLOG_STATUSES;
export type BlogPostStatus = BlogStatus;

export const DEFAULT_READING_TIME = BLOG_POST_LIMITS.defaultReadingTime;
export const META_DESCRIPTION_MAX = BLOG_POST_LIMITS.metaDescriptionMax;

/** A blank slug stays "" (the domain builds one); a typed one is cleaned the same way. */
const slug = z
  .string()
  .trim()
  .max(200, validation.tooLong(200))
  .nullish()
  .transform((text) => slugify(text ?? ""));

/** An id from a <select> ("3") or JSON (3). */
const categoryId = z
  .union([z.number(), z.string()], { error: whenMissing(copy.categoryRequired) })
  .optional()
  .transform((value) => (value === undefined || (typeof value === "string" && value.trim() === "") ? undefined : Number(value)))
  // Absent is "required"; a value that cannot be a category's id names no category (issue 33: not "required").
  .pipe(
    z
      .number({ error: (issue) => (issue.input === undefined ? copy.categoryRequired : copy.categoryMissing) })
      .int(copy.categoryMissing)
      .positive(copy.categoryMissing),
  );

/** An uploaded image of ours (/uploads/...) or a web address. */
const imageUrl = z
  .string()
  .trim()
  .max(500, validation.tooLong(500))
  .nullish()
  .transform((text) => text ?? "")
  .refine((text) => text === "" || /^\/uploads\/[\w./-]+$/.test(text) || /^https?:\/\/[^\s"'<>]+$/i.test(text), copy.imageUrlInvalid);

/** Comma text, or a JSON array: trimmed, no empties, no repeats; stored as "a, b, c". */
const tags = z
  .union([z.string(), z.array(z.string())])
  .nullish()
  .transform((value) => splitList(Array.isArray(value) ? value.join(",") : (value ?? "")).join(", "))
  // A refine, not a pipe into z.string(): Conform's coercion would turn the "" of no tags into undefined.
  .refine((text) => text.length <= 1000, validation.tooLong(1000));

/** Blank (or absent) falls back to 5 minutes; anything else must be a whole number from 1. */
const readingTime = z
  .union([z.number(), z.string()], { error: copy.readingTimeWhole })
  .nullish()
  .transform((value) => (value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? DEFAULT_READING_TIME : Number(value)))
  .pipe(z.number({ error: copy.readingTimeWhole }).int(copy.readingTimeWhole).min(1, copy.readingTimeMin).max(600, copy.readingTimeMax));

const status = z
  .enum(BLOG_POST_STATUSES, { error: copy.statusInvalid })
  .optional()
  .transform((value) => value ?? "draft");

/** A post's texts (and a blog category's) that may have a Gujarati and a Hindi version, with their limits (read by content-translations' TRANSLATABLE). */
export const BLOG_POST_TRANSLATED = { title: 200, excerpt: 1000, content: 100_000, featured_image_alt: 200, tags: 1000, meta_description: 160 } as const;
export const BLOG_CATEGORY_TRANSLATED = { name: 100 } as const;

export const blogPostSchema = z.object({
  title: requiredText(copy.titleRequired, 200),
  slug,
  category: categoryId,
  excerpt: optionalText(1000),
  content: requiredText(copy.contentRequired, 100_000),
  featured_image: imageUrl,
  featured_image_alt: optionalText(200),
  status,
  is_featured: checkbox,
  tags,
  meta_description: optionalText(META_DESCRIPTION_MAX, copy.metaDescriptionTooLong),
  reading_time: readingTime,
  /** Issue 32: a draft published by the server at this time (UTC; typed in IST). */
  publish_at: scheduleTimeField(publishingCopy.publishAtInvalid),
  translations: translationsFieldFor(BLOG_POST_TRANSLATED),
});
export type BlogPostInput = z.infer<typeof blogPostSchema>;
/** A blog post's field names as its form and its label registry (app/lib/copy/fields/blog-post.ts) know them. */
export type BlogPostFieldName = Exclude<keyof typeof blogPostSchema.shape, "translations">;

/**
 * The panel's form posts the same fields plus an optional file (`image_file`); the file itself is
 * checked by the upload module, not here.
 */
export const blogPostFormSchema = blogPostSchema.extend({ image_file: z.unknown().optional(), pending_image: z.string().max(500).optional() });

export const blogCategorySchema = z.object({
  name: requiredText(panelCopy.nameRequired, 100),
  slug,
  translations: translationsFieldFor(BLOG_CATEGORY_TRANSLATED),
});
export type BlogCategoryInput = z.infer<typeof blogCategorySchema>;
