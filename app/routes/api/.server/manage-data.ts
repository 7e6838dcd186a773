/**
 * /api/manage_data/{Model}/: the admin CRUD of the spec's section 7, as adapters over the same
 * domain functions the panel calls. No rule lives here. Each adapter says who may use it, which
 * body each method takes, and how to list, read, create, update and delete.
 *
 * Bodies (issue 15), the same on every model:
 * - POST takes `createSchema`: the panel form's fields (optional ones take the form's defaults).
 * - PUT takes `bodySchema`, the record as read: the fields the rules cannot do without must be
 *   there ("This field is required." names each one missing); any other field left out keeps its
 *   stored value (docs/decisions/052), as do the write-only secrets of `writeOnlyFields` (a
 *   user's `password`, the settings' `email_app_password`). One exception, the spec's own: a role
 *   change is a PUT with only `user_type` (documented as the other form of the PUT body).
 * - A tick box is a JSON boolean; left out of a POST it takes its rule's default (decision 052).
 * - PATCH takes `patchSchema`: any of those fields; what is not sent stays as it is (the body is
 *   laid over the stored record and the whole is checked with `bodySchema`).
 * - A field that is not writable is refused by name ("This field is not accepted."), with one
 *   allowance: the read-only fields the record is answered with (`readOnlyFields`: `id`,
 *   `created_at`, derived names and counts...) may be sent back unchanged and are ignored, because
 *   the spec's clients PUT back what they read (the blog's status toggle sends the whole post).
 *   Nothing a client could believe it set is ignored: it is written, or refused.
 *
 * The schemas are the panel's form schemas (app/lib/schemas/admin/*) reshaped by write-bodies.ts,
 * never written twice; the OpenAPI description reads them from each adapter.
 */
import { approveAccount, rejectAccount } from "~/.server/accounts/approval";
import { createUser, deleteUser, getUser, listUsers, updateUser, updateUserRole } from "~/.server/accounts/user-admin";
import type { PublicUser, User } from "~/.server/accounts/users";
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from "~/.server/catalogue/product-admin";
import {
  CATEGORY_COUNT_NAMES,
  type CategoryKind,
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from "~/.server/categories/categories";
import { schema } from "~/.server/db";
import { createGalleryItem, deleteGalleryItem, getGalleryItem, listGalleryItems, updateGalleryItem } from "~/.server/gallery/gallery-admin";
import { createBlogPost, deleteBlogPost, getBlogPost, listBlogPosts, updateBlogPost } from "~/.server/journal/post-admin";
import { createPortfolioItem, deletePortfolioItem, getPortfolioItem, listPortfolioItems, updatePortfolioItem } from "~/.server/portfolio/portfolio-admin";
import { notFound, type Reason, refused, type Removal, type Result } from "~/.server/result";
import type { Action } from "~/lib/permissions";
import { blogCategorySchema, type BlogPostInput, blogPostSchema } from "~/lib/schemas/admin/blog";
import { contentCategorySchema, productCategorySchema } from "~/lib/schemas/admin/categories";
import { galleryItemSchema } from "~/lib/schemas/admin/gallery";
import { portfolioItemSchema } from "~/lib/schemas/admin/portfolio";
import { type ProductInput, productSchema } from "~/lib/schemas/admin/products";
import {
  type EditUserInput,
  editUserSchema,
  type NewUserInput,
  newUserSchema,
  roleChangeSchema,
  type UserRole,
  userTypeField,
} from "~/lib/schemas/admin/users";
import { z } from "~/lib/schemas/zod";

import { manageBlogListQuery, manageCategorisedListQuery, manageListQuery, manageUserListQuery } from "./contract/query";
import { siteSettingsAdapter } from "./manage-settings";
import { type Bodies, bodies, check, checkWrite, fieldsOf } from "./write-bodies";

export type ListQuery = {
  search: string;
  category: number | null;
  status: string | null;
  accountStatus: string | null;
  userType: number | null;
  page: number;
  pageSize: number;
};
/** The domain's one result union (app/.server/result.ts), a delete answering `record: null`. */
export type WriteResult = Result<unknown, Reason>;
type DomainAnswer = WriteResult | Removal<Reason>;

/** A model of /api/manage_data/: its bodies (write-bodies.ts: the schemas the OpenAPI description reads) and its domain calls. */
export type ModelAdapter = Bodies & {
  /** What the caller must be allowed (app/lib/permissions.ts) to use any method of the model. */
  action: Action;
  /** The list's query parameters: paging, search and the model's own filters (contract/query.ts), checked and documented. */
  listQuery: z.ZodObject;
  list(query: ListQuery): { results: unknown[]; count: number };
  get(id: number): unknown | null;
  create?(actor: User, body: Record<string, unknown>): Promise<WriteResult> | WriteResult;
  update?(actor: User, id: number, body: Record<string, unknown>, mode: "put" | "patch"): Promise<WriteResult> | WriteResult;
  remove?(actor: User, id: number): Promise<WriteResult> | WriteResult;
  /** Singletons (site settings) answer a list of one, refuse POST (the record exists) and have no delete. */
  singleton?: boolean;
};

/** A delete answers no record. */
const answered = (result: DomainAnswer): WriteResult => (result.ok ? { ok: true, record: "record" in result ? result.record : null } : result);

function crud<Value>(options: {
  action: Action;
  listQuery: z.ZodObject;
  schema: z.ZodType;
  /** The panel's own fields of the form schema, not the API's (a chosen file, a kept upload). */
  formOnly?: readonly string[];
  readOnly: readonly string[];
  list: ModelAdapter["list"];
  get: (id: number) => unknown | null;
  create: (actor: User, value: Value) => Promise<DomainAnswer> | DomainAnswer;
  update: (actor: User, id: number, value: Value) => Promise<DomainAnswer> | DomainAnswer;
  remove: (actor: User, id: number) => Promise<DomainAnswer> | DomainAnswer;
}): ModelAdapter {
  // A record's translations (issue 19) are written with it and not answered: optional on PUT, kept when absent.
  const writeOnly = fieldsOf(options.schema).includes("translations") ? ["translations"] : [];
  const adapter = bodies(options.schema, { formOnly: options.formOnly, readOnly: options.readOnly, writeOnly });
  return {
    action: options.action,
    listQuery: options.listQuery,
    ...adapter,
    list: options.list,
    get: options.get,
    create: async (actor, body) => {
      const checked = checkWrite<Value>(adapter, body, "create");
      return checked.ok ? answered(await options.create(actor, checked.value)) : checked;
    },
    update: async (actor, id, body, mode) => {
      const existing = options.get(id);
      if (!existing) return notFound();
      const checked = checkWrite<Value>(adapter, body, mode, existing);
      return checked.ok ? answered(await options.update(actor, id, checked.value)) : checked;
    },
    remove: async (actor, id) => {
      return answered(await options.remove(actor, id));
    },
  };
}

/** The panel's file fields of the gallery and portfolio forms (a JSON client sends `image_url`, after /api/upload/image/). */
const IMAGE_FORM_FIELDS = ["image_file", "pending_image"] as const;
/** The four category models: one set of domain calls (app/.server/categories), each with its kind's form schema. */
function categoryAdapter(kind: CategoryKind, action: Action, schema: z.ZodType): ModelAdapter {
  return crud({
    action,
    listQuery: manageListQuery,
    schema,
    readOnly: ["id", "created_at", "updated_at", CATEGORY_COUNT_NAMES[kind]],
    list: (query) => listCategories(kind, { q: query.search, page: query.page, pageSize: query.pageSize }),
    get: (id) => getCategory(kind, id),
    create: (actor, value: never) => createCategory(actor, kind, value),
    update: (actor, id, value: never) => updateCategory(actor, kind, id, value),
    remove: (actor, id) => deleteCategory(actor, kind, id),
  });
}

/**
 * The gallery and portfolio models: an image item of a category with its list of words (tags,
 * technologies) and its author, written by their own domain calls; the panel's file fields are not the API's.
 */
function imageItemAdapter<Value>(
  action: Action,
  schema: z.ZodType,
  wordsField: string,
  domain: {
    list: (query: { q: string; category: number | null; page: number; pageSize: number }) => { results: unknown[]; count: number };
    get: (id: number) => unknown | null;
    create: (actor: User, value: Value) => Promise<DomainAnswer> | DomainAnswer;
    update: (actor: User, id: number, value: Value) => Promise<DomainAnswer> | DomainAnswer;
    remove: (actor: User, id: number) => Promise<DomainAnswer> | DomainAnswer;
  },
): ModelAdapter {
  return crud<Value>({
    action,
    listQuery: manageCategorisedListQuery,
    schema,
    formOnly: IMAGE_FORM_FIELDS,
    readOnly: ["id", "created_at", "updated_at", "category_name", wordsField, "created_by_name"],
    ...domain,
    list: (query) => domain.list({ q: query.search, category: query.category, page: query.page, pageSize: query.pageSize }),
  });
}

/**
 * A user's account status, writable by administrators (the spec leaves the approval mechanism
 * "not shown"; the panel's queue and the API make the same decisions). "approved" and "rejected"
 * are the team's decisions, made by the panel's own domain functions (approveAccount and
 * rejectAccount: the email through the outbox, the sessions ended, the audit entry), which also
 * refuse what the panel refuses (rejecting an administrator or oneself: 409 with their message).
 * "pending" (awaiting approval) and "disabled" are states, not decisions: sent unchanged (a record
 * PUT back as it was read) they are accepted; as a change they are refused (409): no decision
 * puts an account back in the queue or disables it.
 */
const ACCOUNT_STATUSES = schema.ACCOUNT_STATUSES;
type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const accountStatusField = z
  .enum(ACCOUNT_STATUSES, { error: `Choose one of: ${ACCOUNT_STATUSES.join(", ")}.` })
  .meta({ description: "approved or rejected decide a registration (as the panel's approval queue does); pending and disabled are accepted only unchanged." });
const ACCOUNT_DECISIONS: Partial<Record<AccountStatus, typeof approveAccount>> = { approved: approveAccount, rejected: rejectAccount };
export const NO_DECISION_TO = (status: string) => `An account cannot be set back to ${status}: its status can be changed to approved or rejected.`;

type UserBody = EditUserInput & { user_type: UserRole; account_status: AccountStatus };
const PROFILE_FIELDS = ["user_name", "business_name", "user_email", "contact_number", "address", "city"] as const;

const userBodies: Bodies = {
  // PUT and PATCH write the profile (the edit form's fields: a blank or absent password keeps the
  // stored one), the role and the account status.
  ...bodies(editUserSchema, {
    extend: { user_type: userTypeField, account_status: accountStatusField },
    // `language` is the site's to keep (the language of the person's emails, decision 017): answered, never written here.
    // `email_confirmed_at` is set only by the holder opening the link sent to the address (decision 021).
    readOnly: ["id", "created_datetime", "updated_datetime", "language", "email_confirmed_at"],
    writeOnly: ["password"],
    // A POST makes an approved account (createUser): the new-user form, its password required.
    create: newUserSchema,
  }),
};
/** The spec's role change, a PUT with only user_type (updateUserProfile): the document shows it beside the whole record. */
userBodies.documented.put = z.union([
  z
    .strictObject({ user_type: z.nonoptional(roleChangeSchema.shape.user_type) })
    .meta({ description: "The spec's role change: only `user_type`; nothing else is changed." }),
  userBodies.documented.put.meta({ description: "The record as read: the required fields, any other left out keeps its stored value." }),
]);

/** The profile differs from what is stored (or a new password came): only then is it saved again. */
function profileChanged(existing: PublicUser, value: UserBody): boolean {
  if (value.password) return true;
  return PROFILE_FIELDS.some((key) => (key === "user_email" ? value.user_email.toLowerCase() !== existing.user_email : value[key] !== existing[key]));
}

/**
 * PUT and PATCH of a user: the profile, then the role, then the account status, each by its own
 * domain command and only when it changes (a record sent back unchanged writes nothing). A
 * refusal stops the rest and is the answer; the steps before it stay done.
 */
async function updateUserProfile(actor: User, id: number, body: Record<string, unknown>, mode: "put" | "patch"): Promise<WriteResult> {
  // The spec's role change is a PUT with only user_type: the one partial PUT (issue 15 keeps it).
  const keys = Object.keys(body);
  if (mode === "put" && keys.length === 1 && keys[0] === "user_type") {
    const checked = checkWrite<{ user_type: UserRole }>({ ...userBodies, createSchema: roleChangeSchema }, body, "create");
    if (!checked.ok) return checked;
    const changed = updateUserRole(actor, id, checked.value.user_type);
    return changed.ok ? { ok: true, record: getUser(id) } : changed;
  }
  const existing = getUser(id);
  if (!existing) return notFound();
  let value: UserBody;
  if (mode === "put") {
    const checked = checkWrite<UserBody>(userBodies, body, "put");
    if (!checked.ok) return checked;
    value = checked.value;
  } else {
    // A PATCH checks only what it sends: an account stored before a field was required (the
    // first administrator has no address) can still be approved, promoted or renamed.
    const checked = check<Partial<UserBody>>(userBodies.patchSchema, body, { readOnly: userBodies.readOnlyFields });
    if (!checked.ok) return checked;
    const sent = Object.fromEntries(Object.entries(checked.value).filter(([, field]) => field !== undefined));
    value = { ...existing, password: null, ...sent } as UserBody;
  }
  if (profileChanged(existing, value)) {
    const saved = await updateUser(actor, id, value);
    if (!saved.ok) return saved;
  }
  if (value.user_type !== existing.user_type) {
    const changed = updateUserRole(actor, id, value.user_type);
    if (!changed.ok) return changed;
  }
  if (value.account_status !== existing.account_status) {
    const decide = ACCOUNT_DECISIONS[value.account_status];
    if (!decide) return refused("not_allowed", NO_DECISION_TO(value.account_status));
    const decided = decide(actor, id);
    if (!decided.ok) return decided;
  }
  return { ok: true, record: getUser(id) };
}

export const MANAGED_MODELS: Record<string, ModelAdapter> = {
  Product: crud({
    action: "manage:products",
    listQuery: manageCategorisedListQuery,
    schema: productSchema,
    readOnly: ["id", "created_at", "updated_at", "category_name", "tags_list"],
    list: (query) => {
      const list = listProducts({ q: query.search, category: query.category, page: query.page, pageSize: query.pageSize });
      return { results: query.page > list.pages ? [] : list.results, count: list.count };
    },
    get: getProduct,
    create: (actor, value: ProductInput) => createProduct(actor, value),
    update: (actor, id, value: ProductInput) => updateProduct(actor, id, value),
    remove: deleteProduct,
  }),
  ProductCategory: categoryAdapter("product", "manage:product-categories", productCategorySchema),
  GalleryItem: imageItemAdapter("manage:gallery", galleryItemSchema, "tags_list", {
    list: listGalleryItems,
    get: getGalleryItem,
    create: createGalleryItem,
    update: updateGalleryItem,
    remove: deleteGalleryItem,
  }),
  GalleryCategory: categoryAdapter("gallery", "manage:gallery-categories", contentCategorySchema),
  PortfolioItem: imageItemAdapter("manage:portfolio", portfolioItemSchema, "technologies_list", {
    list: listPortfolioItems,
    get: getPortfolioItem,
    create: createPortfolioItem,
    update: updatePortfolioItem,
    remove: deletePortfolioItem,
  }),
  PortfolioCategory: categoryAdapter("portfolio", "manage:portfolio-categories", contentCategorySchema),
  BlogPost: crud({
    action: "manage:blog",
    listQuery: manageBlogListQuery,
    schema: blogPostSchema,
    // The spec's status toggle PUTs the whole post back with published_at: the server decides it.
    readOnly: ["id", "created_at", "updated_at", "category_name", "tags_list", "author", "author_name", "published_at"],
    list: (query) => listBlogPosts({ q: query.search, status: (query.status ?? "all") as never, page: query.page, pageSize: query.pageSize }),
    get: getBlogPost,
    create: (actor, value: BlogPostInput) => createBlogPost(actor, value),
    update: (actor, id, value: BlogPostInput) => updateBlogPost(actor, id, value),
    remove: deleteBlogPost,
  }),
  BlogCategory: categoryAdapter("blog", "manage:blog-categories", blogCategorySchema),
  UserProfile: {
    action: "manage:users",
    listQuery: manageUserListQuery,
    ...userBodies,
    list: (query) =>
      listUsers({
        q: query.search,
        accountStatus: (query.accountStatus as AccountStatus | null) ?? undefined,
        userType: query.userType ?? undefined,
        page: query.page,
        pageSize: query.pageSize,
      }),
    get: getUser,
    create: async (actor, body) => {
      const checked = checkWrite<NewUserInput>(userBodies, body, "create");
      return checked.ok ? answered(await createUser(actor, checked.value)) : checked;
    },
    update: updateUserProfile,
    remove: (actor, id) => answered(deleteUser(actor, id)),
  },
  SiteSettings: siteSettingsAdapter,
};
