/**
 * The OpenAPI 3.1 description of the JSON API, built from the same zod schemas that validate the
 * requests, so the document cannot drift from what the server accepts.
 */
import { z } from "zod";
import { contactSchema } from "~/lib/schemas/contact";
import { loginSchema, signupFields } from "~/lib/schemas/auth";
import { portfolioInquirySchema, productInquirySchema } from "~/lib/schemas/inquiries";

type Access = "public" | "client" | "shop" | "admin";

/** The models of /api/manage_data/ (kept beside the adapters' registry; a unit test checks they agree). */
export const MANAGED_MODEL_NAMES = ["GalleryItem", "GalleryCategory", "PortfolioItem", "PortfolioCategory", "BlogPost", "BlogCategory", "Product", "ProductCategory", "UserProfile", "SiteSettings"] as const;
export type Endpoint = { path: string; method: "get" | "post" | "put" | "patch" | "delete"; summary: string; access: Access; body?: z.ZodType; list?: boolean };

const reply = z.object({ reply_message: z.string() });
const status = z.object({ status: z.enum(["pending", "replied", "closed"]) });
const logout = z.object({ accessToken: z.string() });

export const API_ENDPOINTS: Endpoint[] = [
  { path: "/api/login/", method: "post", summary: "Log in: a bearer token and the account", access: "public", body: loginSchema },
  { path: "/api/signup/", method: "post", summary: "Register a business account (waits for approval)", access: "public", body: signupFields },
  { path: "/core_api/register-business/", method: "post", summary: "Register a business account (same as /api/signup/)", access: "public", body: signupFields },
  { path: "/api/logout/", method: "post", summary: "Revoke a token", access: "public", body: logout },
  { path: "/api/products/", method: "get", summary: "Products", access: "public", list: true },
  { path: "/api/products/{id}/", method: "get", summary: "One product", access: "public" },
  { path: "/api/products/categories/", method: "get", summary: "Product categories with counts", access: "public" },
  { path: "/api/gallery/items/", method: "get", summary: "Gallery items", access: "public", list: true },
  { path: "/api/gallery/items/{id}/", method: "get", summary: "One gallery item", access: "public" },
  { path: "/api/gallery/categories/", method: "get", summary: "Gallery categories with counts", access: "public" },
  { path: "/api/portfolio/items/", method: "get", summary: "Portfolio projects", access: "public", list: true },
  { path: "/api/portfolio/items/{id}/", method: "get", summary: "One portfolio project", access: "public" },
  { path: "/api/portfolio/categories/", method: "get", summary: "Portfolio categories with counts", access: "public" },
  { path: "/api/blog/posts/", method: "get", summary: "Published blog posts", access: "public", list: true },
  { path: "/api/blog/posts/{id}/", method: "get", summary: "One published post, by id or slug", access: "public" },
  { path: "/api/blog/categories/", method: "get", summary: "Blog categories with counts", access: "public" },
  { path: "/api/settings/public/", method: "get", summary: "The site's public details", access: "public" },
  { path: "/api/search/", method: "get", summary: "Search products, gallery, portfolio and blog (?q=)", access: "public" },
  { path: "/api/contact/submit/", method: "post", summary: "Send a contact message (or subscribe to the newsletter)", access: "public", body: contactSchema },
  { path: "/api/products/inquiries/submit/", method: "post", summary: "Send a product inquiry", access: "client", body: productInquirySchema },
  { path: "/api/portfolio/inquiries/submit/", method: "post", summary: "Send a portfolio inquiry", access: "client", body: portfolioInquirySchema },
  { path: "/api/products/inquiries/user/", method: "get", summary: "The caller's product inquiries", access: "client", list: true },
  { path: "/api/portfolio/inquiries/user/", method: "get", summary: "The caller's portfolio inquiries", access: "client", list: true },
  { path: "/api/products/inquiries/admin/", method: "get", summary: "All product inquiries", access: "shop", list: true },
  { path: "/api/portfolio/inquiries/admin/", method: "get", summary: "All portfolio inquiries", access: "admin", list: true },
  { path: "/api/products/inquiries/{id}/reply/", method: "post", summary: "Reply to a product inquiry", access: "shop", body: reply },
  { path: "/api/products/inquiries/{id}/status/", method: "patch", summary: "Set a product inquiry's status", access: "shop", body: status },
  { path: "/api/portfolio/inquiries/{id}/reply/", method: "post", summary: "Reply to a portfolio inquiry", access: "admin", body: reply },
  { path: "/api/portfolio/inquiries/{id}/status/", method: "patch", summary: "Set a portfolio inquiry's status", access: "admin", body: status },
  { path: "/api/contact/messages/", method: "get", summary: "Contact messages", access: "admin", list: true },
  { path: "/api/contact/messages/{id}/reply/", method: "post", summary: "Reply to a contact message", access: "admin", body: reply },
  { path: "/api/upload/image/", method: "post", summary: "Upload an image (multipart: file, category, width, height)", access: "shop" },
  ...MANAGED_MODEL_NAMES.flatMap((model): Endpoint[] => {
    const access: Access = model === "Product" || model === "ProductCategory" ? "shop" : "admin";
    return [
      { path: `/api/manage_data/${model}/`, method: "get", summary: `List ${model}`, access, list: true },
      { path: `/api/manage_data/${model}/`, method: "post", summary: `Create a ${model}`, access },
      { path: `/api/manage_data/${model}/{id}/`, method: "get", summary: `Read a ${model}`, access },
      { path: `/api/manage_data/${model}/{id}/`, method: "put", summary: `Replace a ${model}`, access },
      { path: `/api/manage_data/${model}/{id}/`, method: "patch", summary: `Change fields of a ${model}`, access },
      ...(model === "SiteSettings" ? [] : [{ path: `/api/manage_data/${model}/{id}/`, method: "delete" as const, summary: `Delete a ${model}`, access }]),
    ];
  }),
];

const ACCESS_TEXT: Record<Access, string> = {
  public: "No token needed.",
  client: "Bearer token of an approved account.",
  shop: "Bearer token of an admin or store manager.",
  admin: "Bearer token of an admin.",
};

const LIST_PARAMETERS = [
  { name: "page", in: "query", schema: { type: "integer", minimum: 1 } },
  { name: "page_size", in: "query", schema: { type: "integer", minimum: 1, maximum: 100 } },
  { name: "category", in: "query", schema: { type: "integer" } },
  { name: "search", in: "query", schema: { type: "string", maxLength: 100 } },
  { name: "is_featured", in: "query", schema: { type: "boolean" } },
];

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-2020-12" });

export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of API_ENDPOINTS) {
    const parameters: unknown[] = endpoint.path.includes("{id}") ? [{ name: "id", in: "path", required: true, schema: { type: "string" } }] : [];
    if (endpoint.list) parameters.push(...LIST_PARAMETERS);
    const protectedCall = endpoint.access !== "public";
    (paths[endpoint.path] ??= {})[endpoint.method] = {
      summary: endpoint.summary,
      description: ACCESS_TEXT[endpoint.access],
      ...(parameters.length ? { parameters } : {}),
      ...(protectedCall ? { security: [{ bearer: [] }] } : {}),
      ...(endpoint.body ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(endpoint.body) } } } } : {}),
      responses: {
        "200": { description: endpoint.list ? "{count, next, previous, results}" : "The answer of the call" },
        ...(endpoint.body ? { "400": { description: "{status: false, data: null, message, errors: {field: [messages]}}" } } : {}),
        ...(protectedCall ? { "401": { description: "No or bad token" }, "403": { description: "The token's account may not make this call" } } : {}),
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Surat Sadeli Art Studio API", version: "1.0.0", description: "The JSON contract of the website: see docs/api.md." },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    paths,
  };
}
