/** Delete a gallery item after confirmation; its stored image goes with it. */
import { data } from "react-router";
import { DetailView } from "~/components/listing/detail-view";
import { DeleteConfirmation } from "~/components/panel/delete-confirmation";
import { contentAdminCopy as copy } from "~/lib/copy/panel-content";
import { getGalleryItem, deleteGalleryItem } from "~/.server/gallery/gallery-admin";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";
import { redirectWithToast } from "~/routes/.server/toast";
import type { Route } from "./+types/delete";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/gallery");
  const item = getGalleryItem(recordId(params.id));
  if (!item) throw data(null, { status: 404 });
  return { item: { id: item.id, title: item.title } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/gallery");
  const id = recordId(params.id);
  let result;
  try {
    result = await deleteGalleryItem(user, id);
  } catch (error) {
    console.error(`Could not delete gallery item ${id}`, error);
    return data({ error: copy.failedToDeleteGalleryItem }, { status: 500 });
  }
  if (!result.ok) {
    if ("notFound" in result) throw data(null, { status: 404 });
    return data({ error: result.message }, { status: 409 });
  }
  return redirectWithToast("/panel/gallery", { type: "success", message: copy.galleryItemDeleted });
}

export const meta: Route.MetaFunction = () => [{ title: "Delete Gallery Item | Admin Panel" }];

export default function DeleteGalleryItemPage({ loaderData }: Route.ComponentProps) {
  return (
    <DetailView titleId="delete-gallery-item-title">
      <DeleteConfirmation
        titleId="delete-gallery-item-title"
        title={`Delete "${loaderData.item.title}"`}
        question={copy.deleteGalleryItemConfirm}
        cancelHref="/panel/gallery"
      />
    </DetailView>
  );
}
