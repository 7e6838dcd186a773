/** The labels of a product's facts on its card and its page (a module of its own: the cards are on the home page too). */
export const productFacts = {
  category: "Category",
  material: "Material",
  dimensions: "Dimensions",
  weight: "Weight",
  craftingTime: "Crafting time",
  sku: "SKU",
  inStock: "In stock",
  added: "Added",
  was: "Was",
} as const;
