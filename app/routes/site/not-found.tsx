/** Any URL no other route claims: the 'Artwork Not Found' page with status 404. */
import { data } from "react-router";

import { NotFoundPage } from "~/components/layout/not-found-page";

export function loader() {
  return data(null, { status: 404 });
}

// A POST to an unknown URL is also a 404, not a 405.
export function action() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
