import { NavLink } from "react-router";

import { accountNav } from "~/lib/copy/account-nav";

/** The account pages' own links; NavLink marks the page shown with aria-current="page". */
const LINKS = [
  { to: "/account", label: accountNav.account, end: true },
  { to: "/account/inquiries", label: accountNav.inquiries, end: false },
  { to: "/account/data", label: accountNav.data, end: false },
] as const;

export function AccountNav() {
  return (
    <nav aria-label={accountNav.label} className="mb-8">
      <ul className="flex flex-wrap gap-2">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className="inline-block rounded-full border border-rosewood-300 px-4 py-2 text-sm font-medium hover:bg-rosewood-100 aria-[current=page]:bg-rosewood-700 aria-[current=page]:text-ivory-50 dark:border-rosewood-600 dark:hover:bg-rosewood-800 dark:aria-[current=page]:bg-brass-500 dark:aria-[current=page]:text-rosewood-950"
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
