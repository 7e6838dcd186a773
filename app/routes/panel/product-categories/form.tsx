/** Add or edit a product category (/panel/product-categories/new, /:id/edit). */
import { CategoryFormScreen, PRODUCT_CATEGORY_SCREEN as screen } from "~/components/panel/category-screens";
import { categoryFormAction, categoryFormLoader } from "~/routes/panel/.server/category-screens";

import type { Route } from "./+types/form";

export const loader = (args: Route.LoaderArgs) => categoryFormLoader(args, screen);
export const action = (args: Route.ActionArgs) => categoryFormAction(args, screen);

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.category ? "Edit" : "Add"} Product Category | Admin Panel` }];

export default function ProductCategoryFormPage({ loaderData }: Route.ComponentProps) {
  return <CategoryFormScreen screen={screen} category={loaderData.category} />;
}
