/**
 * Issue 32, search across the panel: one box finds products, blog posts, gallery and portfolio
 * items, contact messages, product and portfolio inquiries, quotes and people by name, email,
 * reference number (PI-000001, PF-000001, CM-000001, QR-000001, QT/2026-27/0007 or
 * QT-2026-27-0007, SO-...) or text. Only the kinds the role may manage are searched
 * (app/lib/permissions.ts). Every word must appear in one of a kind's columns (LIKE, escaped:
 * `textSearch`); a reference number finds its record by id. The query is cut to
 * PANEL_SEARCH_MAX_LENGTH characters and each group to PANEL_SEARCH_PER_GROUP hits, with the count
 * of all its matches (docs/decisions/049).
 */
import { count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";

import type { User } from "~/.server/accounts/users";
import { db, schema } from "~/.server/db";
import { referenceNumber } from "~/.server/email/templates";
import { quoteRequestReference } from "~/.server/quotes/requests";
import { type Action, can } from "~/lib/permissions";

import { textSearch } from "./text-search";

export const PANEL_SEARCH_MAX_LENGTH = 100;
export const PANEL_SEARCH_PER_GROUP = 10;

export const PANEL_SEARCH_KINDS = [
  "quotes",
  "productInquiries",
  "portfolioInquiries",
  "messages",
  "users",
  "products",
  "blogPosts",
  "gallery",
  "portfolio",
] as const;
export type PanelSearchKind = (typeof PANEL_SEARCH_KINDS)[number];

export type PanelSearchHit = { id: number; title: string; detail: string; reference: string | null; href: string };
export type PanelSearchGroup = { kind: PanelSearchKind; hits: PanelSearchHit[]; count: number };
export type PanelSearchResult = { q: string; groups: PanelSearchGroup[]; cut: boolean };

/** The query as searched: one line, spaces collapsed, at most PANEL_SEARCH_MAX_LENGTH characters. */
export function panelSearchQuery(raw: unknown): { q: string; cut: boolean } {
  const text =
    typeof raw === "string"
      ? raw
          .replace(/[\u0000-\u001f\u007f]/g, " ")
          .replace(/\s+/g, " ")
          .trim()
      : "";
  const characters = Array.from(text);
  if (characters.length <= PANEL_SEARCH_MAX_LENGTH) return { q: text, cut: false };
  return { q: characters.slice(0, PANEL_SEARCH_MAX_LENGTH).join("").trim(), cut: true };
}

/** "PI-000001", "pi 1", "PI000001": the id of a reference of the reply kinds or a quote request. */
const REFERENCE = /^(PI|PF|CM|QR)[\s-]?0*(\d{1,9})$/i;
type ReferencePrefix = "PI" | "PF" | "CM" | "QR";

function referencedId(q: string, prefix: ReferencePrefix): number | null {
  const match = REFERENCE.exec(q);
  if (!match || match[1]!.toUpperCase() !== prefix) return null;
  const id = Number(match[2]);
  return id >= 1 ? id : null;
}

/** A quotation or order number typed with dashes or slashes ("QT-2026-27-0007") matches either way. */
const numberMatch = (column: SQL | SQLiteColumn) => (pattern: string) => sql`replace(${column}, '/', '-') like replace(${pattern}, '/', '-') escape '\\'`;

type KindDefinition = {
  action: Action;
  table: SQLiteTable & { id: SQLiteColumn };
  columns: SQLiteColumn[];
  also?: (pattern: string) => SQL;
  prefix?: ReferencePrefix;
  newest: SQLiteColumn;
  hit: (row: Record<string, unknown>) => PanelSearchHit;
  fields: Record<string, SQLiteColumn | SQL>;
};

const text = (value: unknown) => (typeof value === "string" ? value : "");
const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(" · ");

const { products, blogPosts, galleryItems, portfolioItems, contactMessages, productInquiries, portfolioInquiries, quotes, users, orders } = schema;

const KINDS: Record<PanelSearchKind, KindDefinition> = {
  products: {
    action: "manage:products",
    table: products,
    columns: [products.title, products.short_description, products.description, products.sku, products.tags, products.material],
    newest: products.created_at,
    fields: { id: products.id, title: products.title, sku: products.sku },
    hit: (row) => ({ id: Number(row.id), title: text(row.title), detail: text(row.sku), reference: null, href: `/panel/products/${row.id}/edit` }),
  },
  blogPosts: {
    action: "manage:blog",
    table: blogPosts,
    columns: [blogPosts.title, blogPosts.slug, blogPosts.excerpt, blogPosts.content, blogPosts.tags],
    newest: blogPosts.created_at,
    fields: { id: blogPosts.id, title: blogPosts.title, status: blogPosts.status },
    hit: (row) => ({ id: Number(row.id), title: text(row.title), detail: text(row.status), reference: null, href: `/panel/blog/${row.id}/edit` }),
  },
  gallery: {
    action: "manage:gallery",
    table: galleryItems,
    columns: [galleryItems.title, galleryItems.description, galleryItems.tags, galleryItems.image_alt_text],
    newest: galleryItems.created_at,
    fields: { id: galleryItems.id, title: galleryItems.title },
    hit: (row) => ({ id: Number(row.id), title: text(row.title), detail: "", reference: null, href: `/panel/gallery/${row.id}/edit` }),
  },
  portfolio: {
    action: "manage:portfolio",
    table: portfolioItems,
    columns: [portfolioItems.title, portfolioItems.short_description, portfolioItems.description, portfolioItems.client_name, portfolioItems.technologies],
    newest: portfolioItems.created_at,
    fields: { id: portfolioItems.id, title: portfolioItems.title, client: portfolioItems.client_name },
    hit: (row) => ({ id: Number(row.id), title: text(row.title), detail: text(row.client), reference: null, href: `/panel/portfolio/${row.id}/edit` }),
  },
  messages: {
    action: "manage:messages",
    table: contactMessages,
    columns: [contactMessages.name, contactMessages.email, contactMessages.phone, contactMessages.subject, contactMessages.message],
    prefix: "CM",
    newest: contactMessages.created_at,
    fields: {
      id: contactMessages.id,
      title: contactMessages.subject,
      name: contactMessages.name,
      email: contactMessages.email,
      status: contactMessages.status,
    },
    hit: (row) => ({
      id: Number(row.id),
      title: text(row.title),
      detail: joined(row.name, row.email, row.status),
      reference: referenceNumber("contact", Number(row.id)),
      href: `/panel/notifications/${row.id}`,
    }),
  },
  productInquiries: {
    action: "manage:product-inquiries",
    table: productInquiries,
    columns: [productInquiries.product_title, productInquiries.inquirer_name, productInquiries.inquirer_email, productInquiries.message],
    prefix: "PI",
    newest: productInquiries.created_at,
    fields: {
      id: productInquiries.id,
      title: productInquiries.product_title,
      name: productInquiries.inquirer_name,
      email: productInquiries.inquirer_email,
      status: productInquiries.status,
    },
    hit: (row) => ({
      id: Number(row.id),
      title: text(row.title),
      detail: joined(row.name, row.email, row.status),
      reference: referenceNumber("product", Number(row.id)),
      href: `/panel/product-inquiries/${row.id}`,
    }),
  },
  portfolioInquiries: {
    action: "manage:portfolio-inquiries",
    table: portfolioInquiries,
    columns: [portfolioInquiries.portfolio_title, portfolioInquiries.inquirer_name, portfolioInquiries.inquirer_email, portfolioInquiries.message],
    prefix: "PF",
    newest: portfolioInquiries.created_at,
    fields: {
      id: portfolioInquiries.id,
      title: portfolioInquiries.portfolio_title,
      name: portfolioInquiries.inquirer_name,
      email: portfolioInquiries.inquirer_email,
      status: portfolioInquiries.status,
    },
    hit: (row) => ({
      id: Number(row.id),
      title: text(row.title),
      detail: joined(row.name, row.email, row.status),
      reference: referenceNumber("portfolio", Number(row.id)),
      href: `/panel/portfolio-inquiries/${row.id}`,
    }),
  },
  quotes: {
    action: "manage:quotes",
    table: quotes,
    columns: [
      quotes.buyer_name,
      quotes.business_name,
      quotes.buyer_email,
      quotes.buyer_phone,
      quotes.delivery_city,
      quotes.gstin,
      quotes.po_number,
      quotes.message,
    ],
    // The quotation's number and its order's, typed with dashes or slashes.
    also: (pattern) =>
      or(
        numberMatch(quotes.quote_number)(pattern),
        sql`exists (select 1 from ${orders} where ${orders.quote_id} = ${quotes.id} and ${numberMatch(orders.order_number)(pattern)})`,
      )!,
    prefix: "QR",
    newest: quotes.created_at,
    fields: {
      id: quotes.id,
      name: quotes.buyer_name,
      business: quotes.business_name,
      email: quotes.buyer_email,
      status: quotes.status,
      number: quotes.quote_number,
      order: sql<string | null>`(select ${orders.order_number} from ${orders} where ${orders.quote_id} = ${quotes.id})`,
    },
    hit: (row) => ({
      id: Number(row.id),
      title: joined(row.name, row.business),
      detail: joined(row.email, row.status, row.order),
      reference: text(row.number) || quoteRequestReference(Number(row.id)),
      href: `/panel/quotes/${row.id}`,
    }),
  },
  users: {
    action: "manage:users",
    table: users,
    columns: [users.user_name, users.business_name, users.user_email, users.city, users.contact_number],
    newest: users.created_datetime,
    fields: { id: users.id, name: users.user_name, business: users.business_name, email: users.user_email, status: users.account_status },
    hit: (row) => ({
      id: Number(row.id),
      title: joined(row.name, row.business),
      detail: joined(row.email, row.status),
      reference: null,
      href: `/panel/users/${row.id}/edit`,
    }),
  },
};

/** The kinds a role may search (a role without a section never sees its kind). */
export function panelSearchKindsFor(viewer: Pick<User, "user_type"> & { account_status?: string }): PanelSearchKind[] {
  return PANEL_SEARCH_KINDS.filter((kind) => can(viewer, KINDS[kind].action));
}

function searchKind(kind: PanelSearchKind, q: string, limit: number): PanelSearchGroup {
  const definition = KINDS[kind];
  const words = textSearch(q, definition.columns, definition.also);
  const id = definition.prefix ? referencedId(q, definition.prefix) : null;
  const where = id === null ? words : or(eq(definition.table.id, id), words);
  const total = db().select({ value: count() }).from(definition.table).where(where).get()?.value ?? 0;
  if (total === 0) return { kind, hits: [], count: 0 };
  const rows = db()
    .select(definition.fields)
    .from(definition.table)
    .where(where)
    // The referenced record first, then the newest.
    .orderBy(...(id === null ? [] : [desc(sql`${definition.table.id} = ${id}`)]), desc(definition.newest), desc(definition.table.id))
    .limit(limit)
    .all() as Record<string, unknown>[];
  return { kind, hits: rows.map(definition.hit), count: total };
}

/** Search every kind the viewer may see; groups with no hit are left out. An empty query searches nothing. */
export function searchPanel(viewer: Pick<User, "user_type"> & { account_status?: string }, raw: unknown, perGroup = PANEL_SEARCH_PER_GROUP): PanelSearchResult {
  const { q, cut } = panelSearchQuery(raw);
  if (!q) return { q, groups: [], cut };
  const limit = Math.min(Math.max(Math.trunc(perGroup), 1), 50);
  const groups = panelSearchKindsFor(viewer)
    .map((kind) => searchKind(kind, q, limit))
    .filter((group) => group.count > 0);
  return { q, groups, cut };
}
