/** /panel/categories: gallery categories with search, Active/Inactive cards and item counts (admins only). */
import { keepListBehindChild } from "~/components/listing/list-revalidation";
import { CategoryListScreen, GALLERY_CATEGORY_SCREEN as screen } from "~/components/panel/category-screens";
import { categoryListAction, categoryListLoader } from "~/routes/panel/.server/category-screens";

import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Gallery Categories | Admin Panel" }];

// Add, edit and delete open as dialogs over the list, which stays as it is.
export const shouldRevalidate = keepListBehindChild(screen.path);

export const loader = (args: Route.LoaderArgs) => categoryListLoader(args, screen);
export const action = (args: Route.ActionArgs) => categoryListAction(args, screen);

export default function GalleryCategoriesPage({ loaderData }: Route.ComponentProps) {
  return <CategoryListScreen screen={screen} list={loaderData.list} />;
}
