/** Leaving the newsletter: a link opens a confirmation (a GET never unsubscribes), the button does. */
import { expect, test } from "@playwright/test";

import { withTestDatabase } from "./support/environment";

function subscribe(email: string): string {
  return withTestDatabase((database) => {
    const token = `t${Date.now()}${Math.floor(Math.random() * 1e9)}`.padEnd(32, "x");
    database.prepare("insert into newsletter_subscribers (email, unsubscribe_token, status) values (?, ?, 'subscribed')").run(email, token);
    return token;
  });
}
const statusOf = (email: string) =>
  (withTestDatabase((database) => database.prepare("select status from newsletter_subscribers where email = ?").get(email)) as { status: string }).status;

test("opening the link changes nothing; confirming unsubscribes", async ({ page, request }, testInfo) => {
  const email = `leaving.${testInfo.project.name}.${Date.now()}@example.in`;
  const token = subscribe(email);

  const preview = await request.get(`/newsletter/unsubscribe/${token}`);
  expect(preview.status()).toBe(200);
  expect(statusOf(email)).toBe("subscribed");

  await page.goto(`/newsletter/unsubscribe/${token}`);
  await expect(page.getByRole("heading", { name: "Unsubscribe from our newsletter" })).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0); // the address is shown masked
  await page.getByRole("button", { name: "Yes, unsubscribe me" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  expect(statusOf(email)).toBe("unsubscribed");
});

test("an unknown token is a 404", { tag: "@http" }, async ({ request }) => {
  expect((await request.get("/newsletter/unsubscribe/not-a-real-token-0000000000")).status()).toBe(404);
  expect((await request.post("/newsletter/unsubscribe/not-a-real-token-0000000000", { maxRedirects: 0 })).status()).toBe(404);
});
