/**
 * Stored images that no record shows are removed once they are a day old: an upload through
 * POST /api/upload/image/ whose URL the client never put into a record, or the file of a panel
 * form whose save failed. The day leaves a client time to use what it uploaded. Each server
 * process sweeps at start and then hourly (lifecycle.ts); two processes sweeping at once only
 * remove the same files twice.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { IMAGE_KINDS, parseStoredImage, storedImageUrl, type ImageKind } from "~/lib/images";
import { config } from "../config";
import { imageInUse } from "../content-images";
import { repeatInBackground, type Repeating } from "../repeat";
import { removeStoredImage } from "./store";

/** An image nobody uses is kept this long after its newest file was written. */
export const UNUSED_IMAGE_AGE_MS = 24 * 3_600_000;
export const SWEEP_INTERVAL_MS = 3_600_000;

/**
 * Removes every stored image (all its widths) that is older than a day and that no record
 * shows; answers how many. Files whose names are not ours are left alone.
 */
export async function sweepUnusedImages(
  options: { uploadsDir?: string; now?: Date; shouldStop?: () => boolean } = {},
): Promise<number> {
  const uploadsDir = options.uploadsDir ?? config().uploadsDir;
  const cutoff = (options.now ?? new Date()).getTime() - UNUSED_IMAGE_AGE_MS;
  let removed = 0;
  for (const kind of Object.keys(IMAGE_KINDS) as ImageKind[]) {
    const folder = path.join(uploadsDir, kind);
    const files = await fs.readdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    // The widths of one image go together, once the newest of them is old enough.
    const newestOf = new Map<string, number>();
    for (const file of files) {
      const stored = parseStoredImage(`/uploads/${kind}/${file}`);
      if (!stored) continue;
      const stat = await fs.stat(path.join(folder, file)).catch(() => null);
      if (!stat?.isFile()) continue;
      const url = storedImageUrl(kind, stored.name, IMAGE_KINDS[kind].width);
      newestOf.set(url, Math.max(newestOf.get(url) ?? 0, stat.mtimeMs));
    }
    for (const [url, newest] of newestOf) {
      if (options.shouldStop?.()) return removed;
      if (newest > cutoff || imageInUse(url)) continue;
      await removeStoredImage(url, uploadsDir);
      removed += 1;
    }
  }
  return removed;
}

let sweeps: Repeating | null = null;

/** Sweeps now (in the background) and then every `intervalMs`; calling it twice does nothing. */
export function startImageSweeps(intervalMs: number = SWEEP_INTERVAL_MS) {
  if (sweeps) return;
  sweeps = repeatInBackground(
    async (shouldStop) => {
      const removed = await sweepUnusedImages({ shouldStop });
      if (removed > 0) console.log(`Removed ${removed} uploaded image(s) that no record uses.`);
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
