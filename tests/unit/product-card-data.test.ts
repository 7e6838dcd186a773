/** A product list's loader sends what the card shows, not the whole record (issue 30: the hydration data's size). */
import { describe, expect, it } from "vitest";

import { type ProductCardData, productCardData } from "~/components/cards/product-card";

describe("productCardData", () => {
  it("keeps the card's fields and drops the description, SKU and the other page-only fields", () => {
    const record = {
      id: 7,
      title: "Coaster set",
      short_description: "Six coasters.",
      description: "A long description that only the product's page shows.",
      image_url: "/uploads/products/a-1200w.webp",
      category: 4,
      category_name: "Trays & Coasters",
      price: 1650,
      original_price: 1950,
      is_featured: false,
      is_available: true,
      stock_quantity: 22,
      sku: "SDL-TC-002",
      tags: "coasters, tableware",
      tags_list: ["coasters", "tableware"],
      dimensions: "10 cm",
      weight: 0.7,
      material: "Sheesham",
      crafting_time: "10 days",
      created_at: "2026-09-14T10:24:00.000Z",
      untranslated: ["tags"],
    };
    const card = productCardData(record as unknown as ProductCardData);
    expect(Object.keys(card).sort()).toEqual(
      [
        "category_name",
        "created_at",
        "id",
        "image_url",
        "is_available",
        "is_featured",
        "material",
        "original_price",
        "price",
        "short_description",
        "stock_quantity",
        "tags_list",
        "title",
        "untranslated",
      ].sort(),
    );
    expect(card).toMatchObject({ id: 7, price: 1650, material: "Sheesham", untranslated: ["tags"] });
  });
});
