/**
 * The access matrix (issue 7, item 1): every URL of the site, with the answer each role must get.
 * Walked by tests/api/access-matrix.spec.ts against the production build; a route in
 * app/routes.ts that is missing here fails that test.
 *
 * Roles:
 *   guest     no session, no token
 *   pending   a business account that signed in while approved and was set back to pending
 *   user      an approved business account (user_type 2)
 *   manager   a store manager (user_type 3, docs/decisions/002-store-manager-role.md)
 *   admin     user_type 1
 *   disabled  an account that signed in while approved and was then disabled
 * Pages and actions use the browser session cookie; /api uses the bearer token of POST /api/login/.
 *
 * Who may use the panel's screens and the team's API calls is read from the permission table
 * (app/lib/permissions.ts, docs/decisions/033): each row names the action, and the answers each
 * role must get follow from the table, so a change there changes what this walk expects. What the
 * table itself holds is pinned by tests/unit/permissions.test.ts.
 *
 * Answers:
 *   "ok"        2xx
 *   "login"     redirect to /login?redirectTo=<the same path>
 *   "home"      redirect to /
 *   "to:/x"     redirect to another same-origin path (starting with /x)
 *   "400"...    that status code
 * For `.data` requests a redirect is React Router's single-fetch redirect (202 + X-Remix-Redirect),
 * classified the same way.
 *
 * Ids: seeded content uses concrete ids of the demo data (product 1, blog post
 * "a-short-history-of-surat-sadeli"...). Records the demo data has no rows for (inquiries,
 * contact messages, subscribers, users) are created by the test, and their ids replace
 * the placeholders {productInquiry}, {portfolioInquiry}, {contactMessage}, {subscriber},
 * {unsubscribeToken} and {account}. Writes that would destroy something (delete, PATCH) use
 * the id 999999: the guard runs before the lookup, so an allowed role gets 404 and nothing
 * changes, a denied role is turned away. Every action is posted with an empty body, so an
 * allowed role gets a validation error (400) and nothing changes.
 */

import { USER_TYPE } from "~/lib/constants";
import { actionOf, type PanelSectionPath } from "~/lib/panel-sections";
import { type Action, can, UPLOAD_ACTIONS } from "~/lib/permissions";

export const ROLES = ["guest", "pending", "user", "manager", "admin", "disabled"] as const;
export type Role = (typeof ROLES)[number];
export type Answer = "ok" | "login" | "home" | `to:/${string}` | "400" | "401" | "403" | "404" | "405" | "409" | "415";
export type Answers = Record<Role, Answer>;
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One URL of app/routes.ts (`route` is its full pattern, "" for the home page). */
export type Row = {
  route: string;
  url: string;
  /** GET of the page (or resource). */
  page: Answers;
  /** GET of `<url>.data` (single fetch); omitted for /api and files. */
  data?: Answers;
  /** POST of an empty form to the URL, and to its `.data` (how a JavaScript form posts). */
  post: Answers;
  postData?: Answers;
  /** Where the POST goes when not to `url` (delete screens: an id that does not exist). */
  postUrl?: string;
  /** /api only: the other methods, sent with an empty JSON object. */
  api?: Partial<Record<Exclude<Method, "GET">, Answers>>;
  /** Posts here end the session: walked last. */
  last?: boolean;
  /** /api only: the POST is this multipart form instead of an empty JSON object. */
  multipart?: Record<string, string>;
};

const same = (answer: Answer): Answers => ({ guest: answer, pending: answer, user: answer, manager: answer, admin: answer, disabled: answer });
const signedIn = (signed: Answer, guests: Answer): Answers => ({
  guest: guests,
  pending: guests,
  user: signed,
  manager: signed,
  admin: signed,
  disabled: guests,
});

/** The user type of each approved role of the walk (guests, pending and disabled accounts have no session that counts). */
const USER_TYPES = { user: USER_TYPE.user, manager: USER_TYPE.storeManager, admin: USER_TYPE.admin } as const;
type SignedInRole = keyof typeof USER_TYPES;
/** Whether the permission table lets a role take any of the actions. */
const allows = (role: SignedInRole, actions: readonly Action[]) => actions.some((action) => can({ user_type: USER_TYPES[role] }, action));
const byTable = (actions: readonly Action[], allowed: Answer, refused: Answer) => (role: SignedInRole) => (allows(role, actions) ? allowed : refused);

/** A panel screen: guests and accounts that may not sign in log in; a role the table refuses the section's action goes home. */
const screen =
  (path: PanelSectionPath) =>
  (allowed: Answer = "ok"): Answers => {
    const answer = byTable([actionOf(path)], allowed, "home");
    return { guest: "login", pending: "login", user: answer("user"), manager: answer("manager"), admin: answer("admin"), disabled: "login" };
  };
const dashboard = screen("/panel");
const productInquiries = screen("/panel/product-inquiries");
const portfolioInquiries = screen("/panel/portfolio-inquiries");
const quotes = screen("/panel/quotes");
const messages = screen("/panel/notifications");
const users = screen("/panel/users");
const subscribers = screen("/panel/subscribers");

/**
 * Issue 33: an inquiry posted from an item's page: whom the permission table lets "send:inquiries"
 * (every approved account but an administrator's) gets `signed`; another approved account 403;
 * guests and accounts that may not sign in `guests`.
 */
const inquirer = (signed: Answer, guests: Answer): Answers => {
  const answer = byTable(["send:inquiries"], signed, "403");
  return { guest: guests, pending: guests, user: answer("user"), manager: answer("manager"), admin: answer("admin"), disabled: guests };
};

/** The account holder's own pages (/account/...): any approved account; everyone else logs in first. */
const ownAccount = (allowed: Answer = "ok"): Answers => ({
  guest: "login",
  pending: "login",
  user: allowed,
  manager: allowed,
  admin: allowed,
  disabled: "login",
});

/**
 * Issue 31: the buyer's pages (/quote, /account/quotes/...): whom the permission table lets
 * "request:quotes" (an approved business account); another approved account (the team) is sent
 * to its account page; everyone else logs in first.
 */
const buyer = (allowed: Answer = "ok"): Answers => {
  const answer = byTable(["request:quotes"], allowed, "to:/account");
  return { guest: "login", pending: "login", user: answer("user"), manager: answer("manager"), admin: answer("admin"), disabled: "login" };
};

/** /api with a bearer token: any approved account. */
const apiUser = (allowed: Answer): Answers => ({ guest: "401", pending: "401", user: allowed, manager: allowed, admin: allowed, disabled: "401" });
/** Issue 31: a buyer's API call ("request:quotes" in the table): no valid token is 401; the team is 403. */
const apiBuyer = (allowed: Answer): Answers => apiFor("request:quotes")(allowed);
/** A team's API call: no valid token is 401; a role the table refuses every one of the actions is 403. */
const apiFor =
  (...actions: Action[]) =>
  (allowed: Answer): Answers => {
    const answer = byTable(actions, allowed, "403");
    return { guest: "401", pending: "401", user: answer("user"), manager: answer("manager"), admin: answer("admin"), disabled: "401" };
  };

/** A public page: everyone reads it; posting to a page without an action is 405. */
const publicPage = (route: string, url: string, post: Answers = same("405"), extra: Partial<Row> = {}): Row => ({
  route,
  url,
  page: same("ok"),
  data: same("ok"),
  post,
  ...extra,
});

/** A panel screen: the page, its data and its action share one guard. */
const panel = (route: string, url: string, answers: (allowed?: Answer) => Answers, post: Answers, extra: Partial<Row> = {}): Row => ({
  route,
  url,
  page: answers(),
  data: answers(),
  post,
  ...extra,
});

/** A panel screen without an action: a POST is 405 for everyone, before any guard. */
const NO_ACTION = same("405");

/** The CRUD screens of one panel section: list, new, edit, delete. */
function crudScreens(section: string, id: number, answers: (allowed?: Answer) => Answers, listAction: Answer | null): Row[] {
  return [
    // The list's action (toggles) with no intent: refused as invalid, nothing changes.
    panel(`panel/${section}`, `/panel/${section}`, answers, listAction ? answers(listAction) : NO_ACTION),
    panel(`panel/${section}/new`, `/panel/${section}/new`, answers, answers("400")),
    panel(`panel/${section}/:id/edit`, `/panel/${section}/${id}/edit`, answers, answers("400")),
    // GET shows the confirmation only; the POST goes to an id that does not exist.
    panel(`panel/${section}/:id/delete`, `/panel/${section}/${id}/delete`, answers, answers("404"), { postUrl: `/panel/${section}/999999/delete` }),
  ];
}

/** A public /api read. */
const apiRead = (route: string, url: string): Row => ({
  route,
  url,
  page: same("ok"),
  post: same("405"),
  api: { PUT: same("405"), PATCH: same("405"), DELETE: same("405") },
});
/** A public /api write (sent `{}`: refused as invalid, for everyone). */
const apiPublicWrite = (route: string, url: string): Row => ({
  route,
  url,
  page: same("405"),
  post: same("400"),
  api: { PUT: same("405"), PATCH: same("405"), DELETE: same("405") },
});

const API_NO_WRITES = { PUT: same("405"), PATCH: same("405"), DELETE: same("405") };

/** /api/manage_data/{Model}/ and /{Model}/{id}/. */
function managedModel(model: string, id: number, action: Action, singleton = false): Row[] {
  const answers = apiFor(action);
  return [
    {
      route: "api/manage_data/:model",
      url: `/api/manage_data/${model}/`,
      page: answers("ok"),
      // SiteSettings: the record always exists, so a POST is a conflict (PUT or PATCH change it).
      post: answers(singleton ? "409" : "400"),
      // A method the path does not take is 405 before the token is looked at (the description is public).
      api: { PUT: same("405"), PATCH: same("405"), DELETE: same("405") },
    },
    {
      route: "api/manage_data/:model/:id",
      url: `/api/manage_data/${model}/${id}/`,
      page: answers("ok"),
      post: same("405"),
    },
    {
      // Writes to an id that does not exist: allowed roles get 404, nothing changes.
      route: "api/manage_data/:model/:id",
      url: `/api/manage_data/${model}/999999/`,
      page: answers("404"),
      post: same("405"),
      api: { PUT: answers("404"), PATCH: answers("404"), DELETE: singleton ? same("405") : answers("404") },
    },
  ];
}

export const ACCESS_MATRIX: Row[] = [
  // ---- Public website --------------------------------------------------------------------------
  { route: "", url: "/", page: same("ok"), data: same("ok"), post: same("405") },
  {
    route: "login",
    url: "/login",
    // A signed-in account is sent where it lands after login: admins to the panel, others home.
    page: { guest: "ok", pending: "ok", user: "home", manager: "home", admin: "to:/panel", disabled: "ok" },
    data: { guest: "ok", pending: "ok", user: "home", manager: "home", admin: "to:/panel", disabled: "ok" },
    // An empty form is refused (400); a signed-in account's page then redirects as its GET does.
    post: { guest: "400", pending: "400", user: "home", manager: "home", admin: "to:/panel", disabled: "400" },
    postData: same("400"),
  },
  {
    route: "signup",
    url: "/signup",
    page: signedIn("home", "ok"),
    data: signedIn("home", "ok"),
    post: signedIn("home", "400"),
    postData: signedIn("home", "400"),
  },
  {
    route: "business-register",
    url: "/business-register",
    page: signedIn("home", "ok"),
    data: signedIn("home", "ok"),
    post: signedIn("home", "400"),
    postData: signedIn("home", "400"),
  },
  publicPage("products", "/products"),
  // Inquiry forms: a guest is sent to log in (back to the item), an account gets field errors.
  publicPage("products/:id", "/products/1", inquirer("400", "login")),
  publicPage("portfolio", "/portfolio"),
  publicPage("portfolio/:id", "/portfolio/1", inquirer("400", "login")),
  publicPage("blog", "/blog"),
  publicPage("blog/:slug", "/blog/a-short-history-of-surat-sadeli"),
  // Issue 32: a signed preview link; a forged one is 404 for everyone (tests/e2e/preview-and-scheduling.spec.ts opens a real one).
  { route: "preview/:kind/:id/:expires/:signature", url: "/preview/blog/1/4102444800/forged", page: same("404"), data: same("404"), post: same("405") },
  // The blog's feeds (issue 29): files for feed readers, read by anyone; nothing to post.
  { route: "blog/rss.xml", url: "/blog/rss.xml", page: same("ok"), post: same("405") },
  { route: "blog/atom.xml", url: "/blog/atom.xml", page: same("ok"), post: same("405") },
  // The site search (issue 29): a GET form; nothing to post. (With a query the page is noindex and
  // names /search as its canonical address, so the walk of page addresses reads the bare page.)
  publicPage("search", "/search"),
  publicPage("gallery", "/gallery"),
  publicPage("gallery/:id", "/gallery/1"),
  publicPage("contact", "/contact", same("400")),
  publicPage("newsletter", "/newsletter", same("400")),
  // Anyone holding the link may unsubscribe that one address (the token is the secret).
  publicPage("newsletter/unsubscribe/:token", "/newsletter/unsubscribe/{unsubscribeToken}", same("to:/newsletter/unsubscribe/{unsubscribeToken}"), {
    postData: same("to:/newsletter/unsubscribe/{unsubscribeToken}"),
  }),
  // A sign-up's confirmation link (double opt-in): without its token the page says the link does not
  // work (200) and its button is refused (400); nothing changes.
  publicPage("newsletter/confirm", "/newsletter/confirm", same("400"), { postData: same("400") }),
  publicPage("about", "/about"),
  publicPage("privacy", "/privacy"),
  publicPage("terms", "/terms"),
  // The forgotten password (issue 18): anyone may ask and use a link; an empty form is refused.
  // /reset-password without a token shows that the link is not valid.
  publicPage("forgot-password", "/forgot-password", same("400"), { postData: same("400") }),
  publicPage("reset-password", "/reset-password", same("400"), { postData: same("400") }),
  // My account: any approved account; an empty form names no change (400).
  { route: "account", url: "/account", page: ownAccount(), data: ownAccount(), post: ownAccount("400"), postData: ownAccount("400") },
  // An email-change link needs its token (in a cookie) and, since issue 28, the account signed in:
  // without a token the page says the link is not valid; a post signs a guest in first.
  publicPage("account/confirm-email", "/account/confirm-email", ownAccount("400"), { postData: ownAccount("400") }),
  // "This wasn't me" (issue 28): works signed out; without its token, refused.
  publicPage("account/void-email-change", "/account/void-email-change", same("400"), { postData: same("400") }),
  // The sign-up's confirmation link (issue 28) works signed out (a pending account cannot sign in); an empty form is refused.
  publicPage("confirm-email", "/confirm-email", same("400"), { postData: same("400") }),
  // Only the signed-in account's own inquiries and data (issue 18); nothing changes on a GET.
  { route: "account/inquiries", url: "/account/inquiries", page: ownAccount(), data: ownAccount(), post: same("405") },
  { route: "account/data", url: "/account/data", page: ownAccount(), data: ownAccount(), post: same("405") },
  { route: "account/data/export.json", url: "/account/data/export.json", page: ownAccount(), data: ownAccount(), post: same("405") },
  // A quotation's PDF: no quote 999999 is anyone's, so a buyer gets 404 (ownership:
  // tests/integration/quotation-pdf.test.ts); the team goes to its account page; a guest logs in first.
  { route: "account/quotes/:id/pdf", url: "/account/quotes/999999/pdf", page: buyer("404"), data: buyer("404"), post: same("405") },
  // An empty form lacks the password: refused (400), nothing is erased.
  { route: "account/data/delete", url: "/account/data/delete", page: ownAccount(), data: ownAccount(), post: ownAccount("400"), postData: ownAccount("400") },
  // Issue 31: the quote basket (an empty form updates an empty basket: back to it), the buyer's
  // quotes (a list: nothing to post) and one quote (another's or none is a 404; an empty form
  // names no answer: 400).
  { route: "quote", url: "/quote", page: buyer(), data: buyer(), post: buyer("to:/quote"), postData: buyer("to:/quote") },
  { route: "account/quotes", url: "/account/quotes", page: buyer(), data: buyer(), post: same("405") },
  { route: "account/quotes/:id", url: "/account/quotes/999999", page: buyer("404"), data: buyer("404"), post: buyer("400"), postData: buyer("400") },
  { route: "*", url: "/no-such-artwork", page: same("404"), data: same("404"), post: same("404") },
  // The same public routes in Gujarati and Hindi (one route table with an optional language segment); any other prefix is a 404.
  { route: "", url: "/gu", page: same("ok"), data: same("ok"), post: same("405") },
  { route: "", url: "/hi", page: same("ok"), data: same("ok"), post: same("405") },
  publicPage("contact", "/hi/contact", same("400")),
  // A guest is sent to log in in the page's language, back to the Gujarati item.
  publicPage("products/:id", "/gu/products/1", inquirer("400", "to:/gu/login?redirectTo=%2Fgu%2Fproducts%2F1")),
  { route: "*", url: "/xx/products", page: same("404"), data: same("404"), post: same("404") },
  { route: "*", url: "/en/products", page: same("404"), data: same("404"), post: same("404") },

  // ---- Admin panel -----------------------------------------------------------------------------
  panel("panel", "/panel", dashboard, NO_ACTION),
  ...crudScreens("product-categories", 1, screen("/panel/product-categories"), "400"),
  ...crudScreens("products", 1, screen("/panel/products"), "400"),
  panel("panel/product-inquiries", "/panel/product-inquiries", productInquiries, NO_ACTION),
  panel("panel/product-inquiries/:id", "/panel/product-inquiries/{productInquiry}", productInquiries, productInquiries("400")),
  // Confirmation pages: their forms post to the record's own screen.
  panel("panel/product-inquiries/:id/close", "/panel/product-inquiries/{productInquiry}/close", productInquiries, NO_ACTION),
  // Issue 31. A quote the demo has none of: an allowed role gets 404 (the guard runs first), and
  // an empty post to it changes nothing.
  panel("panel/quotes", "/panel/quotes", quotes, NO_ACTION),
  panel("panel/quotes/:id", "/panel/quotes/999999", () => quotes("404"), quotes("404")),
  // Any revision of a quote as a PDF, for the roles of the Quotes section; quote 999999 does not exist.
  panel("panel/quotes/:id/pdf", "/panel/quotes/999999/pdf", () => quotes("404"), NO_ACTION),
  panel("panel/portfolio-inquiries", "/panel/portfolio-inquiries", portfolioInquiries, NO_ACTION),
  panel("panel/portfolio-inquiries/:id", "/panel/portfolio-inquiries/{portfolioInquiry}", portfolioInquiries, portfolioInquiries("400")),
  panel("panel/portfolio-inquiries/:id/close", "/panel/portfolio-inquiries/{portfolioInquiry}/close", portfolioInquiries, NO_ACTION),
  ...crudScreens("gallery", 1, screen("/panel/gallery"), "400"),
  ...crudScreens("categories", 1, screen("/panel/categories"), "400"),
  ...crudScreens("portfolio", 1, screen("/panel/portfolio"), "400"),
  ...crudScreens("portfolio-categories", 1, screen("/panel/portfolio-categories"), "400"),
  ...crudScreens("blog", 1, screen("/panel/blog"), "to:/panel/blog"),
  ...crudScreens("blog-categories", 1, screen("/panel/blog-categories"), null),
  panel("panel/notifications", "/panel/notifications", messages, NO_ACTION),
  panel("panel/notifications/:id", "/panel/notifications/{contactMessage}", messages, messages("400")),
  panel("panel/notifications/:id/close", "/panel/notifications/{contactMessage}/close", messages, NO_ACTION),
  // The list's action looks up the account of the form first: none sent, 404.
  panel("panel/users", "/panel/users", users, users("404")),
  panel("panel/users/new", "/panel/users/new", users, users("400")),
  panel("panel/users/:id/edit", "/panel/users/{account}/edit", users, users("400")),
  panel("panel/users/:id/delete", "/panel/users/{account}/delete", users, users("404"), { postUrl: "/panel/users/999999/delete" }),
  // Confirmation pages: their forms post to the list's action.
  // An empty post names no decision: sent back to the list, nothing changes (issue 32: the reason's form posts here).
  panel("panel/users/:id/reject", "/panel/users/{account}/reject", users, users("to:/panel/users")),
  panel("panel/users/:id/role/:type", "/panel/users/{account}/role/3", users, NO_ACTION),
  { route: "panel/subscribers/export.csv", url: "/panel/subscribers/export.csv", page: subscribers(), data: subscribers(), post: NO_ACTION },
  panel("panel/subscribers", "/panel/subscribers", subscribers, NO_ACTION),
  panel("panel/subscribers/:id/remove", "/panel/subscribers/{subscriber}/remove", subscribers, subscribers("404"), {
    postUrl: "/panel/subscribers/999999/remove",
  }),
  panel("panel/activity", "/panel/activity", screen("/panel/activity"), NO_ACTION),
  // Issue 32: the search across the panel (every panel role; each sees only the kinds it manages).
  panel("panel/search", "/panel/search", dashboard, NO_ACTION),
  panel("panel/settings", "/panel/settings", screen("/panel/settings"), screen("/panel/settings")("400")),
  // Issue 32: a form's autosaved draft, for anyone of the team; an empty post names no form (404).
  // A resource route (JSON for the autosave script): no page, so no single-fetch data and no axe walk.
  panel("panel/drafts", "/panel/drafts", dashboard, dashboard("404"), { data: undefined }),
  // Issue 32: a record's history, for the section that edits it; an empty post names no version (400).
  ...(["products", "gallery", "portfolio", "blog"] as const).map((section) =>
    panel(`panel/${section}/:id/history`, `/panel/${section}/1/history`, screen(`/panel/${section}`), screen(`/panel/${section}`)("400")),
  ),
  panel("panel/settings/history", "/panel/settings/history", screen("/panel/settings"), screen("/panel/settings")("400")),
  // Issue 33: API keys (decision 055), for who may manage settings; an empty post names no key (400).
  panel("panel/settings/integrations", "/panel/settings/integrations", screen("/panel/settings"), screen("/panel/settings")("400")),
  // Revoking a key that does not exist: the guard runs before the lookup, so an allowed role gets 404.
  panel(
    "panel/settings/integrations/:id/revoke",
    "/panel/settings/integrations/999999/revoke",
    () => screen("/panel/settings")("404"),
    screen("/panel/settings")("404"),
  ),

  // ---- JSON API (bearer tokens) ----------------------------------------------------------------
  apiPublicWrite("api/login", "/api/login/"),
  apiPublicWrite("api/signup", "/api/signup/"),
  apiPublicWrite("api/logout", "/api/logout/"),
  apiRead("api/products", "/api/products/"),
  apiRead("api/products/categories", "/api/products/categories/"),
  apiRead("api/products/:id", "/api/products/1/"),
  {
    route: "api/products/inquiries/submit",
    url: "/api/products/inquiries/submit/",
    page: same("405"),
    post: apiFor("send:inquiries")("400"),
    api: API_NO_WRITES,
  },
  apiRead("api/gallery/items", "/api/gallery/items/"),
  apiRead("api/gallery/items/:id", "/api/gallery/items/1/"),
  apiRead("api/gallery/categories", "/api/gallery/categories/"),
  apiRead("api/portfolio/items", "/api/portfolio/items/"),
  apiRead("api/portfolio/items/:id", "/api/portfolio/items/1/"),
  apiRead("api/portfolio/categories", "/api/portfolio/categories/"),
  {
    route: "api/portfolio/inquiries/submit",
    url: "/api/portfolio/inquiries/submit/",
    page: same("405"),
    post: apiFor("send:inquiries")("400"),
    api: API_NO_WRITES,
  },
  apiRead("api/blog/posts", "/api/blog/posts/"),
  apiRead("api/blog/posts/:id", "/api/blog/posts/1/"),
  apiRead("api/blog/categories", "/api/blog/categories/"),
  apiRead("api/settings/public", "/api/settings/public/"),
  apiRead("api/search", "/api/search/?q=box"),
  apiPublicWrite("api/contact/submit", "/api/contact/submit/"),
  apiRead("api/openapi.json", "/api/openapi.json"),
  // Issue 33: the rendered reference and the walk-through it links (HTML and Markdown, public).
  apiRead("api/docs", "/api/docs"),
  apiRead("api/docs/api.md", "/api/docs/api.md"),
  { route: "api/products/inquiries/user", url: "/api/products/inquiries/user/", page: apiUser("ok"), post: same("405"), api: API_NO_WRITES },
  {
    route: "api/products/inquiries/admin",
    url: "/api/products/inquiries/admin/",
    page: apiFor("manage:product-inquiries")("ok"),
    post: same("405"),
    api: API_NO_WRITES,
  },
  {
    route: "api/products/inquiries/:id/reply",
    url: "/api/products/inquiries/{productInquiry}/reply/",
    page: same("405"),
    post: apiFor("manage:product-inquiries")("400"),
    api: API_NO_WRITES,
  },
  {
    route: "api/products/inquiries/:id/status",
    url: "/api/products/inquiries/{productInquiry}/status/",
    page: same("405"),
    post: same("405"),
    api: { PUT: same("405"), PATCH: apiFor("manage:product-inquiries")("400"), DELETE: same("405") },
  },
  { route: "api/portfolio/inquiries/user", url: "/api/portfolio/inquiries/user/", page: apiUser("ok"), post: same("405"), api: API_NO_WRITES },
  {
    route: "api/portfolio/inquiries/admin",
    url: "/api/portfolio/inquiries/admin/",
    page: apiFor("manage:portfolio-inquiries")("ok"),
    post: same("405"),
    api: API_NO_WRITES,
  },
  {
    route: "api/portfolio/inquiries/:id/reply",
    url: "/api/portfolio/inquiries/{portfolioInquiry}/reply/",
    page: same("405"),
    post: apiFor("manage:portfolio-inquiries")("400"),
    api: API_NO_WRITES,
  },
  {
    route: "api/portfolio/inquiries/:id/status",
    url: "/api/portfolio/inquiries/{portfolioInquiry}/status/",
    page: same("405"),
    post: same("405"),
    api: { PUT: same("405"), PATCH: apiFor("manage:portfolio-inquiries")("400"), DELETE: same("405") },
  },
  // GET reads the caller's account; PUT with {} is refused field by field; DELETE with {} lacks the password: refused (400), nothing is erased.
  {
    route: "api/account",
    url: "/api/account/",
    page: apiUser("ok"),
    post: same("405"),
    api: { PUT: apiUser("400"), PATCH: same("405"), DELETE: apiUser("400") },
  },
  apiPublicWrite("api/account/password/forgot", "/api/account/password/forgot/"),
  apiPublicWrite("api/account/password/reset", "/api/account/password/reset/"),
  { route: "api/account/data", url: "/api/account/data/", page: apiUser("ok"), post: same("405"), api: API_NO_WRITES },
  // Issue 31: the buyer's basket and quotes (a buyer of the permission table, its own only: the team's
  // accounts are 403, as on the pages they are sent away) and the team's quotes
  // (manage:quotes). Ids that do not exist: an allowed role gets 404 (or 400 for an empty body the
  // call refuses first) and nothing changes.
  {
    route: "api/quote-basket",
    url: "/api/quote-basket/",
    page: apiBuyer("ok"),
    post: apiBuyer("400"),
    api: API_NO_WRITES,
  },
  {
    route: "api/quote-basket/:product_id",
    url: "/api/quote-basket/999999/",
    page: same("405"),
    post: same("405"),
    api: { PUT: same("405"), PATCH: apiBuyer("404"), DELETE: apiBuyer("404") },
  },
  { route: "api/quotes", url: "/api/quotes/", page: apiBuyer("ok"), post: apiBuyer("400"), api: API_NO_WRITES },
  { route: "api/quotes/:id", url: "/api/quotes/999999/", page: apiBuyer("404"), post: same("405"), api: API_NO_WRITES },
  { route: "api/quotes/:id/accept", url: "/api/quotes/999999/accept/", page: same("405"), post: apiBuyer("404"), api: API_NO_WRITES },
  { route: "api/quotes/:id/decline", url: "/api/quotes/999999/decline/", page: same("405"), post: apiBuyer("400"), api: API_NO_WRITES },
  { route: "api/admin/quotes", url: "/api/admin/quotes/", page: apiFor("manage:quotes")("ok"), post: same("405"), api: API_NO_WRITES },
  { route: "api/admin/quotes/:id", url: "/api/admin/quotes/999999/", page: apiFor("manage:quotes")("404"), post: same("405"), api: API_NO_WRITES },
  {
    route: "api/admin/quotes/:id/pricing",
    url: "/api/admin/quotes/999999/pricing/",
    page: same("405"),
    post: same("405"),
    api: { PUT: apiFor("manage:quotes")("400"), PATCH: same("405"), DELETE: same("405") },
  },
  { route: "api/admin/quotes/:id/send", url: "/api/admin/quotes/999999/send/", page: same("405"), post: apiFor("manage:quotes")("404"), api: API_NO_WRITES },
  {
    route: "api/admin/quotes/:id/confirm-order",
    url: "/api/admin/quotes/999999/confirm-order/",
    page: same("405"),
    post: apiFor("manage:quotes")("404"),
    api: API_NO_WRITES,
  },
  { route: "api/admin/orders/:id/steps", url: "/api/admin/orders/999999/steps/", page: same("405"), post: apiFor("manage:quotes")("400"), api: API_NO_WRITES },
  { route: "api/contact/messages", url: "/api/contact/messages/", page: apiFor("manage:messages")("ok"), post: same("405"), api: API_NO_WRITES },
  {
    route: "api/contact/messages/:id/reply",
    url: "/api/contact/messages/{contactMessage}/reply/",
    page: same("405"),
    post: apiFor("manage:messages")("400"),
    api: API_NO_WRITES,
  },
  ...managedModel("Product", 1, "manage:products"),
  ...managedModel("ProductCategory", 1, "manage:product-categories"),
  ...managedModel("GalleryItem", 1, "manage:gallery"),
  ...managedModel("GalleryCategory", 1, "manage:gallery-categories"),
  ...managedModel("PortfolioItem", 1, "manage:portfolio"),
  ...managedModel("PortfolioCategory", 1, "manage:portfolio-categories"),
  ...managedModel("BlogPost", 1, "manage:blog"),
  ...managedModel("BlogCategory", 1, "manage:blog-categories"),
  ...managedModel("UserProfile", 1, "manage:users"),
  ...managedModel("SiteSettings", 1, "manage:settings", true),
  // An unknown model is 404 before the token is looked at: it names nothing that exists.
  { route: "api/manage_data/:model", url: "/api/manage_data/NoSuchModel/", page: same("404"), post: same("404") },
  // A JSON body instead of multipart: allowed roles get 415, nothing is stored.
  { route: "api/upload/image", url: "/api/upload/image/", page: same("405"), post: apiFor(...Object.values(UPLOAD_ACTIONS))("415"), api: API_NO_WRITES },
  // A form of one kind and no file: a role the table lets manage that kind's records is told to
  // choose a file (400), any other is refused (403) before anything is read or stored.
  ...Object.entries(UPLOAD_ACTIONS).map(([kind, action]): Row => ({
    route: "api/upload/image",
    url: "/api/upload/image/",
    page: same("405"),
    post: apiFor(action)("400"),
    multipart: { category: kind },
  })),
  apiPublicWrite("core_api/register-business", "/core_api/register-business"),
  // Any other path under /api/ or /core_api/ is the API's JSON 404, whatever the method.
  ...[
    { route: "api/*", url: "/api/nope/" },
    { route: "api/*", url: "/api/manage_data/" },
    { route: "api/*", url: "/api/manage_data/Product/1/extra/" },
    { route: "api", url: "/api" },
    { route: "core_api/*", url: "/core_api/nope/" },
  ].map(({ route, url }): Row => ({ route, url, page: same("404"), post: same("404"), api: { PUT: same("404"), PATCH: same("404"), DELETE: same("404") } })),

  // ---- Resources -------------------------------------------------------------------------------
  { route: "theme", url: "/theme", page: same("home"), post: same("400") },
  // Dismissing the language suggestion: a cookie and back to the page (no redirectTo: home).
  { route: "language-hint", url: "/language-hint", page: same("home"), post: same("home") },
  { route: "sitemap.xml", url: "/sitemap.xml", page: same("ok"), post: same("405") },
  { route: "robots.txt", url: "/robots.txt", page: same("ok"), post: same("405") },
  // Logout: a GET changes nothing; the POST ends the session (walked last).
  { route: "logout", url: "/logout", page: same("home"), post: same("home"), last: true },
];

/** A row's URL with its placeholders ({productInquiry}...) replaced by the ids of the records a test made. */
export function fillPlaceholders(url: string, ids: Record<string, string>): string {
  return url.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (!(key in ids)) throw new Error(`No id for {${key}} in ${url}`);
    return ids[key]!;
  });
}

/** Where the POST of a row goes (delete and remove screens post to an id that does not exist). */
export const postUrlOf = (row: Row): string => row.postUrl ?? row.url;

/** The single-fetch URL of a page: `/` is `/_root.data`. */
export function dataUrlOf(url: string): string {
  const [path, query] = url.split("?");
  const base = path === "/" ? "/_root.data" : `${path!.replace(/\/$/, "")}.data`;
  return query ? `${base}?${query}` : base;
}

/** Text that must never appear in the body of a refused answer. */
export const LEAK_MARKERS = [
  "routes/panel/", // a panel route's data in a single-fetch payload
  "user_email",
  "inquirer_email",
  "account_status",
  "admin@e2e.test",
  "access-matrix-secret", // the messages the test itself stores
];
