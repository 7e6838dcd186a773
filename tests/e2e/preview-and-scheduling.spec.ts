/**
 * Issue 32 (docs/decisions/046), on a phone (390 px), JavaScript on and off: a post scheduled from
 * its form in India's time shows "Scheduled for ..." in the list; its Preview link opens the draft,
 * with the banner, for a colleague who is not signed in, never indexed and never kept; a tampered
 * link is refused.
 */
import type { Page } from "@playwright/test";

import { publishingCopy } from "~/lib/copy/publishing";
import { formatScheduleTime, scheduleInputFromUtc } from "~/lib/schedule-time";

import { withTestDatabase } from "./support/environment";
import { createBlogPost, unique } from "./support/factories";
import { expect, test } from "./support/fixtures";

const PHONE = { width: 390, height: 844 };
const card = (page: Page, title: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test("a post scheduled from its form shows 'Scheduled for' in the list, and stays a draft until then", async ({ asAdmin: page }, testInfo) => {
  await page.setViewportSize(PHONE);
  const title = `Festival boxes ${testInfo.project.name} ${Date.now()}`;
  // Two days ahead, at 18:30 India time.
  const day = scheduleInputFromUtc(new Date(Date.now() + 2 * 86_400_000).toISOString()).slice(0, 10);
  const planned = `${day}T18:30`;
  await page.goto("/panel/blog/new");
  const form = page.locator("#blog-post-form");
  await form.getByRole("textbox", { name: "Title" }).fill(title);
  await form.getByRole("combobox", { name: "Category" }).selectOption({ index: 1 });
  await form.getByRole("textbox", { name: "Content" }).fill("Lacquered boxes for Diwali, made to order.");
  await form.getByLabel("Publish at").fill(planned);
  await form.getByRole("button", { name: "Create Post" }).click();
  await expect(page).toHaveURL(/\/panel\/blog(\?|$)/);

  const stored = withTestDatabase((database) => database.prepare("select status, publish_at from blog_posts where title = ?").get(title)) as {
    status: string;
    publish_at: string;
  };
  expect(stored.status).toBe("draft");
  expect(scheduleInputFromUtc(stored.publish_at)).toBe(planned);
  await expect(card(page, title).getByTestId("scheduled-for")).toHaveText(publishingCopy.scheduledFor(formatScheduleTime(stored.publish_at)));
  await expect(card(page, title).getByTestId("scheduled-for")).toContainText(`${Number(day.slice(8))} `);
  await expect(card(page, title).getByTestId("scheduled-for")).toContainText(", 18:30");
});

test("a time in the past is refused at the field", async ({ asAdmin: page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/panel/blog/new");
  const form = page.locator("#blog-post-form");
  await form.getByRole("textbox", { name: "Title" }).fill(`Too late ${Date.now()}`);
  await form.getByRole("combobox", { name: "Category" }).selectOption({ index: 1 });
  await form.getByRole("textbox", { name: "Content" }).fill("Written yesterday.");
  await form.getByLabel("Publish at").fill("2020-01-01T10:00");
  await form.getByRole("button", { name: "Create Post" }).click();
  await expect(form.locator('[data-field-error="publish_at"]')).toHaveText(publishingCopy.publishAtPast);
});

test("the Preview link opens the draft with its banner for someone not signed in; never indexed or kept; a tampered link is refused", async ({
  asAdmin: page,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  const title = unique("Unfinished article ");
  const post = createBlogPost({ title, status: "draft", content: "## Draft\nNot ready for visitors yet." });
  expect((await page.request.get(`/blog/${post.slug}`)).status()).toBe(404);
  await page.goto(`/panel/blog?q=${encodeURIComponent(title)}`);
  const link = card(page, title).getByRole("link", { name: publishingCopy.previewLabel(title) });
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(new RegExp(`^/preview/post/${post.id}/\\d+/[\\w-]{43}$`));
  // The edit form has the same link.
  await page.goto(`/panel/blog/${post.id}/edit`);
  await expect(page.getByRole("link", { name: publishingCopy.previewLabel(title) })).toHaveAttribute("href", /^\/preview\/post\//);

  const colleague = await browser.newContext({ viewport: PHONE });
  const guest = await colleague.newPage();
  const response = await guest.goto(href);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  expect(response?.headers()["cache-control"]).toContain("no-store");
  await expect(guest.getByTestId("preview-banner")).toContainText("Preview");
  await expect(guest.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(guest.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  // Rendered again for each request, never a kept copy: the draft's new title shows at once.
  withTestDatabase((database) => database.prepare("update blog_posts set title = ? where id = ?").run(`${title} (revised)`, post.id));
  await guest.goto(href);
  await expect(guest.getByRole("heading", { level: 1, name: `${title} (revised)` })).toBeVisible();

  // Another post's id with this signature, a stretched expiry, a changed signature: refused.
  const [, , , id, expires, signature] = href.split("/");
  for (const tampered of [
    `/preview/post/${Number(id) + 1}/${expires}/${signature}`,
    `/preview/post/${id}/${Number(expires) + 86_400}/${signature}`,
    `/preview/post/${id}/${expires}/${signature!.slice(0, -2)}AA`,
  ]) {
    const refused = await guest.goto(tampered);
    expect(refused?.status()).toBe(404);
    expect(refused?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(guest.getByRole("heading", { name: "This preview link is not valid." })).toBeVisible();
    await expect(guest.getByText(title)).toHaveCount(0);
  }
  await colleague.close();
});
