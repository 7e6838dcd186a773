/**
 * The XSS corpus (issue 7, item 6): script tags, event handlers, `javascript:` URLs, SVG, attribute
 * and `</script>` breakouts, put into every text field the site displays (catalogue, gallery,
 * portfolio, blog, categories, site settings, account names, contact messages, inquiries and
 * replies), then every public and panel page that shows them is opened in Chromium. No payload
 * runs (`window.__xss` stays unset, no dialog opens), none needed the CSP to stop it (no CSP
 * violation is reported), and no link of the page is a `javascript:` URL.
 *
 * On a server of its own (tests/support/hostile-server.ts): the payloads change the site name and
 * other settings, which other tests read.
 */
import type { Page } from "@playwright/test";

import { expect, type HostileServer, test, TEST_ADMIN } from "../support/hostile-server";

const PAYLOADS = [
  "<script>window.__xss=1</script>",
  '<img src=x onerror="window.__xss=1">',
  "<svg onload=window.__xss=1>",
  '"><script>window.__xss=1</script>',
  "'><img src=x onerror=alert(1)>",
  "</title><script>window.__xss=1</script>",
  "</script><script>window.__xss=1</script>",
  "</textarea><svg/onload=window.__xss=1>",
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<a href="javascript:window.__xss=1">click</a>',
  "javascript:window.__xss=1",
  "<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>",
  "{{constructor.constructor('window.__xss=1')()}}",
  "\u2028\u2029</script><!--<script>",
];
/** All of them, for the longer fields. */
const ALL = PAYLOADS.join(" ");
/** One payload that fits `max` characters. */
const one = (index: number, max = 100) => PAYLOADS[index % PAYLOADS.length]!.slice(0, max);
/** A hostile URL that is still a valid http(s) address. */
const HOSTILE_URL = "https://example.org/?q=\"><script>window.__xss=1</script>&x='onmouseover=window.__xss=1";

type Made = {
  ids: Record<string, number>;
  blogSlug: string;
};

async function plant(hostile: HostileServer): Promise<Made> {
  const { context, token } = await hostile.admin();
  const auth = { Authorization: `Bearer ${token}` };
  const create = async (model: string, data: Record<string, unknown>) => {
    const response = await context.post(`/api/manage_data/${model}/`, { headers: auth, data });
    const body = (await response.json()) as { data: Record<string, unknown> & { id: number }; errors: unknown };
    expect(response.status(), `${model}: ${JSON.stringify(body.errors)}`).toBe(201);
    return body.data;
  };
  const refused = async (model: string, data: Record<string, unknown>) => {
    const response = await context.post(`/api/manage_data/${model}/`, { headers: auth, data });
    expect(response.status(), `${model} ${JSON.stringify(data).slice(0, 80)} is refused`).toBe(400);
  };

  const productCategory = await create("ProductCategory", { name: one(0), description: ALL, is_active: true });
  const product = await create("Product", {
    title: one(1),
    description: ALL,
    short_description: one(2, 300),
    material: one(3),
    dimensions: one(4),
    crafting_time: one(5),
    tags: `${one(6)}, ${one(7)}`,
    sku: one(8, 64),
    image_url: HOSTILE_URL,
    category: productCategory.id,
    price: 999,
    is_featured: true,
    is_available: true,
  });
  await refused("Product", { title: "x", description: "x", category: productCategory.id, price: 1, image_url: "javascript:window.__xss=1" });

  const galleryCategory = await create("GalleryCategory", { name: one(9), description: ALL, is_active: true });
  const galleryItem = await create("GalleryItem", {
    title: one(10),
    image_url: "/images/sadeli-pattern.svg",
    image_alt_text: one(11),
    description: ALL,
    tags: `${one(12)}, ${one(13)}`,
    category: galleryCategory.id,
    is_featured: true,
    is_available: true,
  });
  await refused("GalleryItem", { title: "x", image_url: "javascript:window.__xss=1", category: galleryCategory.id });

  const portfolioCategory = await create("PortfolioCategory", { name: one(1), description: ALL, is_active: true });
  const portfolioItem = await create("PortfolioItem", {
    title: one(2),
    description: ALL,
    short_description: one(3, 300),
    client_name: one(4),
    technologies: `${one(5)}, ${one(6)}`,
    project_url: HOSTILE_URL,
    image_url: HOSTILE_URL,
    category: portfolioCategory.id,
    is_public: true,
    is_featured: true,
  });
  await refused("PortfolioItem", { title: "x", description: "x", category: portfolioCategory.id, project_url: "javascript:window.__xss=1" });

  const blogCategory = await create("BlogCategory", { name: one(7) });
  const post = await create("BlogPost", {
    title: one(8),
    slug: "xss-corpus",
    category: blogCategory.id,
    content: `# ${one(0)}\n\n## ${one(1)}\n\n- ${one(2)}\n- ${one(3)}\n\n1. ${one(4)}\n\n${ALL}\n\n[click](javascript:window.__xss=1) <a href="javascript:window.__xss=1">x</a>`,
    excerpt: ALL,
    meta_description: one(5, 160),
    featured_image: "https://example.org/x.jpg?onerror=window.__xss=1",
    featured_image_alt: one(6),
    tags: `${one(9)}, ${one(10)}`,
    status: "published",
    is_featured: true,
  });

  const settings = await context.patch("/api/manage_data/SiteSettings/1/", {
    headers: auth,
    data: {
      site_name: one(11),
      site_description: ALL,
      address: one(12, 300),
      seo_meta_title: one(13, 120),
      seo_meta_description: one(0, 300),
      seo_meta_keywords: ALL.slice(0, 500),
      social_facebook: HOSTILE_URL,
      social_instagram: "https://instagram.example/</script><script>window.__xss=1</script>",
      social_twitter: HOSTILE_URL,
      social_linkedin: HOSTILE_URL,
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const badLink = await context.patch("/api/manage_data/SiteSettings/1/", { headers: auth, data: { social_facebook: "javascript:window.__xss=1" } });
  expect(badLink.status(), "a javascript: social link is refused").toBe(400);

  // A business account with hostile names, its inquiries, a contact message, and the replies.
  const business = await hostile.business("xss");
  const profile = await context.patch(`/api/manage_data/UserProfile/${accountId(hostile, business.email)}/`, {
    headers: auth,
    data: { user_name: one(1), business_name: one(2), address: one(3, 300), city: one(4) },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const asBusiness = { Authorization: `Bearer ${business.token}` };
  const productInquiry = await context.post("/api/products/inquiries/submit/", {
    headers: asBusiness,
    data: { product_item: product.id, message: ALL, delivery_timeline: one(5, 200) },
  });
  expect(productInquiry.status(), await productInquiry.text()).toBe(201);
  const portfolioInquiry = await context.post("/api/portfolio/inquiries/submit/", {
    headers: asBusiness,
    data: { portfolio_item: portfolioItem.id, message: ALL, timeline: one(6, 200) },
  });
  expect(portfolioInquiry.status(), await portfolioInquiry.text()).toBe(201);
  const contactEmail = `xss.${Date.now()}@example.in`;
  const contact = await context.post("/api/contact/submit/", {
    data: { name: one(7), email: contactEmail, subject: one(8, 200), message: ALL, message_type: "support" },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const ids: Record<string, number> = {
    productCategory: productCategory.id,
    product: product.id,
    galleryCategory: galleryCategory.id,
    galleryItem: galleryItem.id,
    portfolioCategory: portfolioCategory.id,
    portfolioItem: portfolioItem.id,
    blogCategory: blogCategory.id,
    post: post.id,
    productInquiry: ((await productInquiry.json()) as { data: { id: number } }).data.id,
    portfolioInquiry: ((await portfolioInquiry.json()) as { data: { id: number } }).data.id,
    account: accountId(hostile, business.email),
    contactMessage: hostile.withDatabase(
      (database) => (database.prepare("select id from contact_messages where email = ?").get(contactEmail) as { id: number }).id,
    ),
  };
  for (const [path, id] of [
    ["products/inquiries", ids.productInquiry],
    ["portfolio/inquiries", ids.portfolioInquiry],
    ["contact/messages", ids.contactMessage],
  ] as const) {
    const reply = await context.post(`/api/${path}/${id}/reply/`, { headers: auth, data: { reply_message: ALL } });
    expect(reply.status(), `${path} reply: ${await reply.text()}`).toBeLessThan(300);
  }
  return { ids, blogSlug: String(post.slug) };
}

function accountId(hostile: HostileServer, email: string): number {
  return hostile.withDatabase((database) => (database.prepare("select id from users where user_email = ?").get(email) as { id: number }).id);
}

/** Listens for everything a payload could set off, from before the first script of the page. */
async function watch(page: Page) {
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = violations;
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile} ${event.sample}`),
    );
  });
  return { dialogs, errors };
}

async function expectNothingRan(page: Page, url: string, seen: { dialogs: string[]; errors: string[] }) {
  // Images (onerror) and scripts have run by "load". With JavaScript on, the app has hydrated (React
  // has taken the document over) and its effects have run (they are flushed before the next frame
  // is drawn, so by the second frame after hydration a payload an effect would run has had its chance).
  await page.waitForLoadState("load");
  // A page sent without hydration (a blog post, decision 019) has no module script: nothing to wait for.
  const hydrates = (await page.locator('script[type="module"]').count()) > 0;
  if (test.info().project.use.javaScriptEnabled !== false && hydrates) {
    await page.waitForFunction(() => Object.keys(document.documentElement).some((key) => key.startsWith("__reactFiber$")));
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  }
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    csp: (window as unknown as { __csp?: string[] }).__csp ?? [],
    javascriptLinks: [...document.querySelectorAll("[href], [src], [action], [formaction]")]
      .flatMap((element) => ["href", "src", "action", "formaction"].map((name) => element.getAttribute(name) ?? ""))
      .filter((value) => /^\s*javascript:/i.test(value)),
    handlers: [...document.querySelectorAll("*")].flatMap((element) =>
      [...element.attributes]
        .filter((attribute) => /^on/i.test(attribute.name) && attribute.value.includes("__xss"))
        .map((attribute) => `<${element.tagName.toLowerCase()} ${attribute.name}>`),
    ),
    iframes: document.querySelectorAll("iframe[srcdoc]").length,
  }));
  expect.soft(state.xss, `${url}: a payload ran`).toBeUndefined();
  expect.soft(seen.dialogs, `${url}: dialogs`).toEqual([]);
  // Two kinds of report are not payloads: images from other sites (the schemas accept https image
  // addresses, the CSP shows only our own), and zod's one-time `new Function("")` probe in our own
  // bundle (it falls back to no JIT when refused).
  const reports = state.csp.filter((report) => !report.startsWith("img-src ") && !/^script-src eval \S+\/assets\/[\w-]+\.js /.test(report));
  expect.soft(reports, `${url}: CSP violations (the escaping should stop payloads, not the CSP)`).toEqual([]);
  expect.soft(state.javascriptLinks, `${url}: javascript: URLs in the page`).toEqual([]);
  expect.soft(state.handlers, `${url}: payload event handlers in the DOM`).toEqual([]);
  expect.soft(state.iframes, `${url}: srcdoc iframes`).toBe(0);
}

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "with JavaScript off no script can run at all; the js-on project is the one that proves it");

test("no payload of the XSS corpus runs on any page that shows it, public or panel", async ({ page, hostile }) => {
  test.setTimeout(180_000);
  const { ids, blogSlug } = await plant(hostile);
  const seen = await watch(page);
  const q = encodeURIComponent(PAYLOADS[3]!);

  const publicPages = [
    "/",
    "/about",
    "/contact",
    "/newsletter",
    "/privacy",
    "/terms",
    "/products",
    `/products/${ids.product}`,
    `/products?search=${q}&category=${q}`,
    "/gallery",
    `/gallery/${ids.galleryItem}`,
    `/gallery?search=${q}`,
    "/portfolio",
    `/portfolio/${ids.portfolioItem}`,
    `/portfolio?search=${q}`,
    "/blog",
    `/blog/${blogSlug}`,
    `/blog?search=${q}&tag=${q}`,
    `/login?redirectTo=${encodeURIComponent("javascript:window.__xss=1")}`,
    `/no-such-page-${q}`,
  ];
  for (const url of publicPages) {
    await page.goto(`${hostile.url}${url}`);
    await expectNothingRan(page, url, seen);
  }

  // Items opened as dialogs over their lists (rendered by the browser, not the server).
  for (const [list, item] of [
    ["/products", `/products/${ids.product}`],
    ["/gallery", `/gallery/${ids.galleryItem}`],
    ["/portfolio", `/portfolio/${ids.portfolioItem}`],
  ] as const) {
    await page.goto(`${hostile.url}${list}`);
    await page.waitForLoadState("networkidle");
    // Hydrated: a click now opens the dialog instead of a full page load.
    const link = page.locator(`a[href="${item}"]`).first();
    await expect(link, `${list} lists the planted item`).toBeVisible();
    await link.click();
    await page.waitForURL((url) => url.pathname === item);
    await expectNothingRan(page, `${item} (as a dialog)`, seen);
  }

  // The panel, as the admin.
  await page.goto(`${hostile.url}/login`);
  await page.getByLabel("Email address").fill(TEST_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(TEST_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/panel");
  const panelPages = [
    "/panel",
    "/panel/products",
    `/panel/products?search=${q}`,
    `/panel/products/${ids.product}/edit`,
    "/panel/product-categories",
    `/panel/product-categories/${ids.productCategory}/edit`,
    "/panel/gallery",
    `/panel/gallery/${ids.galleryItem}/edit`,
    "/panel/categories",
    "/panel/portfolio",
    `/panel/portfolio/${ids.portfolioItem}/edit`,
    "/panel/portfolio-categories",
    "/panel/blog",
    `/panel/blog/${ids.post}/edit`,
    `/panel/blog/${ids.post}/delete`,
    "/panel/blog-categories",
    "/panel/notifications",
    `/panel/notifications/${ids.contactMessage}`,
    "/panel/product-inquiries",
    `/panel/product-inquiries/${ids.productInquiry}`,
    "/panel/portfolio-inquiries",
    `/panel/portfolio-inquiries/${ids.portfolioInquiry}`,
    "/panel/users",
    `/panel/users/${ids.account}/edit`,
    `/panel/users/${ids.account}/delete`,
    "/panel/subscribers",
    "/panel/activity",
    "/panel/settings?tab=general",
    "/panel/settings?tab=appearance",
    "/panel/settings?tab=seo",
  ];
  for (const url of panelPages) {
    await page.goto(`${hostile.url}${url}`);
    await expectNothingRan(page, url, seen);
  }
  expect(seen.errors, "no script errors on any page").toEqual([]);

  // The emails the replies queued: the payloads are escaped in their HTML too.
  const outbox = hostile.withDatabase(
    (database) => database.prepare("select subject, html_body from email_outbox").all() as { subject: string; html_body: string }[],
  );
  expect(outbox.length).toBeGreaterThan(0);
  for (const mail of outbox) {
    expect(mail.html_body, `email "${mail.subject}"`).not.toContain("<script>window.__xss");
    expect(mail.html_body, `email "${mail.subject}"`).not.toMatch(/<img src=x onerror/i);
  }
});
