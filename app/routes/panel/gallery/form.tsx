/**
 * Add or edit a gallery item (/panel/gallery/new, /:id/edit): a multipart form, so the image can
 * be uploaded with JavaScript off. A refused upload is shown at the image field and nothing is
 * saved; a save failure is shown, never silently dropped. Built the panel's one way
 * (components/panel/schema-form.tsx, docs/decisions/037): the fields, their labels and sections
 * come from the zod rules and the gallery item's registry (ItemFormScreen draws the category and the image).
 */
import { GALLERY_ITEM_SCREEN as screen, ItemFormScreen, useItemForm } from "~/components/panel/content/item-screens";
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
  return (
    <ItemFormScreen
      screen={screen}
      editing={item !== null}
      recordId={item?.id ?? null}
      historyHref={item ? `/panel/gallery/${item.id}/history` : undefined}
      form={form}
      fields={fields}
      object={galleryItemSchema}
      registry={{ sections: GALLERY_ITEM_FORM_SECTIONS, places: galleryItemFormPlaces, labels: galleryItemLabelsEn }}
      categories={categories}
      image={{ upload, currentUrl: item?.image_url, currentAlt: item?.image_alt_text }}
    />
  );
}
