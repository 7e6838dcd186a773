/**
 * Every call of the API, once: its path and method, its operationId, who may make it, the query,
 * body and answer schemas, and the error statuses it can answer. The OpenAPI document
 * (document.ts) is written from this list; the routes validate with the same schemas.
 */
import { z } from "zod";

import { USER_TYPE, type UserType } from "~/lib/constants";
import { rolesThatUpload, rolesWith } from "~/lib/permissions";
import { accountUpdateSchema, forgotPasswordSchema, resetPasswordSchema } from "~/lib/schemas/account";
import { loginSchema, signupFields } from "~/lib/schemas/auth";
import { contactSchema } from "~/lib/schemas/contact";
import { portfolioInquirySchema, productSubmitSchema } from "~/lib/schemas/inquiries";
import { deleteAccountSchema } from "~/lib/schemas/my-data";
import { acceptQuotationSchema, declineQuotationSchema, orderStepSchema, pricingSchema } from "~/lib/schemas/quotes";
import { MANAGED_MODELS, type ModelAdapter } from "~/routes/api/.server/manage-data";

import { inquiryStatusBody, logoutBody, replyBody, uploadForm } from "./bodies";
import { contactMessageListQuery, inquiryListQuery, languageQuery, publicListQuery, quoteListQuery, searchQuery } from "./query";
import { basketAddBody, basketChangeBody, quoteRequestBody } from "./quote-bodies";
import { basketItemRecord, buyerQuoteRecord, orderRecord, quoteSummaryRecord, teamQuoteRecord } from "./quotes";
import * as records from "./records";
import { searchAnswer } from "./search-answer";
import { sessionUserShape } from "./session-user";
import { categoryListOf, doneOf, errorShape, loginErrorShape, pageOf, uploadErrorShape, writtenOf } from "./shapes";

export type Access = "public" | "client" | "buyer" | "shop" | "admin";
export type Method = "get" | "post" | "put" | "patch" | "delete";

export type Operation = {
  operationId: string;
  method: Method;
  path: string;
  summary: string;
  access: Access;
  query?: z.ZodObject;
  /** A JSON body, or a multipart form (the upload). */
  body?: { schema: z.ZodType; multipart?: boolean; description?: string };
  success: { status: 200 | 201; schema: z.ZodType; description: string };
  /** Refusals of the call itself (404 of a missing record, 409 of a conflict...), beside the ones every call of its kind has. */
  refusals?: number[];
  /** The error shape, when the call's answers carry keys of their own (login, upload). */
  errors?: z.ZodType;
};

const message = z.string();
const submitted = z.object({ status: z.literal(true), message, errors: z.object({}).strict() }).meta({ id: "Submitted" });
const loginAnswer = z.object({ status: z.literal(true), message, token: z.string(), userData: sessionUserShape }).meta({ id: "LoginAnswer" });
const uploadAnswer = z.object({ status: z.literal(true), url: z.string(), message }).meta({ id: "UploadAnswer" });
/** PUT /api/account/: the saved account, and the caller's fresh token when the password changed (ASVS 7.2.4, docs/decisions/020). */
const myAccountWritten = z
  .object({
    status: z.literal(true),
    data: records.userRecord,
    message,
    errors: z.object({}).strict(),
    token: z
      .string()
      .optional()
      .meta({ description: "The caller's new bearer token, present when the password changed: the one used for this call no longer works." }),
  })
  .meta({ id: "MyAccountWritten" });
const publicSettingsAnswer = z.object({ status: z.literal(true), data: records.publicSiteSettingsRecord, message }).meta({ id: "PublicSiteSettingsAnswer" });

/** The public reads of one kind: a filtered list, one record, its categories. */
function publicReads(options: {
  path: string;
  item: string;
  name: string;
  record: z.ZodType;
  category: z.ZodType;
  categoriesPath: string;
  plural: string;
}): Operation[] {
  return [
    {
      operationId: `list${options.name}s`,
      method: "get",
      path: options.path,
      summary: `Public ${options.plural}, newest first`,
      access: "public",
      query: publicListQuery,
      success: { status: 200, schema: pageOf(options.record, options.name), description: `A page of ${options.plural}` },
    },
    {
      operationId: `get${options.name}`,
      method: "get",
      path: options.item,
      summary: `One ${options.name.toLowerCase()}`,
      access: "public",
      query: languageQuery,
      success: { status: 200, schema: options.record, description: `The ${options.name.toLowerCase()}` },
      refusals: [404],
    },
    {
      operationId: `list${options.name}Categories`,
      method: "get",
      path: options.categoriesPath,
      summary: `Active ${options.name.toLowerCase()} categories with their counts`,
      access: "public",
      query: languageQuery,
      success: { status: 200, schema: categoryListOf(options.category, `${options.name}Category`), description: "The categories" },
    },
  ];
}

/** The inquiry calls of one kind. */
function inquiryCalls(kind: "Product" | "Portfolio", base: string, record: z.ZodType, submit: z.ZodType, team: Access): Operation[] {
  const page = pageOf(record, `${kind}Inquiry`);
  const written = writtenOf(record, `${kind}Inquiry`);
  const lower = kind.toLowerCase();
  return [
    {
      operationId: `submit${kind}Inquiry`,
      method: "post",
      path: `${base}/submit/`,
      summary: `Send a ${lower} inquiry (an approved account other than an administrator's: 403 for an admin)`,
      access: "client",
      body: { schema: submit },
      success: { status: 201, schema: written, description: "The inquiry, stored" },
      refusals: [404, 409],
    },
    {
      operationId: `listMy${kind}Inquiries`,
      method: "get",
      path: `${base}/user/`,
      summary: `The caller's own ${lower} inquiries`,
      access: "client",
      query: inquiryListQuery,
      success: { status: 200, schema: page, description: "A page of inquiries" },
    },
    {
      operationId: `list${kind}Inquiries`,
      method: "get",
      path: `${base}/admin/`,
      summary: `Every ${lower} inquiry`,
      access: team,
      query: inquiryListQuery,
      success: { status: 200, schema: page, description: "A page of inquiries" },
    },
    {
      operationId: `reply${kind}Inquiry`,
      method: "post",
      path: `${base}/{id}/reply/`,
      summary: `Reply to a ${lower} inquiry (emails the inquirer)`,
      access: team,
      body: { schema: replyBody },
      success: { status: 200, schema: written, description: "The inquiry, replied" },
      refusals: [404, 409],
    },
    {
      operationId: `set${kind}InquiryStatus`,
      method: "patch",
      path: `${base}/{id}/status/`,
      summary: `Set a ${lower} inquiry's status`,
      access: team,
      body: { schema: inquiryStatusBody },
      success: { status: 200, schema: written, description: "The inquiry with its new status" },
      refusals: [404],
    },
  ];
}

/** The record each model of /api/manage_data/ answers with. */
export const MODEL_RECORDS: Record<string, z.ZodType> = {
  Product: records.productRecord,
  ProductCategory: records.productCategoryRecord,
  GalleryItem: records.galleryItemRecord,
  GalleryCategory: records.galleryCategoryRecord,
  PortfolioItem: records.portfolioItemRecord,
  PortfolioCategory: records.portfolioCategoryRecord,
  BlogPost: records.blogPostRecord,
  BlogCategory: records.blogCategoryRecord,
  UserProfile: records.userRecord,
  SiteSettings: records.siteSettingsRecord,
};

const ECHOES =
  "Fields of the answered record that are not listed here (`id`, `created_at`, derived names and counts) may be sent back unchanged and are ignored; any other field is refused by name.";

/** How the description names who may call: "shop" when the permission table lets store managers take the action, else "admin". */
const teamAccess = (roles: readonly UserType[]): Access => (roles.includes(USER_TYPE.storeManager) ? "shop" : "admin");

function manageCalls(model: string, adapter: ModelAdapter): Operation[] {
  const record = MODEL_RECORDS[model];
  if (!record) throw new Error(`No record schema for the managed model ${model}`);
  const access = teamAccess(rolesWith(adapter.action));
  const list = `/api/manage_data/${model}/`;
  const item = `${list}{id}/`;
  const written = writtenOf(record, model);
  const secrets = adapter.writeOnlyFields.length
    ? ` Write-only fields (${adapter.writeOnlyFields.map((field) => `\`${field}\``).join(", ")}) are never answered; left out of a PUT, they keep their stored value.`
    : "";
  const kept = adapter.keptOnPutFields.length
    ? ` The fields not marked required (${adapter.keptOnPutFields.map((field) => `\`${field}\``).join(", ")}) may be left out of a PUT: they keep their stored value.`
    : "";
  const defaults = " A field with a `default` left out of a POST takes it; true and false are JSON booleans (anything else is a 400 under the field).";
  const calls: Operation[] = [
    {
      operationId: `adminList${model}`,
      method: "get",
      path: list,
      summary: `Every ${model}`,
      access,
      query: adapter.listQuery,
      success: { status: 200, schema: pageOf(record, model), description: `A page of ${model} records` },
    },
    {
      operationId: `adminCreate${model}`,
      method: "post",
      path: list,
      summary: adapter.singleton ? `Refused: the ${model} record always exists (PUT ${item.replace("{id}", "1")})` : `Create a ${model}`,
      access,
      body: { schema: adapter.documented.create, description: ECHOES + secrets + defaults },
      success: { status: 201, schema: written, description: "The record, created" },
      refusals: [409],
    },
    {
      operationId: `adminGet${model}`,
      method: "get",
      path: item,
      summary: `One ${model}`,
      access,
      success: { status: 200, schema: record, description: "The record" },
      refusals: [404],
    },
    {
      operationId: `adminReplace${model}`,
      method: "put",
      path: item,
      summary: `Replace a ${model}: the required fields must be sent; the others left out keep their stored value`,
      access,
      body: { schema: adapter.documented.put, description: ECHOES + secrets + kept },
      success: { status: 200, schema: written, description: "The record, saved" },
      refusals: [404, 409],
    },
    {
      operationId: `adminUpdate${model}`,
      method: "patch",
      path: item,
      summary: `Change the fields sent of a ${model}; the others stay as they are`,
      access,
      body: { schema: adapter.documented.patch, description: ECHOES + secrets },
      success: { status: 200, schema: written, description: "The record, saved" },
      refusals: [404, 409],
    },
  ];
  if (adapter.remove)
    calls.push({
      operationId: `adminDelete${model}`,
      method: "delete",
      path: item,
      summary: `Delete a ${model}`,
      access,
      success: { status: 200, schema: writtenOf(z.null(), "Deleted"), description: "Deleted" },
      refusals: [404, 409],
    });
  return calls;
}

/**
 * Issue 31: the buyer's basket, requests and answers (an approved business account, "request:quotes"
 * in the permission table; its own only: another buyer's quote is 404), and the team's quotes, pricing and orders (`manage:quotes`).
 */
function quoteCalls(): Operation[] {
  const team = teamAccess(rolesWith("manage:quotes"));
  // The permission table's buyer ("request:quotes"): a business account alone.
  const buyer: Access = "buyer";
  const buyerQuote = writtenOf(buyerQuoteRecord, "Quote");
  const teamQuote = writtenOf(teamQuoteRecord, "TeamQuote");
  const order = writtenOf(orderRecord, "Order");
  return [
    {
      operationId: "listQuoteBasket",
      method: "get",
      path: "/api/quote-basket/",
      summary: "The caller's quote basket, oldest line first (one page: at most 50 products)",
      access: buyer,
      success: { status: 200, schema: pageOf(basketItemRecord, "QuoteBasketItem"), description: "The basket" },
    },
    {
      operationId: "addToQuoteBasket",
      method: "post",
      path: "/api/quote-basket/",
      summary: "Add an available product to the caller's quote basket (a product already there gets the quantity added, up to 10,000)",
      access: buyer,
      body: { schema: basketAddBody },
      success: { status: 201, schema: writtenOf(basketItemRecord, "QuoteBasketItem"), description: "The basket's line for the product" },
      refusals: [404, 409],
    },
    {
      operationId: "changeQuoteBasketLine",
      method: "patch",
      path: "/api/quote-basket/{product_id}/",
      summary: "Change the quantity or the note of a product in the caller's basket",
      access: buyer,
      body: { schema: basketChangeBody },
      success: { status: 200, schema: writtenOf(basketItemRecord, "QuoteBasketItem"), description: "The line, saved" },
      refusals: [404],
    },
    {
      operationId: "removeQuoteBasketLine",
      method: "delete",
      path: "/api/quote-basket/{product_id}/",
      summary: "Take a product out of the caller's basket",
      access: buyer,
      success: { status: 200, schema: writtenOf(z.null(), "Deleted"), description: "Removed" },
      refusals: [404],
    },
    {
      operationId: "sendQuoteRequest",
      method: "post",
      path: "/api/quotes/",
      summary:
        "Send the caller's basket as a quote request (QR-000042): the team is emailed and the basket empties. Products no longer available are left out; an empty basket is refused (409), so a repeated post stores nothing more.",
      access: buyer,
      body: { schema: quoteRequestBody },
      success: { status: 201, schema: buyerQuote, description: "The request, stored" },
      refusals: [409],
    },
    {
      operationId: "listMyQuotes",
      method: "get",
      path: "/api/quotes/",
      summary: "The caller's own quotes, newest first",
      access: buyer,
      success: { status: 200, schema: pageOf(quoteSummaryRecord, "QuoteSummary"), description: "The quotes" },
    },
    {
      operationId: "getMyQuote",
      method: "get",
      path: "/api/quotes/{id}/",
      summary:
        "One of the caller's own quotes: the request, the last quotation sent (lines, totals in paise, tax summary, the total in words) and the order. Another account's quote is 404.",
      access: buyer,
      success: { status: 200, schema: buyerQuoteRecord, description: "The quote" },
      refusals: [404],
    },
    {
      operationId: "acceptQuotation",
      method: "post",
      path: "/api/quotes/{id}/accept/",
      summary: "Accept the quotation the caller was sent (while it is valid), with their purchase-order number if any; the team confirms the order",
      access: buyer,
      body: { schema: acceptQuotationSchema },
      success: { status: 200, schema: buyerQuote, description: "The quote, accepted" },
      refusals: [404, 409],
    },
    {
      operationId: "declineQuotation",
      method: "post",
      path: "/api/quotes/{id}/decline/",
      summary: "Decline the quotation the caller was sent, with a reason",
      access: buyer,
      body: { schema: declineQuotationSchema },
      success: { status: 200, schema: buyerQuote, description: "The quote, declined" },
      refusals: [404, 409],
    },
    {
      operationId: "listQuotes",
      method: "get",
      path: "/api/admin/quotes/",
      summary: "Every quote, newest first, 20 a page",
      access: team,
      query: quoteListQuery,
      success: { status: 200, schema: pageOf(quoteSummaryRecord, "QuoteSummary"), description: "A page of quotes" },
    },
    {
      operationId: "getQuote",
      method: "get",
      path: "/api/admin/quotes/{id}/",
      summary: "A quote as the team reads it: the buyer's contact, the last quotation sent, the draft, every revision and the internal notes",
      access: team,
      success: { status: 200, schema: teamQuoteRecord, description: "The quote" },
      refusals: [404],
    },
    {
      operationId: "saveQuotePricing",
      method: "put",
      path: "/api/admin/quotes/{id}/pricing/",
      summary:
        "Save the pricing as the quote's draft (amounts in rupees with at most two decimals, rates in basis points); the buyer sees nothing until it is sent. A quotation the buyer answered is refused (409).",
      access: team,
      body: { schema: pricingSchema },
      success: { status: 200, schema: teamQuote, description: "The quote with its draft" },
      refusals: [404, 409],
    },
    {
      operationId: "sendQuotation",
      method: "post",
      path: "/api/admin/quotes/{id}/send/",
      summary:
        "Send the saved draft to the buyer: the quotation gets its number (QT/2026-27/0007) the first time, the revision replaces the one sent before, and the buyer is emailed with the PDF. No draft, a draft whose validity has passed, or the seller's details incomplete in Settings: 409.",
      access: team,
      success: { status: 200, schema: teamQuote, description: "The quote, sent" },
      refusals: [404, 409],
    },
    {
      operationId: "confirmOrder",
      method: "post",
      path: "/api/admin/quotes/{id}/confirm-order/",
      summary: "Confirm an accepted quotation as an order (SO/2026-27/0001); the buyer is emailed. A quote not accepted is refused (409).",
      access: team,
      success: { status: 201, schema: order, description: "The order" },
      refusals: [404, 409],
    },
    {
      operationId: "addOrderStep",
      method: "post",
      path: "/api/admin/orders/{id}/steps/",
      summary:
        "Move an order to a later step (in_production, dispatched with carrier and tracking_number, delivered); never back. The buyer is emailed at each step.",
      access: team,
      body: { schema: orderStepSchema },
      success: { status: 201, schema: order, description: "The order with its steps" },
      refusals: [404, 409],
    },
  ];
}

/** The two paths of the spec that register a business account: one route, one description. */
function signupCall(operationId: string, path: string, summary: string): Operation {
  const success = { status: 201 as const, schema: doneOf("Registered"), description: "Registered, awaiting approval" };
  // 409: the address is registered already (a conflict with stored data, docs/decisions/053).
  return { operationId, method: "post", path, summary, access: "public", body: { schema: signupFields }, success, refusals: [409] };
}

export const OPERATIONS: Operation[] = [
  {
    operationId: "login",
    method: "post",
    path: "/api/login/",
    summary: "Log in: a bearer token and the account",
    access: "public",
    body: { schema: loginSchema },
    success: { status: 200, schema: loginAnswer, description: "The token and the account" },
    errors: loginErrorShape,
  },
  signupCall("signup", "/api/signup/", "Register a business account (it waits for the team's approval)"),
  signupCall("registerBusiness", "/core_api/register-business/", "Register a business account (the same as /api/signup/)"),
  {
    operationId: "logout",
    method: "post",
    path: "/api/logout/",
    summary: "Revoke a token",
    access: "public",
    body: { schema: logoutBody },
    success: { status: 200, schema: doneOf("LoggedOut"), description: "The token no longer works" },
  },
  ...publicReads({
    path: "/api/products/",
    item: "/api/products/{id}/",
    name: "Product",
    plural: "products",
    record: records.productRecord,
    category: records.productCategoryRecord,
    categoriesPath: "/api/products/categories/",
  }),
  ...publicReads({
    path: "/api/gallery/items/",
    item: "/api/gallery/items/{id}/",
    name: "GalleryItem",
    plural: "gallery items",
    record: records.galleryItemRecord,
    category: records.galleryCategoryRecord,
    categoriesPath: "/api/gallery/categories/",
  }),
  ...publicReads({
    path: "/api/portfolio/items/",
    item: "/api/portfolio/items/{id}/",
    name: "PortfolioItem",
    plural: "portfolio projects",
    record: records.portfolioItemRecord,
    category: records.portfolioCategoryRecord,
    categoriesPath: "/api/portfolio/categories/",
  }),
  ...publicReads({
    path: "/api/blog/posts/",
    item: "/api/blog/posts/{id}/",
    name: "BlogPost",
    plural: "published blog posts",
    record: records.blogPostRecord,
    category: records.blogCategoryRecord,
    categoriesPath: "/api/blog/categories/",
  }),
  {
    operationId: "getPublicSiteSettings",
    method: "get",
    path: "/api/settings/public/",
    summary: "The site's public details",
    access: "public",
    success: { status: 200, schema: publicSettingsAnswer, description: "The public settings" },
  },
  {
    operationId: "search",
    method: "get",
    path: "/api/search/",
    summary: "Search products, gallery, portfolio and blog",
    access: "public",
    query: searchQuery,
    success: { status: 200, schema: searchAnswer, description: "The matches of each kind" },
  },
  {
    operationId: "submitContactMessage",
    method: "post",
    path: "/api/contact/submit/",
    summary: "Send a contact message (with subject 'Newsletter Subscription' and type 'other': subscribe to the newsletter)",
    access: "public",
    body: { schema: contactSchema },
    success: { status: 201, schema: submitted, description: "Sent" },
  },
  // The product's submit also takes issue 29's "Notify me" / "Ask to make one" requests (request_kind).
  ...inquiryCalls("Product", "/api/products/inquiries", records.productInquiryRecord, productSubmitSchema, teamAccess(rolesWith("manage:product-inquiries"))),
  ...inquiryCalls(
    "Portfolio",
    "/api/portfolio/inquiries",
    records.portfolioInquiryRecord,
    portfolioInquirySchema,
    teamAccess(rolesWith("manage:portfolio-inquiries")),
  ),
  {
    operationId: "listContactMessages",
    method: "get",
    path: "/api/contact/messages/",
    summary: "Contact messages, newest first",
    access: teamAccess(rolesWith("manage:messages")),
    query: contactMessageListQuery,
    success: { status: 200, schema: pageOf(records.contactMessageRecord, "ContactMessage"), description: "A page of messages" },
  },
  {
    operationId: "replyContactMessage",
    method: "post",
    path: "/api/contact/messages/{id}/reply/",
    summary: "Reply to a contact message (emails the sender)",
    access: teamAccess(rolesWith("manage:messages")),
    body: { schema: replyBody },
    success: { status: 200, schema: writtenOf(records.contactMessageRecord, "ContactMessage"), description: "The message, replied" },
    refusals: [404, 409],
  },
  {
    operationId: "uploadImage",
    method: "post",
    path: "/api/upload/image/",
    summary: "Upload an image; put its url into a record within a day, or it is removed",
    access: teamAccess(rolesThatUpload()),
    body: { schema: uploadForm, multipart: true },
    success: { status: 201, schema: uploadAnswer, description: "Stored: its address" },
    errors: uploadErrorShape,
  },
  {
    operationId: "getMyData",
    method: "get",
    path: "/api/account/data/",
    summary:
      "Everything the site holds of the caller's account: the account (no password), its inquiries, the contact messages under its email and its newsletter subscription",
    access: "client",
    success: {
      status: 200,
      schema: z.object({ status: z.literal(true), data: records.personalDataRecord, message }).meta({ id: "PersonalDataAnswer" }),
      description: "The caller's data",
    },
  },
  {
    operationId: "deleteMyAccount",
    method: "delete",
    path: "/api/account/",
    summary:
      "Erase the caller's account (its current password confirms): the account, its sessions, contact messages and newsletter subscription go; its inquiries stay with the name and email replaced. The first administrator is refused (409).",
    access: "client",
    body: { schema: deleteAccountSchema },
    success: { status: 200, schema: doneOf("AccountDeleted"), description: "Erased; the token no longer works" },
    refusals: [409],
  },
  {
    operationId: "getMyAccount",
    method: "get",
    path: "/api/account/",
    summary: "The caller's own account (My account)",
    access: "client",
    success: {
      status: 200,
      schema: z.object({ status: z.literal(true), data: records.userRecord, message }).meta({ id: "MyAccountAnswer" }),
      description: "The account",
    },
  },
  {
    operationId: "updateMyAccount",
    method: "put",
    path: "/api/account/",
    summary:
      "Change the caller's business profile (every profile field required). `user_email` other than the current address needs `current_password`; it emails a confirmation link to that address (or, when another account uses it, a notice to that account instead: the answer is the same) and tells the current address, and changes nothing until the link is opened in a browser signed in to the account. `password` needs `current_password`, ends every session of the account, this token's too, and answers a fresh `token` for the caller.",
    access: "client",
    body: { schema: accountUpdateSchema },
    success: {
      status: 200,
      schema: myAccountWritten,
      description: "The account, saved (the email address as it was until confirmed); `token` when the password changed",
    },
  },
  {
    operationId: "forgotPassword",
    method: "post",
    path: "/api/account/password/forgot/",
    summary:
      "Ask for a password-reset link by email. The same answer whether or not the address has an account; only approved accounts get an email; the link works once, for one hour, and a newer one voids it.",
    access: "public",
    body: { schema: forgotPasswordSchema },
    success: { status: 200, schema: doneOf("ResetRequested"), description: "Asked (whatever the address)" },
  },
  {
    operationId: "resetPassword",
    method: "post",
    path: "/api/account/password/reset/",
    summary:
      "Set a new password with the token of the emailed link (the sign-up rules); every session of the account ends. An expired, used or replaced token is refused with 400.",
    access: "public",
    body: { schema: resetPasswordSchema },
    success: { status: 200, schema: doneOf("PasswordReset"), description: "The new password is set" },
  },
  ...Object.entries(MANAGED_MODELS).flatMap(([model, adapter]) => manageCalls(model, adapter)),
  ...quoteCalls(),
  {
    operationId: "getOpenApiDocument",
    method: "get",
    path: "/api/openapi.json",
    summary: "This description",
    access: "public",
    success: { status: 200, schema: z.record(z.string(), z.unknown()).meta({ id: "OpenApiDocument" }), description: "The OpenAPI 3.1 document" },
  },
];

/** The error statuses a call can answer: its own refusals and those of every call of its kind. */
export function errorStatuses(operation: Operation): number[] {
  const statuses = new Set<number>([429, 500, ...(operation.refusals ?? [])]);
  if (operation.body) for (const status of [400, 413, 415]) statuses.add(status);
  if (operation.query) statuses.add(400);
  if (/\{[a-z_]+\}/.test(operation.path)) statuses.add(404);
  if (operation.access !== "public") for (const status of [401, 403]) statuses.add(status);
  if (operation.operationId === "login") statuses.add(401);
  return [...statuses].sort();
}

export const errorShapeOf = (operation: Operation) => operation.errors ?? errorShape;
