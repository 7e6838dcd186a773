import { NavLink } from "react-router";

import { accountNav as englishNav } from "~/lib/copy/account-nav";
import { useCopy, useLocalePath } from "~/lib/i18n/use-copy";
import { useRootData } from "~/root";

/** The account pages' own links; NavLink marks the page shown with aria-current="page". */
const LINKS = [
  { to: "/account", label: "account", end: true },
  { to: "/account/inquiries", label: "inquiries", end: false },
  { to: "/account/data", label: "data", end: false },
] as const;

/** Issue 31: an approved buyer's quotes (the root's basket count is a buyer's alone). */
const BUYER_LINKS = [{ to: "/account/quotes", label: "quotes", end: false }] as const;

export function AccountNav() {
  const accountNav = useCopy("accountNav", englishNav);
  const to = useLocalePath();
  const buyer = typeof useRootData()?.account?.basketCount === "number";
  const links = buyer ? [...LINKS.slice(0, 2), ...BUYER_LINKS, ...LINKS.slice(2)] : LINKS;
  return (
    <nav aria-label={accountNav.label} className="mb-8">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={to(link.to)}
              end={link.end}
              className="inline-block rounded-full border border-rosewood-300 px-4 py-2 text-sm font-medium hover:bg-rosewood-100 aria-[current=page]:bg-rosewood-700 aria-[current=page]:text-ivory-50 dark:border-rosewood-600 dark:hover:bg-rosewood-800 dark:aria-[current=page]:bg-brass-500 dark:aria-[current=page]:text-rosewood-950"
            >
              {accountNav[link.label]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
