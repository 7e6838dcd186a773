/**
 * The admin panel's screens, each with the action of the permission table (app/lib/permissions.ts)
 * that opens it: the sidebar lists the screens a role may use and the guard of every loader and
 * action (routes/panel/.server/access.ts) asks the same table.
 */
import type { UserType } from "./constants";
import { type Action, can, rolesWith } from "./permissions";

export const PANEL_SECTIONS = [
  { path: "/panel", label: "Dashboard", action: "use:panel" },
  { path: "/panel/products", label: "Products", action: "manage:products" },
  { path: "/panel/product-categories", label: "Product Categories", action: "manage:product-categories" },
  { path: "/panel/product-inquiries", label: "Product Inquiries", action: "manage:product-inquiries" },
  { path: "/panel/quotes", label: "Quotes", action: "manage:quotes" },
  { path: "/panel/gallery", label: "Gallery", action: "manage:gallery" },
  { path: "/panel/categories", label: "Gallery Categories", action: "manage:gallery-categories" },
  { path: "/panel/portfolio", label: "Portfolio", action: "manage:portfolio" },
  { path: "/panel/portfolio-categories", label: "Portfolio Categories", action: "manage:portfolio-categories" },
  { path: "/panel/portfolio-inquiries", label: "Portfolio Inquiries", action: "manage:portfolio-inquiries" },
  { path: "/panel/blog", label: "Blog", action: "manage:blog" },
  { path: "/panel/blog-categories", label: "Blog Categories", action: "manage:blog-categories" },
  { path: "/panel/notifications", label: "Messages", action: "manage:messages" },
  { path: "/panel/subscribers", label: "Subscribers", action: "manage:subscribers" },
  { path: "/panel/users", label: "Users", action: "manage:users" },
  { path: "/panel/activity", label: "Activity", action: "read:activity" },
  { path: "/panel/settings", label: "Settings", action: "manage:settings" },
] as const satisfies readonly { path: string; label: string; action: Action }[];

export type PanelSectionPath = (typeof PANEL_SECTIONS)[number]["path"];

/** Who may enter the panel at all (its layout's guard, the account menu's entry). */
export const PANEL_ROLES: readonly UserType[] = rolesWith("use:panel");

export function actionOf(path: PanelSectionPath): Action {
  return PANEL_SECTIONS.find((section) => section.path === path)!.action;
}

export function rolesFor(path: PanelSectionPath): readonly UserType[] {
  return rolesWith(actionOf(path));
}

export function sectionsFor(userType: number) {
  return PANEL_SECTIONS.filter((section) => can({ user_type: userType }, section.action));
}

/** The section a URL belongs to: /panel exactly, the others by prefix. */
export function activeSection(pathname: string) {
  if (pathname === "/panel" || pathname === "/panel/") return PANEL_SECTIONS[0];
  return PANEL_SECTIONS.slice(1).find((section) => pathname === section.path || pathname.startsWith(`${section.path}/`));
}
