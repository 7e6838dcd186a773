/** Add or edit a portfolio category (/panel/portfolio-categories/new, /:id/edit). */
import { CategoryFormScreen, PORTFOLIO_CATEGORY_SCREEN as screen } from "~/components/panel/category-screens";
import { categoryFormAction, categoryFormLoader } from "~/routes/panel/.server/category-screens";

import type { Route } from "./+types/form";

export const loader = (args: Route.LoaderArgs) => categoryFormLoader(args, screen);
export const action = (args: Route.ActionArgs) => categoryFormAction(args, screen);

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.category ? "Edit" : "Add"} Portfolio Category | Admin Panel` }];

export default function PortfolioCategoryFormPage({ loaderData }: Route.ComponentProps) {
  return <CategoryFormScreen screen={screen} category={loaderData.category} />;
}
