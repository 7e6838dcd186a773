/**
 * Loaders and actions of the gallery and portfolio screens (components/panel/content/item-screens.tsx):
 * the list (with the gallery's Available switch), the add/edit form and the delete confirmation,
 * over the domain functions each kind names in ITEM_DOMAINS. Each starts with the admin check of
 * its section.
 */
import { data } from "react-router";

import type { User } from "~/.server/accounts/users";
import { listCategoryChoices } from "~/.server/categories/categories";
import {
  ADMIN_GALLERY_PAGE_SIZE,
  createGalleryItem,
  deleteGalleryItem,
  getGalleryItem,
  getGalleryItemTranslations,
  listGalleryItems,
  updateGalleryItem,
} from "~/.server/gallery/gallery-admin";
import { uploadLimits } from "~/.server/media/upload";
import {
  ADMIN_PORTFOLIO_PAGE_SIZE,
  createPortfolioItem,
  deletePortfolioItem,
  getPortfolioItem,
  getPortfolioItemTranslations,
  listPortfolioItems,
  updatePortfolioItem,
} from "~/.server/portfolio/portfolio-admin";
import type { ItemScreen } from "~/components/panel/content/item-screens";
import type { Translations } from "~/lib/content-translations";
import { panelCopy } from "~/lib/copy/panel";
import { parseListQuery } from "~/lib/listing";
import { galleryItemSchema } from "~/lib/schemas/admin/gallery";
import { portfolioItemSchema } from "~/lib/schemas/admin/portfolio";
import { readFormData } from "~/routes/.server/form-data";
import { redirectWithToast } from "~/routes/.server/toast";

import { requirePanelAccess } from "./access";
import { deleteAction } from "./delete-action";
import { opensChild, recordId } from "./helpers";
import { imageFormAction } from "./image-form";
import { refusalOf, type SaveOutcome } from "./results";

type Args = { request: Request; params: Record<string, string | undefined> };

/** What a screen needs of its kind's domain. */
type ItemDomain<Item, Input> = {
  pageSize: number;
  list: (options: { q: string; category: number | null; page: number; pageSize: number }) => { results: Item[]; count: number };
  get: (id: number) => Item | null;
  /** The item's Gujarati and Hindi texts, for its form. */
  translations: (id: number) => Translations;
  schema: Parameters<typeof imageFormAction<Input>>[0]["schema"];
  create: (user: User, input: Input) => Promise<SaveOutcome>;
  update: (user: User, id: number, input: Partial<Input>) => Promise<SaveOutcome>;
  remove: (user: User, id: number) => Promise<SaveOutcome>;
};

const domain = <Item, Input>(kind: ItemDomain<Item, Input>) => kind;

export const ITEM_DOMAINS = {
  gallery: domain({
    pageSize: ADMIN_GALLERY_PAGE_SIZE,
    list: listGalleryItems,
    get: getGalleryItem,
    translations: getGalleryItemTranslations,
    schema: galleryItemSchema,
    create: createGalleryItem,
    update: updateGalleryItem,
    remove: deleteGalleryItem,
  }),
  portfolio: domain({
    pageSize: ADMIN_PORTFOLIO_PAGE_SIZE,
    list: listPortfolioItems,
    get: getPortfolioItem,
    translations: getPortfolioItemTranslations,
    schema: portfolioItemSchema,
    create: createPortfolioItem,
    update: updatePortfolioItem,
    remove: deletePortfolioItem,
  }),
};

type Kind = keyof typeof ITEM_DOMAINS;
type ItemOf<K extends Kind> = NonNullable<ReturnType<(typeof ITEM_DOMAINS)[K]["get"]>>;

export async function itemListLoader<K extends Kind>({ request, params }: Args, screen: ItemScreen & { kind: K }) {
  await requirePanelAccess(request, screen.path);
  if (opensChild(request, params)) return { list: null };
  const kind = ITEM_DOMAINS[screen.kind] as unknown as ItemDomain<ItemOf<K>, unknown>;
  const query = parseListQuery(new URL(request.url).searchParams, ["all"], "all");
  const pageSize = kind.pageSize;
  try {
    const categories = listCategoryChoices(screen.kind);
    const { results, count } = kind.list({ q: query.q, category: query.category, page: query.page, pageSize });
    return { list: { items: results, count, categories, query, pageSize, loadError: null } };
  } catch (error) {
    console.error(`Could not list ${screen.noun}`, error);
    return { list: { items: [] as ItemOf<K>[], count: 0, categories: [], query, pageSize, loadError: screen.loadFailed } };
  }
}

/** The card's switch (the gallery's Available); a list without one refuses every POST after the check. */
export async function itemListAction({ request }: Args, screen: ItemScreen) {
  const user = await requirePanelAccess(request, screen.path);
  const toggle = screen.toggle;
  if (!toggle) return data({ error: "Unknown action" }, { status: 400 });
  const form = await readFormData(request);
  if (form.get("intent") !== "toggle" || form.get("field") !== toggle.field) return data({ error: "Unknown action" }, { status: 400 });
  const id = recordId(String(form.get("id")));
  const on = form.get("value") === "true";
  const back = `${screen.path}${new URL(request.url).search}`;
  try {
    const result = await ITEM_DOMAINS[screen.kind].update(user, id, { [toggle.field]: on });
    if (refusalOf(result)) return data({ error: panelCopy.notFound }, { status: 404 });
  } catch (error) {
    console.error(`Could not switch ${screen.kind} item ${id}`, error);
    return redirectWithToast(back, { type: "error", message: toggle.failed });
  }
  return redirectWithToast(back, { type: "success", message: on ? toggle.on : toggle.off });
}

export async function itemFormLoader<K extends Kind>({ request, params }: Args, screen: ItemScreen & { kind: K }) {
  await requirePanelAccess(request, screen.path);
  const item = params.id ? (ITEM_DOMAINS[screen.kind].get(recordId(params.id)) as ItemOf<K> | null) : null;
  if (params.id && !item) throw data(null, { status: 404 });
  const translations = item ? ITEM_DOMAINS[screen.kind].translations(item.id) : {};
  return { item, translations, categories: listCategoryChoices(screen.kind), upload: uploadLimits() };
}

export async function itemFormAction({ request, params }: Args, screen: ItemScreen) {
  const user = await requirePanelAccess(request, screen.path);
  const kind = ITEM_DOMAINS[screen.kind] as unknown as ItemDomain<unknown, Record<string, unknown>>;
  return imageFormAction({
    request,
    id: params.id ? recordId(params.id) : null,
    schema: kind.schema,
    kind: screen.kind,
    imageField: "image_url",
    door: screen.path.slice(1),
    exists: (id) => kind.get(id) !== null,
    create: (input) => kind.create(user, input),
    update: (id, input) => kind.update(user, id, input),
    failed: () => screen.saveFailed,
    done: { to: screen.path, created: screen.created, updated: screen.updated },
    draft: { user, form: `${screen.kind}_item` },
  });
}

export async function itemDeleteLoader({ request, params }: Args, screen: ItemScreen) {
  await requirePanelAccess(request, screen.path);
  const item = ITEM_DOMAINS[screen.kind].get(recordId(params.id));
  if (!item) throw data(null, { status: 404 });
  return { item: { id: item.id, title: item.title } };
}

export async function itemDeleteAction({ request, params }: Args, screen: ItemScreen) {
  const user = await requirePanelAccess(request, screen.path);
  const id = recordId(params.id);
  return deleteAction(() => ITEM_DOMAINS[screen.kind].remove(user, id), {
    what: `${screen.kind} item ${id}`,
    failed: screen.deleteFailed,
    done: { to: screen.path, message: screen.deleted },
  });
}
