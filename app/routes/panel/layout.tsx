/**
 * The admin panel frame: sidebar with the screens this role may use, the account, Back to
 * Website and Logout. On large screens the sidebar is fixed, so it stays in view while a long
 * list scrolls. Below lg it is a <details> menu, so it opens without JavaScript: a full-height
 * panel that scrolls on its own; with JavaScript it also closes on navigation, Escape and a
 * click outside.
 */
import { Form, Link, NavLink, Outlet, useLocation } from "react-router";

import { menuBadges } from "~/.server/activity/work-queues";
import { BrandMark } from "~/components/layout/brand-mark";
import { useDetailsMenu } from "~/components/layout/details-menu";
import { InsideMainLandmark } from "~/components/listing/detail-view";
import { DiscardGuard } from "~/components/panel/discard-guard";
import { USER_TYPE } from "~/lib/constants";
import { panelSearchCopy, workQueueCopy } from "~/lib/copy/work-queues";
import { activeSection, PANEL_ROLES, sectionsFor } from "~/lib/panel-sections";
import { requireRole } from "~/routes/.server/auth";

import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, PANEL_ROLES);
  // The menu's badges: what waits in each queue this role may see (issue 32, work queues).
  const badges = menuBadges(user);
  return {
    user: { user_name: user.user_name, user_email: user.user_email, user_type: user.user_type },
    sections: sectionsFor(user.user_type).map(({ path, label }) => {
      const badge = badges[path];
      return { path, label, badge: badge?.count ?? 0, badgeText: badge && badge.count > 0 ? workQueueCopy.badge[badge.queue](badge.count) : "" };
    }),
  };
}

export default function PanelLayout({ loaderData }: Route.ComponentProps) {
  const { user, sections } = loaderData;
  const location = useLocation();
  const menu = useDetailsMenu();
  const current = location.pathname.startsWith("/panel/search") ? panelSearchCopy.title : (activeSection(location.pathname)?.label ?? "Dashboard");
  const roleLabel = user.user_type === USER_TYPE.admin ? "Administrator" : "Store Manager";
  const initial = (user.user_name || user.user_email).charAt(0).toUpperCase();

  // Drawn twice (the sidebar and the phone's menu), so a badge's id names where it is.
  const navigation = (where: "sidebar" | "menu") => (
    <nav aria-label="Admin" className="flex flex-col gap-1">
      {sections.map((section) => (
        <NavLink
          key={section.path}
          to={section.path}
          end={section.path === "/panel"}
          // The link keeps its name ("Quotes"); the badge's count is its description.
          aria-describedby={section.badge > 0 ? `badge-${where}-${section.path.slice(1).replace(/\//g, "-")}` : undefined}
          className={({ isActive }) =>
            `rounded-lg px-3 py-2 text-sm font-medium ${isActive ? "bg-brass-400 text-rosewood-950" : "text-rosewood-100 hover:bg-rosewood-800"}`
          }
        >
          <span className="flex items-center justify-between gap-2">
            {section.label}
            {section.badge > 0 ? (
              <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white" data-badge={section.path}>
                <span aria-hidden="true">{section.badge}</span>
                <span id={`badge-${where}-${section.path.slice(1).replace(/\//g, "-")}`} hidden>
                  {section.badgeText}
                </span>
              </span>
            ) : null}
          </span>
        </NavLink>
      ))}
    </nav>
  );

  const sidebarFooter = (
    <div className="mt-6 flex flex-col gap-1 border-t border-rosewood-800 pt-4 text-sm">
      <Link to="/" className="rounded-lg px-3 py-2 text-rosewood-100 hover:bg-rosewood-800">
        Back to Website
      </Link>
      <Form method="post" action="/logout">
        <button type="submit" className="w-full rounded-lg px-3 py-2 text-left text-red-200 hover:bg-rosewood-800">
          Logout
        </button>
      </Form>
    </div>
  );

  const account = (
    <div className="mb-6 flex items-center gap-3 rounded-xl bg-rosewood-800 p-3">
      <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brass-400 font-semibold text-rosewood-950">{initial}</span>
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-ivory-50">{user.user_name}</p>
        <p className="truncate text-xs text-rosewood-200">{user.user_email}</p>
        <p className="text-xs text-brass-300">{roleLabel}</p>
      </div>
    </div>
  );

  const brand = (
    <Link to="/panel" className="mb-6 flex items-center gap-3">
      <BrandMark />
      <span>
        <span className="block font-serif font-semibold text-ivory-50">Surat Sadeli</span>
        <span className="block text-xs text-rosewood-200">Admin Panel</span>
      </span>
    </Link>
  );

  return (
    <div className="min-h-screen lg:flex">
      <aside className="hidden w-72 shrink-0 flex-col bg-rosewood-900 p-5 lg:fixed lg:inset-y-0 lg:flex lg:overflow-y-auto">
        {brand}
        {account}
        {navigation("sidebar")}
        {sidebarFooter}
      </aside>
      <div className="flex-1 lg:pl-72">
        {/* No backdrop-filter (backdrop-blur) on this header: it would make the header the
            containing block of the fixed menu panel and trap the panel in its 64 px. */}
        <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-3 border-b border-rosewood-200 bg-ivory-50 px-4 dark:border-rosewood-800 dark:bg-rosewood-950">
          <h1 className="min-w-0 truncate text-xl font-semibold">{current}</h1>
          {/* Issue 32: one box searches the whole panel (a GET form: works without JavaScript). */}
          <Form method="get" action="/panel/search" role="search" aria-label={panelSearchCopy.label} className="flex min-w-0 flex-1 justify-end">
            <label htmlFor="panel-search" className="sr-only">
              {panelSearchCopy.label}
            </label>
            <input
              id="panel-search"
              type="search"
              name="q"
              maxLength={100}
              placeholder={panelSearchCopy.headerPlaceholder}
              className="w-full max-w-xs min-w-0 rounded-l-full border border-r-0 border-rosewood-300 bg-white px-3 py-1.5 text-sm dark:border-rosewood-600 dark:bg-rosewood-900"
            />
            <button
              type="submit"
              className="rounded-r-full border border-rosewood-300 bg-rosewood-50 px-3 py-1.5 text-sm font-medium hover:bg-rosewood-100 dark:border-rosewood-600 dark:bg-rosewood-800 dark:hover:bg-rosewood-700"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
                <circle cx="8.5" cy="8.5" r="5.5" />
                <path d="m13 13 4.5 4.5" strokeLinecap="round" />
              </svg>
              <span className="sr-only">{panelSearchCopy.submit}</span>
            </button>
          </Form>
          <details ref={menu} className="panel-menu group lg:hidden">
            {/* Above the backdrop, so it closes the menu without JavaScript too. */}
            <summary className="relative z-50 cursor-pointer list-none rounded-full border border-rosewood-300 bg-ivory-50 px-4 py-2 text-sm font-medium whitespace-nowrap dark:border-rosewood-600 dark:bg-rosewood-950 [&::-webkit-details-marker]:hidden">
              <span className="group-open:hidden">Menu</span>
              <span className="hidden group-open:inline">Close menu</span>
            </summary>
            <div data-menu-backdrop aria-hidden="true" className="fixed inset-0 z-30 bg-rosewood-950/60" />
            <div className="fixed inset-y-0 left-0 z-40 w-72 max-w-[85vw] overflow-y-auto overscroll-contain bg-rosewood-900 p-5 shadow-2xl">
              {brand}
              {account}
              {navigation("menu")}
              {sidebarFooter}
            </div>
          </details>
        </header>
        {/* On phones a long email or address wraps instead of widening its card past the screen,
            and a one-column card grid (grid-cols only from sm up) keeps to the screen's width even
            when a card holds a truncated line: its implicit column is minmax(0, 1fr), not auto. */}
        <main id="main" className="p-4 max-md:[overflow-wrap:anywhere] sm:p-6 lg:p-8 [&_.grid]:auto-cols-fr">
          <InsideMainLandmark value={true}>
            <Outlet />
          </InsideMainLandmark>
        </main>
        {/* Issue 32: a form with changes asks before it is closed or left (components/panel/discard-guard.tsx). */}
        <DiscardGuard />
      </div>
    </div>
  );
}
