/** /panel/portfolio-categories: portfolio categories with search, Active/Inactive cards and item counts (admins only). */
import { CategoryListScreen, PORTFOLIO_CATEGORY_SCREEN } from "~/components/panel/content/category-screens";
import { keepListBehindChild } from "~/components/listing/list-revalidation";
import { categoryListAction, categoryListLoader } from "~/routes/panel/.server/content-category-screens";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Portfolio Categories | Admin Panel" }];

export const shouldRevalidate = keepListBehindChild(PORTFOLIO_CATEGORY_SCREEN.path);

export const loader = (args: Route.LoaderArgs) => categoryListLoader(args, PORTFOLIO_CATEGORY_SCREEN);
export const action = (args: Route.ActionArgs) => categoryListAction(args, PORTFOLIO_CATEGORY_SCREEN);

export default function PortfolioCategoriesPage({ loaderData }: Route.ComponentProps) {
  return <CategoryListScreen screen={PORTFOLIO_CATEGORY_SCREEN} {...loaderData} />;
}
