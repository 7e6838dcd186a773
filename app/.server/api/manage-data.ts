/**
 * /api/manage_data/{Model}/: the admin CRUD of the spec's section 7, as adapters over the same
 * domain functions the panel calls. Each adapter says who may use it, which contract fields a
 * client may send back unchanged (ignored: `id`, `created_at`, derived names...), and how to
 * list, read, create, update and delete. No rule lives here.
 */
import type { z } from "zod";
import { USER_TYPE, type UserType } from "~/lib/constants";
import { blogCategorySchema, blogPostSchema } from "~/lib/schemas/admin/blog";
import { contentCategorySchema, productCategorySchema } from "~/lib/schemas/admin/categories";
import { galleryItemSchema } from "~/lib/schemas/admin/gallery";
import { portfolioItemSchema } from "~/lib/schemas/admin/portfolio";
import { productSchema } from "~/lib/schemas/admin/products";
import { editUserSchema, newUserSchema, roleChangeSchema } from "~/lib/schemas/admin/users";
import { createBlogPost, getAdminPost, listAdminPosts, removeBlogPost, updateBlogPost } from "../blog-admin";
import { createBlogCategory, getBlogCategory, listBlogCategories, removeBlogCategory, updateBlogCategory } from "../blog-categories";
import { createContentCategory, getContentCategory, listContentCategories, removeContentCategory, updateContentCategory } from "../content-categories";
import { createGalleryItem, getGalleryItemForAdmin, listGalleryItemsForAdmin, removeGalleryItem, updateGalleryItem } from "../gallery-admin";
import { createPortfolioItem, getPortfolioItemForAdmin, listPortfolioItemsForAdmin, removePortfolioItem, updatePortfolioItem } from "../portfolio-admin";
import { createProduct, getAdminProduct, listAdminProducts, removeProduct, updateProduct } from "../product-admin";
import { createProductCategory, getProductCategory, listProductCategories, removeProductCategory, updateProductCategory } from "../product-categories";
import type { User } from "../users";
import { createUser, deleteUser, getUser, listUsers, setUserRole, updateUser } from "../user-admin";
import { siteSettingsAdapter } from "./manage-settings";
import { schemaKeys, validateBody } from "./body";

export type ListQuery = { search: string; category: number | null; status: string | null; limit: number; offset: number; page: number; pageSize: number };
export type WriteResult =
  | { ok: true; record: unknown }
  | { ok: false; fieldErrors: Record<string, string[]> }
  | { ok: false; notFound: true }
  | { ok: false; message: string };

export type ModelAdapter = {
  roles: readonly UserType[];
  list(query: ListQuery): { results: unknown[]; count: number };
  get(id: number): unknown | null;
  create?(actor: User, body: Record<string, unknown>): Promise<WriteResult> | WriteResult;
  update?(actor: User, id: number, body: Record<string, unknown>, mode: "put" | "patch"): Promise<WriteResult> | WriteResult;
  remove?(actor: User, id: number): Promise<WriteResult> | WriteResult;
  /** Singletons (site settings) answer a list of one and have no delete. */
  singleton?: boolean;
};

const ADMIN: readonly UserType[] = [USER_TYPE.admin];
const SHOP: readonly UserType[] = [USER_TYPE.admin, USER_TYPE.storeManager];

/** The body checked against the form schema; read-only contract fields are accepted and dropped. */
function input<Schema extends z.ZodType>(body: Record<string, unknown>, schema: Schema, readOnly: readonly string[]): z.infer<Schema> {
  const own = new Set(schemaKeys(schema));
  const parsed = validateBody(body, schema, { allowExtra: readOnly }) as Record<string, unknown>;
  for (const key of readOnly) if (!own.has(key)) delete parsed[key];
  return parsed as z.infer<Schema>;
}

/** For PATCH: what is stored, overlaid with what was sent, limited to the schema's own fields. */
function merged(existing: unknown, body: Record<string, unknown>, schema: z.ZodType): Record<string, unknown> {
  const own = new Set(schemaKeys(schema));
  const current = Object.fromEntries(Object.entries((existing ?? {}) as Record<string, unknown>).filter(([key]) => own.has(key)));
  return { ...current, ...body };
}

/** Turns the domain's varied results into one shape. */
function normalise(result: unknown): WriteResult {
  const value = result as { ok: boolean; record?: unknown; user?: unknown; fieldErrors?: Record<string, string[]>; notFound?: boolean; message?: string; reason?: string };
  if (value.ok) return { ok: true, record: value.record ?? value.user ?? null };
  if (value.fieldErrors) return { ok: false, fieldErrors: value.fieldErrors };
  if (value.notFound || value.reason === "not_found") return { ok: false, notFound: true };
  return { ok: false, message: value.message ?? (value.reason === "forbidden" ? "You do not have permission to perform this action." : "The change was refused.") };
}

const categoryReadOnly = ["id", "created_at", "products_count", "items_count", "posts_count"] as const;

function crud<Schema extends z.ZodType>(options: {
  roles: readonly UserType[];
  schema: Schema;
  readOnly: readonly string[];
  list: ModelAdapter["list"];
  get: (id: number) => unknown | null;
  create: (actor: User, value: z.infer<Schema>) => unknown;
  update: (actor: User, id: number, value: z.infer<Schema>) => unknown;
  remove: (actor: User, id: number) => unknown;
}): ModelAdapter {
  return {
    roles: options.roles,
    list: options.list,
    get: options.get,
    create: async (actor, body) => normalise(await options.create(actor, input(body, options.schema, options.readOnly))),
    update: async (actor, id, body, mode) => {
      const existing = options.get(id);
      if (!existing) return { ok: false, notFound: true };
      const source = mode === "patch" ? merged(existing, body, options.schema) : body;
      return normalise(await options.update(actor, id, input(source, options.schema, options.readOnly)));
    },
    remove: async (actor, id) => {
      const result = normalise(await options.remove(actor, id));
      return result.ok ? { ok: true, record: null } : result;
    },
  };
}

export const MANAGED_MODELS: Record<string, ModelAdapter> = {
  Product: crud({
    roles: SHOP,
    schema: productSchema,
    readOnly: ["id", "created_at", "category_name", "tags_list"],
    list: (query) => {
      const list = listAdminProducts({ q: query.search, category: query.category, page: query.page, pageSize: query.pageSize });
      return { results: query.page > list.pages ? [] : list.results, count: list.count };
    },
    get: getAdminProduct,
    create: createProduct,
    update: updateProduct,
    remove: removeProduct,
  }),
  ProductCategory: crud({
    roles: SHOP,
    schema: productCategorySchema,
    readOnly: categoryReadOnly,
    list: (query) => listProductCategories({ q: query.search, limit: query.limit, offset: query.offset }),
    get: getProductCategory,
    create: createProductCategory,
    update: updateProductCategory,
    remove: removeProductCategory,
  }),
  GalleryItem: crud({
    roles: ADMIN,
    schema: galleryItemSchema,
    readOnly: ["id", "created_at", "category_name", "tags_list", "created_by_name"],
    list: (query) => listGalleryItemsForAdmin({ q: query.search, category: query.category, limit: query.limit, offset: query.offset }),
    get: getGalleryItemForAdmin,
    create: (actor, value) => createGalleryItem(actor, value),
    update: (actor, id, value) => updateGalleryItem(actor, id, value),
    remove: removeGalleryItem,
  }),
  GalleryCategory: crud({
    roles: ADMIN,
    schema: contentCategorySchema,
    readOnly: categoryReadOnly,
    list: (query) => listContentCategories("gallery", { q: query.search, limit: query.limit, offset: query.offset }),
    get: (id) => getContentCategory("gallery", id),
    create: (actor, value) => createContentCategory(actor, "gallery", value),
    update: (actor, id, value) => updateContentCategory(actor, "gallery", id, value),
    remove: (actor, id) => removeContentCategory(actor, "gallery", id),
  }),
  PortfolioItem: crud({
    roles: ADMIN,
    schema: portfolioItemSchema,
    readOnly: ["id", "created_at", "category_name", "technologies_list", "created_by_name"],
    list: (query) => listPortfolioItemsForAdmin({ q: query.search, category: query.category, limit: query.limit, offset: query.offset }),
    get: getPortfolioItemForAdmin,
    create: (actor, value) => createPortfolioItem(actor, value),
    update: (actor, id, value) => updatePortfolioItem(actor, id, value),
    remove: removePortfolioItem,
  }),
  PortfolioCategory: crud({
    roles: ADMIN,
    schema: contentCategorySchema,
    readOnly: categoryReadOnly,
    list: (query) => listContentCategories("portfolio", { q: query.search, limit: query.limit, offset: query.offset }),
    get: (id) => getContentCategory("portfolio", id),
    create: (actor, value) => createContentCategory(actor, "portfolio", value),
    update: (actor, id, value) => updateContentCategory(actor, "portfolio", id, value),
    remove: (actor, id) => removeContentCategory(actor, "portfolio", id),
  }),
  BlogPost: crud({
    roles: ADMIN,
    schema: blogPostSchema,
    // The spec's status toggle PUTs the whole post back with published_at: the server decides it.
    readOnly: ["id", "created_at", "category_name", "tags_list", "author", "author_name", "published_at"],
    list: (query) => listAdminPosts({ q: query.search, status: (query.status ?? "all") as never, limit: query.limit, offset: query.offset }),
    get: getAdminPost,
    create: (actor, value) => createBlogPost(actor, value),
    update: (actor, id, value) => updateBlogPost(actor, id, value),
    remove: removeBlogPost,
  }),
  BlogCategory: crud({
    roles: ADMIN,
    schema: blogCategorySchema,
    readOnly: categoryReadOnly,
    list: (query) => listBlogCategories({ q: query.search, limit: query.limit, offset: query.offset }),
    get: getBlogCategory,
    create: createBlogCategory,
    update: updateBlogCategory,
    remove: removeBlogCategory,
  }),
  UserProfile: {
    roles: ADMIN,
    list: (query) => listUsers({ q: query.search, page: query.page, pageSize: query.pageSize }),
    get: getUser,
    create: async (actor, body) => normalise(await createUser(actor, input(body, newUserSchema, ["id", "created_datetime", "updated_datetime"]))),
    update: async (actor, id, body, mode) => {
      // The spec's role change is a PUT with only user_type.
      const keys = Object.keys(body);
      if (keys.length === 1 && keys[0] === "user_type") {
        const { user_type } = input(body, roleChangeSchema, []);
        return normalise(setUserRole(actor, id, user_type));
      }
      const existing = getUser(id);
      if (!existing) return { ok: false, notFound: true };
      const readOnly = ["id", "created_datetime", "updated_datetime", "user_type", "account_status"];
      const source = mode === "patch" ? merged(existing, body, editUserSchema) : body;
      const result = normalise(await updateUser(actor, id, input(source, editUserSchema, readOnly)));
      if (result.ok && typeof body.user_type === "number" && body.user_type !== existing.user_type) {
        return normalise(setUserRole(actor, id, input({ user_type: body.user_type }, roleChangeSchema, []).user_type));
      }
      return result;
    },
    remove: (actor, id) => {
      const result = normalise(deleteUser(actor, id));
      return result.ok ? { ok: true, record: null } : result;
    },
  },
  SiteSettings: siteSettingsAdapter,
};
