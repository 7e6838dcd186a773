/**
 * /account/data: the account holder's rights over their data. "Download my data" is a plain link
 * to the JSON file (/account/data/export.json); "Delete my account" leads to its confirmation
 * page (/account/data/delete), which asks for the password. Both work without JavaScript.
 */
import { Link } from "react-router";

import { isStaff } from "~/.server/accounts/personal-data";
import { isFirstAdmin } from "~/.server/accounts/user-admin";
import { AccountNav } from "~/components/site/account/account-nav";
import { ConfirmAddressNotice } from "~/components/site/account/confirm-address-notice";
import { myDataCopy as copy } from "~/lib/copy/my-data";
import { copySections } from "~/lib/i18n/copy.server";
import { langOf } from "~/lib/i18n/locales";
import { metaCopy, useCopy, useLocalePath } from "~/lib/i18n/use-copy";
import { siteName } from "~/lib/seo";
import { requireUser } from "~/routes/.server/auth";

import type { Route } from "./+types/data";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaCopy(matches, "myDataCopy", copy).title} | ${siteName(matches)}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  // The first administrator owns the site; other staff are demoted by the owner first (docs/decisions/021).
  const refusal = isFirstAdmin(user) ? ("firstAdminRefused" as const) : isStaff(user) ? ("staffRefused" as const) : null;
  return {
    refusal,
    email: user.user_email,
    emailConfirmed: user.email_confirmed_at !== null,
    copy: copySections(langOf(params.lang), ["myDataCopy", "emailConfirmCopy", "formWords", "phrases"]),
  };
}

const section = "mt-8 rounded-2xl border border-rosewood-200 bg-white p-6 shadow-sm dark:border-rosewood-800 dark:bg-rosewood-900";

export default function MyDataPage({ loaderData }: Route.ComponentProps) {
  const text = useCopy("myDataCopy", copy);
  const to = useLocalePath();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <AccountNav />
      <h1 className="text-3xl font-semibold">{text.title}</h1>
      <p className="mt-2 text-rosewood-700 dark:text-rosewood-200">{text.intro}</p>
      {loaderData.emailConfirmed ? null : <ConfirmAddressNotice email={loaderData.email} />}

      <section aria-labelledby="download-title" className={section}>
        <h2 id="download-title" className="text-xl font-semibold">
          {text.downloadTitle}
        </h2>
        <p className="mt-2 text-rosewood-700 dark:text-rosewood-200">{text.downloadText}</p>
        <a
          href="/account/data/export.json"
          download
          className="mt-4 inline-block rounded-full bg-rosewood-700 px-6 py-2.5 font-semibold text-ivory-50 hover:bg-rosewood-800 dark:bg-brass-500 dark:text-rosewood-950"
        >
          {text.downloadButton}
        </a>
      </section>

      <section aria-labelledby="delete-title" className={`${section} border-red-300 dark:border-red-900`}>
        <h2 id="delete-title" className="text-xl font-semibold">
          {text.deleteTitle}
        </h2>
        <p className="mt-2 text-rosewood-700 dark:text-rosewood-200">{text.deleteText}</p>
        {loaderData.refusal === null ? (
          <Link
            to={to("/account/data/delete")}
            className="mt-4 inline-block rounded-full border-2 border-red-700 px-6 py-2 font-semibold text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-300 dark:hover:bg-rosewood-800"
          >
            {text.deleteLink}
          </Link>
        ) : (
          <p className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">{text[loaderData.refusal]}</p>
        )}
      </section>
    </main>
  );
}
