/**
 * Add or edit a portfolio item (/panel/portfolio/new, /:id/edit): a multipart form with an
 * optional image (upload or URL) and the technologies tag input, which is a plain
 * comma-separated field without JavaScript. Built the panel's one way
 * (components/panel/schema-form.tsx, docs/decisions/037): the fields, their labels and sections
 * come from the zod rules and the portfolio item's registry; this file draws the technologies
 * (ItemFormScreen the category and the image).
 */
import { ItemFormScreen, PORTFOLIO_ITEM_SCREEN as screen, useItemForm } from "~/components/panel/content/item-screens";
import { TagInput } from "~/components/panel/tag-input";
import { PORTFOLIO_ITEM_FORM_SECTIONS, portfolioItemFormPlaces, portfolioItemLabelsEn } from "~/lib/copy/fields/portfolio-item";
import { portfolioItemSchema, todayInIndia } from "~/lib/schemas/admin/portfolio";
import { itemFormAction, itemFormLoader } from "~/routes/panel/.server/content-item-screens";

import type { Route } from "./+types/form";

export async function loader(args: Route.LoaderArgs) {
  return { ...(await itemFormLoader(args, screen)), today: todayInIndia() };
}
export const action = (args: Route.ActionArgs) => itemFormAction(args, screen);

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.item ? "Edit" : "Add"} Portfolio Item | Admin Panel` }];

export default function PortfolioItemFormPage({ loaderData }: Route.ComponentProps) {
  const { item, translations, today, categories, upload } = loaderData;
  const [form, fields] = useItemForm(screen, item, portfolioItemSchema, { blank: { completion_date: today, is_public: "on" }, translations });
  return (
    <ItemFormScreen
      screen={screen}
      editing={item !== null}
      recordId={item?.id ?? null}
      historyHref={item ? `/panel/portfolio/${item.id}/history` : undefined}
      form={form}
      fields={fields}
      object={portfolioItemSchema}
      registry={{ sections: PORTFOLIO_ITEM_FORM_SECTIONS, places: portfolioItemFormPlaces, labels: portfolioItemLabelsEn }}
      categories={categories}
      image={{ upload, currentUrl: item?.image_url || undefined, currentAlt: item?.title }}
      custom={{
        technologies: (
          <div className="sm:col-span-2">
            <TagInput field={fields.technologies} label={portfolioItemLabelsEn.technologies} placeholder="e.g. Sadeli micro-mosaic" />
          </div>
        ),
      }}
    />
  );
}
