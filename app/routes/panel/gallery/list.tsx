/**
 * /panel/gallery: search by title or tags, category filter, cards (Featured and Unavailable
 * badges, price, category, description, first 3 tags) with an Available/Hidden switch, and the
 * add, edit and delete routes as dialogs over the list (admins only).
 */
import { TagList } from "~/components/cards/tag-list";
import { keepListBehindChild } from "~/components/listing/list-revalidation";
import { ActiveSwitch } from "~/components/panel/active-switch";
import { GALLERY_ITEM_SCREEN as screen, ItemCard, ItemListScreen } from "~/components/panel/content/item-screens";
import { Badge } from "~/components/ui/badge";
import { StoredImage } from "~/components/ui/stored-image";
import { formatDollars } from "~/lib/format";
import { itemListAction, itemListLoader } from "~/routes/panel/.server/content-item-screens";

import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Gallery | Admin Panel" }];

export const shouldRevalidate = keepListBehindChild(screen.path);

export const loader = (args: Route.LoaderArgs) => itemListLoader(args, screen);
export const action = (args: Route.ActionArgs) => itemListAction(args, screen);

export default function GalleryAdminPage({ loaderData }: Route.ComponentProps) {
  return (
    <ItemListScreen
      screen={screen}
      list={loaderData.list}
      gridClassName="sm:grid-cols-2 xl:grid-cols-3"
      card={(item) => (
        <ItemCard
          key={item.id}
          screen={screen}
          item={item}
          picture={
            item.image_url ? <StoredImage src={item.image_url} alt={item.image_alt_text || item.title} className="aspect-[4/3] w-full object-cover" /> : null
          }
          badges={
            <>
              {item.is_featured ? <Badge tone="brass">Featured</Badge> : null}
              {!item.is_available ? <Badge tone="danger">Unavailable</Badge> : null}
            </>
          }
          corner={item.price !== null ? <Badge tone="dark">{formatDollars(item.price)}</Badge> : null}
          shown={item.is_available}
          toggle={<ActiveSwitch id={item.id} field="is_available" on={item.is_available} onLabel="Available" offLabel="Hidden" />}
        >
          {item.description ? <p className="line-clamp-2 text-sm text-rosewood-700 dark:text-rosewood-200">{item.description}</p> : null}
          <TagList tags={item.tags_list} limit={3} />
        </ItemCard>
      )}
    />
  );
}
