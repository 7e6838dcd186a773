/**
 * Rows for tests, with sensible defaults: each factory takes the columns a test cares about,
 * fills in the rest, and returns the stored row, typed from the Drizzle schema (no hand-typed
 * row types). They write straight to the test's SQLite file through Drizzle: no demo images, no
 * audit rows, no HTTP. What a test checks about the domain goes through the domain's functions;
 * these only set the scene.
 *
 * In Vitest the file is the test file's own (tests/setup/temporary-database.ts); the browser and
 * API tests point them at the test server's file (tests/e2e/support/factories.ts, factoriesWriteTo).
 */
import { randomBytes, scryptSync } from "node:crypto";

import { eq } from "drizzle-orm";

import { createSession as createAppSession, type SessionKind } from "~/.server/accounts/sessions";
import { type AppDatabase, db as appDatabase, schema } from "~/.server/db";

let target: () => AppDatabase = appDatabase;

/** Where the factories write from now on (the e2e server's database); the process's own database by default. */
export function factoriesWriteTo(database: () => AppDatabase) {
  target = database;
}

/** The database the factories write to. */
export const db = (): AppDatabase => target();

type Values<Table extends { $inferInsert: object }> = Partial<Table["$inferInsert"]>;

let sequence = 0;
/** A value no other row of this run has: the prefix and a counter (and the process, for files run side by side). */
export const unique = (prefix: string) => `${prefix}${++sequence}.${process.pid}`;

/** ISO time `minutes` before now: how the schema writes its dates, for rows that need an order. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/**
 * A real scrypt hash of `password` in the stored form app/.server/accounts/password.ts reads
 * ("scrypt$N$r$p$salt$key"), at a cost a test can afford. The stored form names its parameters,
 * so verifyPassword checks it the same way, in about a millisecond instead of about a hundred:
 * a test that checks passwords takes as long on a busy machine as on a quiet one.
 */
export function cheapPasswordHash(password: string): string {
  const parameters = { N: 2 ** 10, r: 8, p: 1 };
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 64, parameters);
  return `scrypt$${parameters.N}$${parameters.r}$${parameters.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

type UserValues = Values<typeof schema.users> & {
  /** Stored as a hash that verifies (cheapPasswordHash); without it the account cannot log in. */
  password?: string;
};

/** An approved business account (user_type 2) with a confirmed address unless the values say otherwise. */
export function createUser({ password, ...values }: UserValues = {}) {
  return db()
    .insert(schema.users)
    .values({
      user_name: "Ravi Mistry",
      business_name: "Mistry Handicrafts",
      user_email: `${unique("buyer")}@mistry.example`,
      contact_number: "+91 98765 43210",
      address: "12 Ring Road, Udhna",
      city: "Surat",
      password_hash: password === undefined ? "not-a-real-hash" : cheapPasswordHash(password),
      user_type: 2,
      account_status: "approved",
      // Approved accounts have proven their address (docs/decisions/021); pass null for one that has not.
      email_confirmed_at: (values.account_status ?? "approved") === "approved" ? new Date().toISOString() : null,
      ...values,
    })
    .returning()
    .get();
}

/** An approved administrator (user_type 1). */
export function createAdmin(values: UserValues = {}) {
  return createUser({ user_name: "Workshop Admin", user_type: 1, user_email: `${unique("admin")}@sadeli.test`, ...values });
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * An active category of each kind, with a name of its own unless given (and, for the blog, a
 * slug made from the name): `createCategory.product({ name: "Jewellery Boxes" })`.
 */
export const createCategory = {
  product: (values: Values<typeof schema.productCategories> = {}) =>
    db()
      .insert(schema.productCategories)
      .values({ name: unique("Jewellery Boxes "), ...values })
      .returning()
      .get(),
  gallery: (values: Values<typeof schema.galleryCategories> = {}) =>
    db()
      .insert(schema.galleryCategories)
      .values({ name: unique("Panels "), ...values })
      .returning()
      .get(),
  portfolio: (values: Values<typeof schema.portfolioCategories> = {}) =>
    db()
      .insert(schema.portfolioCategories)
      .values({ name: unique("Interiors "), ...values })
      .returning()
      .get(),
  blog: (values: Values<typeof schema.blogCategories> = {}) => {
    const name = values.name ?? unique("Craft Notes ");
    return db()
      .insert(schema.blogCategories)
      .values({ name, slug: slugOf(name), ...values })
      .returning()
      .get();
  },
};

/** An available product in a category of its own unless one is given. */
export function createProduct(values: Values<typeof schema.products> = {}) {
  return db()
    .insert(schema.products)
    .values({
      title: "Sadeli Jewellery Box",
      description: "Rosewood box with sadeli inlay.",
      price: 12500,
      ...values,
      category: values.category ?? createCategory.product().id,
    })
    .returning()
    .get();
}

/** An available gallery item (no image unless given) in a category of its own unless one is given. */
export function createGalleryItem(values: Values<typeof schema.galleryItems> = {}) {
  return db()
    .insert(schema.galleryItems)
    .values({ title: "Peacock Panel", image_url: "", ...values, category: values.category ?? createCategory.gallery().id })
    .returning()
    .get();
}

/** A public portfolio project in a category of its own unless one is given. */
export function createPortfolioItem(values: Values<typeof schema.portfolioItems> = {}) {
  return db()
    .insert(schema.portfolioItems)
    .values({
      title: "Temple Door Panels",
      description: "Carved and inlaid door panels.",
      ...values,
      category: values.category ?? createCategory.portfolio().id,
    })
    .returning()
    .get();
}

/**
 * A published post (published now, unless the values give another status or date) with a slug
 * of its own, in a category of its own unless one is given.
 */
export function createBlogPost(values: Values<typeof schema.blogPosts> = {}) {
  const status = values.status ?? "published";
  return db()
    .insert(schema.blogPosts)
    .values({
      title: "Caring for Sadeli",
      slug: slugOf(unique("caring-for-sadeli-")),
      content: "Dust with a dry soft cloth.",
      status,
      published_at: status === "published" ? new Date().toISOString() : null,
      ...values,
      category: values.category ?? createCategory.blog().id,
    })
    .returning()
    .get();
}

/**
 * A buyer's quote request as sendQuoteRequest stores it (issue 31): the buyer's details copied,
 * the delivery city and state, and one requested line per product (its title copied). The buyer
 * is a new approved business account unless `user_id` is given; the products, a new one unless
 * `lines` name them.
 */
export function createQuoteRequest({
  lines,
  ...values
}: Values<typeof schema.quotes> & { lines?: { product_id: number; quantity: number; note?: string }[] } = {}) {
  const buyer = values.user_id ? db().select().from(schema.users).where(eq(schema.users.id, values.user_id)).get()! : createUser();
  const requested = lines ?? [{ product_id: createProduct().id, quantity: 12 }];
  return db().transaction((tx) => {
    const quote = tx
      .insert(schema.quotes)
      .values({
        user_id: buyer.id,
        buyer_name: buyer.user_name,
        business_name: buyer.business_name ?? "",
        buyer_email: buyer.user_email,
        buyer_phone: buyer.contact_number ?? "",
        delivery_city: "Mumbai",
        delivery_state: "27",
        message: "For our hotel's lobby shop.",
        ...values,
      })
      .returning()
      .get();
    requested.forEach((line, index) => {
      const product = tx.select().from(schema.products).where(eq(schema.products.id, line.product_id)).get();
      tx.insert(schema.quoteRequestLines)
        .values({
          quote_id: quote.id,
          position: index + 1,
          product_id: line.product_id,
          product_title: product?.title ?? "",
          quantity: line.quantity,
          note: line.note ?? "",
        })
        .run();
    });
    return quote;
  });
}

/** A pending inquiry about a product (a copy of what was asked about, as the site stores it). */
export function createProductInquiry(values: Values<typeof schema.productInquiries> = {}) {
  return db()
    .insert(schema.productInquiries)
    .values({
      product_title: "Sadeli Jewellery Box",
      inquirer_name: "Ravi Mistry",
      inquirer_email: `${unique("ravi")}@example.in`,
      message: "Ten pieces please.",
      ...values,
    })
    .returning()
    .get();
}

/** A pending inquiry about a portfolio project (a copy of its title, as the site stores it). */
export function createPortfolioInquiry(values: Values<typeof schema.portfolioInquiries> = {}) {
  return db()
    .insert(schema.portfolioInquiries)
    .values({
      portfolio_title: "Temple Door Panels",
      inquirer_name: "Ravi Mistry",
      inquirer_email: `${unique("ravi")}@example.in`,
      message: "Could you make something like this for our lobby?",
      ...values,
    })
    .returning()
    .get();
}

/** An unread message sent through the contact form. */
export function createContactMessage(values: Values<typeof schema.contactMessages> = {}) {
  return db()
    .insert(schema.contactMessages)
    .values({
      name: "Anjali Shah",
      email: `${unique("anjali")}@example.in`,
      subject: "Showroom visit",
      message: "May we visit the workshop on Saturday?",
      ...values,
    })
    .returning()
    .get();
}

/** A subscribed (confirmed) newsletter address with an unsubscribe token of its own. */
export function createSubscriber(values: Values<typeof schema.newsletterSubscribers> = {}) {
  return db()
    .insert(schema.newsletterSubscribers)
    .values({ email: `${unique("reader")}@example.in`, unsubscribe_token: randomBytes(32).toString("base64url"), ...values })
    .returning()
    .get();
}

/** One translated field of a record: `createTranslation({ kind: "product", item_id, lang: "gu", field: "title", value })`. */
export function createTranslation(values: typeof schema.contentTranslations.$inferInsert) {
  return db().insert(schema.contentTranslations).values(values).returning().get();
}

/**
 * A live session of the account, made as a login makes it (the app's own createSession: only
 * the token's SHA-256 is stored): answers the token, for a cookie (tests/e2e/support/sessions.ts
 * signs it) or a bearer header.
 */
export const createSession = (userId: number, kind: SessionKind = "browser"): string => createAppSession(userId, kind, db());
