/** Every URL of the site in one place. */
import { index, prefix, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  // Public website: header, footer and newsletter around every page. English at /..., Gujarati at
  // /gu/..., Hindi at /hi/... (one table; the layout's loader answers 404 for any other prefix).
  route(":lang?", "routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("login", "routes/site/login.tsx"),
    route("forgot-password", "routes/site/forgot-password.tsx"),
    route("reset-password", "routes/site/reset-password.tsx"),
    route("account", "routes/site/account.tsx"),
    route("account/confirm-email", "routes/site/account-confirm-email.tsx"),
    // "This wasn't me": the link sent to the old address cancels a pending change (issue 28).
    route("account/void-email-change", "routes/site/account-void-email-change.tsx"),
    // The link that proves a new account's address (issue 28): works signed out.
    route("confirm-email", "routes/site/confirm-email.tsx"),
    // The spec names two URLs for the one registration screen.
    route("signup", "routes/site/signup.tsx", { id: "signup" }),
    route("business-register", "routes/site/signup.tsx", { id: "business-register" }),
    // Lists whose items open as dialogs over them (full pages when opened directly).
    route("products", "routes/site/products.tsx", [route(":id", "routes/site/product-detail.tsx")]),
    route("portfolio", "routes/site/portfolio.tsx", [route(":id", "routes/site/portfolio-detail.tsx")]),
    // The blog's feeds in the page's language (issue 29): resource routes, before the post's :slug.
    route("blog/rss.xml", "routes/resources/blog-feed.ts", { id: "blog-rss" }),
    route("blog/atom.xml", "routes/resources/blog-feed.ts", { id: "blog-atom" }),
    route("blog", "routes/site/blog.tsx", [route(":slug", "routes/site/blog-post.tsx")]),
    route("gallery", "routes/site/gallery.tsx", [route(":id", "routes/site/gallery-detail.tsx")]),
    route("contact", "routes/site/contact.tsx"),
    route("newsletter", "routes/site/newsletter.tsx"),
    route("newsletter/unsubscribe/:token", "routes/site/newsletter-unsubscribe.tsx"),
    // The link of a sign-up's confirmation email (double opt-in): a page with a button, never a change on GET.
    route("newsletter/confirm", "routes/site/newsletter-confirm.tsx"),
    route("about", "routes/site/about.tsx"),
    route("privacy", "routes/site/privacy.tsx"),
    route("terms", "routes/site/terms.tsx"),
    // The site search (issue 29): products, gallery, portfolio and posts in one ranked list.
    route("search", "routes/site/search.tsx"),
    // The account holder's inquiries and data (issue 18); /account/data/delete is the erasure's confirmation step.
    route("account/inquiries", "routes/site/account/inquiries.tsx"),
    route("account/data", "routes/site/account/data.tsx"),
    route("account/data/delete", "routes/site/account/data-delete.tsx"),
    route("account/data/export.json", "routes/site/account/data-export.ts"),
    // Issue 31: an approved buyer's quote basket, quote requests, quotations and orders.
    route("quote", "routes/site/quote.tsx"),
    route("account/quotes", "routes/site/account/quotes.tsx"),
    route("account/quotes/:id", "routes/site/account/quote.tsx"),
    // The buyer's quotation as a PDF (issue 31): the last revision sent, own quotes only.
    route("account/quotes/:id/pdf", "routes/site/account/quote-pdf.ts"),
    // Issue 32: a draft, scheduled or hidden record as visitors will see it, by a signed link valid 24 hours.
    route("preview/:kind/:id/:expires/:signature", "routes/site/preview.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),

  // Admin panel (admins; store managers on their screens).
  // Each add/edit/delete dialog is also a route, so the whole panel works without JavaScript.
  route("panel", "routes/panel/layout.tsx", [
    index("routes/panel/dashboard.tsx"),
    route("product-categories", "routes/panel/product-categories/list.tsx", [
      route("new", "routes/panel/product-categories/form.tsx", { id: "product-category-new" }),
      route(":id/edit", "routes/panel/product-categories/form.tsx", { id: "product-category-edit" }),
      route(":id/delete", "routes/panel/product-categories/delete.tsx"),
    ]),
    route("products", "routes/panel/products/list.tsx", [
      route("new", "routes/panel/products/form.tsx", { id: "product-new" }),
      route(":id/edit", "routes/panel/products/form.tsx", { id: "product-edit" }),
      route(":id/delete", "routes/panel/products/delete.tsx"),
    ]),
    route("product-inquiries", "routes/panel/product-inquiries/list.tsx", [
      route(":id", "routes/panel/product-inquiries/view.tsx"),
      route(":id/close", "routes/panel/product-inquiries/close.tsx"),
    ]),
    // Issue 31: quote requests, quotations and orders (a page each: the pricing form is long).
    route("quotes", "routes/panel/quotes/list.tsx"),
    route("quotes/:id", "routes/panel/quotes/view.tsx"),
    // Any revision of a quote as a PDF (issue 31), drafts marked DRAFT.
    route("quotes/:id/pdf", "routes/panel/quotes/pdf.ts"),
    route("portfolio-inquiries", "routes/panel/portfolio-inquiries/list.tsx", [
      route(":id", "routes/panel/portfolio-inquiries/view.tsx"),
      route(":id/close", "routes/panel/portfolio-inquiries/close.tsx"),
    ]),
    route("gallery", "routes/panel/gallery/list.tsx", [
      route("new", "routes/panel/gallery/form.tsx", { id: "gallery-item-new" }),
      route(":id/edit", "routes/panel/gallery/form.tsx", { id: "gallery-item-edit" }),
      route(":id/delete", "routes/panel/gallery/delete.tsx"),
    ]),
    route("categories", "routes/panel/gallery-categories/list.tsx", [
      route("new", "routes/panel/gallery-categories/form.tsx", { id: "gallery-category-new" }),
      route(":id/edit", "routes/panel/gallery-categories/form.tsx", { id: "gallery-category-edit" }),
      route(":id/delete", "routes/panel/gallery-categories/delete.tsx"),
    ]),
    route("portfolio", "routes/panel/portfolio/list.tsx", [
      route("new", "routes/panel/portfolio/form.tsx", { id: "portfolio-item-new" }),
      route(":id/edit", "routes/panel/portfolio/form.tsx", { id: "portfolio-item-edit" }),
      route(":id/delete", "routes/panel/portfolio/delete.tsx"),
    ]),
    route("portfolio-categories", "routes/panel/portfolio-categories/list.tsx", [
      route("new", "routes/panel/portfolio-categories/form.tsx", { id: "portfolio-category-new" }),
      route(":id/edit", "routes/panel/portfolio-categories/form.tsx", { id: "portfolio-category-edit" }),
      route(":id/delete", "routes/panel/portfolio-categories/delete.tsx"),
    ]),
    route("blog", "routes/panel/blog/list.tsx", [
      route("new", "routes/panel/blog/form.tsx", { id: "blog-post-new" }),
      route(":id/edit", "routes/panel/blog/form.tsx", { id: "blog-post-edit" }),
      route(":id/delete", "routes/panel/blog/delete.tsx"),
    ]),
    route("blog-categories", "routes/panel/blog-categories/list.tsx", [
      route("new", "routes/panel/blog-categories/form.tsx", { id: "blog-category-new" }),
      route(":id/edit", "routes/panel/blog-categories/form.tsx", { id: "blog-category-edit" }),
      route(":id/delete", "routes/panel/blog-categories/delete.tsx"),
    ]),
    route("notifications", "routes/panel/notifications/list.tsx", [
      route(":id", "routes/panel/notifications/view.tsx"),
      route(":id/close", "routes/panel/notifications/close.tsx"),
    ]),
    route("users", "routes/panel/users/list.tsx", [
      route("new", "routes/panel/users/form.tsx", { id: "user-new" }),
      route(":id/edit", "routes/panel/users/form.tsx", { id: "user-edit" }),
      route(":id/delete", "routes/panel/users/delete.tsx"),
      // Steps that cannot be taken back ask first, like a delete.
      route(":id/reject", "routes/panel/users/reject.tsx"),
      route(":id/role/:type", "routes/panel/users/role.tsx"),
    ]),
    route("subscribers/export.csv", "routes/panel/subscribers/export.ts"),
    route("subscribers", "routes/panel/subscribers/list.tsx", [route(":id/remove", "routes/panel/subscribers/remove.tsx")]),
    route("activity", "routes/panel/activity.tsx"),
    route("search", "routes/panel/search.tsx"),
    route("settings", "routes/panel/settings.tsx"),
    // Autosave of long texts (issue 32): a form's draft, for its script (docs/decisions/045).
    route("drafts", "routes/panel/drafts.ts"),
    // Issue 32: each record's kept versions, compared with now and restored (decision 044).
    route("products/:id/history", "routes/panel/history.tsx", { id: "product-history" }),
    route("gallery/:id/history", "routes/panel/history.tsx", { id: "gallery-item-history" }),
    route("portfolio/:id/history", "routes/panel/history.tsx", { id: "portfolio-item-history" }),
    route("blog/:id/history", "routes/panel/history.tsx", { id: "blog-post-history" }),
    route("settings/history", "routes/panel/history.tsx", { id: "settings-history" }),
    // Issue 33: API keys for integrations (decision 055); revoking asks first.
    route("settings/integrations", "routes/panel/integrations.tsx"),
    route("settings/integrations/:id/revoke", "routes/panel/integrations-revoke.tsx"),
  ]),

  // The JSON API of the spec's section 7 (trailing slashes optional). Bearer tokens, never cookies.
  ...prefix("api", [
    route("login", "routes/api/login.ts"),
    route("signup", "routes/api/signup.ts", { id: "api-signup" }),
    route("logout", "routes/api/logout.ts"),
    route("products", "routes/api/products.ts"),
    route("products/categories", "routes/api/product-categories.ts"),
    route("products/:id", "routes/api/product.ts"),
    route("products/inquiries/submit", "routes/api/product-inquiry-submit.ts"),
    route("gallery/items", "routes/api/gallery-items.ts"),
    route("gallery/items/:id", "routes/api/gallery-item.ts"),
    route("gallery/categories", "routes/api/gallery-categories.ts"),
    route("portfolio/items", "routes/api/portfolio-items.ts"),
    route("portfolio/items/:id", "routes/api/portfolio-item.ts"),
    route("portfolio/categories", "routes/api/portfolio-categories.ts"),
    route("portfolio/inquiries/submit", "routes/api/portfolio-inquiry-submit.ts"),
    route("blog/posts", "routes/api/blog-posts.ts"),
    route("blog/posts/:id", "routes/api/blog-post.ts"),
    route("blog/categories", "routes/api/blog-categories.ts"),
    route("settings/public", "routes/api/settings-public.ts"),
    route("search", "routes/api/search.ts"),
    route("contact/submit", "routes/api/contact-submit.ts"),
    route("openapi.json", "routes/api/openapi.ts"),
    // Issue 33: the rendered reference of the document, and the walk-through it links.
    route("docs", "routes/api/docs.ts"),
    route("docs/api.md", "routes/api/docs-walk-through.ts"),
    route("products/inquiries/user", "routes/api/product-inquiries-user.ts"),
    route("products/inquiries/admin", "routes/api/product-inquiries-admin.ts"),
    route("products/inquiries/:id/reply", "routes/api/product-inquiry-reply.ts"),
    route("products/inquiries/:id/status", "routes/api/product-inquiry-status.ts"),
    route("portfolio/inquiries/user", "routes/api/portfolio-inquiries-user.ts"),
    route("portfolio/inquiries/admin", "routes/api/portfolio-inquiries-admin.ts"),
    route("portfolio/inquiries/:id/reply", "routes/api/portfolio-inquiry-reply.ts"),
    route("portfolio/inquiries/:id/status", "routes/api/portfolio-inquiry-status.ts"),
    route("contact/messages", "routes/api/contact-messages.ts"),
    route("contact/messages/:id/reply", "routes/api/contact-message-reply.ts"),
    route("manage_data/:model", "routes/api/manage-data.ts", { id: "api-manage-data-list" }),
    route("manage_data/:model/:id", "routes/api/manage-data.ts", { id: "api-manage-data-item" }),
    route("upload/image", "routes/api/upload-image.ts"),
    route("account", "routes/api/account.ts"),
    route("account/password/forgot", "routes/api/account-password-forgot.ts"),
    route("account/password/reset", "routes/api/account-password-reset.ts"),
    route("account/data", "routes/api/account-data.ts"),
    // Issue 31: the buyer's basket and quotes, the team's quotes and orders.
    route("quote-basket", "routes/api/quote-basket.ts"),
    route("quote-basket/:product_id", "routes/api/quote-basket-item.ts"),
    route("quotes", "routes/api/quotes.ts"),
    route("quotes/:id", "routes/api/quote.ts"),
    route("quotes/:id/accept", "routes/api/quote-accept.ts"),
    route("quotes/:id/decline", "routes/api/quote-decline.ts"),
    route("admin/quotes", "routes/api/admin-quotes.ts"),
    route("admin/quotes/:id", "routes/api/admin-quote.ts"),
    route("admin/quotes/:id/pricing", "routes/api/admin-quote-pricing.ts"),
    route("admin/quotes/:id/send", "routes/api/admin-quote-send.ts"),
    route("admin/quotes/:id/confirm-order", "routes/api/admin-quote-confirm-order.ts"),
    route("admin/orders/:id/steps", "routes/api/admin-order-steps.ts"),
    // Any other path under /api/ (and /api itself) is the API's JSON 404, never the site's page.
    route("*", "routes/api/not-found.ts", { id: "api-not-found" }),
  ]),
  route("api", "routes/api/not-found.ts", { id: "api-root-not-found" }),
  route("core_api/register-business", "routes/api/signup.ts", { id: "core-api-register-business" }),
  route("core_api/*", "routes/api/not-found.ts", { id: "core-api-not-found" }),

  // Actions without a page of their own.
  route("logout", "routes/resources/logout.ts"),
  route("theme", "routes/resources/theme.ts"),
  route("language-hint", "routes/resources/language-hint.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
] satisfies RouteConfig;
