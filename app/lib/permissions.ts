/**
 * Who may do what: the one permission table (role x action), docs/decisions/033. The panel's menu
 * and guards (app/lib/panel-sections.ts, routes/panel/.server/access.ts), the API's calls
 * (routes/api/.server/auth.ts and its adapters), the image upload, the domain's own checks and the
 * access-matrix test (tests/security/access-matrix.ts) all read it, so a change here changes what
 * each of them allows and what the test expects.
 *
 * Roles are the spec's user types (app/lib/constants.ts): 1 admin, 2 user (a business account),
 * 3 store manager, who runs the shop and nothing else (docs/decisions/002-store-manager-role.md).
 * A user may use none of the team's actions, and the team none of the buyer's ("request:quotes");
 * what any signed-in account may do with its own account, inquiries and data is checked by
 * ownership, not by this table.
 *
 * Plain data and no secrets: the panel's menu is rendered from it, so it may reach the browser.
 */
import { USER_TYPE, type UserType } from "./constants";
import type { ImageKind } from "./images";

export type RoleName = keyof typeof USER_TYPE;

/** Each action with the roles that may take it. */
export const PERMISSIONS = {
  "use:panel": { admin: true, storeManager: true, user: false },
  "manage:products": { admin: true, storeManager: true, user: false },
  "manage:product-categories": { admin: true, storeManager: true, user: false },
  "manage:product-inquiries": { admin: true, storeManager: true, user: false },
  // Issue 31: quotations and orders, as product inquiries (decision 039).
  "manage:quotes": { admin: true, storeManager: true, user: false },
  // Issue 31: who is a buyer: keeps a quote basket, asks for quotations and answers them (the
  // pages /quote and /account/quotes, and the API's /api/quote-basket/ and /api/quotes/). A
  // business account alone: the team prices quotes, it does not ask for them (decision 042).
  "request:quotes": { admin: false, storeManager: false, user: true },
  // Issue 33: who sends product and portfolio inquiries (and issue 29's requests about a product):
  // the spec's "Authenticated user (user_type other than 1)", so every approved account but an
  // administrator's, a store manager's included (docs/decisions/053).
  "send:inquiries": { admin: false, storeManager: true, user: true },
  "manage:gallery": { admin: true, storeManager: false, user: false },
  "manage:gallery-categories": { admin: true, storeManager: false, user: false },
  "manage:portfolio": { admin: true, storeManager: false, user: false },
  "manage:portfolio-categories": { admin: true, storeManager: false, user: false },
  "manage:portfolio-inquiries": { admin: true, storeManager: false, user: false },
  "manage:blog": { admin: true, storeManager: false, user: false },
  "manage:blog-categories": { admin: true, storeManager: false, user: false },
  "manage:messages": { admin: true, storeManager: false, user: false },
  "manage:subscribers": { admin: true, storeManager: false, user: false },
  "manage:users": { admin: true, storeManager: false, user: false },
  "read:activity": { admin: true, storeManager: false, user: false },
  "manage:settings": { admin: true, storeManager: false, user: false },
} as const satisfies Record<string, Record<RoleName, boolean>>;

export type Action = keyof typeof PERMISSIONS;
export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

const ROLE_NAMES = Object.keys(USER_TYPE) as RoleName[];
const roleNameOf = (userType: number): RoleName | undefined => ROLE_NAMES.find((name) => USER_TYPE[name] === userType);

/** The user types that may take an action (the panel's and the API's guards compare a session's user type with it). */
export function rolesWith(action: Action): readonly UserType[] {
  return ROLE_NAMES.filter((name) => PERMISSIONS[action][name]).map((name) => USER_TYPE[name]);
}

/**
 * Whether an account may take an action. An account that is not approved (pending, rejected,
 * disabled) may take none, whatever its role; without an account_status only the role is read.
 */
export function can(actor: { user_type: number; account_status?: string } | null | undefined, action: Action): boolean {
  if (!actor || (actor.account_status !== undefined && actor.account_status !== "approved")) return false;
  const role = roleNameOf(actor.user_type);
  return role ? PERMISSIONS[action][role] : false;
}

/** Issue 31: whether an account is a buyer (the pages' guard, the header's basket, the API's buyer calls ask this). */
export const isBuyer = (actor: Parameters<typeof can>[0]): boolean => can(actor, "request:quotes");

/** The actions an account takes for itself on the site, not as the team: no panel section opens them. */
export const OWN_ACTIONS: readonly Action[] = ["request:quotes", "send:inquiries"];

/** The actions of the team, each opened by a panel section (app/lib/panel-sections.ts); the account's own are not. */
export const TEAM_ACTIONS = ACTIONS.filter((action) => !OWN_ACTIONS.includes(action));

/** Storing an image of a kind is part of managing that kind's records: the upload asks this. */
export const UPLOAD_ACTIONS: Record<ImageKind, Action> = {
  products: "manage:products",
  gallery: "manage:gallery",
  portfolio: "manage:portfolio",
  blog: "manage:blog",
};

/** The user types that may upload an image of at least one kind (the upload's first check, before the kind is read). */
export function rolesThatUpload(): readonly UserType[] {
  return [...new Set(Object.values(UPLOAD_ACTIONS).flatMap(rolesWith))];
}
