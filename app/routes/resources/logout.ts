/** Logout is a POST (a link or prefetch must never sign anyone out). */
import { redirect } from "react-router";

import { endBrowserSession } from "~/routes/.server/auth";

import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  return endBrowserSession(request, "/");
}
