/**
 * /panel/portfolio: search over title, description, client name and technologies, category
 * filter, cards (Featured, Private, client, completion date, first 3 technologies + N, price in
 * USD, 'Has demo link'), and the add, edit and delete routes as dialogs over the list (admins only).
 */
import { TagList } from "~/components/cards/tag-list";
import { keepListBehindChild } from "~/components/listing/list-revalidation";
import { ItemCard, ItemListScreen, PORTFOLIO_ITEM_SCREEN as screen } from "~/components/panel/content/item-screens";
import { Badge } from "~/components/ui/badge";
import { StoredImage } from "~/components/ui/stored-image";
import { contentAdminCopy as copy } from "~/lib/copy/panel-content";
import { formatDate } from "~/lib/dates";
import { formatDollars } from "~/lib/format";
import { itemListAction, itemListLoader } from "~/routes/panel/.server/content-item-screens";

import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Portfolio | Admin Panel" }];

export const shouldRevalidate = keepListBehindChild(screen.path);

export const loader = (args: Route.LoaderArgs) => itemListLoader(args, screen);
/** The list has no switches of its own; a POST here is checked like every other, then refused. */
export const action = (args: Route.ActionArgs) => itemListAction(args, screen);

/** A term of a card's details, shown only when it has a value. */
function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-rosewood-600 dark:text-rosewood-300">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

export default function PortfolioAdminPage({ loaderData }: Route.ComponentProps) {
  return (
    <ItemListScreen
      screen={screen}
      list={loaderData.list}
      gridClassName="lg:grid-cols-2"
      card={(item) => (
        <ItemCard
          key={item.id}
          screen={screen}
          item={item}
          className="sm:flex-row"
          pictureClassName="sm:w-2/5"
          picture={
            item.image_url ? (
              <StoredImage
                src={item.image_url}
                alt={item.title}
                sizes="(min-width: 1024px) 20vw, (min-width: 640px) 40vw, 100vw"
                className="aspect-[4/3] h-full w-full object-cover"
              />
            ) : (
              <div className="flex aspect-[4/3] h-full items-center justify-center bg-ivory-200 text-sm text-rosewood-600 dark:bg-rosewood-800 dark:text-rosewood-300">
                No image
              </div>
            )
          }
          badges={
            <>
              {item.is_featured ? <Badge tone="brass">Featured</Badge> : null}
              {!item.is_public ? <Badge tone="danger">Private</Badge> : null}
            </>
          }
          shown={item.is_public}
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            {item.client_name ? <Detail term="Client">{item.client_name}</Detail> : null}
            {item.completion_date ? <Detail term="Completed">{formatDate(item.completion_date)}</Detail> : null}
            {item.price !== null ? (
              <Detail term="Price">
                <span className="font-semibold">{formatDollars(item.price)}</span>
              </Detail>
            ) : null}
          </dl>
          {item.short_description ? <p className="line-clamp-2 text-sm text-rosewood-700 dark:text-rosewood-200">{item.short_description}</p> : null}
          <TagList tags={item.technologies_list} limit={3} />
          {item.project_url ? <p className="text-sm font-medium text-green-800 dark:text-green-300">{copy.hasDemoLink}</p> : null}
        </ItemCard>
      )}
    />
  );
}
