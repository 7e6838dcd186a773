/**
 * What the email tests need besides the factories' rows (tests/support/factories.ts): the site
 * settings with the workshop's addresses, and the outbox.
 */
import { eq } from "drizzle-orm";

import { db, schema } from "~/.server/db";

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
    db()
      .insert(schema.siteSettings)
      .values({ id: 1, ...WORKSHOP, ...values })
      .run();
  }
}

// The rows themselves come from the factories; re-exported for the email tests that import them from here.
export { createAdmin, createPortfolioItem, createProduct, createUser, unique } from "./factories";

export function outboxRows() {
  return db().select().from(schema.emailOutbox).all();
}
