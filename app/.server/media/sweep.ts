/**
 * Stored images that no record shows are removed once they are a day old: an upload through
 * POST /api/upload/image/ whose URL the client never put into a record, or the file of a panel
 * form whose save failed. The day leaves a client time to use what it uploaded. Each server
 * process sweeps at start and then hourly (lifecycle.ts); two processes sweeping at once only
 * remove the same files twice. The same pass makes the renditions an image kept lacks (one stored
 * before its phones' AVIF copies existed).
 */
import fs from "node:fs/promises";
import path from "node:path";

import { config } from "~/.server/config";
import { repeatInBackground, type Repeating } from "~/.server/repeat";
import { IMAGE_KINDS, type ImageKind, parseRendition, storedImageUrl } from "~/lib/images";

import { imageInUse } from "./content-images";
import { addMissingRenditions, removeStoredImage } from "./store";

/** An image nobody uses is kept this long after its newest file was written. */
export const UNUSED_IMAGE_AGE_MS = 24 * 3_600_000;
export const SWEEP_INTERVAL_MS = 3_600_000;

type SweepOptions = { uploadsDir?: string; now?: Date; shouldStop?: () => boolean };

/**
 * Every stored image on disk, by its full-size address, with the time its newest rendition was
 * written. Files whose names are not ours are left out.
 */
async function storedImagesOnDisk(uploadsDir: string): Promise<Map<string, number>> {
  const newestOf = new Map<string, number>();
  for (const kind of Object.keys(IMAGE_KINDS) as ImageKind[]) {
    const folder = path.join(uploadsDir, kind);
    const files = await fs.readdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    // The renditions of one image (every width, both formats) go together.
    for (const file of files) {
      const rendition = parseRendition(`/uploads/${kind}/${file}`);
      if (!rendition) continue;
      const stat = await fs.stat(path.join(folder, file)).catch(() => null);
      if (!stat?.isFile()) continue;
      const url = storedImageUrl(kind, rendition.name, IMAGE_KINDS[kind].width);
      newestOf.set(url, Math.max(newestOf.get(url) ?? 0, stat.mtimeMs));
    }
  }
  return newestOf;
}

/**
 * Removes every stored image (all its renditions) that is older than a day and that no record
 * shows; answers how many. Files whose names are not ours are left alone.
 */
export async function sweepUnusedImages(options: SweepOptions = {}): Promise<number> {
  return (await sweepUploads({ ...options, completeRenditions: false })).removed;
}

/**
 * The sweep, and then the renditions each image it keeps lacks, made from its full size (an
 * image whose full size is missing or damaged is logged and left as it is).
 */
export async function sweepUploads(options: SweepOptions & { completeRenditions?: boolean } = {}): Promise<{ removed: number; completed: number }> {
  const uploadsDir = options.uploadsDir ?? config().uploadsDir;
  const cutoff = (options.now ?? new Date()).getTime() - UNUSED_IMAGE_AGE_MS;
  const result = { removed: 0, completed: 0 };
  for (const [url, newest] of await storedImagesOnDisk(uploadsDir)) {
    if (options.shouldStop?.()) break;
    if (newest > cutoff || imageInUse(url)) {
      if (options.completeRenditions === false) continue;
      const made = await addMissingRenditions(url, uploadsDir).catch((error: unknown) => {
        console.error(`Could not make the missing renditions of ${url}: ${error instanceof Error ? error.message : error}`);
        return 0;
      });
      if (made > 0) result.completed += 1;
      continue;
    }
    await removeStoredImage(url, uploadsDir);
    result.removed += 1;
  }
  return result;
}

let sweeps: Repeating | null = null;

/** Sweeps now (in the background) and then every `intervalMs`; calling it twice does nothing. */
export function startImageSweeps(intervalMs: number = SWEEP_INTERVAL_MS) {
  if (sweeps) return;
  sweeps = repeatInBackground(
    async (shouldStop) => {
      const { removed, completed } = await sweepUploads({ shouldStop });
      if (removed > 0) console.log(`Removed ${removed} uploaded image(s) that no record uses.`);
      if (completed > 0) console.log(`Made the missing renditions of ${completed} uploaded image(s).`);
    },
    { intervalMs, onError: (error) => console.error(`Sweep of unused images failed: ${error instanceof Error ? error.message : error}`) },
  );
}

/** Stops sweeping and waits for a sweep under way, so the database can close after it. */
export async function stopImageSweeps() {
  const state = sweeps;
  if (!state) return;
  await state.stop();
  sweeps = null;
}
