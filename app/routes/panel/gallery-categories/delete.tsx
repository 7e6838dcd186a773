/** Delete a gallery category after confirmation; one that still holds items is refused. */
import { CategoryDeleteScreen, GALLERY_CATEGORY_SCREEN } from "~/components/panel/content/category-screens";
import { categoryDeleteAction, categoryDeleteLoader } from "~/routes/panel/.server/content-category-screens";
import type { Route } from "./+types/delete";

export const loader = (args: Route.LoaderArgs) => categoryDeleteLoader(args, GALLERY_CATEGORY_SCREEN);
export const action = (args: Route.ActionArgs) => categoryDeleteAction(args, GALLERY_CATEGORY_SCREEN);

export const meta: Route.MetaFunction = () => [{ title: "Delete Gallery Category | Admin Panel" }];

export default function DeleteGalleryCategoryPage({ loaderData }: Route.ComponentProps) {
  return <CategoryDeleteScreen screen={GALLERY_CATEGORY_SCREEN} category={loaderData.category} />;
}
