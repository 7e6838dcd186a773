/**
 * Texts of the blog posts and blog categories screens. The spec quotes only a few of them
 * (the delete question, 'Name is required', the category toasts); the others are ours, written
 * because the spec left blog save and delete failures silent.
 */
export const panelBlogCopy = {
  titleRequired: "Title is required",
  categoryRequired: "Category is required",
  contentRequired: "Content is required",
  categoryMissing: "Selected category does not exist. Please choose a valid category.",
  statusInvalid: "Please choose draft, published or archived",
  imageUrlInvalid: "Please enter a valid image URL (https://... or an uploaded image)",
  metaDescriptionTooLong: "Meta description must be at most 160 characters",
  readingTimeWhole: "Reading time must be a whole number of minutes",
  readingTimeMin: "Reading time must be at least 1 minute",
  readingTimeMax: "Reading time must be at most 600 minutes",
  slugTaken: "Another post already uses this slug",
  categorySlugTaken: "Another category already uses this slug",
  deletePostConfirm: "Are you sure you want to delete this blog post?",
  deletePostTitle: "Delete Blog Post",
  postCreated: "Blog post created",
  postUpdated: "Blog post updated",
  postDeleted: "Blog post deleted",
  postPublished: "Blog post published",
  postUnpublished: "Blog post unpublished",
  failedToSavePost: (message: string) => `Failed to save blog post: ${message}`,
  failedToDeletePost: (message: string) => `Failed to delete blog post: ${message}`,
  failedToUpdateStatus: (message: string) => `Failed to update status: ${message}`,
  failedToLoadPosts: "Failed to load blog posts. Please try again later.",
  failedToLoadCategories: "Failed to load categories. Please try again later.",
  noPostsFound: "No blog posts found",
  noCategoriesFound: "No blog categories found",
  statusLabels: { draft: "Draft", published: "Published", archived: "Archived" },
  statusFilters: [
    { value: "all", label: "All" },
    { value: "published", label: "Published" },
    { value: "draft", label: "Drafts" },
    { value: "archived", label: "Archived" },
  ],
} as const;
