/**
 * A blog post's fields (docs/decisions/032, 037): each field's label in English, Gujarati and
 * Hindi, and where the panel's form shows it. The post page's tags (copy section blogCopy), the
 * panel's form and the panel's translation sections read them here. Every field of the zod rules
 * (app/lib/schemas/admin/blog.ts) must have an entry in each list: the type check fails otherwise.
 *
 * Each language is a constant of its own, so an English page's bundle carries only English.
 */
import { BLOG_POST_LIMITS } from "../../constants";
import type { BlogPostFieldName } from "../../schemas/admin/blog";
import type { PanelPlace } from "./registry";

export const blogPostLabelsEn = {
  title: "Title",
  slug: "Slug",
  category: "Category",
  excerpt: "Excerpt",
  content: "Content",
  featured_image: "Image URL",
  featured_image_alt: "Image alt text",
  status: "Status",
  is_featured: "Featured",
  tags: "Tags",
  meta_description: "Meta description",
  reading_time: "Reading time",
  publish_at: "Publish at",
} as const satisfies Record<BlogPostFieldName, string>;

export const blogPostLabelsGu: Record<BlogPostFieldName, string> = {
  title: "શીર્ષક",
  slug: "સરનામાનો ભાગ (slug)",
  category: "શ્રેણી",
  excerpt: "સારાંશ",
  content: "લેખ",
  featured_image: "છબીનું સરનામું",
  featured_image_alt: "છબીનું લખાણ (alt)",
  status: "સ્થિતિ",
  is_featured: "વિશેષ",
  tags: "ટૅગ",
  meta_description: "સર્ચ એન્જિન માટે વર્ણન",
  reading_time: "વાંચવાનો સમય",
  publish_at: "પ્રકાશનનો સમય",
};

export const blogPostLabelsHi: Record<BlogPostFieldName, string> = {
  title: "शीर्षक",
  slug: "पते का हिस्सा (slug)",
  category: "श्रेणी",
  excerpt: "सारांश",
  content: "लेख",
  featured_image: "चित्र का पता",
  featured_image_alt: "चित्र का पाठ (alt)",
  status: "स्थिति",
  is_featured: "विशेष",
  tags: "टैग",
  meta_description: "सर्च इंजन के लिए विवरण",
  reading_time: "पढ़ने का समय",
  publish_at: "प्रकाशन का समय",
};

/** The sections of the panel's blog post form, in order, with their legends. */
export const BLOG_POST_FORM_SECTIONS = {
  post: "The post",
  image: "Featured image",
  publishing: "Publishing",
} as const;

/** Where the panel's blog post form shows each field; a section lists its fields in this order. */
export const blogPostFormPlaces: Record<BlogPostFieldName, PanelPlace<keyof typeof BLOG_POST_FORM_SECTIONS>> = {
  title: { section: "post", wide: true },
  slug: { section: "post", wide: true, hint: "Leave blank to build it from the title. Lowercase letters, digits and hyphens." },
  category: { section: "post", input: "custom" },
  excerpt: { section: "post", wide: true, input: "textarea", rows: 2, autosave: true },
  content: {
    section: "post",
    wide: true,
    input: "textarea",
    rows: 12,
    autosave: true,
    hint: 'Lines starting with "# ", "## " or "### " are headings, "- " bullets, "1. " numbered items; a blank line starts a new paragraph.',
  },
  featured_image: { section: "image", input: "custom" },
  featured_image_alt: { section: "image" },
  status: { section: "publishing", input: "custom" },
  reading_time: {
    section: "publishing",
    input: "integer",
    unit: "minutes",
    min: 1,
    placeholder: String(BLOG_POST_LIMITS.defaultReadingTime),
    hint: `Blank means ${BLOG_POST_LIMITS.defaultReadingTime} minutes.`,
  },
  publish_at: { section: "publishing", input: "datetime", hint: "India time (IST). Only for a draft; leave blank to publish by hand." },
  is_featured: { section: "publishing", wide: true, input: "checkbox" },
  tags: { section: "publishing", wide: true, input: "custom" },
  meta_description: {
    section: "publishing",
    wide: true,
    input: "textarea",
    rows: 2,
    hint: "Shown by search engines under the post's title.",
    count: true,
  },
};
