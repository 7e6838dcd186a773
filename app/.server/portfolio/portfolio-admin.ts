/**
 * Portfolio items for the panel and the admin JSON API: every project (private ones too), and
 * the commands that change them, with the same image and audit rules as the gallery: a refused
 * upload leaves no file, and a replaced or orphaned image is removed only after the database
 * change has succeeded.
 */
import { eq } from "drizzle-orm";

import type { User } from "~/.server/accounts/users";
import { recordAudit } from "~/.server/activity/audit";
import { getCategory } from "~/.server/categories/categories";
import { db, schema, writeTransaction } from "~/.server/db";
import { releaseImage, storeChosenImage } from "~/.server/media/content-images";
import type { Paging } from "~/.server/paging";
import { invalid, notFound, type Removal, type Result } from "~/.server/result";
import { keepRevision } from "~/.server/revisions/store";
import { readTranslations, saveTranslations } from "~/.server/translations/translations";
import { contentAdminCopy } from "~/lib/copy/panel-content";
import { splitList } from "~/lib/listing";
import type { PortfolioItemInput } from "~/lib/schemas/admin/portfolio";

import { pageOfPortfolio, type PortfolioContract, selectPortfolio, toPortfolioContract } from "./portfolio";

const { portfolioItems } = schema;

export const ADMIN_PORTFOLIO_PAGE_SIZE = 24;

/** Search over title, description, client name and technologies; filter by category; newest first. */
export function listPortfolioItems(options: { q?: string; category?: number | null } & Paging = {}) {
  return pageOfPortfolio(options, undefined, ADMIN_PORTFOLIO_PAGE_SIZE);
}

/** One project, public or private. */
export function getPortfolioItem(id: number): PortfolioContract | null {
  const row = selectPortfolio().where(eq(portfolioItems.id, id)).get();
  return row ? toPortfolioContract(row) : null;
}

const now = () => new Date().toISOString();

function categoryError(category: number | undefined): Record<string, string[]> | null {
  if (category === undefined) return null;
  return getCategory("portfolio", category) ? null : { category: [contentAdminCopy.categoryMissing] };
}

/** Whatever the caller sends, technologies are stored without repeats. */
function cleanTechnologies<T extends Partial<PortfolioItemInput>>(input: T): T {
  return input.technologies === undefined ? input : { ...input, technologies: splitList(input.technologies).join(", ") };
}

/** A project's translations, for its edit form. */
export function getPortfolioItemTranslations(id: number) {
  return readTranslations("portfolio_item", id);
}

export async function createPortfolioItem(
  actor: User,
  { translations, ...input }: PortfolioItemInput,
  options: { imageFile?: File | null } = {},
): Promise<Result<PortfolioContract>> {
  const refused = categoryError(input.category);
  if (refused) return invalid(refused);

  const upload = await storeChosenImage(options.imageFile, "portfolio");
  if (!upload.ok) return invalid({ image_file: [upload.message] });
  const values = { ...cleanTechnologies(input), image_url: upload.url ?? input.image_url, created_by: actor.id };
  let id: number;
  try {
    id = writeTransaction(() => {
      const row = db().insert(portfolioItems).values(values).returning({ id: portfolioItems.id }).get();
      saveTranslations(db(), "portfolio_item", row.id, translations);
      recordAudit(actor, "create", "PortfolioItem", row.id, input.title);
      return row.id;
    });
  } catch (error) {
    await releaseImage(upload.url);
    throw error;
  }
  return { ok: true, record: getPortfolioItem(id)! };
}

export async function updatePortfolioItem(
  actor: User,
  id: number,
  { translations, ...input }: Partial<PortfolioItemInput>,
  options: { imageFile?: File | null } = {},
): Promise<Result<PortfolioContract>> {
  const existing = getPortfolioItem(id);
  if (!existing) return notFound();
  const refused = categoryError(input.category);
  if (refused) return invalid(refused);

  const upload = await storeChosenImage(options.imageFile, "portfolio");
  if (!upload.ok) return invalid({ image_file: [upload.message] });
  const changes = { ...cleanTechnologies(input), ...(upload.url ? { image_url: upload.url } : {}), updated_at: now() };
  try {
    writeTransaction(() => {
      keepRevision(db(), "portfolio_item", id, actor);
      const changed = db().update(portfolioItems).set(changes).where(eq(portfolioItems.id, id)).run();
      if (changed.changes === 0) throw new Error(`Portfolio item ${id} vanished during the update`);
      saveTranslations(db(), "portfolio_item", id, translations);
      recordAudit(actor, "update", "PortfolioItem", id, input.title ?? `is_public=${input.is_public}`);
    });
  } catch (error) {
    await releaseImage(upload.url);
    throw error;
  }
  if (changes.image_url !== undefined && changes.image_url !== existing.image_url) await releaseImage(existing.image_url);
  return { ok: true, record: getPortfolioItem(id)! };
}

export async function deletePortfolioItem(actor: User, id: number): Promise<Removal> {
  const existing = getPortfolioItem(id);
  if (!existing) return notFound();
  writeTransaction(() => {
    db().delete(portfolioItems).where(eq(portfolioItems.id, id)).run();
    recordAudit(actor, "delete", "PortfolioItem", id, existing.title);
  });
  await releaseImage(existing.image_url);
  return { ok: true };
}
