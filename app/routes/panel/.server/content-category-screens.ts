/**
 * Loaders and actions of the two content-category screens (gallery: /panel/categories,
 * portfolio: /panel/portfolio-categories). Each starts with the admin check of its section.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { CategoryScreen } from "~/components/panel/content/category-screens";
import { panelCopy } from "~/lib/copy/panel";
import { contentAdminCopy } from "~/lib/copy/panel-content";
import { parseListQuery } from "~/lib/listing";
import { contentCategorySchema } from "~/lib/schemas/admin/categories";
import { createCategory, deleteCategory, getCategory, listCategories, updateCategory } from "~/.server/categories/categories";
import { requirePanelAccess } from "./access";
import { opensChild, recordId } from "./helpers";
import { redirectWithToast } from "~/routes/.server/toast";
import { readFormData } from "~/routes/.server/form-data";
import { saveOnce, submissionKeyOf } from "~/.server/submissions/keys";

type Args = { request: Request; params: Record<string, string | undefined> };

export async function categoryListLoader({ request, params }: Args, screen: CategoryScreen) {
  await requirePanelAccess(request, screen.path);
  if (opensChild(request, params)) return { categories: null, q: "", loadError: null };
  const { q } = parseListQuery(new URL(request.url).searchParams, ["all"], "all");
  try {
    return { categories: listCategories(screen.kind, { q }).results, q, loadError: null };
  } catch (error) {
    console.error(`Could not list ${screen.kind} categories`, error);
    return { categories: [], q, loadError: screen.loadFailed };
  }
}

/** The Active switch of a card. */
export async function categoryListAction({ request }: Args, screen: CategoryScreen) {
  const user = await requirePanelAccess(request, screen.path);
  const form = await readFormData(request);
  if (form.get("intent") !== "toggle" || form.get("field") !== "is_active") return data({ error: "Unknown action" }, { status: 400 });
  const id = recordId(String(form.get("id")));
  const result = updateCategory(user, screen.kind, id, { is_active: form.get("value") === "true" });
  if (!result.ok) return data({ error: panelCopy.notFound }, { status: 404 });
  return redirectWithToast(`${screen.path}${new URL(request.url).search}`, { type: "success", message: panelCopy.categoryUpdated });
}

export async function categoryFormLoader({ request, params }: Args, screen: CategoryScreen) {
  await requirePanelAccess(request, screen.path);
  if (!params.id) return { category: null };
  const category = getCategory(screen.kind, recordId(params.id));
  if (!category) throw data(null, { status: 404 });
  return { category };
}

export async function categoryFormAction({ request, params }: Args, screen: CategoryScreen) {
  const user = await requirePanelAccess(request, screen.path);
  const id = params.id ? recordId(params.id) : null;
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: contentCategorySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  let result;
  try {
    result = id
      ? updateCategory(user, screen.kind, id, submission.value)
      : await saveOnce(submissionKeyOf(formData, screen.path), () => createCategory(user, screen.kind, submission.value));
  } catch (error) {
    console.error(`Could not save a ${screen.kind} category`, error);
    return data({ result: submission.reply({ formErrors: [contentAdminCopy.failedToSaveContentCategory] }) }, { status: 500 });
  }
  if (!result.ok) {
    if ("reason" in result) throw data(null, { status: 404 });
    return data({ result: submission.reply({ fieldErrors: result.errors }) }, { status: 400 });
  }
  return redirectWithToast(screen.path, { type: "success", message: id ? panelCopy.categoryUpdated : panelCopy.categoryCreated });
}

export async function categoryDeleteLoader({ request, params }: Args, screen: CategoryScreen) {
  await requirePanelAccess(request, screen.path);
  const category = getCategory(screen.kind, recordId(params.id));
  if (!category) throw data(null, { status: 404 });
  return { category };
}

export async function categoryDeleteAction({ request, params }: Args, screen: CategoryScreen) {
  const user = await requirePanelAccess(request, screen.path);
  const id = recordId(params.id);
  let result;
  try {
    result = deleteCategory(user, screen.kind, id);
  } catch (error) {
    console.error(`Could not delete ${screen.kind} category ${id}`, error);
    return data({ error: panelCopy.failedToDeleteCategory("please try again.") }, { status: 500 });
  }
  if (!result.ok) {
    if (result.reason === "not_found") throw data(null, { status: 404 });
    return data({ error: panelCopy.failedToDeleteCategory(result.message) }, { status: 409 });
  }
  return redirectWithToast(screen.path, { type: "success", message: panelCopy.categoryDeleted });
}
