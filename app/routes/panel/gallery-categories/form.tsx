/** Add or edit a gallery category (/panel/categories/new, /:id/edit). */
import { CategoryFormScreen, GALLERY_CATEGORY_SCREEN } from "~/components/panel/content/category-screens";
import { categoryFormAction, categoryFormLoader } from "~/routes/panel/.server/content-category-screens";
import type { Route } from "./+types/form";

export const loader = (args: Route.LoaderArgs) => categoryFormLoader(args, GALLERY_CATEGORY_SCREEN);
export const action = (args: Route.ActionArgs) => categoryFormAction(args, GALLERY_CATEGORY_SCREEN);

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.category ? "Edit" : "Add"} Gallery Category | Admin Panel` }];

export default function GalleryCategoryFormPage({ loaderData }: Route.ComponentProps) {
  return <CategoryFormScreen screen={GALLERY_CATEGORY_SCREEN} category={loaderData.category} />;
}
