/** Delete a gallery category after confirmation; one that still holds items is refused and nothing is deleted. */
import { CategoryDeleteScreen, GALLERY_CATEGORY_SCREEN as screen } from "~/components/panel/category-screens";
import { categoryDeleteAction, categoryDeleteLoader } from "~/routes/panel/.server/category-screens";

import type { Route } from "./+types/delete";

export const loader = (args: Route.LoaderArgs) => categoryDeleteLoader(args, screen);
export const action = (args: Route.ActionArgs) => categoryDeleteAction(args, screen);

export const meta: Route.MetaFunction = () => [{ title: "Delete Gallery Category | Admin Panel" }];

export default function DeleteGalleryCategoryPage({ loaderData }: Route.ComponentProps) {
  return <CategoryDeleteScreen screen={screen} category={loaderData.category} />;
}
