/** Every URL of the site in one place. */
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // Public website: header, footer and newsletter around every page.
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("login", "routes/site/login.tsx"),
    // The spec names two URLs for the one registration screen.
    route("signup", "routes/site/signup.tsx", { id: "signup" }),
    route("business-register", "routes/site/signup.tsx", { id: "business-register" }),
    // Lists whose items open as dialogs over them (full pages when opened directly).
    route("products", "routes/site/products.tsx", [route(":id", "routes/site/product-detail.tsx")]),
    route("portfolio", "routes/site/portfolio.tsx", [route(":id", "routes/site/portfolio-detail.tsx")]),
    route("blog", "routes/site/blog.tsx", [route(":slug", "routes/site/blog-post.tsx")]),
    route("gallery", "routes/site/gallery.tsx", [route(":id", "routes/site/gallery-detail.tsx")]),
    route("contact", "routes/site/contact.tsx"),
    route("newsletter", "routes/site/newsletter.tsx"),
    route("newsletter/unsubscribe/:token", "routes/site/newsletter-unsubscribe.tsx"),
    route("about", "routes/site/about.tsx"),
    route("privacy", "routes/site/privacy.tsx"),
    route("terms", "routes/site/terms.tsx"),
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
    // panel: products, product inquiries, portfolio inquiries
    // panel: gallery, gallery categories, portfolio, portfolio categories
    // panel: blog posts, blog categories
    // panel: messages, users, subscribers, activity, settings
  ]),

  // Actions without a page of their own.
  route("logout", "routes/resources/logout.ts"),
  route("theme", "routes/resources/theme.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
] satisfies RouteConfig;
