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
    route("*", "routes/site/not-found.tsx"),
  ]),

  // Admin panel (admins; store managers on their screens).
  route("panel", "routes/panel/layout.tsx", [index("routes/panel/dashboard.tsx")]),

  // Actions without a page of their own.
  route("logout", "routes/resources/logout.ts"),
  route("theme", "routes/resources/theme.ts"),
] satisfies RouteConfig;
