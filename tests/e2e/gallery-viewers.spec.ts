/**
 * Issue 14 (6), spec section 2: a gallery item shows a guest the same thing at every door (the
 * card, the dialog, the page and /api/gallery/items/{id}/): the description's first words
 * (docs/decisions/009); a signed-in account sees all of it everywhere. The demo pieces name their
 * creator, on the cards, the detail, the portfolio detail and in the API alike.
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

import { apiLogin, bearer } from "../api/support";
import { logInAsNewBuyer } from "./support/accounts";
import { withTestDatabase } from "./support/environment";
import { waitForHydration } from "./support/hydration";

type Piece = { id: number; title: string; description: string; creator: string | null };

/** A demo piece with a description longer than a preview, and its creator's name. */
function demoPiece(): Piece {
  return withTestDatabase(
    (database) =>
      database
        .prepare(
          `select g.id, g.title, g.description, u.user_name as creator from gallery_items g left join users u on u.id = g.created_by
           where g.is_available = 1 and length(g.description) > 100 order by length(g.description) desc, g.id limit 1`,
        )
        .get() as Piece,
  );
}

/** What each door shows of the piece: description and creator. */
async function doors(page: Page, request: APIRequestContext, piece: Piece, headers: Record<string, string>) {
  await page.goto(`/gallery?${new URLSearchParams({ q: piece.title })}`);
  // With JavaScript the card opens a dialog once the list has hydrated.
  if (test.info().project.name === "js-on") await waitForHydration(page);
  const card = page.locator("article").filter({ has: page.getByRole("heading", { name: piece.title, exact: true }) });
  const seen = {
    card: { description: await card.locator("[data-card-description]").textContent(), creator: await card.locator("[data-creator]").textContent() },
  } as Record<string, { description: string | null; creator: string | null }>;

  await card.getByRole("link", { name: piece.title, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/gallery/${piece.id}`);
  // With JavaScript the detail opens as a dialog over the list; without, as its page.
  const detail = test.info().project.name === "js-on" ? page.getByRole("dialog") : page.getByRole("main");
  seen.dialog = { description: await detail.getByTestId("artwork-description").textContent(), creator: await detail.locator("[data-creator]").textContent() };

  await page.goto(`/gallery/${piece.id}`);
  seen.page = { description: await page.getByTestId("artwork-description").textContent(), creator: await page.locator("main [data-creator]").textContent() };

  const item = await (await request.get(`/api/gallery/items/${piece.id}/`, { headers })).json();
  seen.api = { description: item.description, creator: item.created_by_name };
  const list = await (await request.get(`/api/gallery/items/?${new URLSearchParams({ search: piece.title })}`, { headers })).json();
  const listed = list.results.find((result: { id: number }) => result.id === piece.id);
  seen.apiList = { description: listed.description, creator: listed.created_by_name };
  return seen;
}

function expectAgreement(seen: Record<string, { description: string | null; creator: string | null }>, description: string, creator: string) {
  for (const [door, shown] of Object.entries(seen)) {
    expect(shown.description, door).toBe(description);
    expect(shown.creator?.replace(/^(by|Created by) /, ""), door).toBe(creator);
  }
}

test("a guest gets the same preview of a gallery item on the card, the dialog, the page and the API", async ({ page, request }) => {
  const piece = demoPiece();
  expect(piece.creator, "the demo pieces have a creator").toBeTruthy();
  const seen = await doors(page, request, piece, {});
  const preview = seen.api!.description!;
  expect(preview.endsWith("…")).toBe(true);
  expect(piece.description.startsWith(preview.slice(0, -1))).toBe(true);
  expect(preview.length).toBeLessThan(piece.description.length);
  expectAgreement(seen, preview, piece.creator!);
  await expect(page.getByText("Sign in to see full descriptions and high-resolution images.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open high-resolution image" })).toHaveCount(0);
});

test("a signed-in account gets the whole gallery item at every door", async ({ page, request }, testInfo) => {
  const piece = demoPiece();
  const account = await logInAsNewBuyer(page, testInfo);
  const token = await apiLogin(request, account.user_email, account.password);
  const seen = await doors(page, request, piece, bearer(token));
  expectAgreement(seen, piece.description, piece.creator!);
  await expect(page.getByText("Sign in to see full descriptions")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Open high-resolution image" })).toBeVisible();
});

test("the portfolio detail and the API name the demo project's creator", async ({ page, request }) => {
  const project = withTestDatabase(
    (database) =>
      database
        .prepare(
          "select p.id, u.user_name as creator from portfolio_items p left join users u on u.id = p.created_by where p.is_public = 1 order by p.id limit 1",
        )
        .get() as { id: number; creator: string | null },
  );
  expect(project.creator, "the demo projects have a creator").toBeTruthy();
  await page.goto(`/portfolio/${project.id}`);
  await expect(page.getByRole("main").locator("dt", { hasText: "Created by" }).locator("+ dd")).toHaveText(project.creator!);
  expect((await (await request.get(`/api/portfolio/items/${project.id}/`)).json()).created_by_name).toBe(project.creator);
});
