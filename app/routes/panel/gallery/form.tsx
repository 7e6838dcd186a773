/**
 * Add or edit a gallery item (/panel/gallery/new, /:id/edit): a multipart form, so the image can
 * be uploaded with JavaScript off. A refused upload is shown at the image field and nothing is
 * saved; a save failure is shown, never silently dropped. Built the panel's one way
 * (components/panel/schema-form.tsx, docs/decisions/037): the fields, their labels and sections
 * come from the zod rules and the gallery item's registry; this file draws the category and the image.
 */
import { ImageInputs } from "~/components/panel/content/image-field";
import { GALLERY_ITEM_SCREEN as screen, ItemFormScreen, useItemForm } from "~/components/panel/content/item-screens";
import { TranslationSections } from "~/components/panel/content/translation-sections";
import { CategorySelectField, type PanelField } from "~/components/panel/fields";
import { RegistrySections, SECTION_LAYOUTS, summaryFields } from "~/components/panel/schema-form";
import { GALLERY_ITEM_FORM_SECTIONS, galleryItemFormPlaces, galleryItemLabelsEn } from "~/lib/copy/fields/gallery-item";
import { galleryItemSchema } from "~/lib/schemas/admin/gallery";
import { itemFormAction, itemFormLoader } from "~/routes/panel/.server/content-item-screens";

import type { Route } from "./+types/form";

export const loader = (args: Route.LoaderArgs) => itemFormLoader(args, screen);
export const action = (args: Route.ActionArgs) => itemFormAction(args, screen);

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.item ? "Edit" : "Add"} Gallery Item | Admin Panel` }];

export default function GalleryItemFormPage({ loaderData }: Route.ComponentProps) {
  const { item, translations, categories, upload } = loaderData;
  const [form, fields] = useItemForm(screen, item, galleryItemSchema, { blank: { is_available: "on" }, translations });
  const all = fields as unknown as Record<string, PanelField>;
  return (
    <ItemFormScreen
      screen={screen}
      editing={item !== null}
      form={form}
      summary={summaryFields(all, galleryItemSchema, { places: galleryItemFormPlaces, before: { image_url: ["image_file"] }, translations: "gallery_item" })}
    >
      <RegistrySections
        sections={GALLERY_ITEM_FORM_SECTIONS}
        places={galleryItemFormPlaces}
        labels={galleryItemLabelsEn}
        fields={all}
        layouts={{ image: SECTION_LAYOUTS.column, flags: SECTION_LAYOUTS.row }}
        custom={{
          category: <CategorySelectField field={fields.category} label={galleryItemLabelsEn.category} categories={categories} />,
          image_url: (
            <ImageInputs
              urlField={fields.image_url}
              fileField={fields.image_file}
              pendingField={fields.pending_image}
              optional={!fields.image_url.required}
              currentUrl={item?.image_url}
              currentAlt={item?.image_alt_text}
              upload={upload}
              kind="gallery"
            />
          ),
        }}
      />
      <TranslationSections field={fields.translations} kind="gallery_item" />
    </ItemFormScreen>
  );
}
