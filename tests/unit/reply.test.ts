import { describe, expect, it } from "vitest";

import { MAX_LENGTH } from "~/lib/constants";
import { checkReply, REPLY_REQUIRED, REPLY_TOO_LONG, replySchema } from "~/lib/schemas/admin/reply";

describe("the one reply rule", () => {
  it("the form schema and the domain's check agree", () => {
    for (const text of ["", "   ", "\n\t"]) {
      expect(checkReply(text)).toEqual({ ok: false, reason: "empty", message: REPLY_REQUIRED });
      expect(replySchema.safeParse({ reply_message: text }).error?.issues[0]?.message).toBe(REPLY_REQUIRED);
    }
    const long = "a".repeat(MAX_LENGTH.message + 1);
    expect(checkReply(long)).toEqual({ ok: false, reason: "too_long", message: REPLY_TOO_LONG });
    expect(replySchema.safeParse({ reply_message: long }).error?.issues[0]?.message).toBe(REPLY_TOO_LONG);
    expect(checkReply("  Thank you.  ")).toEqual({ ok: true, reply: "Thank you." });
    expect(checkReply(null)).toMatchObject({ ok: false, reason: "empty" });
  });
});
