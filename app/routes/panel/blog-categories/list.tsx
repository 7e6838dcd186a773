/** /panel/blog-categories: search, cards with the slug and how many posts each holds, add, edit, delete (admins only). */
import { keepListBehindChild } from "~/components/listing/list-revalidation";
import { BLOG_CATEGORY_SCREEN as screen, CategoryListScreen } from "~/components/panel/category-screens";
import { categoryListLoader } from "~/routes/panel/.server/category-screens";

import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Blog Categories | Admin Panel" }];

// Add, edit and delete open as dialogs over the list, which stays as it is.
export const shouldRevalidate = keepListBehindChild(screen.path);

export const loader = (args: Route.LoaderArgs) => categoryListLoader(args, screen);
// No action: blog categories have no switch, so a POST here is 405 (the access matrix).

export default function BlogCategoriesPage({ loaderData }: Route.ComponentProps) {
  return <CategoryListScreen screen={screen} list={loaderData.list} />;
}
