/**
 * GET /api/search/ answers from the site search's index (issue 29, docs/decisions/027): a record
 * written through /api/manage_data/ is found at once and gone once deleted, hidden ones never;
 * each match carries a plain-text `snippet`; a misspelt English word is searched corrected and
 * `corrected` says so; a guest's gallery snippet is the description's preview (decision 009).
 * The fixtures check every answer against the OpenAPI description.
 */
import { someProductCategory } from "../e2e/support/factories";
import { expect, test } from "./fixtures";
import { adminToken, bearer, withTestDatabase } from "./support";

/** A made-up word of letters only, different on each run, no letter twice after `start` (so a swap of two is a typo). */
const madeUpWord = (start: string) =>
  start +
  [..."bdfghklmnprstvz"]
    .sort(() => Math.random() - 0.5)
    .slice(0, 6)
    .join("");

test("a product written through the API is found with a snippet, found misspelt, and gone once deleted", async ({ request }) => {
  const admin = adminToken();
  const word = madeUpWord("kesu");
  const category = someProductCategory();
  const created = await request.post("/api/manage_data/Product/", {
    headers: bearer(admin),
    data: { title: `${word} Casket`, description: `A casket with a ${word} border of brass.`, category: category.id, price: 2100 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as number;

  const answer = await (await request.get(`/api/search/?q=${word}`)).json();
  expect(answer).toMatchObject({ query: word, corrected: null, count: 1 });
  expect(answer.results.products.results).toEqual([
    expect.objectContaining({ id, title: `${word} Casket`, url: `/products/${id}`, snippet: `A casket with a ${word} border of brass.` }),
  ]);
  // The beginning of a word is enough.
  expect((await (await request.get(`/api/search/?q=${word.slice(0, 6)}`)).json()).results.products.results[0]?.id).toBe(id);

  // Two letters swapped: nothing has those letters, so the closest indexed word is searched.
  const swapped = `${word.slice(0, 5)}${word[6]}${word[5]}${word.slice(7)}`;
  const misspelt = await (await request.get(`/api/search/?q=${swapped}`)).json();
  expect(misspelt).toMatchObject({ query: swapped, corrected: word, count: 1 });

  expect((await request.delete(`/api/manage_data/Product/${id}/`, { headers: bearer(admin) })).status()).toBeLessThan(300);
  expect(await (await request.get(`/api/search/?q=${word}`)).json()).toMatchObject({ count: 0, corrected: null });
});

test("hidden gallery items are never found; a guest's gallery snippet is the description's preview, an account's the matched words", async ({ request }) => {
  const admin = adminToken();
  const word = madeUpWord("toda");
  const { id: category, image } = withTestDatabase((database) =>
    database.prepare("select c.id as id, g.image_url as image from gallery_categories c join gallery_items g on g.category = c.id limit 1").get(),
  ) as { id: number; image: string };
  const description = `A long panel made over a whole winter by two craftsmen of Gopipura for a hall in Surat, with a ${word} border.`;
  const post = (title: string, is_available: boolean) =>
    request.post("/api/manage_data/GalleryItem/", { headers: bearer(admin), data: { title, description, image_url: image, category, is_available } });
  const shown = await post(`${word} Panel`, true);
  expect(shown.status(), await shown.text()).toBe(201);
  const hidden = await post(`${word} Hidden Panel`, false);
  expect(hidden.status(), await hidden.text()).toBe(201);
  const shownId = (await shown.json()).data.id as number;

  const guest = await (await request.get(`/api/search/?q=${word}`)).json();
  expect(guest.count).toBe(1);
  expect(guest.results.gallery.results.map((item: { id: number }) => item.id)).toEqual([shownId]);
  expect(guest.results.gallery.results[0].snippet).not.toContain(word);
  expect(guest.results.gallery.results[0].snippet).toMatch(/…$/);

  const member = await (await request.get(`/api/search/?q=${word}`, { headers: bearer(admin) })).json();
  expect(member.results.gallery.results[0].snippet).toContain(`${word} border`);
});
