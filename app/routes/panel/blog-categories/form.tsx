/** Add or edit a blog category (/panel/blog-categories/new, /:id/edit). */
import { BLOG_CATEGORY_SCREEN as screen, CategoryFormScreen } from "~/components/panel/category-screens";
import { categoryFormAction, categoryFormLoader } from "~/routes/panel/.server/category-screens";

import type { Route } from "./+types/form";

export const loader = (args: Route.LoaderArgs) => categoryFormLoader(args, screen);
export const action = (args: Route.ActionArgs) => categoryFormAction(args, screen);

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.category ? "Edit" : "Add"} Blog Category | Admin Panel` }];

export default function BlogCategoryFormPage({ loaderData }: Route.ComponentProps) {
  return <CategoryFormScreen screen={screen} category={loaderData.category} />;
}
