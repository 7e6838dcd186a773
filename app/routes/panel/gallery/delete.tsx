/** Delete a gallery item after confirmation; its stored image goes with it. */
import { GALLERY_ITEM_SCREEN as screen, ItemDeleteScreen } from "~/components/panel/content/item-screens";
import { itemDeleteAction, itemDeleteLoader } from "~/routes/panel/.server/content-item-screens";

import type { Route } from "./+types/delete";

export const loader = (args: Route.LoaderArgs) => itemDeleteLoader(args, screen);
export const action = (args: Route.ActionArgs) => itemDeleteAction(args, screen);

export const meta: Route.MetaFunction = () => [{ title: "Delete Gallery Item | Admin Panel" }];

export default function DeleteGalleryItemPage({ loaderData }: Route.ComponentProps) {
  return <ItemDeleteScreen screen={screen} item={loaderData.item} />;
}
