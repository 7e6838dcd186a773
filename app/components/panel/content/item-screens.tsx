/**
 * The gallery (/panel/gallery) and portfolio (/panel/portfolio) screens: the same list, form and
 * delete confirmation over two tables, the way the category screens are (category-screens.tsx).
 * Their routes name the screen, draw what differs (a card's details, the form's fields) and call
 * these; the loaders and actions are in routes/panel/.server/content-item-screens.ts.
 */
import type { FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Link, Outlet, useNavigation, useSearchParams } from "react-router";
import type { z } from "zod";

import type { GalleryContract } from "~/.server/gallery/gallery";
import type { PortfolioContract } from "~/.server/portfolio/portfolio";
import { DetailView, type ListOutletContext } from "~/components/listing/detail-view";
import { EmptyState } from "~/components/listing/empty-state";
import { LoadFailed } from "~/components/listing/load-failed";
import { Pager } from "~/components/listing/pager";
import { ImageInputs } from "~/components/panel/content/image-field";
import { TranslationSections } from "~/components/panel/content/translation-sections";
import { DeleteScreen } from "~/components/panel/delete-confirmation";
import { CategoryFilter, CategorySelectField, type PanelField } from "~/components/panel/fields";
import { HistoryLink } from "~/components/panel/history-link";
import { PanelToolbar } from "~/components/panel/panel-toolbar";
import { EditDeleteLinks } from "~/components/panel/row-action";
import { RegistrySections, SECTION_LAYOUTS, summaryFields, useSchemaForm } from "~/components/panel/schema-form";
import { UploadForm } from "~/components/panel/upload-form";
import { SubmitButton } from "~/components/ui/form-field";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import type { Translations } from "~/lib/content-translations";
import type { PanelPlace } from "~/lib/copy/fields/registry";
import type { UploadHintLimits } from "~/lib/copy/panel";
import { contentAdminCopy as copy } from "~/lib/copy/panel-content";
import type { ListQuery } from "~/lib/listing";

export type ItemScreen = {
  kind: "gallery" | "portfolio";
  path: "/panel/gallery" | "/panel/portfolio";
  /** Where a visible item is on the site. */
  sitePath: "/gallery" | "/portfolio";
  /** "Gallery" or "Portfolio", as in "Add Gallery Item". */
  label: string;
  /** "gallery items", as in "Showing 3 of 40 gallery items". */
  noun: string;
  searchLabel: string;
  emptyTitle: string;
  emptyHint: string;
  /** Texts of the loaders and actions. */
  loadFailed: string;
  saveFailed: string;
  deleteFailed: string;
  deleteConfirm: string;
  created: string;
  updated: string;
  deleted: string;
  /** The card's on/off switch, when the list has one (the gallery's Available). */
  toggle: { field: "is_available"; on: string; off: string; failed: string } | null;
};

export const GALLERY_ITEM_SCREEN = {
  kind: "gallery",
  path: "/panel/gallery",
  sitePath: "/gallery",
  label: "Gallery",
  noun: "gallery items",
  searchLabel: "Search by title or tags",
  emptyTitle: copy.noGalleryItems,
  emptyHint: "Add the first piece with “Add Gallery Item”.",
  loadFailed: copy.failedToLoadGalleryItems,
  saveFailed: copy.failedToSaveGalleryItem,
  deleteFailed: copy.failedToDeleteGalleryItem,
  deleteConfirm: copy.deleteGalleryItemConfirm,
  created: copy.galleryItemCreated,
  updated: copy.galleryItemUpdated,
  deleted: copy.galleryItemDeleted,
  toggle: { field: "is_available", on: copy.galleryItemShown, off: copy.galleryItemHidden, failed: copy.failedToSaveGalleryItem },
} as const satisfies ItemScreen;

export const PORTFOLIO_ITEM_SCREEN = {
  kind: "portfolio",
  path: "/panel/portfolio",
  sitePath: "/portfolio",
  label: "Portfolio",
  noun: "portfolio items",
  searchLabel: "Search title, description, client or technology",
  emptyTitle: copy.noPortfolioItems,
  emptyHint: "Add the first project with “Add Portfolio Item”.",
  loadFailed: copy.failedToLoadPortfolioItems,
  saveFailed: copy.failedToSavePortfolioItem,
  deleteFailed: copy.failedToDeletePortfolioItem,
  deleteConfirm: copy.deletePortfolioItemConfirm,
  created: copy.portfolioItemCreated,
  updated: copy.portfolioItemUpdated,
  deleted: copy.portfolioItemDeleted,
  toggle: null,
} as const satisfies ItemScreen;

/** What every card of the two lists shows: a Pick of either kind's record. */
type ItemRow = Pick<GalleryContract | PortfolioContract, "id" | "title" | "category_name">;

export type ItemList<Item> = {
  items: Item[];
  count: number;
  categories: { id: number; name: string }[];
  query: ListQuery;
  pageSize: number;
  loadError: string | null;
};

/** The list: search and category, the cards (drawn by `card`), "Showing X of Y" and the pager. */
export function ItemListScreen<Item extends ItemRow>({
  screen,
  list,
  gridClassName,
  card,
}: {
  screen: ItemScreen;
  list: ItemList<Item> | null;
  gridClassName: string;
  card: (item: Item) => ReactNode;
}) {
  const [searchParams] = useSearchParams();
  const back = `${screen.path}${searchParams.size ? `?${searchParams}` : ""}`;
  const context: ListOutletContext = { overList: list !== null, listHref: back, listLabel: screen.label };
  if (list === null) return <Outlet context={context} />;
  const { items, count, categories, query, pageSize, loadError } = list;
  const filtered = Boolean(query.q || query.category);
  return (
    <>
      <PanelToolbar q={query.q} searchLabel={screen.searchLabel} addHref={`${screen.path}/new`} addLabel={`Add ${screen.label} Item`}>
        <CategoryFilter categories={categories} selected={query.category} />
      </PanelToolbar>
      {loadError ? (
        <LoadFailed message={loadError} />
      ) : items.length === 0 ? (
        <EmptyState
          title={screen.emptyTitle}
          hint={filtered ? "Try another search or category." : screen.emptyHint}
          clearHref={filtered ? screen.path : null}
        />
      ) : (
        <>
          <p className="mt-6 text-sm text-rosewood-700 dark:text-rosewood-200" aria-live="polite">
            Showing {items.length} of {count} {screen.noun}
          </p>
          <ul className={`mt-4 grid gap-4 ${gridClassName}`}>{items.map((item) => card(item))}</ul>
          <Pager page={query.page} pageSize={pageSize} total={count} label={screen.label} />
        </>
      )}
      <Outlet context={context} />
    </>
  );
}

/**
 * One card of the list: the picture with its badges, the category and title, what the kind adds
 * (`children`), and the actions: the switch (`toggle`), Edit, Delete, and View on site when shown.
 */
export function ItemCard({
  screen,
  item,
  picture,
  pictureClassName = "",
  className = "",
  badges,
  corner,
  shown,
  toggle,
  children,
}: {
  screen: ItemScreen;
  item: ItemRow;
  picture: ReactNode;
  pictureClassName?: string;
  className?: string;
  badges: ReactNode;
  /** A badge in the picture's top right corner (the gallery's price). */
  corner?: ReactNode;
  shown: boolean;
  toggle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className={`flex flex-col overflow-hidden rounded-2xl border border-rosewood-200 bg-white dark:border-rosewood-800 dark:bg-rosewood-900 ${className}`}>
      <div className={`relative ${pictureClassName}`}>
        {picture}
        <div className="absolute top-2 left-2 flex gap-1.5">{badges}</div>
        {corner ? <span className="absolute top-2 right-2">{corner}</span> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-brass-700 uppercase dark:text-brass-300">{item.category_name}</p>
        <h2 className="text-lg font-semibold">{item.title}</h2>
        {children}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          {toggle}
          <EditDeleteLinks path={`${screen.path}/${item.id}`} />
          {shown ? (
            <Link to={`${screen.sitePath}/${item.id}`} className="text-sm font-medium underline underline-offset-4">
              View on site
            </Link>
          ) : null}
        </div>
      </div>
    </li>
  );
}

type Field = PanelField;

/**
 * The add/edit form of an item: a multipart form (the image can be uploaded with JavaScript off)
 * checked in the browser with the same schema as on the server, built the panel's one way
 * (../schema-form.tsx): its defaults from the stored item for every field of the schema (a field
 * cannot be left out and wiped by an edit), its inputs' limits from the schema. ItemFormScreen
 * draws it from the kind's registry.
 */
export function useItemForm<Schema extends z.ZodObject>(
  screen: ItemScreen,
  item: ({ id: number } & Record<string, unknown>) | null,
  schema: Schema,
  { blank, translations }: { blank: Record<string, unknown>; translations: Translations | null },
) {
  return useSchemaForm({
    id: `${screen.kind}-item-form-${item?.id ?? "new"}`,
    object: schema,
    schema,
    record: item ? { ...item, translations: translations ?? {} } : null,
    blank,
  });
}

/** A kind's field registry (app/lib/copy/fields/gallery-item.ts, portfolio-item.ts): its sections, places and English labels. */
export type ItemRegistry = { sections: Record<string, string>; places: Record<string, PanelPlace>; labels: Record<string, string> };

/**
 * The form screen of an item: its fields drawn from the kind's registry (RegistrySections), the
 * category select and the image drawn here, `custom` for what else the kind draws itself (the
 * portfolio's technologies), the error summary in the form's order, and the translation sections.
 */
export function ItemFormScreen({
  screen,
  editing,
  form,
  fields,
  object,
  registry,
  categories,
  image,
  custom = {},
  recordId = null,
  historyHref,
}: {
  screen: ItemScreen;
  editing: boolean;
  /** The item edited (null for a new one): its autosaved draft's key (docs/decisions/045). */
  recordId?: number | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form of either kind (gallery or portfolio): Conform has no wider type
  form: FormMetadata<any, string[]>;
  fields: object;
  object: z.ZodObject;
  registry: ItemRegistry;
  categories: { id: number; name: string; is_active: boolean }[];
  image: { upload: UploadHintLimits; currentUrl?: string; currentAlt?: string };
  custom?: Record<string, ReactNode>;
  /** Where the record's kept versions are (issue 32); only when editing. */
  historyHref?: string;
}) {
  const navigation = useNavigation();
  const titleId = `${screen.kind}-form-title`;
  const all = fields as Record<string, Field>;
  const translations = `${screen.kind}_item` as const;
  return (
    <DetailView titleId={titleId}>
      <div className="max-w-2xl">
        {historyHref ? <HistoryLink href={historyHref} /> : null}
        <h1 id={titleId} className="text-2xl font-semibold">
          {editing ? `Edit ${screen.label} Item` : `Add ${screen.label} Item`}
        </h1>
        <UploadForm
          form={form}
          fields={summaryFields(all, object, { places: registry.places, before: { image_url: ["image_file"] }, translations })}
          className="mt-6 space-y-5"
        >
          <SubmissionKeyField />
          <RegistrySections
            sections={registry.sections}
            places={registry.places}
            labels={registry.labels}
            fields={all}
            layouts={{ image: SECTION_LAYOUTS.column, flags: SECTION_LAYOUTS.row }}
            autosave={{ form: `${screen.kind}_item`, id: recordId }}
            custom={{
              category: <CategorySelectField field={all.category!} label={registry.labels.category!} categories={categories} />,
              image_url: (
                <ImageInputs
                  urlField={all.image_url!}
                  fileField={all.image_file!}
                  pendingField={all.pending_image}
                  optional={!all.image_url!.required}
                  currentUrl={image.currentUrl}
                  currentAlt={image.currentAlt}
                  upload={image.upload}
                  kind={screen.kind}
                />
              ),
              ...custom,
            }}
          />
          <TranslationSections field={all.translations!} kind={translations} />
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving...">
            {editing ? "Update Item" : "Create Item"}
          </SubmitButton>
        </UploadForm>
      </div>
    </DetailView>
  );
}

export function ItemDeleteScreen({ screen, item }: { screen: ItemScreen; item: { title: string } }) {
  return <DeleteScreen name={item.title} question={screen.deleteConfirm} cancelHref={screen.path} />;
}
