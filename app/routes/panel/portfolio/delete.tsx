/** Delete a portfolio item after confirmation; its stored image goes with it. */
import { ItemDeleteScreen, PORTFOLIO_ITEM_SCREEN as screen } from "~/components/panel/content/item-screens";
import { itemDeleteAction, itemDeleteLoader } from "~/routes/panel/.server/content-item-screens";

import type { Route } from "./+types/delete";

export const loader = (args: Route.LoaderArgs) => itemDeleteLoader(args, screen);
export const action = (args: Route.ActionArgs) => itemDeleteAction(args, screen);

export const meta: Route.MetaFunction = () => [{ title: "Delete Portfolio Item | Admin Panel" }];

export default function DeletePortfolioItemPage({ loaderData }: Route.ComponentProps) {
  return <ItemDeleteScreen screen={screen} item={loaderData.item} />;
}
