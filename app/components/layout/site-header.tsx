/**
 * The public header. The mobile menu and the account menu are <details> elements, so they open
 * without JavaScript; with JavaScript they also close when a link is followed, on Escape and on a
 * click outside (useDetailsMenu).
 */
import { Form, Link, NavLink } from "react-router";

import { MAIN_NAVIGATION } from "~/lib/constants";
import { accountNav as englishAccountNav } from "~/lib/copy/account-nav";
import { shellWords, siteShellCopy } from "~/lib/copy/languages";
import { header as englishHeader } from "~/lib/copy/shell";
import { useCopy, useLocalePath } from "~/lib/i18n/use-copy";
import type { RootLoaderData } from "~/root";

import { BrandMark } from "./brand-mark";
import { useDetailsMenu } from "./details-menu";
import { LanguageSwitch } from "./language-switch";
import { SiteSearchBox, SiteSearchLink } from "./site-search-box";
import { ThemeToggle } from "./theme-toggle";
import { LinkRow } from "./titled-section";

type Account = RootLoaderData["account"];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium transition-colors ${
    isActive
      ? "bg-rosewood-700 text-ivory-50 dark:bg-brass-500 dark:text-rosewood-950"
      : "text-rosewood-800 hover:bg-rosewood-100 dark:text-ivory-100 dark:hover:bg-rosewood-800"
  }`;

function AccountMenu({ account }: { account: NonNullable<Account> }) {
  const menu = useDetailsMenu();
  const header = useCopy("header", englishHeader);
  const accountNav = useCopy("accountNav", englishAccountNav);
  const to = useLocalePath();
  return (
    <details ref={menu} className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-full border border-rosewood-300 px-4 py-2 text-sm font-medium dark:border-rosewood-600 [&::-webkit-details-marker]:hidden">
        {header.myAccount}
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      {/* Below lg it sits in the phone's menu, at the left: opened to the right, so it stays on screen. */}
      <div className="absolute left-0 z-40 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-xl lg:right-0 lg:left-auto border border-rosewood-200 bg-ivory-50 p-3 shadow-xl dark:border-rosewood-700 dark:bg-rosewood-900">
        <p className="truncate px-2 font-medium" data-testid="account-name">
          {account.user_name || account.user_email}
        </p>
        {account.isAdmin ? (
          <span className="mx-2 mt-1 inline-block rounded-full bg-brass-400 px-2 py-0.5 text-xs font-semibold text-rosewood-950">{header.adminBadge}</span>
        ) : null}
        {account.canUsePanel ? (
          <Link to="/panel" className="mt-2 block rounded-lg px-2 py-2 text-sm hover:bg-rosewood-100 dark:hover:bg-rosewood-800">
            {header.adminDashboard}
          </Link>
        ) : null}
        <Link to={to("/account")} className="mt-1 block rounded-lg px-2 py-2 text-sm hover:bg-rosewood-100 dark:hover:bg-rosewood-800">
          {accountNav.account}
        </Link>
        <Link to={to("/account/inquiries")} className="mt-1 block rounded-lg px-2 py-2 text-sm hover:bg-rosewood-100 dark:hover:bg-rosewood-800">
          {accountNav.inquiries}
        </Link>
        {account.basketCount !== null ? (
          <>
            <Link to={to("/account/quotes")} className="mt-1 block rounded-lg px-2 py-2 text-sm hover:bg-rosewood-100 dark:hover:bg-rosewood-800">
              {accountNav.quotes}
            </Link>
            {/* The basket with its count, here too: between lg and 2xl the header's bar has no room for it. */}
            <Link
              to={to("/quote")}
              className="mt-1 flex items-center justify-between rounded-lg px-2 py-2 text-sm hover:bg-rosewood-100 dark:hover:bg-rosewood-800"
            >
              {accountNav.basket}
              <span className="min-w-5 rounded-full bg-rosewood-700 px-1.5 text-center text-xs font-semibold text-ivory-50 dark:bg-brass-500 dark:text-rosewood-950">
                {account.basketCount}
              </span>
            </Link>
          </>
        ) : null}
        <Form method="post" action="/logout" className="mt-1">
          <button
            type="submit"
            className="w-full rounded-lg px-2 py-2 text-left text-sm text-red-800 hover:bg-red-50 dark:text-red-300 dark:hover:bg-rosewood-800"
          >
            {header.logout}
          </button>
        </Form>
      </div>
    </details>
  );
}

/** Issue 31: an approved buyer's quote basket with its count, at every width (the count comes from the root loader, revalidated after every post). */
function BasketLink({ count }: { count: number }) {
  const accountNav = useCopy("accountNav", englishAccountNav);
  const to = useLocalePath();
  return (
    <Link
      to={to("/quote")}
      data-testid="basket-link"
      // Between lg and 2xl the bar holds the full navigation and has no room: the account menu has the link there.
      className="flex shrink-0 items-center gap-1.5 rounded-full border border-rosewood-300 px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-rosewood-100 lg:hidden 2xl:flex dark:border-rosewood-600 dark:hover:bg-rosewood-800"
    >
      {/* Its name in words where the header has room (a tablet, a wide screen); a bag on a phone, named for screen readers. */}
      <span className="sr-only sm:not-sr-only">{accountNav.basket}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 sm:hidden" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M4 7h16l-1.5 12h-13zM9 7V5a3 3 0 0 1 6 0v2" />
      </svg>
      <span
        data-testid="basket-count"
        className="min-w-5 rounded-full bg-rosewood-700 px-1.5 text-center text-xs font-semibold text-ivory-50 dark:bg-brass-500 dark:text-rosewood-950"
      >
        {count}
      </span>
    </Link>
  );
}

function GuestLinks() {
  const header = useCopy("header", englishHeader);
  const to = useLocalePath();
  return (
    <LinkRow
      links={[
        { to: to("/login"), label: header.login, className: "rounded-full px-4 py-2 text-sm font-medium hover:bg-rosewood-100 dark:hover:bg-rosewood-800" },
        {
          to: to("/signup"),
          label: header.signUp,
          className: "rounded-full bg-rosewood-700 px-4 py-2 text-sm font-medium text-ivory-50 hover:bg-rosewood-800 dark:bg-brass-500 dark:text-rosewood-950",
        },
      ]}
    />
  );
}

export function SiteHeader({ siteName, account }: { siteName: string; account: Account }) {
  const mobileMenu = useDetailsMenu();
  const header = useCopy("header", englishHeader);
  const shell = useCopy("siteShellCopy", siteShellCopy);
  const words = useCopy("shellWords", shellWords);
  const to = useLocalePath();
  return (
    <header className="sticky top-0 z-30 border-b border-rosewood-200/70 bg-ivory-50/95 backdrop-blur dark:border-rosewood-800 dark:bg-rosewood-950/95">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-ivory-50 focus:px-3 focus:py-2">
        {shell.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        {/* Named by its own text, so the accessible name contains every visible word (WCAG 2.5.3,
            Label in Name). On phones the badge goes under the name: the first screen names the workshop. */}
        <Link to={to("/")} className="flex min-w-0 items-center gap-3">
          <BrandMark className="h-9 w-9 shrink-0" />
          <span className="flex min-w-0 flex-col items-start gap-0.5 sm:flex-row sm:items-center sm:gap-3">
            <span className="font-serif leading-tight font-semibold sm:text-lg" data-testid="site-name">
              {siteName}
            </span>
            <span className="rounded-full bg-brass-400 px-2 py-0.5 text-xs font-semibold text-rosewood-950">{header.giBadge}</span>
          </span>
          <span className="sr-only">{shell.homeSuffix}</span>
        </Link>

        <nav aria-label={words.mainNav} className="hidden items-center gap-1 lg:flex">
          {MAIN_NAVIGATION.map((item) => (
            <NavLink key={item.to} to={to(item.to)} end={item.to === "/"} className={linkClass} prefetch="intent">
              {shell.navigation[item.key]}
            </NavLink>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          <SiteSearchBox id="header-search" className="hidden w-44 2xl:flex" />
          <SiteSearchLink className="hidden lg:flex 2xl:hidden" />
          <LanguageSwitch className="hidden lg:flex" />
          {account && account.basketCount !== null ? <BasketLink count={account.basketCount} /> : null}
          <ThemeToggle />
          <div className="hidden items-center gap-2 lg:flex">{account ? <AccountMenu account={account} /> : <GuestLinks />}</div>
          <details ref={mobileMenu} className="group lg:hidden">
            <summary className="flex cursor-pointer list-none items-center rounded-full border border-rosewood-300 px-4 py-2 text-sm font-medium dark:border-rosewood-600 [&::-webkit-details-marker]:hidden">
              {header.menu}
            </summary>
            <div className="absolute inset-x-0 top-16 border-b border-rosewood-200 bg-ivory-50 px-4 py-4 shadow-lg dark:border-rosewood-800 dark:bg-rosewood-950">
              <SiteSearchBox id="menu-search" className="mb-4" />
              <nav aria-label={words.mobileNav} className="flex flex-col gap-1">
                {MAIN_NAVIGATION.map((item) => (
                  <NavLink key={item.to} to={to(item.to)} end={item.to === "/"} className={linkClass}>
                    {shell.navigation[item.key]}
                  </NavLink>
                ))}
              </nav>
              <LanguageSwitch className="mt-4 border-t border-rosewood-200 pt-4 dark:border-rosewood-800" />
              <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-rosewood-200 pt-4 dark:border-rosewood-800">
                {account ? <AccountMenu account={account} /> : <GuestLinks />}
              </div>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
