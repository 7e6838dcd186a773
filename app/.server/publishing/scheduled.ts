/**
 * Scheduled publishing (issue 32, docs/decisions/046): a draft post with `publish_at` becomes
 * published, and a product not available with `available_at` becomes available, when that time
 * comes. The server's worker (startScheduledPublishing, from lifecycle.ts) runs publishDue at start
 * (what fell due while the server was down) and then at the earliest planned time, waking at least
 * every minute so a changed plan or a clock jump is caught.
 *
 * Every page memo and read memo is dropped by the commit itself (PRAGMA data_version: read-memo.ts,
 * server/response-cache.ts), as for a save in the panel; the sitemap, the feeds and the lists read
 * the published posts, so they show it at their next read. Each update is conditional (still a
 * draft, still due), so two server processes running the worker publish a record once.
 */
import { and, asc, eq, isNotNull, lte } from "drizzle-orm";

import { db, schema, writeTransaction } from "~/.server/db";
import { notifyBuyersOfReturn } from "~/.server/inquiries/inquiries";
import { announceProductChange } from "~/.server/webhooks/events";

const { blogPosts, products, auditLog } = schema;

/** The longest the worker sleeps: a plan saved meanwhile is published at most this late. */
export const SCHEDULE_CHECK_MS = 60_000;

export type Published = { posts: number[]; products: number[] };

/** Publishes every post and product whose planned time is `now` or earlier; answers their ids. */
export function publishDue(now: Date = new Date()): Published {
  const at = now.toISOString();
  return writeTransaction((tx) => {
    const posts = tx
      .select({ id: blogPosts.id, title: blogPosts.title, publish_at: blogPosts.publish_at })
      .from(blogPosts)
      .where(and(isNotNull(blogPosts.publish_at), lte(blogPosts.publish_at, at), eq(blogPosts.status, "draft")))
      .all();
    for (const post of posts) {
      // The planned time is the post's date: a restart an hour late does not make it newer than posts written since.
      tx.update(blogPosts)
        .set({ status: "published", published_at: post.publish_at, publish_at: null, updated_at: at })
        .where(and(eq(blogPosts.id, post.id), eq(blogPosts.status, "draft")))
        .run();
      tx.insert(auditLog)
        .values({
          actor_id: null,
          actor_email: "",
          action: "status_change",
          entity: "BlogPost",
          entity_id: String(post.id),
          summary: `${post.title}: draft -> published (scheduled)`.slice(0, 500),
        })
        .run();
    }
    // A plan left on a post that is no longer a draft (published by hand meanwhile) is void.
    tx.update(blogPosts)
      .set({ publish_at: null })
      .where(and(isNotNull(blogPosts.publish_at), lte(blogPosts.publish_at, at)))
      .run();
    const due = tx
      .select({ id: products.id, title: products.title, is_available: products.is_available })
      .from(products)
      .where(and(isNotNull(products.available_at), lte(products.available_at, at)))
      .all();
    const shown: number[] = [];
    for (const product of due) {
      tx.update(products).set({ is_available: true, available_at: null, updated_at: at }).where(eq(products.id, product.id)).run();
      if (product.is_available) continue;
      shown.push(product.id);
      // Available now: the buyers who asked to hear so are emailed, once (issue 29), as for a save.
      notifyBuyersOfReturn(tx, product.id);
      announceProductChange(tx, product.id, "updated");
      tx.insert(auditLog)
        .values({
          actor_id: null,
          actor_email: "",
          action: "update",
          entity: "Product",
          entity_id: String(product.id),
          summary: `${product.title}: is_available=true (scheduled)`.slice(0, 500),
        })
        .run();
    }
    return { posts: posts.map((post) => post.id), products: shown };
  });
}

/** The earliest planned time still waiting, or null. */
export function nextDueAt(): Date | null {
  const post = db()
    .select({ at: blogPosts.publish_at })
    .from(blogPosts)
    .where(isNotNull(blogPosts.publish_at))
    .orderBy(asc(blogPosts.publish_at))
    .limit(1)
    .get();
  const product = db()
    .select({ at: products.available_at })
    .from(products)
    .where(isNotNull(products.available_at))
    .orderBy(asc(products.available_at))
    .limit(1)
    .get();
  const times = [post?.at, product?.at].filter((at): at is string => Boolean(at)).map((at) => new Date(at).getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}

/** How long the worker sleeps after a run at `now`: until the next planned time, at most SCHEDULE_CHECK_MS. */
export function sleepAfter(now: Date, next: Date | null, cap = SCHEDULE_CHECK_MS): number {
  if (!next) return cap;
  return Math.min(cap, Math.max(0, next.getTime() - now.getTime()));
}

let worker: { timer: NodeJS.Timeout | null; stopped: boolean } | null = null;

/** In the server: publishes what is due now, then at each next planned time (at least every minute). */
export function startScheduledPublishing(cap = SCHEDULE_CHECK_MS) {
  if (worker) return;
  const state: { timer: NodeJS.Timeout | null; stopped: boolean } = { timer: null, stopped: false };
  worker = state;
  const run = () => {
    state.timer = null;
    if (state.stopped) return;
    let delay = cap;
    try {
      const done = publishDue();
      if (done.posts.length || done.products.length) {
        console.log(`Scheduled publishing: ${done.posts.length} post(s), ${done.products.length} product(s) published.`);
      }
      delay = sleepAfter(new Date(), nextDueAt(), cap);
    } catch (error) {
      console.error(`Scheduled publishing failed: ${error instanceof Error ? error.message : error}`);
    }
    state.timer = setTimeout(run, delay);
    state.timer.unref();
  };
  run();
}

export function stopScheduledPublishing() {
  if (!worker) return;
  worker.stopped = true;
  if (worker.timer) clearTimeout(worker.timer);
  worker = null;
}
