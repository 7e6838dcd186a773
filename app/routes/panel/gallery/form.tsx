/**
 * Add or edit a gallery item (/panel/gallery/new, /:id/edit): a multipart form, so the image can
 * be uploaded with JavaScript off. A refused upload is shown at the image field and nothing is
 * saved; a save failure is shown, never silently dropped.
 */
import { ImageField } from "~/components/panel/content/image-field";
import { GALLERY_ITEM_SCREEN as screen, ItemFormScreen, useItemForm } from "~/components/panel/content/item-screens";
import { TranslationSections, translationSummaryFields } from "~/components/panel/content/translation-sections";
import { CategorySelectField, CheckboxField } from "~/components/panel/fields";
import { TextAreaField, TextField } from "~/components/ui/form-field";
import { galleryItemSchema } from "~/lib/schemas/admin/gallery";
import { itemFormAction, itemFormLoader } from "~/routes/panel/.server/content-item-screens";

import type { Route } from "./+types/form";

export const loader = (args: Route.LoaderArgs) => itemFormLoader(args, screen);
export const action = (args: Route.ActionArgs) => itemFormAction(args, screen);

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.item ? "Edit" : "Add"} Gallery Item | Admin Panel` }];

export default function GalleryItemFormPage({ loaderData }: Route.ComponentProps) {
  const { item, translations, categories, upload } = loaderData;
  const [form, fields] = useItemForm(screen, item, galleryItemSchema, { blank: { is_available: "on" }, translations });
  return (
    <ItemFormScreen
      screen={screen}
      editing={item !== null}
      form={form}
      summary={[
        fields.title,
        fields.image_file,
        fields.image_url,
        fields.image_alt_text,
        fields.category,
        fields.description,
        fields.price,
        fields.tags,
        ...translationSummaryFields(fields.translations, "gallery_item"),
      ]}
    >
      <TextField field={fields.title} label="Title" maxLength={200} />
      <ImageField
        urlField={fields.image_url}
        fileField={fields.image_file}
        pendingField={fields.pending_image}
        currentUrl={item?.image_url}
        currentAlt={item?.image_alt_text}
        upload={upload}
        kind="gallery"
      />
      <TextField field={fields.image_alt_text} label="Image alt text" optional maxLength={200} hint="What the picture shows, for visitors who cannot see it." />
      <CategorySelectField field={fields.category} label="Category" categories={categories} />
      <TextAreaField field={fields.description} label="Description" optional rows={4} />
      <TextField field={fields.price} label="Price (USD)" type="number" step="0.01" min="0" optional inputMode="decimal" />
      <TextField field={fields.tags} label="Tags" optional hint="Separate them with commas." />
      <div className="flex flex-wrap gap-6">
        <CheckboxField field={fields.is_featured} label="Featured" />
        <CheckboxField field={fields.is_available} label="Available" hint="Shown on the public gallery" />
      </div>
      <TranslationSections field={fields.translations} kind="gallery_item" />
    </ItemFormScreen>
  );
}
