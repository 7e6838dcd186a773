/**
 * Add or edit a portfolio item (/panel/portfolio/new, /:id/edit): a multipart form with an
 * optional image (upload or URL) and the technologies tag input, which is a plain
 * comma-separated field without JavaScript.
 */
import { ImageField } from "~/components/panel/content/image-field";
import { ItemFormScreen, PORTFOLIO_ITEM_SCREEN as screen, useItemForm } from "~/components/panel/content/item-screens";
import { TranslationSections, translationSummaryFields } from "~/components/panel/content/translation-sections";
import { CategorySelectField, CheckboxField } from "~/components/panel/fields";
import { TagInput } from "~/components/panel/tag-input";
import { TextAreaField, TextField } from "~/components/ui/form-field";
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
      form={form}
      summary={[
        fields.title,
        fields.category,
        fields.short_description,
        fields.description,
        fields.client_name,
        fields.project_url,
        fields.completion_date,
        fields.price,
        fields.technologies,
        fields.image_file,
        fields.image_url,
        ...translationSummaryFields(fields.translations, "portfolio_item"),
      ]}
    >
      <TextField field={fields.title} label="Title" maxLength={200} />
      <CategorySelectField field={fields.category} label="Category" categories={categories} />
      <TextAreaField field={fields.short_description} label="Short description" optional rows={2} maxLength={300} />
      <TextAreaField field={fields.description} label="Full description" rows={6} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.client_name} label="Client name" optional maxLength={200} />
        <TextField field={fields.project_url} label="Project URL" type="url" optional placeholder="https://" />
        <TextField field={fields.completion_date} label="Completion date" type="date" />
        <TextField field={fields.price} label="Price (USD)" type="number" step="0.01" min="0" optional inputMode="decimal" />
      </div>
      <TagInput field={fields.technologies} label="Technologies" placeholder="e.g. Sadeli micro-mosaic" />
      <ImageField
        urlField={fields.image_url}
        fileField={fields.image_file}
        pendingField={fields.pending_image}
        currentUrl={item?.image_url || undefined}
        currentAlt={item?.title}
        optional
        upload={upload}
        kind="portfolio"
      />
      <div className="flex flex-wrap gap-6">
        <CheckboxField field={fields.is_featured} label="Featured" />
        <CheckboxField field={fields.is_public} label="Public" hint="Unticked projects are private: not shown on the site" />
      </div>
      <TranslationSections field={fields.translations} kind="portfolio_item" />
    </ItemFormScreen>
  );
}
