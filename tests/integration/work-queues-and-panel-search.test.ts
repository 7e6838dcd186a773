/**
 * Issue 32, work queues and the search across the panel (docs/decisions/049): what the menu's
 * badges count, what the dashboard's "Waiting for you" lists and in which order, and what the
 * panel's search finds, for whom, and how it takes odd input.
 */
import { beforeEach, describe, expect, it } from "vitest";

import { listWaitingItems, menuBadges, workQueueCounts } from "~/.server/activity/work-queues";
import { db, schema } from "~/.server/db";
import { searchPanel } from "~/.server/search/panel-search";

import {
  createAdmin,
  createBlogPost,
  createContactMessage,
  createGalleryItem,
  createPortfolioInquiry,
  createPortfolioItem,
  createProduct,
  createProductInquiry,
  createQuoteRequest,
  createUser,
  minutesAgo,
} from "../support/factories";

const admin = { user_type: 1 };
const manager = { user_type: 3 };
const six = (id: number) => String(id).padStart(6, "0");

function emptyQueues() {
  const tables = [schema.quotes, schema.productInquiries, schema.portfolioInquiries, schema.contactMessages];
  for (const table of tables) db().delete(table).run();
  db().update(schema.users).set({ account_status: "approved" }).run();
}

describe("work queues", () => {
  beforeEach(emptyQueues);

  it("count what waits in each queue, and nothing that is done", () => {
    expect(workQueueCounts(admin)).toEqual({ signups: 0, messages: 0, productInquiries: 0, portfolioInquiries: 0, quotes: 0 });

    createUser({ account_status: "pending" });
    createUser({ account_status: "pending" });
    createUser({ account_status: "rejected" });
    createContactMessage();
    createContactMessage({ status: "read" });
    createContactMessage({ status: "replied" });
    createProductInquiry();
    createProductInquiry({ status: "closed" });
    createPortfolioInquiry();
    createPortfolioInquiry({ status: "replied" });
    createQuoteRequest();
    createQuoteRequest({ status: "quoted" });

    expect(workQueueCounts(admin)).toEqual({ signups: 2, messages: 1, productInquiries: 1, portfolioInquiries: 1, quotes: 1 });
    // Each count is the badge of its menu section.
    expect(menuBadges(admin)).toEqual({
      "/panel/users": { queue: "signups", count: 2 },
      "/panel/notifications": { queue: "messages", count: 1 },
      "/panel/product-inquiries": { queue: "productInquiries", count: 1 },
      "/panel/portfolio-inquiries": { queue: "portfolioInquiries", count: 1 },
      "/panel/quotes": { queue: "quotes", count: 1 },
    });
  });

  it("give a store manager only the shop's queues, and a buyer or a pending admin none", () => {
    createUser({ account_status: "pending" });
    createContactMessage();
    createPortfolioInquiry();
    createProductInquiry();
    createQuoteRequest();

    expect(workQueueCounts(manager)).toEqual({ productInquiries: 1, quotes: 1 });
    expect(
      listWaitingItems(manager)
        .results.map((item) => item.queue)
        .sort(),
    ).toEqual(["productInquiries", "quotes"]);
    expect(workQueueCounts({ user_type: 2 })).toEqual({});
    expect(listWaitingItems({ user_type: 2 })).toEqual({ results: [], total: 0 });
    expect(workQueueCounts({ user_type: 1, account_status: "pending" })).toEqual({});
  });

  it("list the waiting items oldest first, across queues, each with its screen and reference", () => {
    expect(listWaitingItems(admin)).toEqual({ results: [], total: 0 });

    const quote = createQuoteRequest({ created_at: minutesAgo(10) });
    const message = createContactMessage({ subject: "Showroom visit", created_at: minutesAgo(50) });
    const signup = createUser({ account_status: "pending", user_name: "Meera Patel", created_datetime: minutesAgo(40) });
    const inquiry = createProductInquiry({ product_title: "Peacock Box", created_at: minutesAgo(30) });
    const project = createPortfolioInquiry({ created_at: minutesAgo(20) });
    createContactMessage({ status: "closed", created_at: minutesAgo(90) });

    const { results, total } = listWaitingItems(admin);
    expect(total).toBe(5);
    expect(results.map((item) => [item.queue, item.id, item.href, item.reference])).toEqual([
      ["messages", message.id, `/panel/notifications/${message.id}`, `CM-${six(message.id)}`],
      ["signups", signup.id, `/panel/users#registration-${signup.id}`, null],
      ["productInquiries", inquiry.id, `/panel/product-inquiries/${inquiry.id}`, `PI-${six(inquiry.id)}`],
      ["portfolioInquiries", project.id, `/panel/portfolio-inquiries/${project.id}`, `PF-${six(project.id)}`],
      ["quotes", quote.id, `/panel/quotes/${quote.id}`, `QR-${six(quote.id)}`],
    ]);
    expect(results[0]!.title).toBe("Showroom visit");
    expect(results[1]!.title).toBe("Meera Patel");
    expect(results[2]!.title).toBe("Peacock Box");

    // A cap keeps the oldest; the total still counts them all.
    const capped = listWaitingItems(admin, 2);
    expect(capped.total).toBe(5);
    expect(capped.results.map((item) => item.queue)).toEqual(["messages", "signups"]);
  });
});

describe("search across the panel", () => {
  it("finds every kind by its words, and reference numbers by id", () => {
    const product = createProduct({ title: "Zanzibar Mirror Frame" });
    const post = createBlogPost({ title: "Zanzibar journal" });
    const gallery = createGalleryItem({ title: "Zanzibar panel" });
    const portfolio = createPortfolioItem({ title: "Zanzibar lobby" });
    const message = createContactMessage({ subject: "Zanzibar visit" });
    const inquiry = createProductInquiry({ message: "Do you ship to Zanzibar?" });
    const project = createPortfolioInquiry({ inquirer_name: "Zanzibar Hotels" });
    const quote = createQuoteRequest({ business_name: "Zanzibar Traders" });
    const person = createUser({ user_name: "Zanzibar Shah", user_email: "zanzibar.shah@example.in" });

    const result = searchPanel(admin, "  zanzibar ");
    expect(result.q).toBe("zanzibar");
    const found = Object.fromEntries(result.groups.map((group) => [group.kind, group.hits.map((hit) => hit.id)]));
    expect(found).toEqual({
      quotes: [quote.id],
      productInquiries: [inquiry.id],
      portfolioInquiries: [project.id],
      messages: [message.id],
      users: [person.id],
      products: [product.id],
      blogPosts: [post.id],
      gallery: [gallery.id],
      portfolio: [portfolio.id],
    });
    const hrefs = result.groups.flatMap((group) => group.hits.map((hit) => hit.href));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        `/panel/quotes/${quote.id}`,
        `/panel/product-inquiries/${inquiry.id}`,
        `/panel/portfolio-inquiries/${project.id}`,
        `/panel/notifications/${message.id}`,
        `/panel/users/${person.id}/edit`,
        `/panel/products/${product.id}/edit`,
        `/panel/blog/${post.id}/edit`,
        `/panel/gallery/${gallery.id}/edit`,
        `/panel/portfolio/${portfolio.id}/edit`,
      ]),
    );

    // An email address finds its person.
    expect(searchPanel(admin, "zanzibar.shah@example.in").groups.find((group) => group.kind === "users")?.hits[0]?.id).toBe(person.id);

    // The references of the emails: each finds its own kind's record, and only that.
    const byReference = (reference: string) => searchPanel(admin, reference).groups.map((group) => [group.kind, group.hits[0]?.id, group.hits[0]?.reference]);
    expect(byReference(`PI-${six(inquiry.id)}`)).toEqual([["productInquiries", inquiry.id, `PI-${six(inquiry.id)}`]]);
    expect(byReference(`pf-${six(project.id)}`)).toEqual([["portfolioInquiries", project.id, `PF-${six(project.id)}`]]);
    expect(byReference(`CM-${six(message.id)}`)).toEqual([["messages", message.id, `CM-${six(message.id)}`]]);
    expect(byReference(`QR-${six(quote.id)}`)).toEqual([["quotes", quote.id, `QR-${six(quote.id)}`]]);
  });

  it("finds a quotation and its order by number, typed with slashes or dashes", () => {
    const buyer = createAdmin();
    const quote = createQuoteRequest({ status: "ordered", quote_number: "QT/2026-27/0917" });
    const revision = db()
      .insert(schema.quotationRevisions)
      .values({ quote_id: quote.id, revision: 1, state: "sent", valid_until: "2027-03-31", created_by: buyer.id })
      .returning()
      .get();
    db().insert(schema.orders).values({ quote_id: quote.id, revision_id: revision.id, order_number: "SO/2026-27/0913" }).run();

    for (const typed of ["QT-2026-27-0917", "QT/2026-27/0917", "SO-2026-27-0913", "so/2026-27/0913"]) {
      const groups = searchPanel(admin, typed).groups;
      expect(
        groups.map((group) => group.kind),
        typed,
      ).toEqual(["quotes"]);
      expect(groups[0]!.hits[0]).toMatchObject({ id: quote.id, reference: "QT/2026-27/0917", href: `/panel/quotes/${quote.id}` });
    }
  });

  it("shows a role only the kinds it manages", () => {
    createProduct({ title: "Quokka tray" });
    createContactMessage({ subject: "Quokka question" });
    createUser({ user_name: "Quokka Desai" });
    createBlogPost({ title: "Quokka notes" });
    const inquiry = createProductInquiry({ product_title: "Quokka tray" });
    const message = createContactMessage({ subject: "Another" });

    expect(
      searchPanel(admin, "quokka")
        .groups.map((group) => group.kind)
        .sort(),
    ).toEqual(["blogPosts", "messages", "productInquiries", "products", "users"]);
    expect(
      searchPanel(manager, "quokka")
        .groups.map((group) => group.kind)
        .sort(),
    ).toEqual(["productInquiries", "products"]);
    // A reference of a kind the role may not see finds nothing.
    expect(searchPanel(manager, `CM-${six(message.id)}`).groups).toEqual([]);
    expect(searchPanel(manager, `PI-${six(inquiry.id)}`).groups.map((group) => group.kind)).toEqual(["productInquiries"]);
    expect(searchPanel({ user_type: 2 }, "quokka").groups).toEqual([]);
  });

  it("takes odd input safely: LIKE wildcards, quotes, long text, nothing", () => {
    createProduct({ title: "Plain box" });
    createProduct({ title: "Box 100% rosewood" });
    createProduct({ title: "Box with_underscore" });

    // A wildcard is a character to find, not "anything".
    expect(searchPanel(admin, "%").groups.flatMap((group) => group.hits.map((hit) => hit.title))).toEqual(["Box 100% rosewood"]);
    expect(searchPanel(admin, "_").groups.flatMap((group) => group.hits.map((hit) => hit.title))).toEqual(["Box with_underscore"]);
    expect(searchPanel(admin, "' or 1=1 --").groups).toEqual([]);
    expect(searchPanel(admin, "%_'\\\"").groups).toEqual([]);

    const long = searchPanel(admin, "box ".repeat(75));
    expect(long.cut).toBe(true);
    expect(Array.from(long.q).length).toBeLessThanOrEqual(100);
    expect(searchPanel(admin, "x".repeat(300)).groups).toEqual([]);

    expect(searchPanel(admin, "")).toEqual({ q: "", groups: [], cut: false });
    expect(searchPanel(admin, "   ")).toEqual({ q: "", groups: [], cut: false });
    expect(searchPanel(admin, ["a", "b"])).toEqual({ q: "", groups: [], cut: false });
  });

  it("caps each group and counts all its matches", () => {
    for (let index = 0; index < 12; index += 1) createProduct({ title: `Wombat stool ${index}` });
    const [group] = searchPanel(admin, "wombat").groups;
    expect(group).toMatchObject({ kind: "products", count: 12 });
    expect(group!.hits).toHaveLength(10);
    // Newest first within a group.
    expect(group!.hits[0]!.title).toBe("Wombat stool 11");
  });
});
