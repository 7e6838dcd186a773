/**
 * Every write of the site (issue 7, item 6): each page action, each panel form and each JSON
 * write, with a body it would accept and the fields whose corruption must make it refused.
 * tests/api/hostile-input.spec.ts throws random, oversized, mistyped and prototype-named input at
 * each of them; a route of app/routes.ts with an action, or an /api method that is not 405, that
 * is missing here fails that test.
 *
 * Placeholders in URLs are records the test makes first: {productInquiry}, {portfolioInquiry},
 * {contactMessage}, {account}. Deletes go to the id 999999 (the body cannot change what a delete
 * does; the point there is that no body makes it fail with a 5xx or write something).
 */

export type Encoding = "form" | "multipart" | "json";
export type Actor = "guest" | "business" | "admin";
export type WriteMethod = "POST" | "PUT" | "PATCH" | "DELETE";
export type Value = string | number | boolean | null;

export type WriteTarget = {
  /** The full route pattern of app/routes.ts ("panel/products/:id/edit"). */
  route: string;
  method: WriteMethod;
  url: string;
  as: Actor;
  encoding: Encoding;
  /** A body this URL accepts as it is. */
  valid: Record<string, Value>;
  /** Fields that must make the request refused when missing, blank, oversized or of the wrong type. */
  required: readonly string[];
  /** Fields that take any text: they get random full-Unicode strings. */
  free?: readonly string[];
  /** The body is laid over what is stored (PATCH, site settings): a missing field is no error. */
  partial?: boolean;
};

const registration = {
  user_name: "Meera Desai",
  business_name: "Desai Interiors",
  user_email: "hostile.signup@example.in",
  contact_number: "+91 98250 12345",
  address: "14 Ring Road, Athwa Lines",
  city: "Surat",
  password: "inlay-craft-2026",
};
const REGISTRATION_REQUIRED = ["user_name", "business_name", "user_email", "contact_number", "address", "city", "password"] as const;

const contact = {
  name: "Farah",
  email: "farah@example.in",
  phone: "",
  subject: "Wedding order",
  message: "Forty boxes for February.",
  message_type: "inquiry",
};
const CONTACT_REQUIRED = ["name", "email", "subject", "message"] as const;

const page = (
  route: string,
  url: string,
  as: Actor,
  valid: Record<string, Value>,
  required: readonly string[],
  extra: Partial<WriteTarget> = {},
): WriteTarget => ({
  route,
  method: "POST",
  url,
  as,
  encoding: "form",
  valid,
  required,
  ...extra,
});

/** list, new, :id/edit, :id/delete of one panel section. */
function panelSection(
  section: string,
  options: {
    list?: { valid: Record<string, Value>; required: readonly string[] } | null;
    form: Record<string, Value>;
    required: readonly string[];
    free?: readonly string[];
    encoding?: Encoding;
  },
): WriteTarget[] {
  const encoding = options.encoding ?? "form";
  const targets: WriteTarget[] = [];
  if (options.list) targets.push(page(`panel/${section}`, `/panel/${section}`, "admin", options.list.valid, options.list.required));
  targets.push(
    page(`panel/${section}/new`, `/panel/${section}/new`, "admin", options.form, options.required, { encoding, free: options.free }),
    page(`panel/${section}/:id/edit`, `/panel/${section}/1/edit`, "admin", options.form, options.required, { encoding, free: options.free }),
    page(`panel/${section}/:id/delete`, `/panel/${section}/999999/delete`, "admin", {}, []),
  );
  return targets;
}

const toggle = (field: string) => ({ valid: { intent: "toggle", field, id: "1", value: "true" }, required: ["intent", "field", "id"] });

const productForm = {
  title: "Hostile lamp",
  category: "1",
  price: "3200",
  description: "A lamp base.",
  short_description: "",
  sku: "",
  material: "Rosewood",
  tags: "lamp",
  is_available: "on",
};
const galleryForm = {
  title: "Hostile panel",
  image_url: "/images/sadeli-pattern.svg",
  category: "1",
  description: "A panel.",
  price: "250.50",
  tags: "panel",
  is_available: "on",
};
const portfolioForm = {
  title: "Hostile lobby",
  category: "1",
  description: "A hotel lobby.",
  short_description: "",
  client_name: "",
  technologies: "Brass inlay",
  completion_date: "2024-01-15",
  is_public: "on",
};
const blogForm = { title: "Hostile post", category: "1", content: "# A heading\n\nA paragraph.", status: "draft", tags: "notes", reading_time: "3" };
const categoryForm = { name: "Hostile category", description: "Only a test", is_active: "on" };
const userForm = { ...registration, user_email: "hostile.panel@example.in", user_type: "2" };

const PANEL: WriteTarget[] = [
  ...panelSection("product-categories", { list: toggle("is_active"), form: categoryForm, required: ["name"], free: ["description"] }),
  ...panelSection("products", {
    list: toggle("is_featured"),
    form: productForm,
    required: ["title", "category", "price", "description"],
    free: ["short_description", "material"],
    encoding: "multipart",
  }),
  page("panel/product-inquiries/:id", "/panel/product-inquiries/{productInquiry}", "admin", { intent: "reply", reply_message: "Twelve boxes are ready." }, [
    "intent",
    "reply_message",
  ]),
  page("panel/portfolio-inquiries/:id", "/panel/portfolio-inquiries/{portfolioInquiry}", "admin", { intent: "reply", reply_message: "We can do the lobby." }, [
    "intent",
    "reply_message",
  ]),
  ...panelSection("gallery", {
    list: toggle("is_available"),
    form: galleryForm,
    required: ["title", "category", "image_url"],
    free: ["description", "image_alt_text"],
    encoding: "multipart",
  }),
  ...panelSection("categories", { list: toggle("is_active"), form: categoryForm, required: ["name"], free: ["description"] }),
  // The portfolio list's action refuses everything (there is no toggle on it).
  ...panelSection("portfolio", {
    list: { valid: { intent: "toggle", id: "1" }, required: [] },
    form: portfolioForm,
    required: ["title", "category", "description"],
    free: ["short_description", "client_name"],
    encoding: "multipart",
  }),
  ...panelSection("portfolio-categories", { list: toggle("is_active"), form: categoryForm, required: ["name"], free: ["description"] }),
  ...panelSection("blog", {
    list: { valid: { intent: "toggle-status", id: "1" }, required: ["intent", "id"] },
    form: blogForm,
    required: ["title", "category", "content"],
    free: ["excerpt", "meta_description"],
    encoding: "multipart",
  }),
  ...panelSection("blog-categories", { list: null, form: { name: "Hostile notes", slug: "" }, required: ["name"] }),
  page("panel/notifications/:id", "/panel/notifications/{contactMessage}", "admin", { intent: "reply", reply_message: "Thank you, we will call." }, [
    "intent",
    "reply_message",
  ]),
  // A missing user_type is the default role (2), which the account already has.
  page("panel/users", "/panel/users", "admin", { intent: "role", id: "{account}", user_type: "2" }, ["intent", "id"]),
  page("panel/users/new", "/panel/users/new", "admin", userForm, REGISTRATION_REQUIRED),
  page(
    "panel/users/:id/edit",
    "/panel/users/{account}/edit",
    "admin",
    { ...userForm, user_email: "{accountEmail}", password: "" },
    REGISTRATION_REQUIRED.filter((field) => field !== "password"),
  ),
  page("panel/users/:id/delete", "/panel/users/999999/delete", "admin", {}, []),
  page("panel/subscribers/:id/remove", "/panel/subscribers/999999/remove", "admin", {}, []),
  // Issues 31 and 32: quotes, the reject reason and the history screens, each at a record that does not exist.
  page("quote", "/quote", "business", { intent: "update" }, []),
  page("account/quotes/:id", "/account/quotes/999999", "business", {}, []),
  page("panel/quotes/:id", "/panel/quotes/999999", "admin", {}, []),
  page("panel/users/:id/reject", "/panel/users/999999/reject", "admin", { intent: "reject", reason: "" }, []),
  ...(["products", "gallery", "portfolio", "blog"] as const).map((section) =>
    page(`panel/${section}/:id/history`, `/panel/${section}/999999/history`, "admin", {}, []),
  ),
  page("panel/settings/history", "/panel/settings/history", "admin", { version: "999999" }, []),
  // Issue 33: an API key (decision 055): a name and at least one scope; revoking a key that does not exist.
  page("panel/settings/integrations", "/panel/settings/integrations", "admin", { name: "Hostile sync", scopes: "catalogue:read", expires_on: "" }, [
    "name",
    "scopes",
  ]),
  page("panel/settings/integrations/:id/revoke", "/panel/settings/integrations/999999/revoke", "admin", {}, []),
  json("api/quote-basket", "POST", "/api/quote-basket/", "business", { product_id: 999999, quantity: 1 }, []),
  json("api/quote-basket/:product_id", "PATCH", "/api/quote-basket/999999/", "business", { quantity: 1 }, []),
  json("api/quote-basket/:product_id", "DELETE", "/api/quote-basket/999999/", "business", {}, []),
  json("api/quotes", "POST", "/api/quotes/", "business", {}, []),
  json("api/quotes/:id/accept", "POST", "/api/quotes/999999/accept/", "business", {}, []),
  json("api/quotes/:id/decline", "POST", "/api/quotes/999999/decline/", "business", {}, []),
  json("api/admin/quotes/:id/pricing", "PUT", "/api/admin/quotes/999999/pricing/", "admin", {}, []),
  json("api/admin/quotes/:id/send", "POST", "/api/admin/quotes/999999/send/", "admin", {}, []),
  json("api/admin/quotes/:id/confirm-order", "POST", "/api/admin/quotes/999999/confirm-order/", "admin", {}, []),
  json("api/admin/orders/:id/steps", "POST", "/api/admin/orders/999999/steps/", "admin", {}, []),
  // Issue 32: a form's autosaved draft, as the form's script sends it (multipart). A draft of no
  // form, or texts that are not a draft, are refused; the draft's texts themselves are free.
  page("panel/drafts", "/panel/drafts", "admin", { intent: "save", form_key: "blog_post:new", fields: '{"content":"Hostile draft"}' }, ["form_key", "fields"], {
    encoding: "multipart",
  }),
  page(
    "panel/settings",
    "/panel/settings",
    "admin",
    {
      intent: "save",
      tab: "general",
      site_name: "Surat Sadeli Art Studio",
      site_description: "",
      contact_email: "",
      contact_phone: "",
      address: "",
      whatsapp_number: "",
    },
    ["site_name"],
    { free: ["site_description", "address"] },
  ),
];

const PUBLIC: WriteTarget[] = [
  page("login", "/login", "guest", { user_email: "nobody@example.in", password: "not-a-password" }, ["user_email", "password"]),
  page("signup", "/signup", "guest", { ...registration, confirm_password: registration.password }, REGISTRATION_REQUIRED),
  page("business-register", "/business-register", "guest", { ...registration, confirm_password: registration.password }, REGISTRATION_REQUIRED),
  // The item of a page inquiry is the page's (its URL), whatever the body says: not a body field.
  page(
    "products/:id",
    "/products/1",
    "business",
    { message: "Twelve boxes, please.", quantity: "12", budget: "30000", delivery_timeline: "March" },
    ["message"],
    { free: ["delivery_timeline"] },
  ),
  page("portfolio/:id", "/portfolio/1", "business", { message: "A lobby panel like this one", budget: "", timeline: "" }, ["message"], { free: ["timeline"] }),
  page("contact", "/contact", "guest", contact, CONTACT_REQUIRED),
  page("newsletter", "/newsletter", "guest", { email: "reader@example.in" }, ["email"]),
  page("newsletter/unsubscribe/:token", "/newsletter/unsubscribe/not-a-real-token-0000", "guest", {}, []),
  // The confirmation link's token travels in a cookie the sender does not hold: nothing to confirm.
  page("newsletter/confirm", "/newsletter/confirm", "guest", {}, []),
  page("theme", "/theme", "guest", { theme: "dark", redirectTo: "/" }, []),
  page("language-hint", "/language-hint", "guest", { redirectTo: "/" }, []),
  // Issue 18: the account holder's own forms. Every body breaks a required field, so the business
  // account the tests share never changes its password, its address or its existence.
  page("forgot-password", "/forgot-password", "guest", { user_email: "nobody@example.in" }, ["user_email"]),
  page("reset-password", "/reset-password", "guest", { token: "not-a-real-token-0000000000", password: "a-new-one-42", confirm_password: "a-new-one-42" }, [
    "token",
    "password",
    "confirm_password",
  ]),
  page(
    "account",
    "/account",
    "business",
    {
      intent: "profile",
      user_name: "Ravi Mistry",
      business_name: "Mistry Handicrafts",
      contact_number: "+91 98765 43210",
      address: "12 Ring Road",
      city: "Surat",
    },
    ["intent", "user_name", "business_name", "contact_number", "address", "city"],
  ),
  // The link's token travels in a cookie the attacker does not hold: nothing to confirm.
  page("account/confirm-email", "/account/confirm-email", "business", {}, []),
  page("account/void-email-change", "/account/void-email-change", "guest", {}, []),
  // The sign-up's confirmation link (issue 28): its token is in a cookie the sender does not hold;
  // asking for a new link needs the account's password.
  page("confirm-email", "/confirm-email", "guest", { intent: "request", user_email: "nobody@example.in", password: "not-the-password" }, [
    "user_email",
    "password",
  ]),
  page("account/data/delete", "/account/data/delete", "business", { password: "not-the-password" }, ["password"]),
  page("logout", "/logout", "guest", {}, []),
  page("*", "/no-such-artwork", "guest", {}, []),
];

function json(
  route: string,
  method: WriteMethod,
  url: string,
  as: Actor,
  valid: Record<string, Value>,
  required: readonly string[],
  free?: readonly string[],
): WriteTarget {
  return { route, method, url, as, encoding: "json", valid, required, free };
}

/** Valid bodies of every manage_data model (ids of the demo data's categories). */
export const MODEL_BODIES: Record<string, { valid: Record<string, Value>; required: readonly string[]; free?: readonly string[]; id: string }> = {
  Product: {
    valid: { title: "Hostile lamp", description: "A lamp base.", category: 1, price: 3200, is_available: true },
    required: ["title", "description", "category", "price"],
    free: ["material", "dimensions"],
    id: "1",
  },
  ProductCategory: { valid: { name: "Hostile lamps", description: "Lamp bases", is_active: true }, required: ["name"], free: ["description"], id: "1" },
  GalleryItem: {
    valid: {
      title: "Hostile panel",
      image_url: "/images/sadeli-pattern.svg",
      category: 1,
      description: "A panel.",
      price: 250.5,
      tags: "panel",
      is_available: true,
    },
    required: ["title", "image_url", "category"],
    free: ["description", "image_alt_text"],
    id: "1",
  },
  GalleryCategory: { valid: { name: "Hostile panels", description: "Wall panels", is_active: true }, required: ["name"], free: ["description"], id: "1" },
  PortfolioItem: {
    valid: { title: "Hostile lobby", category: 1, description: "A hotel lobby.", is_public: true },
    required: ["title", "category", "description"],
    free: ["short_description", "client_name"],
    id: "1",
  },
  PortfolioCategory: { valid: { name: "Hostile hotels", description: "Hotel work", is_active: true }, required: ["name"], free: ["description"], id: "1" },
  BlogPost: {
    valid: { title: "Hostile post", category: 1, content: "A paragraph.", status: "draft", reading_time: 3 },
    required: ["title", "category", "content"],
    free: ["excerpt", "meta_description"],
    id: "1",
  },
  BlogCategory: { valid: { name: "Hostile notes" }, required: ["name"], id: "1" },
  UserProfile: {
    valid: {
      user_name: "Nisha Rao",
      business_name: "Rao Interiors",
      user_email: "hostile.api.user@example.in",
      contact_number: "9825098250",
      address: "3 Ring Road",
      city: "Surat",
      password: "a-strong-one",
      user_type: 2,
    },
    required: ["user_name", "business_name", "user_email", "contact_number", "address", "city"],
    id: "{account}",
  },
  SiteSettings: { valid: { site_name: "Surat Sadeli Art Studio" }, required: ["site_name"], free: ["site_description", "address"], id: "1" },
};

function manageData(model: string): WriteTarget[] {
  const { valid, required, free, id } = MODEL_BODIES[model]!;
  const list = `/api/manage_data/${model}/`;
  const item = `/api/manage_data/${model}/${id}/`;
  // A new user needs a password; an edited one keeps it when none is sent.
  const forUpdate = model === "UserProfile" ? { ...valid, user_email: "{accountEmail}", password: undefined } : valid;
  const updateBody = Object.fromEntries(Object.entries(forUpdate).filter(([, value]) => value !== undefined)) as Record<string, Value>;
  // A PUT is the whole record (issue 15): a missing field is an error there, as in a POST. Site
  // settings are never POSTed (409: the record exists), so a missing field is no test of them.
  const partial = model === "SiteSettings";
  const targets: WriteTarget[] = [
    { ...json("api/manage_data/:model", "POST", list, "admin", valid, model === "UserProfile" ? [...required, "password"] : required, free), partial },
    json("api/manage_data/:model/:id", "PUT", item, "admin", updateBody, required, free),
    { ...json("api/manage_data/:model/:id", "PATCH", item, "admin", updateBody, required, free), partial: true },
  ];
  if (model !== "SiteSettings") targets.push(json("api/manage_data/:model/:id", "DELETE", `/api/manage_data/${model}/999999/`, "admin", {}, []));
  return targets;
}

const API: WriteTarget[] = [
  json("api/login", "POST", "/api/login/", "guest", { user_email: "nobody@example.in", password: "not-a-password" }, ["user_email", "password"]),
  json("api/signup", "POST", "/api/signup/", "guest", registration, REGISTRATION_REQUIRED),
  // Issue 18. As on the pages, every body breaks a required field (the shared account stays as it is).
  json(
    "api/account",
    "PUT",
    "/api/account/",
    "business",
    { user_name: "Ravi Mistry", business_name: "Mistry Handicrafts", contact_number: "+91 98765 43210", address: "12 Ring Road", city: "Surat" },
    ["user_name", "business_name", "contact_number", "address", "city"],
  ),
  json("api/account", "DELETE", "/api/account/", "business", { password: "not-the-password" }, ["password"]),
  json("api/account/password/forgot", "POST", "/api/account/password/forgot/", "guest", { user_email: "nobody@example.in" }, ["user_email"]),
  json("api/account/password/reset", "POST", "/api/account/password/reset/", "guest", { token: "not-a-real-token-0000000000", password: "a-new-one-42" }, [
    "token",
    "password",
  ]),
  json("core_api/register-business", "POST", "/core_api/register-business", "guest", registration, REGISTRATION_REQUIRED),
  json("api/logout", "POST", "/api/logout/", "guest", { accessToken: "not-a-token" }, []),
  json(
    "api/products/inquiries/submit",
    "POST",
    "/api/products/inquiries/submit/",
    "business",
    { product_item: 1, message: "Twelve boxes, please.", quantity: 12, budget: 30000, delivery_timeline: "March" },
    ["product_item", "message"],
    ["delivery_timeline"],
  ),
  json(
    "api/portfolio/inquiries/submit",
    "POST",
    "/api/portfolio/inquiries/submit/",
    "business",
    { portfolio_item: 1, message: "A lobby panel like this one" },
    ["portfolio_item", "message"],
    ["timeline"],
  ),
  json("api/contact/submit", "POST", "/api/contact/submit/", "guest", contact, CONTACT_REQUIRED),
  json("api/products/inquiries/:id/reply", "POST", "/api/products/inquiries/{productInquiry}/reply/", "admin", { reply_message: "Twelve boxes are ready." }, [
    "reply_message",
  ]),
  json("api/products/inquiries/:id/status", "PATCH", "/api/products/inquiries/{productInquiry}/status/", "admin", { status: "closed" }, ["status"]),
  json("api/portfolio/inquiries/:id/reply", "POST", "/api/portfolio/inquiries/{portfolioInquiry}/reply/", "admin", { reply_message: "We can do the lobby." }, [
    "reply_message",
  ]),
  json("api/portfolio/inquiries/:id/status", "PATCH", "/api/portfolio/inquiries/{portfolioInquiry}/status/", "admin", { status: "closed" }, ["status"]),
  json("api/contact/messages/:id/reply", "POST", "/api/contact/messages/{contactMessage}/reply/", "admin", { reply_message: "Thank you, we will call." }, [
    "reply_message",
  ]),
  ...Object.keys(MODEL_BODIES).flatMap(manageData),
  // A JSON body is refused (415); the multipart corpus is tests/api/uploads-hostile.spec.ts.
  json("api/upload/image", "POST", "/api/upload/image/", "admin", { category: "products" }, []),
];

export const WRITE_TARGETS: WriteTarget[] = [...PUBLIC, ...PANEL, ...API];
