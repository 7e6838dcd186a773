/**
 * Texts of the gallery, portfolio and content-category screens of the panel. The spec quotes the
 * confirmations, category messages and toasts (sections 5 and 8, in `panelCopy`); the field
 * messages and item toasts below are ours, since the spec lets those failures pass silently.
 */
import { panelCopy } from "./panel";

export const contentAdminCopy = {
  titleRequired: "Title is required",
  categoryRequired: "Category is required",
  categoryMissing: "Selected category does not exist. Please choose a valid category.",
  descriptionRequired: "Description is required",
  imageRequired: "Image is required: upload a picture or enter its URL",
  urlInvalid: "Please enter a valid URL (starting with http:// or https://)",
  imageUrlInvalid: "Please enter a valid image URL (starting with http://, https:// or /)",
  dateInvalid: "Please enter a valid date",
  priceInvalid: "Price must be a number",
  priceNegative: "Price must be 0 or more",
  priceTooLarge: "Price is too large",

  galleryItemCreated: "Gallery item created",
  galleryItemUpdated: "Gallery item updated",
  galleryItemDeleted: "Gallery item deleted",
  galleryItemShown: "Gallery item is now available",
  galleryItemHidden: "Gallery item is now hidden",
  failedToSaveGalleryItem: "Failed to save the gallery item. Nothing was changed; please try again.",
  failedToDeleteGalleryItem: "Failed to delete the gallery item. Nothing was changed; please try again.",
  deleteGalleryItemConfirm: "Are you sure you want to delete this gallery item?",
  failedToLoadGalleryItems: "Failed to load gallery items. Please try again later.",
  noGalleryItems: "No gallery items found",

  portfolioItemCreated: "Portfolio item created",
  portfolioItemUpdated: "Portfolio item updated",
  portfolioItemDeleted: "Portfolio item deleted",
  failedToSavePortfolioItem: "Failed to save the portfolio item. Nothing was changed; please try again.",
  failedToDeletePortfolioItem: "Failed to delete the portfolio item. Nothing was changed; please try again.",
  deletePortfolioItemConfirm: "Are you sure you want to delete this portfolio item?",
  failedToLoadPortfolioItems: "Failed to load portfolio items. Please try again later.",
  noPortfolioItems: "No portfolio items found",
  hasDemoLink: "Has demo link",
  technologyDuplicate: (name: string) => panelCopy.alreadyInList([name]),

  failedToFetchCategories: "Failed to fetch categories",
  failedToFetchPortfolioCategories: "Failed to fetch portfolio categories",
  failedToSaveContentCategory: "Failed to save the category. Nothing was changed; please try again.",
  noCategories: "No categories found",
} as const;
