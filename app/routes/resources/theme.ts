/** Stores the dark/light choice and sends the visitor back where they were. */
import { data, redirect } from "react-router";

import { safeRedirect } from "~/lib/safe-redirect";
import { isExplicitTheme } from "~/lib/theme";
import { readFormData } from "~/routes/.server/form-data";
import { themeHeader } from "~/routes/.server/theme";

import type { Route } from "./+types/theme";

export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const theme = form.get("theme");
  if (!isExplicitTheme(theme)) return data({ error: "Unknown theme" }, { status: 400 });
  const headers = { "Set-Cookie": await themeHeader(theme) };
  // The toggle's fetcher (JavaScript on) only needs the cookie: the page revalidates where it is,
  // its address and scroll untouched. A plain form post goes back to its page.
  if (form.get("stay") === "1") return data({ theme }, { headers });
  const back = safeRedirect(form.get("redirectTo"), "/");
  return redirect(back, { headers });
}
