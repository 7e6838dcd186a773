/**
 * Issue 32, revisions (docs/decisions/044), against a real SQLite file: a save through the panel's
 * domain function or the team's JSON API keeps the version it replaces (the row, its Gujarati and
 * Hindi texts, who, when); 51 saves keep the newest 50; a restore is a save that keeps a version
 * of what it replaced; the settings' mail password is never in a version and a restore never
 * changes it; a restore that today's rules refuse (a taken slug, a deleted category) writes nothing.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import type { User } from "~/.server/accounts/users";
import { getProduct, updateProduct } from "~/.server/catalogue/product-admin";
import { deleteCategory } from "~/.server/categories/categories";
import { db, schema } from "~/.server/db";
import { updateGalleryItem } from "~/.server/gallery/gallery-admin";
import { getBlogPost, updateBlogPost } from "~/.server/journal/post-admin";
import { updatePortfolioItem } from "~/.server/portfolio/portfolio-admin";
import { compareRevision, restoreRevision } from "~/.server/revisions/history";
import { listRevisions, type RevisionEntity } from "~/.server/revisions/store";
import { getSettingsTranslations, updateSettings } from "~/.server/settings/settings-admin";
import { getSiteSettings } from "~/.server/settings/site-settings";
import { panelBlogCopy } from "~/lib/copy/panel-blog";
import { productPanelCopy } from "~/lib/copy/panel-shop";
import { blogPostSchema } from "~/lib/schemas/admin/blog";
import { productSchema } from "~/lib/schemas/admin/products";
import { emailSettingsSchema, generalSettingsSchema } from "~/lib/schemas/admin/settings";
import { MANAGED_MODELS, type ModelAdapter } from "~/routes/api/.server/manage-data";

import {
  createAdmin,
  createBlogPost,
  createCategory,
  createGalleryItem,
  createPortfolioItem,
  createProduct,
  createTranslation,
  createUser,
} from "../support/factories";

let admin: User;

beforeAll(() => {
  admin = createAdmin({ user_name: "Meena Mistry" });
});

const rows = (entity: RevisionEntity, id: number) =>
  db()
    .select()
    .from(schema.recordRevisions)
    .where(and(eq(schema.recordRevisions.entity, entity), eq(schema.recordRevisions.entity_id, String(id))))
    .all();

function productInput(category: number, overrides: Record<string, unknown> = {}) {
  return productSchema.parse({ title: "Sadeli Jewellery Box", category, price: 12500, description: "Rosewood box with sadeli inlay.", ...overrides });
}

describe("a save keeps the version it replaces", () => {
  it("the panel's save: the old row, its Gujarati text, who and when", async () => {
    const category = createCategory.product().id;
    const product = createProduct({ title: "Pen Stand", category, price: 900 });
    createTranslation({ kind: "product", item_id: product.id, lang: "gu", field: "title", value: "પેન સ્ટેન્ડ" });
    expect(rows("product", product.id)).toHaveLength(0);

    const saved = await updateProduct(admin, product.id, productInput(category, { title: "Pen Stand with Drawer", price: 1100 }));
    expect(saved.ok).toBe(true);

    const kept = rows("product", product.id);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.actor_id).toBe(admin.id);
    expect(kept[0]!.actor_email).toBe(admin.user_email);
    const snapshot = JSON.parse(kept[0]!.snapshot);
    expect(snapshot).toMatchObject({ id: product.id, title: "Pen Stand", price: 900, translations: { gu: { title: "પેન સ્ટેન્ડ" }, hi: {} } });
    expect(listRevisions("product", product.id)[0]).toMatchObject({ actor_email: admin.user_email, actor_name: "Meena Mistry" });
  });

  it("the team's JSON API keeps one too (the same domain function)", async () => {
    const product = createProduct({ title: "Coaster Set" });
    const api = MANAGED_MODELS.Product as ModelAdapter & Required<Pick<ModelAdapter, "update">>;
    const answer = await api.update(admin, product.id, { title: "Coaster Set of Six" }, "patch");
    expect(answer.ok).toBe(true);
    expect(rows("product", product.id).map((row) => JSON.parse(row.snapshot).title)).toEqual(["Coaster Set"]);
  });

  it("gallery items, portfolio items, blog posts and the settings keep theirs; a refused save keeps none", async () => {
    const item = createGalleryItem({ title: "Peacock Panel", image_url: "https://images.example/peacock.jpg" });
    await updateGalleryItem(admin, item.id, { title: "Peacock Panel, detail" });
    expect(rows("gallery_item", item.id)).toHaveLength(1);

    const project = createPortfolioItem({ title: "Temple Doors" });
    await updatePortfolioItem(admin, project.id, { title: "Temple Doors, Surat" });
    expect(rows("portfolio_item", project.id)).toHaveLength(1);

    const post = createBlogPost({ title: "Caring for Sadeli" });
    const ok = await updateBlogPost(
      admin,
      post.id,
      blogPostSchema.parse({ title: "Caring for Sadeli boxes", category: post.category, content: "Wipe gently." }),
    );
    expect(ok.ok).toBe(true);
    expect(rows("blog_post", post.id)).toHaveLength(1);
    const refused = await updateBlogPost(admin, post.id, blogPostSchema.parse({ title: "x", category: 999_999, content: "y" }));
    expect(refused.ok).toBe(false);
    expect(rows("blog_post", post.id)).toHaveLength(1);

    const before = rows("site_settings", 1).length;
    updateSettings(admin, "general", generalSettingsSchema.parse({ site_name: "Surat Sadeli Art Studio", site_description: "A workshop." }));
    expect(rows("site_settings", 1)).toHaveLength(before + 1);
  });
});

describe("the last 50 versions of a record are kept", () => {
  it("51 saves keep the newest 50", async () => {
    const category = createCategory.product().id;
    const product = createProduct({ title: "Save 0", category });
    for (let save = 1; save <= 51; save += 1) {
      const result = await updateProduct(admin, product.id, productInput(category, { title: `Save ${save}` }));
      expect(result.ok).toBe(true);
    }
    const kept = rows("product", product.id).map((row) => JSON.parse(row.snapshot).title as string);
    expect(kept).toHaveLength(50);
    // The oldest (the title before the first save) went; the version the 51st save replaced is there.
    expect(kept).not.toContain("Save 0");
    expect(kept).toContain("Save 1");
    expect(kept).toContain("Save 50");
    expect(listRevisions("product", product.id)[0]!.id).toBe(Math.max(...rows("product", product.id).map((row) => row.id)));
  });
});

describe("restoring a version", () => {
  it("brings back the fields and translations, and keeps a version of what it replaced", async () => {
    const category = createCategory.product().id;
    const product = createProduct({ title: "Jewellery Box", category, price: 12500 });
    createTranslation({ kind: "product", item_id: product.id, lang: "hi", field: "title", value: "गहनों का डिब्बा" });
    await updateProduct(admin, product.id, productInput(category, { title: "Jewellery Box, large", price: 15000, translations: { hi: {} } }));
    const [version] = listRevisions("product", product.id);

    const comparison = compareRevision("product", product.id, version!.id)!;
    expect(comparison.changes).toEqual(
      expect.arrayContaining([
        { field: "title", lang: null, before: "Jewellery Box", after: "Jewellery Box, large" },
        { field: "price", lang: null, before: 12500, after: 15000 },
        { field: "title", lang: "hi", before: "गहनों का डिब्बा", after: "" },
      ]),
    );

    const restored = await restoreRevision(admin, "product", product.id, version!.id);
    expect(restored).toEqual({ ok: true, record: { id: product.id, keptImage: false } });
    expect(getProduct(product.id)).toMatchObject({ title: "Jewellery Box", price: 12500 });
    const hindi = db()
      .select()
      .from(schema.contentTranslations)
      .where(and(eq(schema.contentTranslations.kind, "product"), eq(schema.contentTranslations.item_id, product.id)))
      .all();
    expect(hindi.map((row) => row.value)).toEqual(["गहनों का डिब्बा"]);
    // Two versions now: the original, and the one the restore replaced.
    const titles = listRevisions("product", product.id).map(
      (revision) => JSON.parse(rows("product", product.id).find((row) => row.id === revision.id)!.snapshot).title,
    );
    expect(titles).toEqual(["Jewellery Box, large", "Jewellery Box"]);
    expect(compareRevision("product", product.id, version!.id)!.changes).toEqual([]);
  });

  it("is refused on a slug another post took since, and nothing changes", async () => {
    const post = createBlogPost({ title: "Inlay Care", slug: "inlay-care" });
    await updateBlogPost(
      admin,
      post.id,
      blogPostSchema.parse({ title: "Inlay Care", slug: "inlay-care-guide", category: post.category, content: "New text." }),
    );
    createBlogPost({ title: "Another", slug: "inlay-care" });
    const [version] = listRevisions("blog_post", post.id);
    const before = { post: getBlogPost(post.id), versions: rows("blog_post", post.id) };

    const result = await restoreRevision(admin, "blog_post", post.id, version!.id);
    expect(result).toEqual({ ok: false, errors: { slug: [panelBlogCopy.slugTaken] }, conflict: true });
    expect(getBlogPost(post.id)).toEqual(before.post);
    expect(rows("blog_post", post.id)).toEqual(before.versions);
  });

  it("is refused when the version's category was deleted since, and nothing changes", async () => {
    const gone = createCategory.product().id;
    const kept = createCategory.product().id;
    const product = createProduct({ title: "Tray", category: gone });
    await updateProduct(admin, product.id, productInput(kept, { title: "Tray, round" }));
    expect(deleteCategory(admin, "product", gone).ok).toBe(true);
    const [version] = listRevisions("product", product.id);
    const before = { product: getProduct(product.id), versions: rows("product", product.id) };

    const result = await restoreRevision(admin, "product", product.id, version!.id);
    expect(result).toEqual({ ok: false, errors: { category: [productPanelCopy.categoryMissing] } });
    expect(getProduct(product.id)).toEqual(before.product);
    expect(rows("product", product.id)).toEqual(before.versions);
  });

  it("needs the permission that edits the record; a version of another record is not found", async () => {
    const manager = createUser({ user_type: 3, account_status: "approved" });
    const post = createBlogPost({ title: "Manager test" });
    await updateBlogPost(admin, post.id, blogPostSchema.parse({ title: "Manager test 2", category: post.category, content: "Text." }));
    const [version] = listRevisions("blog_post", post.id);
    expect(await restoreRevision(manager, "blog_post", post.id, version!.id)).toMatchObject({ ok: false, reason: "forbidden" });
    const other = createBlogPost({ title: "Other" });
    expect(await restoreRevision(admin, "blog_post", other.id, version!.id)).toMatchObject({ ok: false, reason: "not_found" });
    expect(getBlogPost(post.id)!.title).toBe("Manager test 2");
  });
});

describe("the settings' secrets", () => {
  it("the mail password is never in a version, and a restore never changes it", () => {
    const email = (password: string) =>
      emailSettingsSchema.parse({
        support_email: "studio@sadeli.example",
        smtp_host: "smtp.gmail.com",
        smtp_port: "465",
        email_notifications: "on",
        email_app_password: password,
      });
    const general = (description: string, gu: string) =>
      generalSettingsSchema.parse({
        site_name: "Surat Sadeli Art Studio",
        site_description: description,
        translations: { sent: "1", gu: { site_description: gu }, hi: {} },
      });

    expect(updateSettings(admin, "email", email("first-app-password-abcd")).ok).toBe(true);
    updateSettings(admin, "general", general("Old description", "જૂનું વર્ણન"));
    updateSettings(admin, "general", general("New description", "નવું વર્ણન"));
    expect(updateSettings(admin, "email", email("second-app-password-wxyz")).ok).toBe(true);
    const secret = getSiteSettings()!.email_app_password_encrypted;
    expect(secret).not.toBe("");

    for (const row of rows("site_settings", 1)) {
      expect(row.snapshot).not.toContain("email_app_password");
      expect(row.snapshot).not.toContain(secret);
      expect(row.snapshot).not.toContain("app-password");
    }

    // The version the "New description" save replaced holds the old description.
    const version = listRevisions("site_settings", 1).find((revision) => {
      const snapshot = JSON.parse(rows("site_settings", 1).find((row) => row.id === revision.id)!.snapshot);
      return snapshot.site_description === "Old description";
    })!;
    return restoreRevision(admin, "site_settings", 1, version.id).then((restored) => {
      expect(restored.ok).toBe(true);
      expect(getSiteSettings()!.site_description).toBe("Old description");
      expect(getSettingsTranslations().gu?.site_description).toBe("જૂનું વર્ણન");
      expect(getSiteSettings()!.email_app_password_encrypted).toBe(secret);
    });
  });
});
