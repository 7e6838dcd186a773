/**
 * Issue 29, defect 4 and the erased account's reply (defect 9), against a real SQLite file: the
 * team's reply to an earlier inquiry or signed-in contact message goes to the account's current
 * address after a confirmed email change (the record keeps the address it was sent with); a
 * visitor's message is answered at the address typed; a reply to an erased account's inquiry is
 * stored, emails nobody, and the panel's toast and the API's answer say so instead of naming the
 * placeholder address.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { confirmEmailChange, requestEmailChange } from "~/.server/accounts/my-account";
import { deleteOwnAccount } from "~/.server/accounts/personal-data";
import { createSession } from "~/.server/accounts/sessions";
import type { User } from "~/.server/accounts/users";
import { db, schema } from "~/.server/db";
import { createPortfolioInquiry, createProductInquiry } from "~/.server/inquiries/inquiries";
import { createContactMessage } from "~/.server/messages/contact";
import { replyToContactMessage, replyToPortfolioInquiry, replyToProductInquiry } from "~/.server/messages/replies";
import { ERASED_INQUIRER } from "~/lib/copy/my-data";
import { contactSchema } from "~/lib/schemas/contact";
import { portfolioInquirySchema, productInquirySchema } from "~/lib/schemas/inquiries";
import { readToast } from "~/routes/.server/toast";
import * as portfolioReplyApi from "~/routes/api/portfolio-inquiry-reply";
import * as productReplyApi from "~/routes/api/product-inquiry-reply";
import { handleInquiryPost } from "~/routes/panel/.server/inquiry-actions";

import { createAdmin, createPortfolioItem, createProduct, createUser, unique } from "../support/factories";

const SITE = "http://localhost:5173";
const PASSWORD = "kesar-mango-1987";
let admin: User;

beforeAll(() => {
  admin = createAdmin({ password: PASSWORD });
});

function ok<T>(result: { ok: true; record: T } | { ok: false }): T {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
  return result.record;
}

/** The reply emails queued for a record (its outbox reference), with their recipients. */
const replyEmailsOf = (reference: string) =>
  db()
    .select({ to: schema.emailOutbox.to_address, text: schema.emailOutbox.text_body })
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.reference, reference))
    .all();

/** The person moves to a new address through the emailed link, as /account and the link do it. */
async function changeEmail(user: User, newEmail: string) {
  expect((await requestEmailChange(user, { user_email: newEmail, current_password: PASSWORD })).ok).toBe(true);
  const mail = db()
    .select()
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.reference, `user:${user.id}:email_change`))
    .get()!;
  const token = /confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(mail.text_body)![1]!;
  expect(confirmEmailChange(token, user.id)).toMatchObject({ ok: true, record: { user_email: newEmail } });
}

/** A buyer with a product inquiry, a portfolio inquiry and a contact message sent signed in, all under the first address. */
function buyerWithHistory() {
  const old = `${unique("old")}@example.in`;
  const buyer = createUser({ user_email: old, password: PASSWORD });
  const product = ok(
    createProductInquiry(buyer, productInquirySchema.parse({ product_item: createProduct().id, message: "Six jewellery boxes, please.", quantity: 6 })),
  );
  const project = ok(
    createPortfolioInquiry(buyer, portfolioInquirySchema.parse({ portfolio_item: createPortfolioItem().id, message: "A reception desk like this one?" })),
  );
  const message = createContactMessage(
    contactSchema.parse({ name: "Meera Desai", email: old, phone: "", subject: "Showroom visit", message: "May we visit on Friday?", message_type: "inquiry" }),
    { userId: buyer.id },
  );
  return { buyer, old, product, project, message };
}

describe("a reply after the buyer confirmed a new email address", () => {
  it("goes to the account's current address for product and portfolio inquiries and signed-in contact messages; the records keep the old one", async () => {
    const { buyer, old, product, project, message } = buyerWithHistory();
    const now = `${unique("new")}@example.in`;
    await changeEmail(buyer, now);

    const productReply = replyToProductInquiry(product.id, "Yes, six boxes take two weeks.", admin);
    const projectReply = replyToPortfolioInquiry(project.id, "We can make the desk in rosewood.", admin);
    const messageReply = replyToContactMessage(message.id, "Friday at eleven suits us.", admin);

    // The doors are told where each email went: the new address.
    expect(productReply).toMatchObject({ ok: true, emailedTo: now, record: { inquirer_email: old } });
    expect(projectReply).toMatchObject({ ok: true, emailedTo: now, record: { inquirer_email: old } });
    expect(messageReply).toMatchObject({ ok: true, emailedTo: now, record: { email: old } });
    // And the outbox holds each reply to the new address, none to the old.
    for (const reference of [`product_inquiry:${product.id}:reply`, `portfolio_inquiry:${project.id}:reply`, `contact_message:${message.id}:reply`]) {
      expect(replyEmailsOf(reference).map((email) => email.to)).toEqual([now]);
    }
  });

  it("a visitor's contact message (no account) is answered at the address it was sent with", () => {
    const typed = `${unique("visitor")}@example.in`;
    const message = createContactMessage(
      contactSchema.parse({ name: "Ravi Mistry", email: typed, phone: "", subject: "Prices", message: "Do you ship to Pune?", message_type: "inquiry" }),
    );
    expect(replyToContactMessage(message.id, "Yes, across India.", admin)).toMatchObject({ ok: true, emailedTo: typed });
    expect(replyEmailsOf(`contact_message:${message.id}:reply`).map((email) => email.to)).toEqual([typed]);
  });
});

describe("a reply to an erased account's inquiry", () => {
  async function erasedInquiries() {
    const { buyer, product, project } = buyerWithHistory();
    expect(await deleteOwnAccount(buyer, PASSWORD)).toMatchObject({ ok: true });
    return { product, project };
  }

  it("is stored, emails nobody, and the domain says no email went", async () => {
    const { product } = await erasedInquiries();
    const result = replyToProductInquiry(product.id, "The boxes are ready.", admin);
    expect(result).toMatchObject({ ok: true, emailedTo: null, record: { status: "replied", reply_message: "The boxes are ready." } });
    expect(replyEmailsOf(`product_inquiry:${product.id}:reply`)).toEqual([]);
  });

  it("the panel's toast says no email was sent because the account was deleted, and names no address", async () => {
    const { product } = await erasedInquiries();
    const request = new Request(`${SITE}/panel/product-inquiries/${product.id}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "reply", reply_message: "The boxes are ready for you." }),
    });
    const answer = (await handleInquiryPost(request, { kind: "product", id: product.id, user: admin, listPath: "/panel/product-inquiries" })) as Response;
    expect(answer.status).toBe(302);
    const cookie = answer.headers.get("Set-Cookie")!.split(";")[0]!;
    const { toast } = await readToast(new Request(SITE, { headers: { Cookie: cookie } }));
    expect(toast).toMatchObject({ type: "info" });
    expect(toast!.message).toContain("Reply saved.");
    expect(toast!.message).toContain("No email was sent: the account that wrote this was deleted");
    expect(toast!.message).not.toContain(ERASED_INQUIRER.email);
    expect(toast!.message).not.toContain("on its way");
  });

  it("the API answers that the reply is saved and no email was sent", async () => {
    const { product, project } = await erasedInquiries();
    const token = createSession(admin.id, "api");
    for (const [route, kind, id] of [
      [productReplyApi, "product-inquiries", product.id],
      [portfolioReplyApi, "portfolio-inquiries", project.id],
    ] as const) {
      const answer = (await route.action({
        request: new Request(`${SITE}/api/${kind}/${id}/reply/`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
          body: JSON.stringify({ reply_message: "Your order is ready." }),
        }),
        params: { id: String(id) },
        context: { clientAddress: unique("10.3.0") },
      } as never)) as Response;
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as { status: boolean; message: string; data: { reply_message: string } };
      expect(body).toMatchObject({ status: true, data: { reply_message: "Your order is ready." } });
      expect(body.message).toBe("Reply saved. No email was sent: the account that wrote this was deleted.");
    }
  });
});
