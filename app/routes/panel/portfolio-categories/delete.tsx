/** Delete a portfolio category after confirmation; one that still holds items is refused. */
import { CategoryDeleteScreen, PORTFOLIO_CATEGORY_SCREEN } from "~/components/panel/content/category-screens";
import { categoryDeleteAction, categoryDeleteLoader } from "~/routes/panel/.server/content-category-screens";
import type { Route } from "./+types/delete";

export const loader = (args: Route.LoaderArgs) => categoryDeleteLoader(args, PORTFOLIO_CATEGORY_SCREEN);
export const action = (args: Route.ActionArgs) => categoryDeleteAction(args, PORTFOLIO_CATEGORY_SCREEN);

export const meta: Route.MetaFunction = () => [{ title: "Delete Portfolio Category | Admin Panel" }];

export default function DeletePortfolioCategoryPage({ loaderData }: Route.ComponentProps) {
  return <CategoryDeleteScreen screen={PORTFOLIO_CATEGORY_SCREEN} category={loaderData.category} />;
}
