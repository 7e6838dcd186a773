/**
 * One-time submission keys (issue 14, section 3) against a real SQLite file: the key is claimed in
 * the record's own write transaction, so two writes with one key that are both past the early
 * check store once; a write that stores nothing leaves the key free; keys expire after a day.
 */
import { describe, expect, it } from "vitest";

import { db, writeTransaction } from "~/.server/db";
import { createContactMessage } from "~/.server/messages/contact";
import { SUBMISSION_KEY_TTL_MS, submissionKeyOf, withSubmissionKey } from "~/.server/submissions/keys";
import { contactSchema } from "~/lib/schemas/contact";

let sequence = 0;
const message = () =>
  contactSchema.parse({
    name: "Anjali Patel",
    email: `keys${++sequence}.${Date.now()}@example.in`,
    message_type: "inquiry",
    subject: "Return gifts",
    message: "Forty small boxes for a wedding, please.",
  });
const stored = (email: string) => (db().$client.prepare("select count(*) as n from contact_messages where email = ?").get(email) as { n: number }).n;
const newKey = () => `key-${++sequence}-${Math.random().toString(36).slice(2)}`;

describe("withSubmissionKey", () => {
  it("stores once when two writes with one key are both past the early check (slow work before the write)", async () => {
    const input = message();
    const key = newKey();
    // Each write awaits (an image, a password hash) before its transaction: both start before either stores.
    const slowWrite = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return createContactMessage(input);
    };
    const answers = await Promise.all([withSubmissionKey(key, slowWrite), withSubmissionKey(key, slowWrite)]);
    expect(answers.map((answer) => answer.repeated).sort()).toEqual([false, true]);
    expect(stored(input.email)).toBe(1);
  });

  it("a write that stores nothing leaves the key free for the next try", async () => {
    const key = newKey();
    expect(await withSubmissionKey(key, () => ({ ok: false }))).toEqual({ repeated: false, value: { ok: false } });
    const input = message();
    expect((await withSubmissionKey(key, () => createContactMessage(input))).repeated).toBe(false);
    expect(stored(input.email)).toBe(1);
  });

  it("a failed write takes its key with it (rolled back together)", async () => {
    const key = newKey();
    const lost = message();
    await expect(
      withSubmissionKey(key, () =>
        writeTransaction(() => {
          createContactMessage(lost);
          throw new Error("the disk is full");
        }),
      ),
    ).rejects.toThrow("the disk is full");
    expect(stored(lost.email)).toBe(0);
    const input = message();
    expect((await withSubmissionKey(key, () => createContactMessage(input))).repeated).toBe(false);
  });

  it("no key: every post is stored, as before", async () => {
    const input = message();
    await withSubmissionKey(null, () => createContactMessage(input));
    await withSubmissionKey(null, () => createContactMessage(input));
    expect(stored(input.email)).toBe(2);
  });

  it("a key is forgotten after a day", async () => {
    const key = newKey();
    const input = message();
    await withSubmissionKey(key, () => createContactMessage(input));
    const dayAgo = new Date(Date.now() - SUBMISSION_KEY_TTL_MS - 1000).toISOString();
    db().$client.prepare("update submission_keys set created_at = ? where key = ?").run(dayAgo, key);
    expect((await withSubmissionKey(key, () => createContactMessage(input))).repeated).toBe(false);
    expect(stored(input.email)).toBe(2);
    // Old keys are removed as new ones are claimed: the table does not grow for ever.
    expect(
      db()
        .$client.prepare("select count(*) as n from submission_keys where created_at < ?")
        .get(new Date(Date.now() - SUBMISSION_KEY_TTL_MS).toISOString()),
    ).toEqual({ n: 0 });
  });
});

describe("submissionKeyOf", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return data;
  };
  const rendered = "AbCdEfGhIjKlMnOpQrStUv";

  it("is the same for the same form, whatever the order of its fields or the _enhanced flag", () => {
    const one = submissionKeyOf(form({ _submission: rendered, name: "A", message: "B" }), "contact");
    const two = submissionKeyOf(form({ message: "B", _enhanced: "1", name: "A", _submission: rendered }), "contact");
    expect(one).toBe(two);
  });

  it("differs for other content, another door or another rendered key; null without a usable key", () => {
    const base = submissionKeyOf(form({ _submission: rendered, name: "A" }), "contact");
    expect(submissionKeyOf(form({ _submission: rendered, name: "B" }), "contact")).not.toBe(base);
    expect(submissionKeyOf(form({ _submission: rendered, name: "A" }), "newsletter")).not.toBe(base);
    expect(submissionKeyOf(form({ _submission: `${rendered}x`, name: "A" }), "contact")).not.toBe(base);
    expect(submissionKeyOf(form({ name: "A" }), "contact")).toBeNull();
    expect(submissionKeyOf(form({ _submission: "short", name: "A" }), "contact")).toBeNull();
  });
});
