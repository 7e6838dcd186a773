/** Add or edit a portfolio category (/panel/portfolio-categories/new, /:id/edit). */
import { CategoryFormScreen, PORTFOLIO_CATEGORY_SCREEN } from "~/components/panel/content/category-screens";
import { categoryFormAction, categoryFormLoader } from "~/routes/panel/.server/content-category-screens";
import type { Route } from "./+types/form";

export const loader = (args: Route.LoaderArgs) => categoryFormLoader(args, PORTFOLIO_CATEGORY_SCREEN);
export const action = (args: Route.ActionArgs) => categoryFormAction(args, PORTFOLIO_CATEGORY_SCREEN);

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.category ? "Edit" : "Add"} Portfolio Category | Admin Panel` }];

export default function PortfolioCategoryFormPage({ loaderData }: Route.ComponentProps) {
  return <CategoryFormScreen screen={PORTFOLIO_CATEGORY_SCREEN} category={loaderData.category} />;
}
