/** Delete a blog category after confirmation; one that still holds posts is refused and nothing is deleted. */
import { data } from "react-router";
import { DetailView } from "~/components/listing/detail-view";
import { DeleteConfirmation } from "~/components/panel/delete-confirmation";
import { panelCopy } from "~/lib/copy/panel";
import { deleteCategory, getCategory } from "~/.server/categories/categories";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";
import { redirectWithToast } from "~/routes/.server/toast";
import type { Route } from "./+types/delete";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/blog-categories");
  const category = getCategory("blog", recordId(params.id));
  if (!category) throw data(null, { status: 404 });
  return { category: { id: category.id, name: category.name, posts_count: category.posts_count } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/blog-categories");
  const id = recordId(params.id);
  let result: ReturnType<typeof deleteCategory>;
  try {
    result = deleteCategory(user, "blog", id);
  } catch (error) {
    console.error("Deleting a blog category failed", error);
    return data({ error: panelCopy.failedToDeleteCategory(error instanceof Error ? error.message : "Unknown error") }, { status: 500 });
  }
  if (!result.ok) {
    if (result.reason === "not_found") throw data(null, { status: 404 });
    return data({ error: panelCopy.failedToDeleteCategory(result.message) }, { status: 409 });
  }
  return redirectWithToast("/panel/blog-categories", { type: "success", message: panelCopy.categoryDeleted });
}

export const meta: Route.MetaFunction = () => [{ title: "Delete Blog Category | Admin Panel" }];

export default function DeleteBlogCategoryPage({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  return (
    <DetailView titleId="delete-blog-category-title">
      <DeleteConfirmation
        titleId="delete-blog-category-title"
        title={panelCopy.deleteCategoryTitle}
        question={panelCopy.deleteNamedConfirm(category.name)}
        cancelHref="/panel/blog-categories"
      />
      {category.posts_count > 0 ? (
        <p className="mt-4 max-w-lg text-sm text-rosewood-700 dark:text-rosewood-200">
          {panelCopy.categoryInUse(category.posts_count, "post")}
        </p>
      ) : null}
    </DetailView>
  );
}
