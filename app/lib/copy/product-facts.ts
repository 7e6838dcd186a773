/**
 * The labels of a product's facts on its card and its page (a module of its own: the cards are on
 * the home page too). A field's label is the one of the product's registry (./fields/product.ts),
 * the same the panel's form shows; the rest are the facts that are not fields.
 */
import { productLabelsEn } from "./fields/product";

export const productFacts = {
  ...productLabelsEn,
  inStock: "In stock",
  added: "Added",
  was: "Was",
} as const;
