/**
 * Issue 33: the scopes of an API key (docs/decisions/055). A scope names actions of the one
 * permission table (app/lib/permissions.ts): a key acts as a principal holding only those, and
 * only where its creator holds them too, so a key can never do more than an administrator. A
 * read scope opens its actions to GET and HEAD alone. No scope opens the account's own calls
 * (/api/account/*, the buyer's and sender's calls): a key is no person.
 *
 * Plain data and no secrets: the panel's form is rendered from it.
 */
import { type Action, PERMISSIONS } from "./permissions";

/** The catalogue: products, gallery, portfolio and blog, with their categories. */
const CATALOGUE: readonly Action[] = [
  "manage:products",
  "manage:product-categories",
  "manage:gallery",
  "manage:gallery-categories",
  "manage:portfolio",
  "manage:portfolio-categories",
  "manage:blog",
  "manage:blog-categories",
];

export const API_SCOPES = {
  "catalogue:read": { actions: CATALOGUE, readOnly: true },
  "catalogue:write": { actions: CATALOGUE, readOnly: false },
  messages: { actions: ["manage:messages"], readOnly: false },
  // Quotations are product inquiries priced (decision 039): the same desk.
  inquiries: { actions: ["manage:product-inquiries", "manage:portfolio-inquiries", "manage:quotes"], readOnly: false },
  users: { actions: ["manage:users"], readOnly: false },
} as const satisfies Record<string, { actions: readonly Action[]; readOnly: boolean }>;

export type ApiScope = keyof typeof API_SCOPES;
export const SCOPE_NAMES = Object.keys(API_SCOPES) as ApiScope[];

export const isScope = (value: string): value is ApiScope => Object.hasOwn(API_SCOPES, value);

/** The scopes of a stored comma list; unknown names (a scope since removed) grant nothing. */
export function parseScopes(list: string): ApiScope[] {
  return [...new Set(list.split(",").map((each) => each.trim()))].filter(isScope);
}

/** The longest name of a key (the panel's field and the domain's check). */
export const KEY_NAME_MAX = 80;

const READ_METHODS = new Set(["GET", "HEAD"]);

/**
 * The actions a key with these scopes holds for a request of this method: never an action an
 * administrator may not take (the table's own ceiling), never the account's own actions.
 */
export function scopeActions(scopes: readonly ApiScope[], method: string): Set<Action> {
  const reading = READ_METHODS.has(method.toUpperCase());
  const actions = new Set<Action>();
  for (const scope of scopes) {
    const { actions: granted, readOnly } = API_SCOPES[scope];
    if (readOnly && !reading) continue;
    for (const action of granted) if (PERMISSIONS[action].admin) actions.add(action);
  }
  return actions;
}
