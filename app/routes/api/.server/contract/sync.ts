/**
 * Issue 33's sync, as the contract says it: the list parameters `updated_since`, `ordering` and
 * `cursor` (checked and documented from these schemas, like every list parameter in query.ts), the
 * `next_cursor` of a list's answer, and the record headers ETag, If-None-Match and If-Match
 * (docs/decisions/057).
 */
import { z } from "zod";

import { SYNC_ORDERINGS } from "~/.server/sync";
import { apiCopy } from "~/lib/copy/api";

const absentWhenEmpty = (value: unknown) => (value === "" ? undefined : value);

/** Longer than any cursor this server writes. */
export const MAX_CURSOR_LENGTH = 200;

export const syncQuery = {
  updated_since: z.preprocess(
    absentWhenEmpty,
    z.iso
      .datetime({ offset: true, error: apiCopy.isoTime })
      .transform((text) => new Date(text).toISOString())
      .optional()
      .meta({
        description:
          "Only records changed at or after this time (ISO-8601, e.g. 2026-11-28T15:00:00Z; an offset is read as such). Without `ordering`, the list is then ordered `updated_at`.",
      }),
  ),
  ordering: z.preprocess(
    absentWhenEmpty,
    z
      .enum(SYNC_ORDERINGS, { error: apiCopy.oneOf(SYNC_ORDERINGS) })
      .optional()
      .meta({
        description:
          "The order of the list: a field, ascending, or with `-` descending; ties are broken by `id` in the same direction. Without it (and without `updated_since` and `cursor`) each list keeps its own order.",
      }),
  ),
  cursor: z.preprocess(
    absentWhenEmpty,
    z
      .string()
      .max(MAX_CURSOR_LENGTH, apiCopy.invalidCursor)
      .optional()
      .meta({
        description:
          "The `next_cursor` of the page before: the page after it, in the same ordering and filters (no record skipped or repeated when records are added meanwhile). `page` is then ignored.",
      }),
  ),
};

/** The `next_cursor` of a list's answer (present on every list that takes `cursor`). */
export const nextCursorField = z
  .string()
  .nullable()
  .meta({ description: "Pass as `cursor` for the page after this one; null on the last page. Opaque: its text may change between versions." });

export const syncHeaders = {
  ETag: {
    description: "A strong tag of the record as answered (a digest of its JSON): it changes whenever the answer does. Send it back in If-None-Match or If-Match.",
    schema: { type: "string" },
  },
} as const;

export const ifNoneMatchParameter = {
  name: "If-None-Match",
  in: "header",
  required: false,
  description: "The ETag of the copy the client holds: answered 304 without a body while the record is unchanged.",
  schema: { type: "string" },
} as const;

export const ifMatchParameter = {
  name: "If-Match",
  in: "header",
  required: false,
  description: "The ETag the client read: the write is made only if the record is still that one, else 412 and nothing is written.",
  schema: { type: "string" },
} as const;
