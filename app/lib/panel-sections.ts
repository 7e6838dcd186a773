/**
 * The admin panel's screens and who may use them. Admins use all of them; store managers
 * (user_type 3) run the shop: products, product categories and product inquiries, plus the
 * dashboard (docs/decisions/002-store-manager-role.md).
 */
import { USER_TYPE, type UserType } from "./constants";

const ADMIN_ONLY: readonly UserType[] = [USER_TYPE.admin];
const SHOP: readonly UserType[] = [USER_TYPE.admin, USER_TYPE.storeManager];

export const PANEL_SECTIONS = [
  { path: "/panel", label: "Dashboard", roles: SHOP },
  { path: "/panel/products", label: "Products", roles: SHOP },
  { path: "/panel/product-categories", label: "Product Categories", roles: SHOP },
  { path: "/panel/product-inquiries", label: "Product Inquiries", roles: SHOP },
  { path: "/panel/gallery", label: "Gallery", roles: ADMIN_ONLY },
  { path: "/panel/categories", label: "Gallery Categories", roles: ADMIN_ONLY },
  { path: "/panel/portfolio", label: "Portfolio", roles: ADMIN_ONLY },
  { path: "/panel/portfolio-categories", label: "Portfolio Categories", roles: ADMIN_ONLY },
  { path: "/panel/portfolio-inquiries", label: "Portfolio Inquiries", roles: ADMIN_ONLY },
  { path: "/panel/blog", label: "Blog", roles: ADMIN_ONLY },
  { path: "/panel/blog-categories", label: "Blog Categories", roles: ADMIN_ONLY },
  { path: "/panel/notifications", label: "Messages", roles: ADMIN_ONLY },
  { path: "/panel/subscribers", label: "Subscribers", roles: ADMIN_ONLY },
  { path: "/panel/users", label: "Users", roles: ADMIN_ONLY },
  { path: "/panel/activity", label: "Activity", roles: ADMIN_ONLY },
  { path: "/panel/settings", label: "Settings", roles: ADMIN_ONLY },
] as const;

export type PanelSectionPath = (typeof PANEL_SECTIONS)[number]["path"];

export const PANEL_ROLES: readonly UserType[] = SHOP;

export function rolesFor(path: PanelSectionPath): readonly UserType[] {
  return PANEL_SECTIONS.find((section) => section.path === path)?.roles ?? ADMIN_ONLY;
}

export function sectionsFor(userType: number) {
  return PANEL_SECTIONS.filter((section) => section.roles.includes(userType as UserType));
}

/** The section a URL belongs to: /panel exactly, the others by prefix. */
export function activeSection(pathname: string) {
  if (pathname === "/panel" || pathname === "/panel/") return PANEL_SECTIONS[0];
  return PANEL_SECTIONS.slice(1).find((section) => pathname === section.path || pathname.startsWith(`${section.path}/`));
}
