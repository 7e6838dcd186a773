/**
 * Issue 33: the HTTPS endpoints the team registers to be told of events (app/lib/webhook-events.ts).
 * The signing secret (`whsec_` + 32 random bytes) is made here and answered once, by
 * `createWebhookEndpoint`; it is stored as it is because the worker needs it to sign, and no
 * other function here ever answers it. See docs/decisions/058-webhooks.md.
 */
import { randomBytes } from "node:crypto";

import { desc, eq } from "drizzle-orm";

import { webhookCopy } from "~/lib/copy/webhooks";
import { isWebhookEvent, WEBHOOK_EVENTS, type WebhookEvent } from "~/lib/webhook-events";

import { type AppDatabase, db, schema } from "../db";
import { type FieldErrors, notFound, type Removal, type Result } from "../result";

const { webhookEndpoints } = schema;

export const MAX_URL_LENGTH = 2000;
export const MAX_DESCRIPTION_LENGTH = 200;

/** An endpoint as every reader sees it: never with its secret. */
export type WebhookEndpoint = {
  id: number;
  url: string;
  description: string;
  events: WebhookEvent[];
  is_active: boolean;
  created_by: number | null;
  created_at: string;
  updated_at: string;
};

export type WebhookEndpointInput = { url?: unknown; description?: unknown; events?: unknown; is_active?: unknown };

/**
 * Plain http:// to this machine is allowed only when WEBHOOK_ALLOW_LOOPBACK_HTTP=true (tests and a
 * developer's receiver); read at each call so a test can set it.
 */
export function loopbackHttpAllowed(environment: NodeJS.ProcessEnv = process.env): boolean {
  return environment.WEBHOOK_ALLOW_LOOPBACK_HTTP === "true";
}

function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}

/** The error of an endpoint address, or null when it may be registered. */
export function webhookUrlError(raw: string): string | null {
  const value = raw.trim();
  if (!value) return webhookCopy.urlRequired;
  if (value.length > MAX_URL_LENGTH) return webhookCopy.urlTooLong;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return webhookCopy.urlInvalid;
  }
  if (url.username || url.password) return webhookCopy.urlCredentials;
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:" && isLoopbackHost(url.hostname) && loopbackHttpAllowed()) return null;
  return url.protocol === "http:" ? webhookCopy.urlNotHttps : webhookCopy.urlInvalid;
}

/** Event names from a form (several values) or a comma list, checked against the one list. */
function parseEvents(raw: unknown): { events: WebhookEvent[]; error: string | null } {
  const values = (Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split(",") : [])
    .map((value) => (typeof value === "string" ? value.trim() : ""))
    .filter(Boolean);
  if (values.length === 0) return { events: [], error: webhookCopy.eventsRequired };
  if (!values.every(isWebhookEvent)) return { events: [], error: webhookCopy.eventUnknown };
  // In the list's order, each once.
  return { events: WEBHOOK_EVENTS.filter((event) => values.includes(event)), error: null };
}

function readFlag(raw: unknown, fallback: boolean): boolean {
  if (raw === undefined) return fallback;
  return raw === true || raw === "true" || raw === "on" || raw === "1";
}

type Checked = { url: string; description: string; events: WebhookEvent[]; is_active: boolean };

function check(input: WebhookEndpointInput, current?: WebhookEndpoint): { ok: true; values: Checked } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const url = typeof input.url === "string" ? input.url.trim() : current && input.url === undefined ? current.url : "";
  const urlError = webhookUrlError(url);
  if (urlError) errors.url = [urlError];
  const description = typeof input.description === "string" ? input.description.trim() : input.description === undefined && current ? current.description : "";
  if (description.length > MAX_DESCRIPTION_LENGTH) errors.description = [webhookCopy.descriptionTooLong];
  const parsed = input.events === undefined && current ? { events: current.events, error: null } : parseEvents(input.events);
  if (parsed.error) errors.events = [parsed.error];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: { url, description, events: parsed.events, is_active: readFlag(input.is_active, current?.is_active ?? true) } };
}

type Row = typeof webhookEndpoints.$inferSelect;

function shown(row: Row): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: parseEvents(row.events).events,
    is_active: row.is_active,
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/** Registers an endpoint; the answer holds its secret, the one time it is ever answered. */
export function createWebhookEndpoint(input: WebhookEndpointInput, createdBy: number | null): Result<WebhookEndpoint & { secret: string }> {
  const checked = check(input);
  if (!checked.ok) return checked;
  const secret = newWebhookSecret();
  const row = db()
    .insert(webhookEndpoints)
    .values({ ...checked.values, events: checked.values.events.join(","), secret, created_by: createdBy })
    .returning()
    .get();
  return { ok: true, record: { ...shown(row), secret } };
}

export function listWebhookEndpoints(): WebhookEndpoint[] {
  return db().select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.id)).all().map(shown);
}

export function getWebhookEndpoint(id: number): WebhookEndpoint | undefined {
  const row = db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).get();
  return row ? shown(row) : undefined;
}

/** Changes address, description, events or the on/off switch; the secret stays. */
export function updateWebhookEndpoint(id: number, input: WebhookEndpointInput): Result<WebhookEndpoint> {
  const current = getWebhookEndpoint(id);
  if (!current) return notFound();
  const checked = check(input, current);
  if (!checked.ok) return checked;
  const row = db()
    .update(webhookEndpoints)
    .set({ ...checked.values, events: checked.values.events.join(","), updated_at: new Date().toISOString() })
    .where(eq(webhookEndpoints.id, id))
    .returning()
    .get();
  return row ? { ok: true, record: shown(row) } : notFound();
}

/** Removes an endpoint and (by the foreign key's cascade) its deliveries. */
export function deleteWebhookEndpoint(id: number): Removal {
  const changes = db().delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).run().changes;
  return changes === 1 ? { ok: true } : notFound();
}

/** The active endpoints subscribed to an event, with their secrets: for the outbox and the worker only. */
export function subscribedEndpoints(tx: AppDatabase, event: WebhookEvent): { id: number }[] {
  return tx
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.is_active, true))
    .all()
    .filter((row) => row.events.split(",").includes(event))
    .map(({ id }) => ({ id }));
}

/** The secret an endpoint's deliveries are signed with (the worker). */
export function endpointSigningSecret(id: number): { url: string; secret: string } | undefined {
  return db().select({ url: webhookEndpoints.url, secret: webhookEndpoints.secret }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).get();
}
