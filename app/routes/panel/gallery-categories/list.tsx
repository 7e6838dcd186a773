/** /panel/categories: gallery categories with search, Active/Inactive cards and item counts (admins only). */
import { CategoryListScreen, GALLERY_CATEGORY_SCREEN } from "~/components/panel/content/category-screens";
import { keepListBehindChild } from "~/components/listing/list-revalidation";
import { categoryListAction, categoryListLoader } from "~/routes/panel/.server/content-category-screens";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Gallery Categories | Admin Panel" }];

export const shouldRevalidate = keepListBehindChild(GALLERY_CATEGORY_SCREEN.path);

export const loader = (args: Route.LoaderArgs) => categoryListLoader(args, GALLERY_CATEGORY_SCREEN);
export const action = (args: Route.ActionArgs) => categoryListAction(args, GALLERY_CATEGORY_SCREEN);

export default function GalleryCategoriesPage({ loaderData }: Route.ComponentProps) {
  return <CategoryListScreen screen={GALLERY_CATEGORY_SCREEN} {...loaderData} />;
}
