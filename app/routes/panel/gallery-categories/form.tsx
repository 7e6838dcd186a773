/** Add or edit a gallery category (/panel/categories/new, /:id/edit). */
import { CategoryFormScreen, GALLERY_CATEGORY_SCREEN as screen } from "~/components/panel/category-screens";
import { categoryFormAction, categoryFormLoader } from "~/routes/panel/.server/category-screens";

import type { Route } from "./+types/form";

export const loader = (args: Route.LoaderArgs) => categoryFormLoader(args, screen);
export const action = (args: Route.ActionArgs) => categoryFormAction(args, screen);

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.category ? "Edit" : "Add"} Gallery Category | Admin Panel` }];

export default function GalleryCategoryFormPage({ loaderData }: Route.ComponentProps) {
  return <CategoryFormScreen screen={screen} category={loaderData.category} />;
}
