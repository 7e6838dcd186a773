/**
 * /account/data: the account holder's rights over their data. "Download my data" is a plain link
 * to the JSON file (/account/data/export.json); "Delete my account" leads to its confirmation
 * page (/account/data/delete), which asks for the password. Both work without JavaScript.
 */
import { Link } from "react-router";

import { isFirstAdmin } from "~/.server/accounts/user-admin";
import { AccountNav } from "~/components/site/account/account-nav";
import { myDataCopy as copy } from "~/lib/copy/my-data";
import { requireUser } from "~/routes/.server/auth";

import type { Route } from "./+types/data";

export const meta: Route.MetaFunction = () => [{ title: `${copy.title} | Surat Sadeli Art Studio` }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { canDelete: !isFirstAdmin(user) };
}

const section = "mt-8 rounded-2xl border border-rosewood-200 bg-white p-6 shadow-sm dark:border-rosewood-800 dark:bg-rosewood-900";

export default function MyDataPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <AccountNav />
      <h1 className="text-3xl font-semibold">{copy.title}</h1>
      <p className="mt-2 text-rosewood-700 dark:text-rosewood-200">{copy.intro}</p>

      <section aria-labelledby="download-title" className={section}>
        <h2 id="download-title" className="text-xl font-semibold">
          {copy.downloadTitle}
        </h2>
        <p className="mt-2 text-rosewood-700 dark:text-rosewood-200">{copy.downloadText}</p>
        <a
          href="/account/data/export.json"
          download
          className="mt-4 inline-block rounded-full bg-rosewood-700 px-6 py-2.5 font-semibold text-ivory-50 hover:bg-rosewood-800 dark:bg-brass-500 dark:text-rosewood-950"
        >
          {copy.downloadButton}
        </a>
      </section>

      <section aria-labelledby="delete-title" className={`${section} border-red-300 dark:border-red-900`}>
        <h2 id="delete-title" className="text-xl font-semibold">
          {copy.deleteTitle}
        </h2>
        <p className="mt-2 text-rosewood-700 dark:text-rosewood-200">{copy.deleteText}</p>
        {loaderData.canDelete ? (
          <Link
            to="/account/data/delete"
            className="mt-4 inline-block rounded-full border-2 border-red-700 px-6 py-2 font-semibold text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-300 dark:hover:bg-rosewood-800"
          >
            {copy.deleteLink}
          </Link>
        ) : (
          <p className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">{copy.firstAdminRefused}</p>
        )}
      </section>
    </main>
  );
}
