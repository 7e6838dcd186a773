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
    z.string().max(MAX_CURSOR_LENGTH, apiCopy.invalidCursor).optional().meta({
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
    description:
      "A strong tag of the record as answered (a digest of its JSON): it changes whenever the answer does. Send it back in If-None-Match or If-Match.",
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

type Json = Record<string, unknown>;
type Document = { paths?: Record<string, Record<string, unknown> | undefined>; components?: Json };

const MANAGED_RECORD = /^\/api\/manage_data\/([A-Za-z]+)\/\{id\}\/$/;
const MANAGED_LIST = /^\/api\/manage_data\/([A-Za-z]+)\/$/;
const ETAG_REF = { $ref: "#/components/headers/ETag" };
const WRITES = ["put", "patch", "delete"] as const;
/** Models whose list takes the sync parameters (the settings are a list of one). */
const SYNCED_LIST_EXCEPT = new Set(["SiteSettings"]);

/**
 * Issue 33's sync in the OpenAPI document (wired by document.ts): components.headers ETag and
 * components.parameters IfNoneMatch and IfMatch, on every manage_data record's GET (ETag, 304)
 * and writes (If-Match, 412, the saved record's ETag); `next_cursor` on the manage_data pages.
 */
export function withSyncDocument<D extends object>(built: D): D {
  const document = built as unknown as Document;
  const components = (document.components ??= {});
  components.headers = { ...(components.headers as Json), ETag: syncHeaders.ETag };
  components.parameters = { ...(components.parameters as Json), IfNoneMatch: ifNoneMatchParameter, IfMatch: ifMatchParameter };
  const schemas = (components.schemas ?? {}) as Record<string, { properties?: Json; description?: string }>;
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (!item) continue;
    const record = MANAGED_RECORD.exec(path);
    const listed = MANAGED_LIST.exec(path);
    if (record) {
      const read = item.get as Json & { parameters?: unknown[]; responses: Record<string, Json> };
      read.parameters = [...(read.parameters ?? []), { $ref: "#/components/parameters/IfNoneMatch" }];
      // Beside the RateLimit-* headers every answer has (contract/limits.ts), not instead of them.
      const rateLimited = (read.responses["200"]?.headers ?? {}) as Json;
      read.responses["200"] = { ...read.responses["200"], headers: { ...rateLimited, ETag: ETAG_REF } };
      read.responses["304"] = {
        description: "Not modified: the record is still the one of the tag sent in If-None-Match (no body).",
        headers: { ...rateLimited, ETag: ETAG_REF },
      };
      for (const method of WRITES) {
        const write = item[method] as (Json & { parameters?: unknown[]; responses: Record<string, Json>; tags?: string[] }) | undefined;
        if (!write || !write.responses["200"]) continue;
        write.parameters = [...(write.parameters ?? []), { $ref: "#/components/parameters/IfMatch" }];
        const writeHeaders = (write.responses["200"].headers ?? {}) as Json;
        write.responses["200"] = { ...write.responses["200"], headers: method === "delete" ? writeHeaders : { ...writeHeaders, ETag: ETAG_REF } };
        write.responses["412"] = {
          description: "Precondition failed: the record changed since the tag sent in If-Match was read; nothing was written.",
          headers: writeHeaders,
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        };
      }
    } else if (listed && !SYNCED_LIST_EXCEPT.has(listed[1]!)) {
      const page = schemas[`${listed[1]}Page`];
      if (page?.properties) page.properties.next_cursor = { type: ["string", "null"], description: nextCursorField.description };
    }
  }
  return built;
}
