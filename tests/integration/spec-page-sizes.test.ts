/**
 * Issue 20, item 1: the page sizes and home counts of the spec's section 9, each written here as
 * the spec's literal (never read from the app's constants), through the loaders a page uses, on
 * data each test makes with a count that crosses the page's boundary (never the demo's size).
 * A search term of each test's own keeps other rows of the file's database out of its counts.
 * docs/testing.md lists every number and the test that pins it.
 */
import { describe, expect, it } from "vitest";

import { db, schema } from "~/.server/db";
import { startBrowserSession } from "~/routes/.server/auth";
import { loader as contactMessagesLoader } from "~/routes/panel/notifications/list";
import { loader as productCategoriesLoader } from "~/routes/panel/product-categories/list";
import { loader as productInquiriesLoader } from "~/routes/panel/product-inquiries/list";
import { loader as adminProductsLoader } from "~/routes/panel/products/list";
import { loader as blogLoader } from "~/routes/site/blog";
import { loader as galleryLoader } from "~/routes/site/gallery";
import { loader as homeLoader } from "~/routes/site/home";
import { loader as portfolioLoader } from "~/routes/site/portfolio";
import { loader as productsLoader } from "~/routes/site/products";

import {
  createAdmin,
  createBlogPost,
  createCategory,
  createGalleryItem,
  createPortfolioItem,
  createProduct,
  createProductInquiry,
  unique,
} from "../support/factories";

/** A word no other row holds, so a search for it finds this test's rows only. */
const word = (label: string) => unique(`${label}x`).replace(/[^a-z0-9]/gi, "");

let adminCookie: string | null = null;
async function asAdmin(url: string): Promise<Request> {
  if (!adminCookie) {
    const redirect = await startBrowserSession(new Request("http://localhost/login"), createAdmin(), "/panel");
    adminCookie = redirect.headers.get("set-cookie")!.split(";")[0]!;
  }
  return new Request(`http://localhost${url}`, { headers: { cookie: adminCookie } });
}

// The loaders' argument, as React Router gives it (only request and params are read).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a route's full LoaderArgs type is not needed to call it in a test
const call = async (loader: (args: any) => unknown, request: Request) => (await loader({ request, params: {}, context: {} })) as any;
const visitor = (url: string) => new Request(`http://localhost${url}`);

describe("public lists: 12 per page (spec section 9)", () => {
  it("products: 13 made, 12 on the first page, all 13 once Load More appends page 2", async () => {
    const term = word("Peacock");
    for (let index = 0; index < 13; index += 1) createProduct({ title: `${term} box ${index}` });
    const first = await call(productsLoader, visitor(`/products?q=${term}`));
    expect(first.list.count).toBe(13);
    expect(first.list.results).toHaveLength(12);
    const second = await call(productsLoader, visitor(`/products?q=${term}&page=2`));
    expect(second.list.results).toHaveLength(13);
  });

  it("portfolio and blog append pages of 12 too", async () => {
    const term = word("Temple");
    for (let index = 0; index < 13; index += 1) {
      createPortfolioItem({ title: `${term} doors ${index}` });
      createBlogPost({ title: `${term} notes ${index}` });
    }
    expect((await call(portfolioLoader, visitor(`/portfolio?q=${term}`))).list.results).toHaveLength(12);
    expect((await call(portfolioLoader, visitor(`/portfolio?q=${term}&page=2`))).list.results).toHaveLength(13);
    expect((await call(blogLoader, visitor(`/blog?q=${term}`))).list.results).toHaveLength(12);
    expect((await call(blogLoader, visitor(`/blog?q=${term}&page=2`))).list.results).toHaveLength(13);
  });

  it("the gallery shows 12, and page 2 replaces them with the 13th alone", async () => {
    const term = word("Lotus");
    for (let index = 0; index < 13; index += 1) createGalleryItem({ title: `${term} panel ${index}` });
    const first = await call(galleryLoader, visitor(`/gallery?q=${term}`));
    expect(first.list.count).toBe(13);
    expect(first.list.results).toHaveLength(12);
    expect((await call(galleryLoader, visitor(`/gallery?q=${term}&page=2`))).list.results).toHaveLength(1);
  });
});

describe("panel lists (spec section 9)", () => {
  it("contact messages: 20 per page (21 made: 20, then 1)", async () => {
    const term = word("Casket");
    db()
      .insert(schema.contactMessages)
      .values(Array.from({ length: 21 }, (_, index) => ({ name: "Meera", email: "meera@example.in", subject: `${term} ${index}`, message: "About a casket." })))
      .run();
    const first = await call(contactMessagesLoader, await asAdmin(`/panel/notifications?q=${term}`));
    expect(first.list.count).toBe(21);
    expect(first.list.results).toHaveLength(20);
    expect((await call(contactMessagesLoader, await asAdmin(`/panel/notifications?q=${term}&page=2`))).list.results).toHaveLength(1);
  });

  it("products: 10 per page (11 made: 10, then 1)", async () => {
    const term = word("Chessboard");
    for (let index = 0; index < 11; index += 1) createProduct({ title: `${term} ${index}` });
    const first = await call(adminProductsLoader, await asAdmin(`/panel/products?q=${term}`));
    expect(first.list.count).toBe(11);
    expect(first.list.results).toHaveLength(10);
    expect((await call(adminProductsLoader, await asAdmin(`/panel/products?q=${term}&page=2`))).list.results).toHaveLength(1);
  });

  it("product inquiries: 12 per page (13 made: 12, then 1)", async () => {
    const term = word("Coaster");
    for (let index = 0; index < 13; index += 1) createProductInquiry({ product_title: `${term} set ${index}` });
    const first = await call(productInquiriesLoader, await asAdmin(`/panel/product-inquiries?q=${term}`));
    expect(first.list.count).toBe(13);
    expect(first.list.results).toHaveLength(12);
    expect((await call(productInquiriesLoader, await asAdmin(`/panel/product-inquiries?q=${term}&page=2`))).list.results).toHaveLength(1);
  });

  it("product categories: 20 per page (21 made: 20, then 1)", async () => {
    const term = word("Trays");
    for (let index = 0; index < 21; index += 1) createCategory.product({ name: `${term} ${index}` });
    const first = await call(productCategoriesLoader, await asAdmin(`/panel/product-categories?q=${term}`));
    expect(first.list.count).toBe(21);
    expect(first.list.categories).toHaveLength(20);
    expect((await call(productCategoriesLoader, await asAdmin(`/panel/product-categories?q=${term}&page=2`))).list.categories).toHaveLength(1);
  });
});

describe("home (spec section 9: featured products 6, portfolio 3 for the hero count, blog 3, gallery 3, testimonials 6)", () => {
  it("takes 6 featured products, 3 projects, 3 articles, 3 artworks and 6 testimonials when there are more of each", async () => {
    for (let index = 0; index < 7; index += 1) createProduct({ title: `Featured box ${index}`, is_featured: true });
    for (let index = 0; index < 4; index += 1) {
      createPortfolioItem({ title: `Featured project ${index}`, is_featured: true });
      createBlogPost({ title: `Featured article ${index}`, is_featured: true });
      createGalleryItem({ title: `Featured artwork ${index}`, is_featured: true });
    }
    const testimonials = createCategory.blog({ name: "Testimonials", slug: "testimonials" });
    for (let index = 0; index < 7; index += 1) createBlogPost({ title: `A collector's word ${index}`, category: testimonials.id });

    const home = await call(homeLoader, visitor("/"));
    expect(home.failed).toBe(false);
    expect(home.products).toHaveLength(6);
    expect(home.portfolio.results).toHaveLength(3);
    expect(home.posts).toHaveLength(3);
    expect(home.gallery).toHaveLength(3);
    expect(home.testimonials).toHaveLength(6);
  });
});
