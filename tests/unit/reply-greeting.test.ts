/**
 * Issue 32, defect 4: a reply that opens with its own greeting gets no second one ("Dear Priya
 * Shah, Dear Priya, ..."). The rule is a small pure function; the reply email reads it.
 */
import { describe, expect, it } from "vitest";

import { startsWithGreeting } from "~/.server/email/greeting";
import { replyEmail } from "~/.server/email/templates";

describe("startsWithGreeting", () => {
  it.each([
    "Dear Priya, thank you for writing.",
    "dear priya,",
    "Hello Priya!",
    "Hi,\nYes, we can.",
    "  Hi Priya",
    "Namaste Priya ji,",
    "Good morning Priya,",
    "Respected Sir,",
    "નમસ્તે પ્રિયાબેન,",
    "પ્રિય પ્રિયા,",
    "नमस्ते प्रिया जी,",
    "प्रिय प्रिया,",
    "“Hello Priya,",
  ])("finds the greeting in %j", (reply) => {
    expect(startsWithGreeting(reply)).toBe(true);
  });

  it.each([
    "Thank you for writing, Priya.",
    "History of the box: it is rosewood.",
    "Highly polished pieces take two weeks.",
    "Hearty thanks for your order.",
    "Yes, we can make ten. Dear customers often ask this.",
    "",
  ])("finds none in %j", (reply) => {
    expect(startsWithGreeting(reply)).toBe(false);
  });
});

describe("the reply email", () => {
  const site = { name: "Sadeli Art", email: "hello@sadeli.test", phone: "", address: "", url: "https://sadeli.test" };
  const message = {
    id: 7,
    name: "Priya Shah",
    email: "priya@example.in",
    phone: "",
    subject: "Showroom visit",
    message: "May we visit on Friday?",
    message_type: "inquiry",
    status: "new",
  } as unknown as Parameters<typeof replyEmail>[2];

  it("adds our greeting to a reply without one", () => {
    const email = replyEmail(site, "contact", message, "Yes, Friday at 11 suits us.");
    expect(email.text).toContain("Dear Priya Shah,");
  });

  it("adds none to a reply that opens with its own: no double greeting", () => {
    const email = replyEmail(site, "contact", message, "Dear Priya, Friday at 11 suits us.");
    expect(email.text).not.toContain("Dear Priya Shah,");
    expect(email.html).not.toContain("Dear Priya Shah,");
    expect(email.text.match(/Dear /g)).toHaveLength(1);
  });

  it("adds none in Gujarati either", () => {
    const email = replyEmail(site, "contact", message, "નમસ્તે પ્રિયાબેન, શુક્રવાર ચાલશે.", "gu");
    expect(email.text).not.toContain("પ્રિય Priya Shah");
  });
});
