/**
 * Writes gallery items with stored images as fast as it can, in a process of its own, for the
 * backup test (tests/integration/backup.test.ts): the backup is taken while this keeps writing.
 * Every `Kept n` row is committed and then announced on stdout ("committed n"); `Temporary` rows
 * are deleted again with their image files, as an edit or a deletion in the panel does. Database
 * and uploads folder come from the environment (DATABASE_PATH, UPLOADS_DIR).
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";

import { removeStoredImage, storeImage } from "~/.server/media/store";

import { db, schema } from "../../app/.server/db";

const category = Number(process.argv[2]);
const picture = await sharp({ create: { width: 160, height: 120, channels: 3, background: { r: 120, g: 60, b: 30 } } })
  .png()
  .toBuffer();

let stopping = false;
process.on("SIGTERM", () => (stopping = true));

for (let n = 1; !stopping; n++) {
  const url = await storeImage(picture, "gallery");
  db()
    .insert(schema.galleryItems)
    .values({ title: `Kept ${n}`, image_url: url, category })
    .run();
  process.stdout.write(`committed ${n}\n`);
  // A row and its image that come and go.
  const temporaryUrl = await storeImage(picture, "gallery");
  const temporary = db()
    .insert(schema.galleryItems)
    .values({ title: `Temporary ${n}`, image_url: temporaryUrl, category })
    .returning({ id: schema.galleryItems.id })
    .get();
  db().delete(schema.galleryItems).where(eq(schema.galleryItems.id, temporary.id)).run();
  await removeStoredImage(temporaryUrl);
}
process.exit(0);
