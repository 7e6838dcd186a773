/**
 * The dashboard's numbers (spec section 2): the four counts, the first result of each list for
 * Recent Activity, and the number of contact messages. A store manager gets only the shop's part.
 * Any failure gives zeros and an empty list (the spec: "a failed load shows zeros").
 */
import { count, desc, eq, gte, sql } from "drizzle-orm";

import type { User } from "~/.server/accounts/users";
import { db, schema } from "~/.server/db";
import { USER_TYPE } from "~/lib/constants";

/** The four counts of the dashboard. */
function contentCounts() {
  const countOf = (table: typeof schema.products | typeof schema.galleryItems | typeof schema.portfolioItems | typeof schema.blogPosts) =>
    db().select({ value: count() }).from(table).get()?.value ?? 0;
  return {
    products: countOf(schema.products),
    galleryItems: countOf(schema.galleryItems),
    portfolioItems: countOf(schema.portfolioItems),
    blogPosts: countOf(schema.blogPosts),
  };
}

/** Section 9: the recent users window. */
export const RECENT_USERS_DAYS = 7;

export type ActivityKind = "product" | "galleryItem" | "blogPost" | "portfolioItem" | "user";
export type RecentItem = { kind: ActivityKind; title: string; at: string | null; href: string };

export type DashboardData = {
  counts: { products: number; galleryItems: number; portfolioItems: number; blogPosts: number };
  recent: RecentItem[];
  contactMessages: number | null;
  failed: boolean;
};

const ZERO_COUNTS = { products: 0, galleryItems: 0, portfolioItems: 0, blogPosts: 0 };

/** The newest item of a table: its title and when it was added. */
function newest(table: typeof schema.products | typeof schema.galleryItems | typeof schema.portfolioItems) {
  return db().select({ title: table.title, at: table.created_at }).from(table).orderBy(desc(table.created_at), desc(table.id)).limit(1).get();
}

function recentActivity(isAdmin: boolean): RecentItem[] {
  const items: RecentItem[] = [];
  const product = newest(schema.products);
  if (product) items.push({ kind: "product", title: product.title, at: product.at, href: "/panel/products" });
  if (!isAdmin) return items;

  const gallery = newest(schema.galleryItems);
  if (gallery) items.push({ kind: "galleryItem", title: gallery.title, at: gallery.at, href: "/panel/gallery" });

  // 'Blog post published': the latest published post, timed by published_at, else created_at.
  const post = db()
    .select({ title: schema.blogPosts.title, at: sql<string>`coalesce(${schema.blogPosts.published_at}, ${schema.blogPosts.created_at})` })
    .from(schema.blogPosts)
    .where(eq(schema.blogPosts.status, "published"))
    .orderBy(desc(sql`coalesce(${schema.blogPosts.published_at}, ${schema.blogPosts.created_at})`), desc(schema.blogPosts.id))
    .limit(1)
    .get();
  if (post) items.push({ kind: "blogPost", title: post.title, at: post.at, href: "/panel/blog" });

  const project = newest(schema.portfolioItems);
  if (project) items.push({ kind: "portfolioItem", title: project.title, at: project.at, href: "/panel/portfolio" });

  const since = new Date(Date.now() - RECENT_USERS_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const user = db()
    .select({ email: schema.users.user_email, at: schema.users.created_datetime })
    .from(schema.users)
    .where(gte(schema.users.created_datetime, since))
    .orderBy(desc(schema.users.created_datetime), desc(schema.users.id))
    .limit(1)
    .get();
  if (user) items.push({ kind: "user", title: user.email, at: user.at, href: "/panel/users" });
  return items;
}

export function getDashboard(viewer: Pick<User, "user_type">): DashboardData {
  const isAdmin = viewer.user_type === USER_TYPE.admin;
  try {
    const all = contentCounts();
    const counts = isAdmin ? all : { ...ZERO_COUNTS, products: all.products };
    const contactMessages = isAdmin ? (db().select({ value: count() }).from(schema.contactMessages).get()?.value ?? 0) : null;
    return { counts, recent: recentActivity(isAdmin), contactMessages, failed: false };
  } catch (error) {
    console.error("Dashboard data failed to load", error);
    return { counts: ZERO_COUNTS, recent: [], contactMessages: isAdmin ? 0 : null, failed: true };
  }
}
