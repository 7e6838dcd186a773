/**
 * The query parameters of the API's lists, as zod schemas: lists.ts validates every request with
 * them (a wrong type is a 400 naming the parameter, never silently ignored) and the OpenAPI
 * document describes them from the same schemas. An empty value (`?category=`) counts as absent.
 */
import { z } from "zod";

import { READ_LANGUAGES } from "~/lib/content-translations";
import { apiCopy } from "~/lib/copy/api";
import { MAX_SEARCH_LENGTH } from "~/lib/listing";
import { whenMissing } from "~/lib/schemas/zod";
import { ACCOUNT_STATUSES, BLOG_STATUSES, CONTACT_STATUSES, INQUIRY_STATUSES, MESSAGE_TYPES, QUOTE_STATUSES } from "~/lib/statuses";

import { syncQuery } from "./sync";

/** The largest page a client may ask for; a larger `page_size` is answered with this many. */
export const MAX_PAGE_SIZE = 100;
const MAX_WHOLE_NUMBER = 999_999_999;

const absentWhenEmpty = (value: unknown) => (value === "" ? undefined : value);

function wholeNumber(min: number, description: string) {
  return z.preprocess(
    absentWhenEmpty,
    z.coerce
      .number({ error: apiCopy.wholeNumber })
      .int(apiCopy.wholeNumber)
      .min(min, apiCopy.atLeast(min))
      .max(MAX_WHOLE_NUMBER, apiCopy.atMost(MAX_WHOLE_NUMBER))
      .optional()
      .meta({ description }),
  );
}

const TRUE_WORDS = ["true", "1", "True"];
const FALSE_WORDS = ["false", "0", "False"];
const flag = (description: string) =>
  z.preprocess(
    absentWhenEmpty,
    z
      .enum([...TRUE_WORDS, ...FALSE_WORDS], { error: apiCopy.trueOrFalse })
      .transform((word) => TRUE_WORDS.includes(word))
      .optional()
      .meta({ description, override: { type: "boolean", enum: undefined } }),
  );

/** One of the values, or `all` (no filter: what the spec's client sends for "All"). */
function filter<const Values extends readonly [string, ...string[]]>(values: Values, description: string) {
  const accepted = [...values, "all"] as const;
  return z.preprocess(
    absentWhenEmpty,
    z
      .enum(accepted, { error: apiCopy.oneOf(accepted) })
      .transform((value) => (value === "all" ? null : (value as Values[number])))
      .optional()
      .meta({ description }),
  );
}

const words = z
  .string()
  .max(10 * MAX_SEARCH_LENGTH)
  .optional()
  .meta({ description: `Words to look for (the first ${MAX_SEARCH_LENGTH} characters are used).` });

const paging = {
  page: wholeNumber(1, "The page to answer, from 1. A page past the end is an empty list."),
  page_size: wholeNumber(1, `How many records a page holds (default per list; at most ${MAX_PAGE_SIZE}: a larger value answers ${MAX_PAGE_SIZE}).`),
};
const searching = { search: words, q: words };

/** The language of a public read's texts (issue 19): English unless asked; a text without a translation stays English. */
const lang = z.preprocess(
  absentWhenEmpty,
  z
    .enum(READ_LANGUAGES, { error: apiCopy.oneOf(READ_LANGUAGES) })
    .optional()
    .meta({
      description:
        "The language of the texts (titles, names, descriptions, excerpts, content, alt texts, tags): en (the default), gu (Gujarati) or hi (Hindi). The same fields are answered; a text without a translation is the English one. With gu or hi, `search` also finds records by their texts in that language.",
    }),
);

/** A public record or its categories: only the language. */
export const languageQuery = z.object({ lang });

/** Products, gallery, portfolio and blog lists of the public site. */
export const publicListQuery = z.object({
  ...paging,
  ...searching,
  lang,
  category: wholeNumber(1, "Only records of this category id."),
  is_featured: flag("Only featured records (the products list's name for it)."),
  featured: flag("Only featured records (the gallery, portfolio and blog lists' name for it)."),
});

/**
 * /api/manage_data/{Model}/: every record, whatever its state. Each list documents and accepts
 * its own filters (issue 33): the categories and the settings only search and pages.
 */
const manageBase = { ...paging, ...searching, ...syncQuery };
export const manageListQuery = z.object(manageBase);
/** Products, gallery items and portfolio items: also by category. */
export const manageCategorisedListQuery = z.object({ ...manageBase, category: wholeNumber(1, "Only records of this category id.") });
/** Blog posts: also by status. */
export const manageBlogListQuery = z.object({ ...manageBase, status: filter(BLOG_STATUSES, "Only posts of this status.") });
/** Accounts: by status (pending: the sign-ups awaiting approval) and by role. */
export const manageUserListQuery = z.object({
  ...manageBase,
  account_status: filter(ACCOUNT_STATUSES, "Only accounts of this status (`pending`: the sign-ups awaiting approval)."),
  user_type: filter(["1", "2", "3"], "Only accounts of this role: 1 admin, 2 business account, 3 store manager."),
});

export const inquiryListQuery = z.object({ ...paging, ...searching, status: filter(INQUIRY_STATUSES, "Only inquiries of this status.") });

export const contactMessageListQuery = z.object({
  ...paging,
  ...searching,
  status: filter(CONTACT_STATUSES, "Only messages of this status."),
  type: filter(MESSAGE_TYPES, "Only messages of this type."),
  message_type: filter(MESSAGE_TYPES, "The same as `type`."),
});

export const searchQuery = z.object({
  lang,
  q: z
    .string({ error: whenMissing(apiCopy.fieldRequired) })
    .trim()
    .min(1, apiCopy.fieldRequired)
    .max(10 * MAX_SEARCH_LENGTH)
    .meta({ description: "The words to look for." }),
});

/** Issue 31: the team's quotes, 20 a page, newest first; `expired` is a quotation still waiting after its last valid day. */
export const quoteListQuery = z.object({ page: paging.page, status: filter(QUOTE_STATUSES, "Only quotes of this status.") });

export type ListQuerySchema = z.ZodObject;
