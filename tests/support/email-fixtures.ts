/**
 * Rows the email tests need: the site settings, accounts, a product and a portfolio project.
 * Written straight to the test's SQLite file (no demo images: fast).
 */
import { eq } from "drizzle-orm";
import { db, schema } from "~/.server/db";
import type { User } from "~/.server/accounts/users";

export const WORKSHOP = {
  site_name: "Surat Sadeli Art Studio",
  support_email: "workshop@sadeli.test",
  contact_email: "hello@sadeli.test",
  contact_phone: "+91 261 242 1234",
  address: "Gopipura, Surat, Gujarat",
};

export function setSiteSettings(values: Partial<typeof schema.siteSettings.$inferInsert> = {}) {
  const existing = db().select().from(schema.siteSettings).where(eq(schema.siteSettings.id, 1)).get();
  if (existing) {
    db().update(schema.siteSettings).set(values).where(eq(schema.siteSettings.id, 1)).run();
  } else {
    db().insert(schema.siteSettings).values({ id: 1, ...WORKSHOP, ...values }).run();
  }
}

let sequence = 0;
export const unique = (prefix: string) => `${prefix}${++sequence}.${process.pid}`;

export function createUser(values: Partial<typeof schema.users.$inferInsert> = {}): User {
  return db()
    .insert(schema.users)
    .values({
      user_name: "Ravi Mistry",
      business_name: "Mistry Handicrafts",
      user_email: `${unique("buyer")}@mistry.example`,
      contact_number: "+91 98765 43210",
      address: "12 Ring Road, Udhna",
      city: "Surat",
      password_hash: "not-a-real-hash",
      user_type: 2,
      account_status: "approved",
      ...values,
    })
    .returning()
    .get();
}

export function createAdmin(): User {
  return createUser({ user_name: "Workshop Admin", user_type: 1, user_email: `${unique("admin")}@sadeli.test` });
}

export function createProduct(values: Partial<typeof schema.products.$inferInsert> = {}) {
  const category = db().insert(schema.productCategories).values({ name: unique("Jewellery Boxes ") }).returning().get();
  return db()
    .insert(schema.products)
    .values({ title: "Sadeli Jewellery Box", description: "Rosewood box with sadeli inlay.", category: category.id, price: 12500, ...values })
    .returning()
    .get();
}

export function createPortfolioItem(values: Partial<typeof schema.portfolioItems.$inferInsert> = {}) {
  const category = db().insert(schema.portfolioCategories).values({ name: unique("Interiors ") }).returning().get();
  return db()
    .insert(schema.portfolioItems)
    .values({ title: "Temple Door Panels", description: "Carved and inlaid door panels.", category: category.id, ...values })
    .returning()
    .get();
}

export function outboxRows() {
  return db().select().from(schema.emailOutbox).all();
}
