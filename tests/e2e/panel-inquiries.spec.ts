/**
 * The product and portfolio inquiry screens with JavaScript on and off: an empty reply shows its
 * message; a reply sets 'replied' and puts the email to the inquirer in the outbox; Close sets
 * 'closed' and hides the reply form; who may use which screen.
 */
import { type Page, type TestInfo } from "@playwright/test";

import { withTestDatabase } from "./support/environment";
import { expect, test } from "./support/fixtures";

type Kind = "product" | "portfolio";

const TABLES = { product: "product_inquiries", portfolio: "portfolio_inquiries" } as const;
const PATHS = { product: "/panel/product-inquiries", portfolio: "/panel/portfolio-inquiries" } as const;

function uniqueToken(testInfo: TestInfo) {
  return `${testInfo.project.name.replace("-", "")}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** An inquiry as a signed-in visitor leaves it (made directly: the public forms have tests of their own). */
function makeInquiry(kind: Kind, token: string): { id: number; email: string; title: string } {
  const email = `inquirer.${token}@example.in`;
  const title = kind === "product" ? `Peacock Jewellery Box ${token}` : `Temple Door Restoration ${token}`;
  const id = withTestDatabase((database) =>
    kind === "product"
      ? database
          .prepare(
            "insert into product_inquiries (product_title, product_category, product_price, inquirer_name, inquirer_email, message, quantity, budget, delivery_timeline) values (?, 'Jewellery Boxes', 4500, 'Nisha Shah', ?, ?, 12, 50000, 'Before Diwali')",
          )
          .run(title, email, `We would like twelve boxes for wedding gifts. ${token}`).lastInsertRowid
      : database
          .prepare(
            "insert into portfolio_inquiries (portfolio_title, inquirer_name, inquirer_email, message, budget, timeline) values (?, 'Nisha Shah', ?, ?, 2500, '3 months')",
          )
          .run(title, email, `Could you restore a carved door with Sadeli panels? ${token}`).lastInsertRowid,
  );
  return { id: Number(id), email, title };
}

const statusOf = (kind: Kind, id: number) =>
  withTestDatabase((database) => database.prepare(`select status, reply_message from ${TABLES[kind]} where id = ?`).get(id)) as {
    status: string;
    reply_message: string | null;
  };

const outboxFor = (to: string) =>
  withTestDatabase((database) => database.prepare("select to_address, subject, text_body, reference from email_outbox where to_address = ?").all(to)) as {
    to_address: string;
    subject: string;
    text_body: string;
    reference: string;
  }[];

/** Opens the inquiry from the list: with JavaScript as a dialog over it, without as a page. */
async function openInquiry(page: Page, kind: Kind, token: string, title: string, testInfo: TestInfo) {
  await page.goto(`${PATHS[kind]}?q=${token}`);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card).toHaveCount(1);
  if (testInfo.project.name === "js-on") await page.waitForLoadState("networkidle");
  await card.getByRole("link", { name: "View" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  if (testInfo.project.name === "js-on") await expect(page.locator("dialog[open]")).toBeVisible();
}

for (const kind of ["product", "portfolio"] as const) {
  test(`an admin replies to a ${kind} inquiry, then closes it`, async ({ asAdmin: page }, testInfo) => {
    test.setTimeout(60_000);
    const token = uniqueToken(testInfo);
    const inquiry = makeInquiry(kind, token);

    // The card: who, what, the amounts in the right currency, the status.
    await page.goto(`${PATHS[kind]}?q=${token}`);
    await expect(page.getByText("Showing 1 of 1 inquiries")).toBeVisible();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: inquiry.title }) });
    await expect(card.getByText("Nisha Shah")).toBeVisible();
    await expect(card.getByText("Pending")).toBeVisible();
    if (kind === "product") {
      await expect(card.getByText("Jewellery Boxes · ₹4,500")).toBeVisible();
      await expect(card.getByText("₹50,000")).toBeVisible();
      await expect(card.getByText("Before Diwali")).toBeVisible();
    } else {
      await expect(card.getByText("$2,500.00")).toBeVisible();
    }

    await openInquiry(page, kind, token, inquiry.title, testInfo);
    await page.getByRole("button", { name: "Send Reply" }).click();
    await expect(page.locator('[data-field-error="reply_message"]')).toHaveText("Please enter a reply message");
    // Blank after trimming is empty too (checked by the server when JavaScript is off).
    await page.getByLabel("Reply message").fill("   ");
    await page.getByRole("button", { name: "Send Reply" }).click();
    await expect(page.locator('[data-field-error="reply_message"]')).toHaveText("Please enter a reply message");
    expect(statusOf(kind, inquiry.id).status).toBe("pending");
    expect(outboxFor(inquiry.email).filter((row) => row.reference.endsWith(":reply"))).toEqual([]);

    const reply = `Thank you, we can make these. ${token}`;
    await page.getByLabel("Reply message").fill(reply);
    await page.getByRole("button", { name: "Send Reply" }).click();
    // Which of the two depends on the mail settings (no mail server here, unless another test sets one).
    await expect(page.getByText(/Reply sent successfully\. An email to .+ is on its way\.|Reply saved\. The email to .+ waits in the outbox/)).toBeVisible();
    expect(statusOf(kind, inquiry.id)).toEqual({ status: "replied", reply_message: reply });
    const emails = outboxFor(inquiry.email).filter((row) => row.reference === `${kind}_inquiry:${inquiry.id}:reply`);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text_body).toContain("Thank you, we can make these.");
    await expect(card.getByText("Replied")).toBeVisible();

    // Filter by status.
    await page.goto(`${PATHS[kind]}?q=${token}&status=pending`);
    await expect(page.getByText("No inquiries found")).toBeVisible();
    await page.goto(`${PATHS[kind]}?q=${token}`);
    await page
      .getByRole("navigation", { name: "Status" })
      .getByRole("link", { name: /^Replied/ })
      .click();
    await expect(page).toHaveURL(/status=replied/);
    await expect(card).toBeVisible();

    // Close: closed, and the reply form is gone.
    await openInquiry(page, kind, token, inquiry.title, testInfo);
    await expect(page.getByText(reply)).toBeVisible();
    await page.getByRole("link", { name: "Close Inquiry" }).click();
    await page.getByRole("button", { name: "Close Inquiry" }).click();
    await expect(page.getByText("Status updated successfully")).toBeVisible();
    expect(statusOf(kind, inquiry.id).status).toBe("closed");
    await openInquiry(page, kind, token, inquiry.title, testInfo);
    await expect(page.getByText("This inquiry is closed. Replies are no longer sent.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Reply" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Close Inquiry" })).toHaveCount(0);

    // A reply posted to a closed inquiry anyway is refused and sends nothing.
    const late = await page.request.post(`${PATHS[kind]}/${inquiry.id}`, { form: { intent: "reply", reply_message: "Late reply" }, maxRedirects: 0 });
    expect(late.status()).toBe(400);
    expect(outboxFor(inquiry.email).filter((row) => row.reference.endsWith(":reply"))).toHaveLength(1);

    const audit = withTestDatabase((database) =>
      database
        .prepare("select action from audit_log where entity = ? and entity_id = ? order by id")
        .all(kind === "product" ? "ProductInquiry" : "PortfolioInquiry", String(inquiry.id)),
    ) as { action: string }[];
    expect(audit.map((row) => row.action)).toEqual(["reply", "status_change"]);
  });
}

test("a store manager may answer product inquiries but not portfolio inquiries; a regular user neither", async ({
  asManager: page,
  asClient: buyerPage,
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const token = uniqueToken(testInfo);
  const productInquiry = makeInquiry("product", token);
  const portfolioInquiry = makeInquiry("portfolio", token);

  expect((await page.goto(`/panel/product-inquiries?q=${token}`))?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: productInquiry.title })).toBeVisible();
  expect((await page.goto(`/panel/product-inquiries/${productInquiry.id}`))?.status()).toBe(200);
  await page.goto(`/panel/portfolio-inquiries/${portfolioInquiry.id}`);
  await expect(page).toHaveURL(/\/$/);
  const managerPost = await page.request.post(`/panel/portfolio-inquiries/${portfolioInquiry.id}`, { form: { intent: "close" }, maxRedirects: 0 });
  expect(managerPost.status()).toBe(302);
  expect(managerPost.headers().location).toBe("/");
  expect(statusOf("portfolio", portfolioInquiry.id).status).toBe("pending");

  for (const [kind, id] of [
    ["product", productInquiry.id],
    ["portfolio", portfolioInquiry.id],
  ] as const) {
    await buyerPage.goto(PATHS[kind]);
    await expect(buyerPage).toHaveURL(/\/$/);
    const forms: Record<string, string>[] = [{ intent: "close" }, { intent: "reply", reply_message: "Hello" }];
    for (const form of forms) {
      const post = await buyerPage.request.post(`${PATHS[kind]}/${id}`, { form, maxRedirects: 0 });
      expect(post.status()).toBe(302);
      expect(post.headers().location).toBe("/");
    }
    expect(statusOf(kind, id).status).toBe("pending");
  }

  const guestContext = await browser.newContext();
  const guest = await guestContext.request.post(`/panel/product-inquiries/${productInquiry.id}`, { form: { intent: "close" }, maxRedirects: 0 });
  expect(guest.status()).toBe(302);
  expect(guest.headers().location).toMatch(/^\/login/);
  await guestContext.close();
  expect(statusOf("product", productInquiry.id).status).toBe("pending");
  expect(outboxFor(productInquiry.email).filter((row) => row.reference.endsWith(":reply"))).toEqual([]);
});
