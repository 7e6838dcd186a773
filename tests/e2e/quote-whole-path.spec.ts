/**
 * Issue 31, "done when": the whole path across both sides, at 390 px, with JavaScript off and on,
 * driven only through the pages a person uses. An approved business account signs in in its own
 * language (Hindi with JavaScript off, Gujarati with it on), adds two products to the quote basket
 * and sends the request; the team (the admin, signed in through the login form in a second
 * browser) prices it in /panel/quotes/:id (quantities, rates, a discount, GST rates, freight) and
 * sends the quotation; the buyer reads it in /account/quotes/:id, downloads the PDF (read back
 * with poppler's pdftotext: its QT number and total), accepts it; the team confirms the order and
 * moves it through its steps; the buyer sees each step. The place of supply differs by project:
 * Mumbai (Maharashtra, another state than the workshop's Gujarat) is IGST, Ahmedabad (Gujarat)
 * is CGST + SGST, for the same lines and the same total. Every email arrives in the SMTP sink:
 * the team's on the request, the buyer's at each step in the buyer's language.
 *
 * Only the scene is set without the pages: the account (signed up through the form's POST, then
 * approved), the workshop's seller details, and the choice of two demo products. The server is
 * this file's own (the shared test server sends no email), started from the same build with
 * SMTP_URL pointing at the sink.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import Database from "better-sqlite3";

import { emailCopy } from "~/lib/copy/emails";
import { emailCopyGu } from "~/lib/copy/emails-gu";
import { emailCopyHi } from "~/lib/copy/emails-hi";
import { gu } from "~/lib/copy/gu";
import { hi } from "~/lib/copy/hi";

import { type ServerProcess, startServer, TEST_ADMIN } from "../support/server-process";
import { createSmtpSink, type ReceivedMail, type SmtpSink } from "../support/smtp-sink";
import { expect, test } from "./support/fixtures";
import { validRegistration } from "./support/forms";
import { waitForHydration } from "./support/hydration";

const PHONE = { width: 390, height: 844 };

test.describe.configure({ mode: "serial" });

let server: ServerProcess;
let sink: SmtpSink;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  sink = await createSmtpSink();
  await sink.start();
  server = await startServer({ env: { SMTP_URL: sink.url, EMAIL_POLL_MS: "100" } });
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

function sql<T>(work: (database: Database.Database) => T): T {
  const database = new Database(server.databasePath);
  database.pragma("busy_timeout = 5000");
  try {
    return work(database);
  } finally {
    database.close();
  }
}

/** A browser of the project (JavaScript on or off) on this file's server, at 390 px. */
async function newBrowser(browser: Browser, testInfo: TestInfo): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false });
  return { context, page: await context.newPage() };
}

/** Each project's buyer: a language, a delivery place and the GST split that place gets. */
const BUYERS = {
  "js-off": { lang: "hi", words: hi, mail: emailCopyHi, city: "Mumbai", state: "27", gstin: "27AAPFU0939F1ZV", split: "IGST" },
  "js-on": { lang: "gu", words: gu, mail: emailCopyGu, city: "Ahmedabad", state: "24", gstin: "", split: "CGST + SGST" },
} as const;

/** A subject written from a template of the copy: its fixed words, any value in each {placeholder}. */
const subjectOf = (template: string) =>
  new RegExp(
    `^${template
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"))
      .join(".+")}$`,
  );

test("the whole path: basket, request, pricing, PDF, acceptance, order steps and emails, in the buyer's language", async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const jsOn = testInfo.project.use.javaScriptEnabled !== false;
  const buyer = BUYERS[jsOn ? "js-on" : "js-off"];
  const { words, mail } = buyer;
  const at = (pathname: string) => `/${buyer.lang}${pathname}`;
  const settle = async (page: Page) => {
    if (jsOn) await waitForHydration(page);
  };

  // --- The scene: an approved business account, the workshop's seller details, two products. ---
  const { context: buyerContext, page } = await newBrowser(browser, testInfo);
  const account = validRegistration(`path.${testInfo.project.name}.${Date.now()}@example.in`);
  const signedUp = await page.request.post("/signup", { form: { ...account, confirm_password: account.password }, maxRedirects: 0 });
  expect(signedUp.status()).toBe(302);
  sql((database) => {
    database
      .prepare("update users set account_status = 'approved', email_confirmed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') where user_email = ?")
      .run(account.user_email);
    database
      .prepare("update site_settings set legal_name = ?, gstin = ?, state_code = '24', invoice_address = ?, upi_id = ? where id = 1")
      .run("Surat Sadeli Works LLP", "24AAACC1206D1ZM", "14 Zampa Bazaar, Surat 395003", "sadeliworks@hdfcbank");
  });
  const [box, tray] = sql((database) => database.prepare("select id from products where is_available = 1 order by id limit 2").all() as Array<{ id: number }>);
  expect(box && tray).toBeTruthy();
  const emailsTo = (address: string) => sink.to(address).filter((each) => !/confirm-email\?token=/.test(each.text));
  /** The buyer's emails once there are `count` of them (the sign-up's confirmation link is not one of them). */
  const buyerMail = async (count: number): Promise<ReceivedMail> => {
    await expect.poll(() => emailsTo(account.user_email).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
    return emailsTo(account.user_email)[count - 1]!;
  };

  await test.step(`the buyer signs in in ${buyer.lang} and adds two products to the quote basket`, async () => {
    await page.goto(at("/login"));
    await settle(page);
    await page.locator('input[name="user_email"]').fill(account.user_email);
    await page.locator('input[name="password"]').fill(account.password);
    await page.locator('main form button[type="submit"]').click();
    // A business account lands on the home page of its language.
    await page.waitForURL((url) => url.pathname === `/${buyer.lang}`);
    for (const [product, quantity, count] of [
      [box!, "4", "1"],
      [tray!, "5", "2"],
    ] as const) {
      await page.goto(at(`/products/${product.id}`));
      await settle(page);
      const form = page.getByTestId("add-to-quote");
      await form.getByLabel(words.inquiryCopy.quoteQuantity).fill(quantity);
      await form.getByRole("button", { name: words.inquiryCopy.addToQuote }).click();
      if (jsOn) await expect(form.getByRole("status")).toHaveText(words.inquiryCopy.addedToQuote);
      else await expect(page.getByText(words.inquiryCopy.addedToQuote)).toBeVisible();
      await expect(page.getByTestId("basket-count")).toHaveText(count);
    }
  });

  let quoteId = 0;
  let reference = "";
  await test.step(`the buyer sends the basket for ${buyer.city}`, async () => {
    await page.getByTestId("basket-link").click();
    await expect(page).toHaveURL((url) => url.pathname === at("/quote"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.quoteBasketCopy.title);
    const lines = page.getByTestId("basket-line");
    await expect(lines).toHaveCount(2);
    await lines.nth(1).getByLabel(words.quoteBasketCopy.note).fill("Walnut finish");
    await page.getByLabel(words.quoteBasketCopy.deliveryCity).fill(buyer.city);
    await page.getByLabel(words.quoteBasketCopy.deliveryState).selectOption(buyer.state);
    if (buyer.gstin) await page.getByLabel(words.quoteBasketCopy.gstin).fill(buyer.gstin);
    await page.getByLabel(words.quoteBasketCopy.message).fill("For the hotel's lobby shop");
    await page.getByRole("button", { name: words.quoteBasketCopy.send }).click();
    await expect(page).toHaveURL(new RegExp(`${at("/account/quotes/")}\\d+$`));
    quoteId = Number(new URL(page.url()).pathname.split("/").at(-1));
    reference = `QR-${String(quoteId).padStart(6, "0")}`;
    await expect(page.getByText(words.quoteBasketCopy.sent.replace("{reference}", reference))).toBeVisible();
    await expect(page.getByTestId("quote-status")).toHaveText(words.myQuotesCopy.statusLabels.requested);
    await expect(page.getByTestId("requested-line")).toHaveCount(2);
    await expect(page.getByTestId("basket-count")).toHaveText("0");
  });

  await test.step("the team is told of the request by email", async () => {
    await expect
      .poll(() => sink.messages.filter((each) => each.replyTo === account.user_email && each.subject.includes(reference)).length, { timeout: 30_000 })
      .toBe(1);
  });

  const { context: teamContext, page: team } = await newBrowser(browser, testInfo);
  let number = "";
  await test.step(`the team prices the request (${buyer.split}) and sends the quotation`, async () => {
    await team.goto("/login");
    await settle(team);
    await team.locator('input[name="user_email"]').fill(TEST_ADMIN.email);
    await team.locator('input[name="password"]').fill(TEST_ADMIN.password);
    await team.locator('main form button[type="submit"]').click();
    await team.waitForURL((url) => url.pathname === "/panel");
    await team.goto("/panel/quotes?status=requested");
    await team.locator(`tr[data-quote="${quoteId}"]`).getByRole("link", { name: reference }).click();
    await expect(team.getByTestId("quote-title")).toHaveText(reference);
    await expect(team.getByText("Walnut finish")).toBeVisible();

    const cell = (line: number, name: string) => team.locator(`[name="lines[${line}].${name}"]`);
    await team.getByRole("button", { name: "Add freight" }).click();
    await expect(cell(2, "description")).toHaveValue("Freight");
    const priced = [
      { hsn: "4420", quantity: "4", unit_price: "2450", discount: "", rate_bp: "500" },
      { hsn: "4419", quantity: "5", unit_price: "1299.50", discount: "100", rate_bp: "1200" },
      { hsn: "9965", quantity: "1", unit_price: "500", discount: "", rate_bp: "500" },
    ];
    for (const [line, values] of priced.entries()) {
      await cell(line, "hsn").fill(values.hsn);
      await cell(line, "quantity").fill(values.quantity);
      await cell(line, "unit_price").fill(values.unit_price);
      await cell(line, "discount").fill(values.discount);
      await cell(line, "rate_bp").selectOption(values.rate_bp);
    }
    await team.getByRole("button", { name: "Send quotation" }).click();
    await expect(team.getByText(/Quotation QT\/\d{4}-\d{2}\/\d{4} sent to the buyer/)).toBeVisible();
    number = (await team.getByTestId("quote-number").textContent())!;
    expect(number).toMatch(/^QT\/\d{4}-\d{2}\/\d{4}$/);
    // 9,800.00 + 6,397.50 + 500.00 taxable; GST 490.00 + 767.70 + 25.00; 17,980.20 rounds to 17,980.
    await expect(team.getByTestId("total")).toHaveText("₹17,980.00");
    if (buyer.split === "IGST") await expect(team.getByTestId("totals")).toContainText("IGST");
    else {
      await expect(team.getByTestId("totals")).toContainText("CGST");
      await expect(team.getByTestId("totals")).toContainText("SGST");
      await expect(team.getByTestId("totals")).not.toContainText("IGST");
    }
  });

  await test.step("the buyer reads the quotation, in their language, and its email", async () => {
    const sent = await buyerMail(1);
    expect(sent.subject).toMatch(subjectOf(mail.quotationSent.subject));
    expect(sent.subject).toContain(number);
    expect(sent.subject).not.toMatch(subjectOf(emailCopy.quotationSent.subject));
    expect(sent.html).toContain(mail.quotationSent.heading);
    expect(sent.raw).toMatch(/Content-Type: application\/pdf/i);

    await page.goto(at("/account/quotes"));
    const row = page.getByTestId("my-quote").filter({ hasText: reference });
    await expect(row.getByTestId("quote-status")).toHaveText(words.myQuotesCopy.statusLabels.quoted);
    await row.getByRole("link").first().click();
    await expect(page).toHaveURL((url) => url.pathname === at(`/account/quotes/${quoteId}`));
    await expect(page.getByTestId("quotation-number")).toHaveText(number);
    await expect(page.getByTestId("quotation-line")).toHaveCount(3);
    await expect(page.getByTestId("quotation-total")).toHaveText("₹17,980.00");
    const taxes = page.getByTestId("quotation-totals");
    if (buyer.split === "IGST") await expect(taxes).toContainText(words.myQuotesCopy.igst);
    else {
      await expect(taxes).toContainText(words.myQuotesCopy.cgst);
      await expect(taxes).toContainText(words.myQuotesCopy.sgst);
    }
  });

  await test.step("the buyer downloads the PDF: its text has the QT number and the total", async () => {
    const downloading = page.waitForEvent("download");
    await page.getByTestId("quotation-pdf").click();
    const download = await downloading;
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "quote-path-"));
    const file = path.join(folder, "quotation.pdf");
    await download.saveAs(file);
    expect(fs.readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
    expect(text).toContain(number);
    expect(text).toContain("17,980.00");
    expect(text).toContain(buyer.split === "IGST" ? "IGST" : "CGST");
    fs.rmSync(folder, { recursive: true, force: true });
  });

  await test.step("the buyer accepts it with a purchase-order number", async () => {
    await settle(page);
    await page.getByLabel(words.myQuotesCopy.poNumber).fill("PO-7781");
    await page.getByRole("button", { name: words.myQuotesCopy.accept }).click();
    await expect(page.getByText(words.myQuotesCopy.acceptedToast)).toBeVisible();
    await expect(page.getByTestId("quote-status")).toHaveText(words.myQuotesCopy.statusLabels.accepted);
    const accepted = await buyerMail(2);
    expect(accepted.subject).toMatch(subjectOf(mail.quotationAnswered.acceptedSubject));
    expect(accepted.subject).toContain(number);
  });

  const steps = [
    { status: "confirmed", label: "Confirmed" },
    { status: "in_production", label: "In production" },
    { status: "dispatched", label: "Dispatched" },
    { status: "delivered", label: "Delivered" },
  ] as const;
  for (const [index, step] of steps.entries()) {
    await test.step(`the team moves the order to ${step.label}; the buyer sees it and gets the email`, async () => {
      await team.goto(`/panel/quotes/${quoteId}`);
      if (step.status === "confirmed") {
        await expect(team.getByTestId("po-number")).toHaveText("PO-7781");
        await team.getByRole("button", { name: "Confirm order" }).click();
        await expect(team.getByText(/Order SO\/\d{4}-\d{2}\/\d{4} confirmed/)).toBeVisible();
      } else {
        await team.getByLabel("Next step").selectOption(step.status);
        if (step.status === "dispatched") {
          await team.getByLabel("Carrier (optional)").fill("Blue Dart");
          await team.getByLabel("Tracking number (optional)").fill("BD123456789IN");
        }
        await team.getByRole("button", { name: "Move the order" }).click();
        await expect(team.getByText(`Order moved to ${step.label}`)).toBeVisible();
      }
      await expect(team.getByTestId("order-status")).toHaveText(step.label);

      await page.goto(at(`/account/quotes/${quoteId}`));
      await expect(page.getByTestId("quote-status")).toHaveText(words.myQuotesCopy.statusLabels.ordered);
      const shown = page.getByTestId("order-step");
      await expect(shown).toHaveCount(index + 1);
      await expect(shown.nth(index)).toContainText(words.myQuotesCopy.stepLabels[step.status]);
      await expect(shown.nth(index).locator("time")).not.toBeEmpty();
      if (step.status === "dispatched") {
        await expect(page.getByTestId("order-carrier")).toHaveText("Blue Dart");
        await expect(page.getByTestId("order-tracking")).toHaveText("BD123456789IN");
      }

      const email = await buyerMail(3 + index);
      expect(email.subject).toMatch(subjectOf(mail.orderStep.subject));
      expect(email.subject).toContain(mail.orderStep.steps[step.status]);
      expect(email.html).toContain(mail.orderStep.headings[step.status]);
    });
  }

  await test.step("nothing more reached the buyer: one email per step, none twice", async () => {
    expect(emailsTo(account.user_email).map((each) => each.subject)).toHaveLength(6);
  });
  await teamContext.close();
  await buyerContext.close();
});
