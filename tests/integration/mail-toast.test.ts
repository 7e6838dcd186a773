/**
 * Toasts after an action that emails someone tell the truth (issue 14, section 5): with no mail
 * server set up the email waits in the outbox, the toast says so and links to Settings, Email;
 * with one set up it says the email is on its way. Never "has been emailed": nothing is sent yet.
 */
import { describe, expect, it } from "vitest";

import { setEmailAppPassword } from "~/.server/email/smtp-settings";
import { mailToast } from "~/routes/.server/toast";

import { setSiteSettings } from "../support/email-fixtures";

describe("mailToast", () => {
  it("says the email waits in the outbox, with a link to the Email settings, when no mail server is set up", () => {
    setSiteSettings({ support_email: "workshop@sadeli.test", email_app_password_encrypted: "" });
    const toast = mailToast("nisha@example.in", { ready: "Reply sent successfully!", waiting: "Reply saved." });
    expect(toast).toEqual({
      type: "info",
      message: "Reply saved. The email to nisha@example.in waits in the outbox: no mail server is set up.",
      link: { href: "/panel/settings?tab=email", label: "Settings, Email" },
    });
    expect(toast.message).not.toMatch(/emailed|sent/);
  });

  it("says the email is on its way once a mail server is set up", () => {
    setSiteSettings({ support_email: "workshop@sadeli.test" });
    setEmailAppPassword("abcd efgh ijkl mnop");
    expect(mailToast("nisha@example.in", { ready: "Reply sent successfully!", waiting: "Reply saved." })).toEqual({
      type: "success",
      message: "Reply sent successfully! An email to nisha@example.in is on its way.",
    });
  });
});
