import { Link, useLocation } from "react-router";

import { listingShellWords } from "~/lib/copy/languages";
import { useCopyPart } from "~/lib/i18n/use-copy";

/** The spec's failure banner: the message, and Retry (a link to the same address, so it works without JavaScript). */
export function LoadFailed({ message }: { message: string }) {
  const location = useLocation();
  const words = useCopyPart("listing", listingShellWords);
  return (
    <div
      role="alert"
      className="mt-10 flex flex-col items-center gap-4 rounded-2xl border border-red-300 bg-red-50 px-6 py-10 text-center text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-medium">{message}</p>
      <Link to={location.pathname + location.search} reloadDocument className="rounded-full bg-red-700 px-6 py-2 font-semibold text-white">
        {words.retry}
      </Link>
    </div>
  );
}
