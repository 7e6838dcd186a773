/** The OpenAPI document: every path of the spec's section 7, with bodies from the real schemas. */
import { describe, expect, it } from "vitest";
import { openApiDocument } from "~/.server/api/openapi";

/** Section 7 of the spec, path for path. */
export const SPEC_SECTION_7_PATHS = [
  "/api/login/",
  "/api/signup/",
  "/api/logout/",
  "/api/gallery/items/",
  "/api/gallery/categories/",
  "/api/portfolio/items/",
  "/api/portfolio/categories/",
  "/api/blog/posts/",
  "/api/blog/categories/",
  "/api/products/",
  "/api/products/categories/",
  "/api/settings/public/",
  "/api/search/",
  "/core_api/register-business/",
  "/api/contact/submit/",
  "/api/portfolio/inquiries/submit/",
  "/api/products/inquiries/submit/",
  "/api/portfolio/inquiries/user/",
  "/api/portfolio/inquiries/admin/",
  "/api/products/inquiries/user/",
  "/api/upload/image/",
  "/api/manage_data/GalleryItem/",
  "/api/manage_data/GalleryItem/{id}/",
  "/api/manage_data/PortfolioItem/",
  "/api/manage_data/PortfolioItem/{id}/",
  "/api/manage_data/BlogPost/",
  "/api/manage_data/BlogPost/{id}/",
  "/api/contact/messages/",
  "/api/contact/messages/{id}/reply/",
  "/api/manage_data/UserProfile/",
  "/api/manage_data/UserProfile/{id}/",
  "/api/manage_data/SiteSettings/",
  "/api/manage_data/SiteSettings/{id}/",
  "/api/manage_data/Product/",
  "/api/manage_data/Product/{id}/",
  "/api/manage_data/ProductCategory/",
  "/api/manage_data/ProductCategory/{id}/",
  "/api/manage_data/GalleryCategory/",
  "/api/manage_data/PortfolioCategory/",
  "/api/products/inquiries/admin/",
  "/api/products/inquiries/{id}/reply/",
  "/api/products/inquiries/{id}/status/",
];

describe("openApiDocument", () => {
  const document = openApiDocument("https://sadeli.example");

  it("is OpenAPI 3.1 with a bearer scheme", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.components.securitySchemes.bearer).toEqual({ type: "http", scheme: "bearer" });
  });

  it.each(SPEC_SECTION_7_PATHS)("describes %s", (path) => {
    expect(Object.keys(document.paths)).toContain(path);
  });

  it("takes request bodies from the validation schemas", () => {
    const signup = document.paths["/api/signup/"]!.post as { requestBody: { content: { "application/json": { schema: { properties: Record<string, unknown>; required: string[] } } } } };
    const schema = signup.requestBody.content["application/json"].schema;
    expect(Object.keys(schema.properties).sort()).toEqual(["address", "business_name", "city", "contact_number", "password", "user_email", "user_name"]);
    expect(schema.required).toContain("user_email");
  });

  it("marks protected calls with the bearer requirement", () => {
    expect((document.paths["/api/products/inquiries/submit/"]!.post as { security?: unknown }).security).toEqual([{ bearer: [] }]);
    expect((document.paths["/api/products/"]!.get as { security?: unknown }).security).toBeUndefined();
  });
});

describe("the managed models", () => {
  it("are the same in the document and in the API's registry", async () => {
    const { MANAGED_MODEL_NAMES } = await import("~/.server/api/openapi");
    const { MANAGED_MODELS } = await import("~/.server/api/manage-data");
    expect([...MANAGED_MODEL_NAMES].sort()).toEqual(Object.keys(MANAGED_MODELS).sort());
  });
});
