/**
 * Issue 18 through the API: GET/PUT /api/account/ (profile, email change through a confirmation
 * link, password change with the current one) and POST /api/account/password/forgot/ and /reset/.
 * Every answer is checked against the OpenAPI description (fixtures.ts). The links' tokens are
 * read from the emails the server queued (this server has no mail server; the browser tests in
 * tests/e2e/account-self-service.spec.ts read them from a real SMTP server).
 */
import { expect, test } from "./fixtures";
import { apiLogin, approvedClient, bearer, setAccountStatus, withTestDatabase } from "./support";

const FORGOT = "/api/account/password/forgot/";
const RESET = "/api/account/password/reset/";
const ACCOUNT = "/api/account/";
const NEW_PASSWORD = "rosewood-and-brass-2026";

const SENT =
  "If an approved business account uses that address, we have emailed it a link to set a new password. The link works once, for one hour. Check your spam folder if it does not arrive in a few minutes.";
const LINK_INVALID = "This link has expired or has already been used. Please ask for a new one.";

/** The token of the newest link of `path` emailed to an address, from the outbox, or null. */
function emailedToken(to: string, path: string): string | null {
  const rows = withTestDatabase(
    (database) => database.prepare("select text_body from email_outbox where to_address = ? order by id desc").all(to.toLowerCase()) as { text_body: string }[],
  );
  const pattern = new RegExp(`${path.replace(/[/?]/g, "\\$&")}\\?token=([A-Za-z0-9_-]+)`);
  for (const row of rows) {
    const match = pattern.exec(row.text_body);
    if (match) return match[1]!;
  }
  return null;
}

/**
 * The token of a link that is written after the answer was sent (forgot-password looks the address
 * up and writes only then, decision 022): asked again until it is there.
 */
async function tokenOnceEmailed(to: string, path: string): Promise<string> {
  await expect.poll(() => emailedToken(to, path), { message: `a ${path} link emailed to ${to}` }).not.toBeNull();
  return emailedToken(to, path)!;
}

/** Emails queued to an address, leaving out the sign-up's own confirmation link (issue 28). */
const emailCount = (to: string) =>
  withTestDatabase(
    (database) =>
      (
        database.prepare("select count(*) as n from email_outbox where to_address = ? and reference not like 'user:%:email_confirm'").get(to.toLowerCase()) as {
          n: number;
        }
      ).n,
  );

/** The references of the emails queued to an address (user:<id>:password_changed...). */
const references = (to: string) =>
  withTestDatabase((database) =>
    (database.prepare("select reference from email_outbox where to_address = ? order by id").all(to.toLowerCase()) as { reference: string }[]).map((row) =>
      row.reference.replace(/^user:\d+:/, ""),
    ),
  );

const profile = {
  user_name: "Anjali Desai",
  business_name: "Desai Interiors",
  contact_number: "+91 97250 22222",
  address: "8 Ghod Dod Road",
  city: "Surat",
};

test("forgot: the same answer for an approved, a pending and an unknown address; only the approved one gets a link", async ({ request }) => {
  const approved = await approvedClient(request, "forgot-approved");
  const pending = await approvedClient(request, "forgot-pending");
  setAccountStatus(pending.user_email, "pending");
  const unknown = `nobody.${Date.now()}@example.in`;
  const answers = [];
  // The approved address last: its email, written after its answer, comes after the work of the
  // two before it, so once it is there the others have had theirs (and wrote nothing).
  for (const user_email of [pending.user_email, unknown, approved.user_email]) {
    const response = await request.post(FORGOT, { data: { user_email } });
    expect(response.status()).toBe(200);
    answers.push(await response.json());
  }
  expect(answers).toEqual([answers[0], answers[0], answers[0]]);
  expect(answers[0]).toEqual({ status: true, message: SENT });
  expect(await tokenOnceEmailed(approved.user_email, "/reset-password")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(emailCount(pending.user_email)).toBe(0);
  expect(emailCount(unknown)).toBe(0);

  const invalid = await request.post(FORGOT, { data: { user_email: "not-an-address" } });
  expect(invalid.status()).toBe(400);
  expect((await invalid.json()).errors.user_email).toEqual(["Please enter a valid email"]);
});

test("reset: the emailed token sets the new password once, ends every session, and the old password is refused", async ({ request }) => {
  const client = await approvedClient(request, "reset");
  await request.post(FORGOT, { data: { user_email: client.user_email } });
  const token = await tokenOnceEmailed(client.user_email, "/reset-password");

  const common = await request.post(RESET, { data: { token, password: "password123" } });
  expect(common.status()).toBe(400);
  expect((await common.json()).errors.password).toEqual(["This password is too common. Please choose one that is harder to guess"]);

  const done = await request.post(RESET, { data: { token, password: NEW_PASSWORD } });
  expect(done.status()).toBe(200);
  expect(await done.json()).toEqual({ status: true, message: "Your password has been changed. Please sign in with your new password." });

  expect((await request.get(ACCOUNT, { headers: bearer(client.token) })).status()).toBe(401);
  expect((await request.post("/api/login/", { data: { user_email: client.user_email, password: client.password } })).status()).toBe(401);
  await apiLogin(request, client.user_email, NEW_PASSWORD);

  const again = await request.post(RESET, { data: { token, password: "yet-another-password-1" } });
  expect(again.status()).toBe(400);
  expect(await again.json()).toMatchObject({ status: false, message: LINK_INVALID, errors: { token: [LINK_INVALID] } });

  const made = await request.post(RESET, { data: { token: "x".repeat(43), password: NEW_PASSWORD } });
  expect(made.status()).toBe(400);
});

test("GET /api/account/ answers the caller's account without the password hash", async ({ request }) => {
  const client = await approvedClient(request, "me");
  const response = await request.get(ACCOUNT, { headers: bearer(client.token) });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.data).toMatchObject({ user_email: client.user_email, user_name: "Kiran Shah", account_status: "approved" });
  expect(JSON.stringify(body)).not.toContain("password_hash");
  expect((await request.get(ACCOUNT)).status()).toBe(401);
});

test("PUT /api/account/ saves the profile with the sign-up rules; a new email waits for its link", async ({ request }) => {
  const client = await approvedClient(request, "put");
  const refused = await request.put(ACCOUNT, {
    headers: bearer(client.token),
    data: { ...profile, user_name: "A", contact_number: "12", account_status: "x" },
  });
  expect(refused.status()).toBe(400);
  const errors = (await refused.json()).errors;
  expect(errors.user_name).toEqual(["Name must be at least 2 characters"]);
  expect(errors.contact_number).toEqual(["Contact number must be at least 10 digits"]);
  expect(errors.account_status).toEqual(["This field is not accepted."]);

  const newEmail = `moved.${Date.now()}@example.in`;
  // Issue 28: a token alone (a borrowed session) no longer moves the login elsewhere.
  const unproven = await request.put(ACCOUNT, { headers: bearer(client.token), data: { ...profile, user_email: newEmail } });
  expect(unproven.status()).toBe(400);
  expect((await unproven.json()).errors.current_password).toEqual(["Please enter your current password"]);
  const wrong = await request.put(ACCOUNT, { headers: bearer(client.token), data: { ...profile, user_email: newEmail, current_password: "not-the-password" } });
  expect(wrong.status()).toBe(400);
  expect((await wrong.json()).errors.current_password).toEqual(["Your current password is not correct."]);
  expect(emailCount(newEmail)).toBe(0);

  const saved = await request.put(ACCOUNT, { headers: bearer(client.token), data: { ...profile, user_email: newEmail, current_password: client.password } });
  expect(saved.status()).toBe(200);
  const body = await saved.json();
  expect(body.data).toMatchObject({ ...profile, user_email: client.user_email });
  expect(body.message).toContain(newEmail);
  const token = emailedToken(newEmail, "/account/confirm-email");
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // The old address is told, with the link that cancels the change.
  expect(emailedToken(client.user_email, "/account/void-email-change")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // Nothing changed yet: the old address still signs in.
  await apiLogin(request, client.user_email, client.password);

  // An address another account uses is answered like any other (no enumeration); its owner gets a notice, no link.
  const taken = await approvedClient(request, "taken");
  const asked = await request.put(ACCOUNT, {
    headers: bearer(client.token),
    data: { ...profile, user_email: taken.user_email, current_password: client.password },
  });
  expect(asked.status()).toBe(200);
  expect((await asked.json()).message).toBe(body.message.replace(newEmail, taken.user_email));
  expect(references(taken.user_email)).toEqual(expect.arrayContaining(["email_taken"]));
  expect(emailedToken(taken.user_email, "/account/confirm-email")).toBeNull();
});

test("PUT /api/account/ changes the password only with the current one, and ends the other sessions", async ({ request }) => {
  const client = await approvedClient(request, "pw");
  const other = await apiLogin(request, client.user_email, client.password);

  const missing = await request.put(ACCOUNT, { headers: bearer(client.token), data: { ...profile, password: NEW_PASSWORD } });
  expect(missing.status()).toBe(400);
  expect((await missing.json()).errors.current_password).toEqual(["Please enter your current password"]);

  const wrong = await request.put(ACCOUNT, {
    headers: bearer(client.token),
    data: { ...profile, current_password: "not-the-password", password: NEW_PASSWORD },
  });
  expect(wrong.status()).toBe(400);
  expect((await wrong.json()).errors.current_password).toEqual(["Your current password is not correct."]);
  expect((await request.get(ACCOUNT, { headers: bearer(other) })).status()).toBe(200);

  const changed = await request.put(ACCOUNT, {
    headers: bearer(client.token),
    data: { ...profile, current_password: client.password, password: NEW_PASSWORD },
  });
  expect(changed.status()).toBe(200);
  // ASVS 7.2.4 (issue 28): the caller gets a fresh token; the one it asked with ends with the others.
  const fresh = (await changed.json()).token as string;
  expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect((await request.get(ACCOUNT, { headers: bearer(fresh) })).status()).toBe(200);
  expect((await request.get(ACCOUNT, { headers: bearer(client.token) })).status()).toBe(401);
  expect((await request.get(ACCOUNT, { headers: bearer(other) })).status()).toBe(401);
  await apiLogin(request, client.user_email, NEW_PASSWORD);
  // The account's address hears of it.
  expect(references(client.user_email)).toContain("password_changed");
});
