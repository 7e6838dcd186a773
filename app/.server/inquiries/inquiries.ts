/**
 * Inquiries from signed-in accounts about a product or a portfolio project. The record keeps a
 * copy of what was asked about and by whom, so it stays readable if the item or account goes.
 */
import { and, eq } from "drizzle-orm";

import type { User } from "~/.server/accounts/users";
import { schema, writeTransaction } from "~/.server/db";
import { notifyPortfolioInquiry, notifyProductInquiry } from "~/.server/email/notifications";
import { type Done, type Refused, refused } from "~/.server/result";
import { inquiryCopy } from "~/lib/copy/inquiries";
import type { PortfolioInquiryInput, ProductInquiryInput } from "~/lib/schemas/inquiries";

export type InquiryResult<T> = Done<T> | Refused<"not_found" | "unavailable">;

/** The item is gone, hidden or out of stock: the same words for each (spec section 8). */
const unavailable = (reason: "not_found" | "unavailable") => refused(reason, inquiryCopy.itemUnavailable);

/**
 * The inquiry, the workshop's notification and the person's acknowledgement are written in one
 * transaction: all three or none.
 */
export function createProductInquiry(user: User, input: ProductInquiryInput): InquiryResult<typeof schema.productInquiries.$inferSelect> {
  return writeTransaction((tx): InquiryResult<typeof schema.productInquiries.$inferSelect> => {
    const product = tx
      .select({
        id: schema.products.id,
        title: schema.products.title,
        price: schema.products.price,
        is_available: schema.products.is_available,
        category_name: schema.productCategories.name,
      })
      .from(schema.products)
      .innerJoin(schema.productCategories, eq(schema.products.category, schema.productCategories.id))
      .where(eq(schema.products.id, input.product_item))
      .get();
    if (!product) return unavailable("not_found");
    if (!product.is_available) return unavailable("unavailable");
    const inquiry = tx
      .insert(schema.productInquiries)
      .values({
        product_item: product.id,
        user_id: user.id,
        product_title: product.title,
        product_category: product.category_name,
        product_price: product.price,
        inquirer_name: user.user_name,
        inquirer_email: user.user_email,
        message: input.message,
        quantity: input.quantity ?? null,
        budget: input.budget ?? null,
        delivery_timeline: input.delivery_timeline ?? null,
      })
      .returning()
      .get();
    notifyProductInquiry(tx, inquiry);
    return { ok: true, record: inquiry };
  });
}

export function createPortfolioInquiry(user: User, input: PortfolioInquiryInput): InquiryResult<typeof schema.portfolioInquiries.$inferSelect> {
  return writeTransaction((tx): InquiryResult<typeof schema.portfolioInquiries.$inferSelect> => {
    const project = tx
      .select({ id: schema.portfolioItems.id, title: schema.portfolioItems.title })
      .from(schema.portfolioItems)
      .where(and(eq(schema.portfolioItems.id, input.portfolio_item), eq(schema.portfolioItems.is_public, true)))
      .get();
    if (!project) return unavailable("not_found");
    const inquiry = tx
      .insert(schema.portfolioInquiries)
      .values({
        portfolio_item: project.id,
        user_id: user.id,
        portfolio_title: project.title,
        inquirer_name: user.user_name,
        inquirer_email: user.user_email,
        message: input.message,
        budget: input.budget ?? null,
        timeline: input.timeline ?? null,
      })
      .returning()
      .get();
    notifyPortfolioInquiry(tx, inquiry);
    return { ok: true, record: inquiry };
  });
}
