/** The "History" link of an edit form (issue 32): the record's kept versions, compared and restored. */
import { Link } from "react-router";

import { historyCopy } from "~/lib/copy/panel-history";

export function HistoryLink({ href }: { href: string }) {
  return (
    <p className="mb-2 text-right text-sm">
      <Link to={href} className="font-medium underline" data-history-link>
        {historyCopy.link}
      </Link>
    </p>
  );
}
