/**
 * Loaders and actions of the category screens of the four kinds (components/panel/category-screens.tsx),
 * over the one categories module of the domain. Each starts with the check of its section (product
 * categories: admins and store managers; the others: admins). Edit, delete and the switch keep the
 * list's search and page.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";

import {
  CATEGORY_COUNT_NAMES,
  createCategory,
  deleteCategory,
  getCategory,
  getCategoryTranslations,
  listCategories,
  PRODUCT_CATEGORIES_PAGE_SIZE,
  updateCategory,
} from "~/.server/categories/categories";
import { saveOnce, submissionKeyOf } from "~/.server/submissions/keys";
import { CATEGORY_SCHEMAS } from "~/components/panel/category-form";
import type { CategoryCard, CategoryList, CategoryScreen } from "~/components/panel/category-screens";
import { panelCopy } from "~/lib/copy/panel";
import { pageParam, parseListQuery } from "~/lib/listing";
import { readFormData } from "~/routes/.server/form-data";
import { redirectWithToast } from "~/routes/.server/toast";

import { requirePanelAccess } from "./access";
import { deleteAction } from "./delete-action";
import { opensChild, recordId } from "./helpers";

type Args = { request: Request; params: Record<string, string | undefined> };

const reason = (error: unknown) => (error instanceof Error && error.message ? error.message : "Unknown error");

/** A category as its screens show it (components/panel/category-screens.tsx): its whole record, and what it holds. */
function card(screen: CategoryScreen, record: Record<string, unknown> & { id: number; name: string }): CategoryCard {
  return { ...record, count: Number(record[CATEGORY_COUNT_NAMES[screen.kind]] ?? 0) };
}

/** The list's own address with its search and page, where its forms go back to. */
const listHref = (screen: CategoryScreen, request: Request) => `${screen.path}${new URL(request.url).search}`;

export async function categoryListLoader({ request, params }: Args, screen: CategoryScreen): Promise<{ list: CategoryList | null }> {
  await requirePanelAccess(request, screen.path);
  if (opensChild(request, params)) return { list: null };
  const searchParams = new URL(request.url).searchParams;
  const { q } = parseListQuery(searchParams, ["all"], "all");
  const page = screen.paged ? pageParam(searchParams) : 1;
  const pageSize = screen.paged ? PRODUCT_CATEGORIES_PAGE_SIZE : 500;
  try {
    const { results, count } = listCategories(screen.kind, { q, page, pageSize });
    return { list: { categories: results.map((record) => card(screen, record)), q, page, pageSize, count, loadError: null } };
  } catch (error) {
    console.error(`Could not list ${screen.kind} categories`, error);
    return { list: { categories: [], q, page, pageSize, count: 0, loadError: screen.loadFailed } };
  }
}

/** The Active switch of a card (blog categories have none: their list takes no POST). */
export async function categoryListAction({ request }: Args, screen: CategoryScreen) {
  const user = await requirePanelAccess(request, screen.path);
  const form = await readFormData(request);
  if (form.get("intent") !== "toggle" || form.get("field") !== "is_active") return data({ error: "Unknown action" }, { status: 400 });
  const id = recordId(String(form.get("id")));
  const result = updateCategory(user, screen.kind, id, { is_active: form.get("value") === "true" });
  if (!result.ok) return data({ error: panelCopy.notFound }, { status: 404 });
  return redirectWithToast(listHref(screen, request), { type: "success", message: screen.updated });
}

function findCategory(screen: CategoryScreen, raw: string | undefined): CategoryCard {
  const record = getCategory(screen.kind, recordId(raw));
  if (!record) throw data(null, { status: 404 });
  return card(screen, record as Record<string, unknown> & { id: number; name: string });
}

export async function categoryFormLoader({ request, params }: Args, screen: CategoryScreen) {
  await requirePanelAccess(request, screen.path);
  if (!params.id) return { category: null };
  const category = findCategory(screen, params.id);
  return { category: { ...category, translations: getCategoryTranslations(screen.kind, category.id) } };
}

export async function categoryFormAction({ request, params }: Args, screen: CategoryScreen) {
  const user = await requirePanelAccess(request, screen.path);
  const id = params.id ? recordId(params.id) : null;
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: CATEGORY_SCHEMAS[screen.kind] });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  // The schema is the kind's (CATEGORY_SCHEMAS), so its value is the kind's input.
  const input = submission.value as Parameters<typeof createCategory>[2];
  let result;
  try {
    result = id
      ? updateCategory(user, screen.kind, id, input)
      : await saveOnce(submissionKeyOf(formData, screen.path.slice(1)), () => createCategory(user, screen.kind, input));
  } catch (error) {
    console.error(`Could not save a ${screen.kind} category`, error);
    return data({ result: submission.reply({ formErrors: [panelCopy.failedToSaveCategory(reason(error))] }) }, { status: 500 });
  }
  if (!result.ok) {
    if ("reason" in result) throw data(null, { status: 404 });
    return data({ result: submission.reply({ fieldErrors: result.errors }) }, { status: 400 });
  }
  return redirectWithToast(listHref(screen, request), { type: "success", message: id ? screen.updated : screen.created });
}

export async function categoryDeleteLoader({ request, params }: Args, screen: CategoryScreen) {
  await requirePanelAccess(request, screen.path);
  return { category: findCategory(screen, params.id) };
}

export async function categoryDeleteAction({ request, params }: Args, screen: CategoryScreen) {
  const user = await requirePanelAccess(request, screen.path);
  const id = recordId(params.id);
  return deleteAction(() => deleteCategory(user, screen.kind, id), {
    what: `${screen.kind} category ${id}`,
    failed: (error) => panelCopy.failedToDeleteCategory(reason(error)),
    refused: panelCopy.failedToDeleteCategory,
    done: { to: listHref(screen, request), message: screen.deleted },
  });
}
