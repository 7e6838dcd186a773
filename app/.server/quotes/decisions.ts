/**
 * Issue 31: the buyer answers the quotation they were sent: accept it (with their purchase-order
 * number, if they have one) or decline it with a reason. Only the buyer's own quote, only while it
 * waits for them and is still valid; the answer is about the latest revision sent.
 */
import { and, eq } from "drizzle-orm";

import { schema, writeTransaction } from "~/.server/db";
import { notifyQuotationAnswered } from "~/.server/email/notifications";
import { type Done, notFound, type Refused, refused } from "~/.server/result";
import { quoteRuleCopy } from "~/lib/copy/quotes";
import { indianToday } from "~/lib/schemas/quotes";

import { latestSentRevision } from "./pricing";
import type { QuoteRow } from "./quotation";

const { quotes } = schema;

export type DecisionResult = Done<QuoteRow> | Refused<"not_found" | "not_allowed" | "closed">;

type Answer = { accept: true; po_number: string } | { accept: false; reason: string };

export function answerQuotation(userId: number, quoteId: number, answer: Answer): DecisionResult {
  return writeTransaction((tx): DecisionResult => {
    // Another buyer's quote is "not found": its existence is not told (IDOR).
    const quote = tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.id, quoteId), eq(quotes.user_id, userId)))
      .get();
    if (!quote) return notFound();
    if (quote.status !== "quoted") return refused("not_allowed", quoteRuleCopy.notWaiting);
    const revision = latestSentRevision(quoteId, tx);
    if (!revision) return refused("not_allowed", quoteRuleCopy.notWaiting);
    if (revision.valid_until < indianToday()) return refused("closed", quoteRuleCopy.expired);
    const now = new Date().toISOString();
    const updated = tx
      .update(quotes)
      .set(
        answer.accept
          ? { status: "accepted", accepted_at: now, po_number: answer.po_number, updated_at: now }
          : { status: "declined", declined_at: now, decline_reason: answer.reason, updated_at: now },
      )
      .where(and(eq(quotes.id, quoteId), eq(quotes.status, "quoted")))
      .returning()
      .get()!;
    notifyQuotationAnswered(tx, updated);
    return { ok: true, record: updated };
  });
}
