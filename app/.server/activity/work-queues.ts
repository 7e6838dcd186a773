/**
 * Issue 32, work queues: what waits for the team. Sign-ups awaiting approval, new (unread)
 * contact messages, open product and portfolio inquiries and quote requests waiting to be
 * priced, each counted only for a role that may open its screen (app/lib/permissions.ts). The
 * panel's menu shows the counts as badges and the dashboard's "Waiting for you" lists the items,
 * oldest first, each with the address of its screen (docs/decisions/049).
 *
 * One query for the counts and one for the list, each built from the queues the role may see.
 */
import type { User } from "~/.server/accounts/users";
import { db } from "~/.server/db";
import { referenceNumber } from "~/.server/email/templates";
import { quoteRequestReference } from "~/.server/quotes/requests";
import { type Action, can } from "~/lib/permissions";

export const WORK_QUEUES = ["signups", "messages", "productInquiries", "portfolioInquiries", "quotes"] as const;
export type WorkQueue = (typeof WORK_QUEUES)[number];

type QueueDefinition = {
  action: Action;
  /** The panel screen (a menu section) whose badge carries the count. */
  section: string;
  /** The rows that wait: `kind`, `id`, `title`, `detail`, `at` (ISO UTC text, sorts in time). */
  select: string;
  /** The count of those rows. */
  count: string;
  href: (id: number) => string;
  reference: (id: number) => string | null;
};

const QUEUES: Record<WorkQueue, QueueDefinition> = {
  signups: {
    action: "manage:users",
    section: "/panel/users",
    select: `select 'signups' as kind, id, user_name as title, trim(business_name || ' · ' || user_email, ' ·') as detail, created_datetime as at
             from users where account_status = 'pending'`,
    count: `(select count(*) from users where account_status = 'pending')`,
    // The approval queue on the users screen, at this registration's card.
    href: (id) => `/panel/users#registration-${id}`,
    reference: () => null,
  },
  messages: {
    action: "manage:messages",
    section: "/panel/notifications",
    select: `select 'messages' as kind, id, subject as title, name || ' · ' || email as detail, created_at as at
             from contact_messages where status = 'new'`,
    count: `(select count(*) from contact_messages where status = 'new')`,
    href: (id) => `/panel/notifications/${id}`,
    reference: (id) => referenceNumber("contact", id),
  },
  productInquiries: {
    action: "manage:product-inquiries",
    section: "/panel/product-inquiries",
    select: `select 'productInquiries' as kind, id, product_title as title, inquirer_name || ' · ' || inquirer_email as detail, created_at as at
             from product_inquiries where status = 'pending'`,
    count: `(select count(*) from product_inquiries where status = 'pending')`,
    href: (id) => `/panel/product-inquiries/${id}`,
    reference: (id) => referenceNumber("product", id),
  },
  portfolioInquiries: {
    action: "manage:portfolio-inquiries",
    section: "/panel/portfolio-inquiries",
    select: `select 'portfolioInquiries' as kind, id, portfolio_title as title, inquirer_name || ' · ' || inquirer_email as detail, created_at as at
             from portfolio_inquiries where status = 'pending'`,
    count: `(select count(*) from portfolio_inquiries where status = 'pending')`,
    href: (id) => `/panel/portfolio-inquiries/${id}`,
    reference: (id) => referenceNumber("portfolio", id),
  },
  quotes: {
    action: "manage:quotes",
    section: "/panel/quotes",
    // The same rule as quoteCounts().requested: a request not yet priced.
    select: `select 'quotes' as kind, id, case when business_name = '' then buyer_name else buyer_name || ' · ' || business_name end as title,
               buyer_email || ' · ' || delivery_city as detail, created_at as at
             from quotes where status = 'requested'`,
    count: `(select count(*) from quotes where status = 'requested')`,
    href: (id) => `/panel/quotes/${id}`,
    reference: (id) => quoteRequestReference(id),
  },
};

type Viewer = Pick<User, "user_type"> & { account_status?: string };

/** The queues a role may see, in the menu's order of concern. */
export function queuesFor(viewer: Viewer): WorkQueue[] {
  return WORK_QUEUES.filter((queue) => can(viewer, QUEUES[queue].action));
}

/** The menu section each queue's count belongs to. */
export const queueSection = (queue: WorkQueue): string => QUEUES[queue].section;

/** How many items wait in each queue the role may see (the others are absent). One query. */
export function workQueueCounts(viewer: Viewer): Partial<Record<WorkQueue, number>> {
  const queues = queuesFor(viewer);
  if (queues.length === 0) return {};
  const row = db()
    .$client.prepare(`select ${queues.map((queue) => `${QUEUES[queue].count} as ${queue}`).join(", ")}`)
    .get() as Record<WorkQueue, number>;
  return Object.fromEntries(queues.map((queue) => [queue, Number(row[queue] ?? 0)]));
}

/** The count of each menu section's badge (sections without a queue are absent). */
export function menuBadges(viewer: Viewer): Record<string, { queue: WorkQueue; count: number }> {
  const counts = workQueueCounts(viewer);
  return Object.fromEntries((Object.entries(counts) as [WorkQueue, number][]).map(([queue, count]) => [QUEUES[queue].section, { queue, count }]));
}

export type WaitingItem = {
  queue: WorkQueue;
  id: number;
  title: string;
  detail: string;
  reference: string | null;
  at: string;
  href: string;
};

export const WAITING_LIMIT = 20;

/**
 * "Waiting for you": the waiting items of every queue the role may see, oldest first (first come,
 * first served), at most `limit`; `total` counts them all.
 */
export function listWaitingItems(viewer: Viewer, limit = WAITING_LIMIT): { results: WaitingItem[]; total: number } {
  const queues = queuesFor(viewer);
  if (queues.length === 0) return { results: [], total: 0 };
  const rows = db()
    .$client.prepare(
      `select kind, id, title, detail, at from (${queues.map((queue) => QUEUES[queue].select).join(" union all ")})
       order by at, kind, id limit ?`,
    )
    .all(Math.min(Math.max(Math.trunc(limit), 1), 100)) as { kind: WorkQueue; id: number; title: string; detail: string; at: string }[];
  const counts = workQueueCounts(viewer);
  const total = Object.values(counts).reduce((sum, value) => sum + (value ?? 0), 0);
  return {
    total,
    results: rows.map((row) => ({
      queue: row.kind,
      id: row.id,
      title: row.title,
      detail: row.detail,
      reference: QUEUES[row.kind].reference(row.id),
      at: row.at,
      href: QUEUES[row.kind].href(row.id),
    })),
  };
}
