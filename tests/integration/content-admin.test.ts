/**
 * The panel's gallery, portfolio and content-category rules against a real SQLite file and
 * uploads folder: validation messages, category rules (unique names, no deleting a category
 * that holds items), audit rows, and image files: stored on upload, removed when replaced or
 * when their item is deleted, kept while another item shows them, never left behind when an
 * upload or a save is refused.
 */
import fs from "node:fs";
import path from "node:path";

import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";

import type { User } from "~/.server/accounts/users";
import { createCategory, deleteCategory, getCategory, listCategories, listCategoryChoices, updateCategory } from "~/.server/categories/categories";
import { config } from "~/.server/config";
import { db, schema } from "~/.server/db";
import { getPublicGalleryItem } from "~/.server/gallery/gallery";
import { createGalleryItem, deleteGalleryItem, getGalleryItem, listGalleryItems, updateGalleryItem } from "~/.server/gallery/gallery-admin";
import { getPublicPortfolioItem } from "~/.server/portfolio/portfolio";
import { createPortfolioItem, deletePortfolioItem, listPortfolioItems, updatePortfolioItem } from "~/.server/portfolio/portfolio-admin";
import { contentAdminCopy, panelCopy, uploadCopy } from "~/lib/copy";
import { parseStoredImage, widthsFor } from "~/lib/images";
import { contentCategorySchema } from "~/lib/schemas/admin/categories";
import { type GalleryItemInput, galleryItemSchema } from "~/lib/schemas/admin/gallery";
import { type PortfolioItemInput, portfolioItemSchema, todayInIndia } from "~/lib/schemas/admin/portfolio";

import { createAdmin } from "../support/factories";

let admin: User;

async function png(width = 40, height = 30, color = { r: 150, g: 90, b: 40 }): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], "piece.png", { type: "image/png" });
}

/** Every file of every width of a stored image. */
function filesOf(url: string): string[] {
  const stored = parseStoredImage(url);
  if (!stored) throw new Error(`not a stored image: ${url}`);
  return widthsFor(stored.kind).map((width) => path.join(config().uploadsDir, stored.kind, `${stored.name}-${width}w.webp`));
}
const allExist = (url: string) => filesOf(url).every((file) => fs.existsSync(file));
const noneExist = (url: string) => filesOf(url).every((file) => !fs.existsSync(file));

function filesIn(kind: "gallery" | "portfolio"): string[] {
  const folder = path.join(config().uploadsDir, kind);
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
}

function auditFor(entity: string, id: number) {
  return db()
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.entity_id, String(id)))
    .all()
    .filter((row) => row.entity === entity)
    .map((row) => ({ action: row.action, actor_id: row.actor_id, actor_email: row.actor_email }));
}

function category(kind: "gallery" | "portfolio", name: string): number {
  const result = createCategory(admin, kind, { name, description: "", is_active: true });
  if (!result.ok) throw new Error(`could not create ${name}`);
  return result.record.id;
}

function galleryInput(overrides: Partial<GalleryItemInput> = {}): GalleryItemInput {
  return {
    title: "Sadeli jewellery box",
    image_url: "",
    image_alt_text: "",
    category: galleryCategoryId,
    description: "Rosewood box with a micro-mosaic lid.",
    price: 120.5,
    tags: "box, rosewood",
    is_featured: false,
    is_available: true,
    ...overrides,
  };
}

function portfolioInput(overrides: Partial<PortfolioItemInput> = {}): PortfolioItemInput {
  return {
    title: "Hotel lobby panels",
    category: portfolioCategoryId,
    description: "Twelve inlaid wall panels.",
    short_description: "",
    client_name: "Taj Surat",
    project_url: "",
    completion_date: "2025-11-20",
    price: null,
    technologies: "Sadeli micro-mosaic",
    is_featured: false,
    is_public: true,
    image_url: "",
    ...overrides,
  };
}

let galleryCategoryId: number;
let portfolioCategoryId: number;

beforeAll(() => {
  admin = createAdmin({ user_name: "Asha Admin", user_email: "asha@workshop.example" });
  galleryCategoryId = category("gallery", "Boxes");
  portfolioCategoryId = category("portfolio", "Hospitality");
});

describe("form schemas", () => {
  const form = (values: Record<string, string | File>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.set(key, value);
    return data;
  };

  it("gallery: every required field has its message at once", () => {
    const reply = parseWithZod(form({ title: "  ", image_url: "", category: "", price: "abc", image_file: new File([], "") }), {
      schema: galleryItemSchema,
    }).reply();
    expect(reply.error).toEqual({
      title: [contentAdminCopy.titleRequired],
      category: [contentAdminCopy.categoryRequired],
      price: [contentAdminCopy.priceInvalid],
      image_url: [contentAdminCopy.imageRequired],
    });
  });

  it("gallery: a file stands in for the URL; price to float with cents, category to integer, tags cleaned", async () => {
    const submission = parseWithZod(form({ title: "Box", category: "7", price: "12.345", tags: " brass, Brass ,, tin ", image_file: await png() }), {
      schema: galleryItemSchema,
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ category: 7, price: 12.35, tags: "brass, tin", is_available: false, image_url: "" });
    expect(submission.value.image_file).toBeInstanceOf(File);
    expect(parseWithZod(form({ title: "Box", category: "7", image_url: "/uploads/x.webp", price: "" }), { schema: galleryItemSchema }).status).toBe("success");
  });

  it("gallery: bad URLs and negative prices are refused", () => {
    const reply = parseWithZod(form({ title: "Box", category: "7", image_url: "javascript:alert(1)", price: "-1" }), { schema: galleryItemSchema }).reply();
    expect(reply.error).toEqual({ image_url: [contentAdminCopy.imageUrlInvalid], price: [contentAdminCopy.priceNegative] });
    expect(galleryItemSchema.safeParse({ title: "Box", category: 3, image_url: "//evil.example/x.png" }).success).toBe(false);
  });

  it("portfolio: title, category and full description are required; URL, date and price are checked", () => {
    const reply = parseWithZod(form({ title: "", category: "", description: "", project_url: "ftp://x", completion_date: "2025-02-30", price: "-0.5" }), {
      schema: portfolioItemSchema,
    }).reply();
    expect(reply.error).toEqual({
      title: [contentAdminCopy.titleRequired],
      category: [contentAdminCopy.categoryRequired],
      description: [contentAdminCopy.descriptionRequired],
      project_url: [contentAdminCopy.urlInvalid],
      completion_date: [contentAdminCopy.dateInvalid],
      price: [contentAdminCopy.priceNegative],
    });
  });

  it("portfolio: technologies lose repeats, a blank completion date is today, the image is optional", () => {
    const submission = parseWithZod(form({ title: "P", category: "2", description: "D", technologies: "Brass inlay, brass inlay, Tin,Tin ,", price: "0" }), {
      schema: portfolioItemSchema,
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ technologies: "Brass inlay, Tin", completion_date: todayInIndia(), price: 0, image_url: "", is_public: false });
  });

  it("categories: 'Name is required'", () => {
    expect(parseWithZod(form({ name: " " }), { schema: contentCategorySchema }).reply().error).toEqual({ name: [panelCopy.nameRequired] });
  });
});

describe("content categories", () => {
  it("are created, renamed, switched and deleted per table, with audit rows", () => {
    const created = createCategory(admin, "portfolio", { name: "Temples", description: "Temple doors", is_active: true });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const id = created.record.id;
    expect(getCategory("gallery", id)?.name).not.toBe("Temples");
    expect(listCategories("portfolio", { q: "temple" }).results.map((row) => row.name)).toEqual(["Temples"]);
    expect(updateCategory(admin, "portfolio", id, { name: "Temple Doors", description: "", is_active: true }).ok).toBe(true);
    expect(updateCategory(admin, "portfolio", id, { is_active: false }).ok).toBe(true);
    expect(getCategory("portfolio", id)).toMatchObject({ name: "Temple Doors", description: "", is_active: false, items_count: 0 });
    expect(listCategoryChoices("portfolio").find((row) => row.id === id)).toEqual({ id, name: "Temple Doors", is_active: false, count: 0 });
    expect(deleteCategory(admin, "portfolio", id)).toEqual({ ok: true });
    expect(getCategory("portfolio", id)).toBeNull();
    expect(auditFor("PortfolioCategory", id).map((row) => row.action)).toEqual(["create", "update", "update", "delete"]);
    expect(auditFor("PortfolioCategory", id)[0]).toMatchObject({ actor_id: admin.id, actor_email: admin.user_email });
  });

  it("names are unique in each table, ignoring case; the same name may be used in the other table", () => {
    category("gallery", "Trays");
    expect(createCategory(admin, "gallery", { name: "TRAYS", description: "", is_active: true })).toEqual({
      ok: false,
      errors: { name: [panelCopy.categoryNameTaken] },
      conflict: true,
    });
    expect(createCategory(admin, "portfolio", { name: "Trays", description: "", is_active: true }).ok).toBe(true);
    const other = category("gallery", "Coasters");
    expect(updateCategory(admin, "gallery", other, { name: "trays" })).toEqual({ ok: false, errors: { name: [panelCopy.categoryNameTaken] }, conflict: true });
    expect(updateCategory(admin, "gallery", 999_999, { name: "Gone" })).toEqual({ ok: false, reason: "not_found", message: panelCopy.notFound });
  });

  it("a category that holds items is not deleted, and says how many", async () => {
    const id = category("gallery", "Frames");
    const item = await createGalleryItem(admin, galleryInput({ category: id, image_url: "https://example.com/frame.jpg" }));
    expect(item.ok).toBe(true);
    expect(getCategory("gallery", id)?.items_count).toBe(1);
    expect(deleteCategory(admin, "gallery", id)).toEqual({ ok: false, reason: "in_use", message: panelCopy.categoryInUse(1, "item") });
    expect(getCategory("gallery", id)).not.toBeNull();
    expect(auditFor("GalleryCategory", id).map((row) => row.action)).toEqual(["create"]);
    expect(deleteCategory(admin, "gallery", 999_999)).toEqual({ ok: false, reason: "not_found", message: panelCopy.notFound });
  });
});

describe("gallery items", () => {
  it("are created with an uploaded image, edited with a new one (the old files go), and deleted with their image", async () => {
    const created = await createGalleryItem(admin, galleryInput(), { imageFile: await png() });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const first = created.record.image_url;
    expect(first).toMatch(/^\/uploads\/gallery\/[a-z0-9]+-800w\.webp$/);
    expect(allExist(first)).toBe(true);
    expect(created.record).toMatchObject({ category_name: "Boxes", created_by_name: "Asha Admin", price: 120.5, tags_list: ["box", "rosewood"] });
    const id = created.record.id;

    // Editing without a new image keeps the current one.
    const retitled = await updateGalleryItem(admin, id, galleryInput({ title: "Retitled box", image_url: first }));
    expect(retitled.ok && retitled.record.image_url).toBe(first);
    expect(allExist(first)).toBe(true);

    const replaced = await updateGalleryItem(admin, id, galleryInput({ title: "Retitled box", image_url: first }), {
      imageFile: await png(50, 50, { r: 10, g: 10, b: 10 }),
    });
    expect(replaced.ok).toBe(true);
    if (!replaced.ok) return;
    const second = replaced.record.image_url;
    expect(second).not.toBe(first);
    expect(allExist(second)).toBe(true);
    expect(noneExist(first)).toBe(true);
    expect(getPublicGalleryItem(id)?.title).toBe("Retitled box");

    // Hidden items leave the public site but stay in the panel.
    expect((await updateGalleryItem(admin, id, { is_available: false })).ok).toBe(true);
    expect(getPublicGalleryItem(id)).toBeNull();
    expect(getGalleryItem(id)?.is_available).toBe(false);

    expect(await deleteGalleryItem(admin, id)).toEqual({ ok: true });
    expect(getGalleryItem(id)).toBeNull();
    expect(noneExist(second)).toBe(true);
    expect(auditFor("GalleryItem", id).map((row) => row.action)).toEqual(["create", "update", "update", "update", "delete"]);
    expect(await deleteGalleryItem(admin, id)).toEqual({ ok: false, reason: "not_found", message: panelCopy.notFound });
  });

  it("refused uploads store nothing and save nothing", async () => {
    const before = filesIn("gallery");
    const text = new File([new TextEncoder().encode("not a picture at all")], "notes.png", { type: "image/png" });
    expect(await createGalleryItem(admin, galleryInput({ title: "Text file" }), { imageFile: text })).toEqual({
      ok: false,
      errors: { image_file: [uploadCopy.notAnImage] },
    });

    const svg = new File(
      [new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')],
      "art.svg",
      { type: "image/svg+xml" },
    );
    expect(await createGalleryItem(admin, galleryInput({ title: "SVG" }), { imageFile: svg })).toEqual({
      ok: false,
      errors: { image_file: [uploadCopy.svgRefused] },
    });

    const whole = new Uint8Array(await (await png(400, 300)).arrayBuffer());
    const truncated = new File([whole.slice(0, Math.floor(whole.length / 2))], "cut.png", { type: "image/png" });
    const cut = await createGalleryItem(admin, galleryInput({ title: "Truncated" }), { imageFile: truncated });
    expect(cut.ok).toBe(false);

    // A valid file with a category that does not exist: refused before anything is stored.
    expect(await createGalleryItem(admin, galleryInput({ title: "Lost", category: 999_999 }), { imageFile: await png() })).toEqual({
      ok: false,
      errors: { category: [contentAdminCopy.categoryMissing] },
    });
    expect(await createGalleryItem(admin, galleryInput({ title: "No image" }))).toEqual({ ok: false, errors: { image_url: [contentAdminCopy.imageRequired] } });

    expect(filesIn("gallery")).toEqual(before);
    expect(listGalleryItems({ q: "Text file" }).count + listGalleryItems({ q: "Truncated" }).count + listGalleryItems({ q: "Lost" }).count).toBe(0);
  });

  it("a refused edit keeps the current image and stores no new one", async () => {
    const created = await createGalleryItem(admin, galleryInput({ title: "Keeper" }), { imageFile: await png() });
    if (!created.ok) throw new Error("setup failed");
    const before = filesIn("gallery");
    const text = new File([new TextEncoder().encode("plain text")], "x.jpg");
    const refused = await updateGalleryItem(admin, created.record.id, galleryInput({ title: "Changed", image_url: created.record.image_url }), {
      imageFile: text,
    });
    expect(refused).toEqual({ ok: false, errors: { image_file: [uploadCopy.notAnImage] } });
    expect(filesIn("gallery")).toEqual(before);
    expect(getGalleryItem(created.record.id)).toMatchObject({ title: "Keeper", image_url: created.record.image_url });
    expect(await updateGalleryItem(admin, created.record.id, galleryInput({ image_url: "" }))).toEqual({
      ok: false,
      errors: { image_url: [contentAdminCopy.imageRequired] },
    });
  });

  it("a save that fails in the database removes the image it had just stored", async () => {
    const before = filesIn("gallery");
    const database = db().$client;
    database.exec(
      "create trigger refuse_gallery before insert on gallery_items when new.title = 'Doomed' begin select raise(abort, 'refused for the test'); end",
    );
    try {
      await expect(createGalleryItem(admin, galleryInput({ title: "Doomed" }), { imageFile: await png() })).rejects.toThrow(/refused for the test/);
    } finally {
      database.exec("drop trigger refuse_gallery");
    }
    expect(filesIn("gallery")).toEqual(before);
  });

  it("an image another item still shows is kept when one of them lets it go", async () => {
    const owner = await createGalleryItem(admin, galleryInput({ title: "Owner" }), { imageFile: await png() });
    if (!owner.ok) throw new Error("setup failed");
    const shared = owner.record.image_url;
    const borrower = await createGalleryItem(admin, galleryInput({ title: "Borrower", image_url: shared }));
    if (!borrower.ok) throw new Error("setup failed");
    expect(await deleteGalleryItem(admin, owner.record.id)).toEqual({ ok: true });
    expect(allExist(shared)).toBe(true);
    // An external address replaces it on the last item: now the files go.
    expect((await updateGalleryItem(admin, borrower.record.id, galleryInput({ title: "Borrower", image_url: "https://example.com/elsewhere.jpg" }))).ok).toBe(
      true,
    );
    expect(noneExist(shared)).toBe(true);
  });

  it("the admin list searches title and tags, filters by category, and includes hidden items", async () => {
    const trays = category("gallery", "Search Trays");
    await createGalleryItem(admin, galleryInput({ title: "Zephyrine tray", category: trays, image_url: "https://example.com/a.jpg", is_available: false }));
    await createGalleryItem(admin, galleryInput({ title: "Plain tray", tags: "zephyrine, brass", category: trays, image_url: "https://example.com/b.jpg" }));
    await createGalleryItem(admin, galleryInput({ title: "Other", description: "zephyrine in the description only", image_url: "https://example.com/c.jpg" }));
    expect(
      listGalleryItems({ q: "zephyrine" })
        .results.map((row) => row.title)
        .sort(),
    ).toEqual(["Plain tray", "Zephyrine tray"]);
    expect(listGalleryItems({ category: trays }).count).toBe(2);
  });
});

describe("portfolio items", () => {
  it("are created (technologies without repeats, created_by the admin), edited, and deleted with their image", async () => {
    const created = await createPortfolioItem(admin, portfolioInput({ technologies: "Brass inlay, BRASS INLAY, Tin inlay" }), { imageFile: await png() });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const id = created.record.id;
    const image = created.record.image_url;
    expect(image).toMatch(/^\/uploads\/portfolio\//);
    expect(allExist(image)).toBe(true);
    expect(created.record).toMatchObject({
      technologies: "Brass inlay, Tin inlay",
      technologies_list: ["Brass inlay", "Tin inlay"],
      created_by_name: "Asha Admin",
    });
    expect(db().select().from(schema.portfolioItems).where(eq(schema.portfolioItems.id, id)).get()?.created_by).toBe(admin.id);

    // Going private hides it from the public site; a URL in place of the upload drops the old files.
    const edited = await updatePortfolioItem(
      admin,
      id,
      portfolioInput({ title: "Lobby panels", is_public: false, image_url: "https://example.com/lobby.jpg" }),
    );
    expect(edited.ok && edited.record).toMatchObject({ title: "Lobby panels", is_public: false, image_url: "https://example.com/lobby.jpg" });
    expect(noneExist(image)).toBe(true);
    expect(getPublicPortfolioItem(id)).toBeNull();

    const withUpload = await updatePortfolioItem(admin, id, portfolioInput({ is_public: true }), { imageFile: await png() });
    if (!withUpload.ok) throw new Error("update failed");
    expect(getPublicPortfolioItem(id)?.title).toBe("Hotel lobby panels");
    expect(await deletePortfolioItem(admin, id)).toEqual({ ok: true });
    expect(noneExist(withUpload.record.image_url)).toBe(true);
    expect(auditFor("PortfolioItem", id).map((row) => row.action)).toEqual(["create", "update", "update", "delete"]);
  });

  it("an unknown category or a refused upload saves nothing and leaves no file", async () => {
    const before = filesIn("portfolio");
    expect(await createPortfolioItem(admin, portfolioInput({ category: 999_999 }), { imageFile: await png() })).toEqual({
      ok: false,
      errors: { category: [contentAdminCopy.categoryMissing] },
    });
    const text = new File([new TextEncoder().encode("nope")], "x.gif");
    expect(await createPortfolioItem(admin, portfolioInput({ title: "Refused upload" }), { imageFile: text })).toEqual({
      ok: false,
      errors: { image_file: [uploadCopy.notAnImage] },
    });
    expect(filesIn("portfolio")).toEqual(before);
    expect(listPortfolioItems({ q: "Refused upload" }).count).toBe(0);
  });

  it("the admin list searches title, description, client and technologies, and includes private projects", async () => {
    await createPortfolioItem(admin, portfolioInput({ title: "Quillon doors", is_public: false }));
    await createPortfolioItem(admin, portfolioInput({ title: "Gate", client_name: "Quillon Trust" }));
    await createPortfolioItem(admin, portfolioInput({ title: "Screens", technologies: "Quillon veneer" }));
    await createPortfolioItem(admin, portfolioInput({ title: "Altar", description: "Built with quillon joinery." }));
    expect(
      listPortfolioItems({ q: "quillon" })
        .results.map((row) => row.title)
        .sort(),
    ).toEqual(["Altar", "Gate", "Quillon doors", "Screens"]);
  });
});
