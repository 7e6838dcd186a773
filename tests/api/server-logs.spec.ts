/**
 * Issue 7, item 7: the server's log never holds a password, a session cookie, a bearer token,
 * an unsubscribe token or a configured secret. A server of its own with LOG_REQUESTS=true and an
 * SMTP_URL holding a password (its mail server is down, so the email worker logs failures) goes
 * through sign-up (form and API), right and wrong logins, a too-long password, bearer calls,
 * tokens in the query string, an admin resetting a password (panel and API), unsubscribe links,
 * a body the parser refuses, and logout. Then its whole output is searched for every secret used.
 */
import { randomBytes } from "node:crypto";

import Database from "better-sqlite3";

import { type ServerProcess, startServer, TEST_ADMIN } from "../support/server-process";
import { expect, newCheckedContext, test } from "./fixtures";

const SESSION_SECRET = "process-session-secret-with-enough-length-0123456789";
const unique = (label: string) => `${label}-${randomBytes(9).toString("base64url")}`;

let server: ServerProcess | undefined;
test.afterAll(async () => {
  await server?.stop();
});

test("no password, token, cookie or configured secret ever reaches the log", async () => {
  test.setTimeout(90_000);
  const smtpPassword = unique("smtp-pass");
  server = await startServer({
    env: {
      LOG_REQUESTS: "true",
      // Nothing listens on port 9: every delivery fails and is logged.
      SMTP_URL: `smtp://mailer:${smtpPassword}@127.0.0.1:9`,
      // A failure ends a batch: polled often, every email is tried within the test.
      EMAIL_POLL_MS: "100",
      SESSION_SECRET,
    },
  });
  const secrets = new Map<string, string>([
    ["SMTP password", smtpPassword],
    ["SESSION_SECRET", SESSION_SECRET],
    ["ADMIN_PASSWORD", TEST_ADMIN.password],
  ]);
  const keep = (label: string, value: string) => {
    secrets.set(label, value);
    return value;
  };
  const http = await newCheckedContext({ baseURL: server.url });
  const db = new Database(server.databasePath);
  db.pragma("busy_timeout = 5000");
  const approve = (email: string) => db.prepare("update users set account_status = 'approved' where user_email = ?").run(email);
  const cookieOf = (headers: { name: string; value: string }[]) => {
    const header = headers.find((entry) => entry.name.toLowerCase() === "set-cookie" && /sadeli_session=/.test(entry.value));
    const value = header ? /sadeli_session=([^;]+)/.exec(header.value)![1]! : "";
    return value;
  };

  try {
    // ---- Sign-up: form and API ----------------------------------------------------------------
    const formEmail = `logs.form.${Date.now()}@example.in`;
    const formPassword = keep("form sign-up password", unique("Form-Pass"));
    const signup = await http.post("/signup", {
      form: {
        user_name: "Meera Desai",
        business_name: "Desai Interiors",
        user_email: formEmail,
        contact_number: "+91 98250 12345",
        address: "14 Ring Road, Athwa Lines",
        city: "Surat",
        password: formPassword,
        confirm_password: formPassword,
      },
      maxRedirects: 0,
    });
    expect(signup.status(), await signup.text()).toBe(302);
    const apiEmail = `logs.api.${Date.now()}@example.in`;
    const apiPassword = keep("API sign-up password", unique("Api-Pass"));
    const apiSignup = await http.post("/api/signup/", {
      data: {
        user_name: "Kiran Shah",
        business_name: "Shah Handicrafts",
        user_email: apiEmail,
        contact_number: "+91 98250 11111",
        password: apiPassword,
        address: "22 Station Road, Varachha",
        city: "Surat",
      },
    });
    expect(apiSignup.status(), await apiSignup.text()).toBe(201);
    // A sign-up refused for a mismatched confirmation: the password is sent back to nobody and logged nowhere.
    keep("refused sign-up password", unique("Refused-Pass"));
    await http.post("/signup", {
      form: { user_email: "x@example.in", password: secrets.get("refused sign-up password")!, confirm_password: "other" },
      maxRedirects: 0,
    });
    approve(formEmail);
    approve(apiEmail);

    // ---- Logins: right, wrong, too long -----------------------------------------------------------
    const user = await newCheckedContext({ baseURL: server.url });
    const login = await user.post("/login", { form: { user_email: formEmail, password: formPassword }, maxRedirects: 0 });
    expect(login.status()).toBe(302);
    const userCookie = keep("user session cookie", cookieOf(login.headersArray()));
    expect(userCookie).not.toBe("");
    keep("user session token", decodeURIComponent(userCookie).split(".")[0]!);
    await http.post("/login", { form: { user_email: formEmail, password: keep("wrong form password", unique("Wrong-Pass")) }, maxRedirects: 0 });
    await http.post("/login", {
      form: { user_email: "nobody@example.in", password: keep("unknown account password", unique("Nobody-Pass")) },
      maxRedirects: 0,
    });
    await http.post("/login", { form: { user_email: formEmail, password: keep("too-long password", unique("Long").padEnd(200, "z")) }, maxRedirects: 0 });
    await http.post("/api/login/", { data: { user_email: apiEmail, password: keep("wrong API password", unique("Wrong-Api")) } });

    const apiLogin = await http.post("/api/login/", { data: { user_email: apiEmail, password: apiPassword } });
    expect(apiLogin.status()).toBe(200);
    const token = keep("user bearer token", ((await apiLogin.json()) as { token: string }).token);
    expect((await http.get("/api/products/inquiries/user/", { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
    // Tokens and passwords in a query string (a careless client): the log keeps the path only.
    await http.get(`/api/products/?token=${token}&password=${apiPassword}`);
    await http.get(`/products?access_token=${token}`);
    // A token that is not valid is not logged either.
    await http.get("/api/products/inquiries/user/", { headers: { Authorization: `Bearer ${keep("forged token", unique("forged"))}` } });
    // The user's page views with the cookie.
    expect((await user.get("/")).status()).toBe(200);

    // ---- An admin resets passwords: panel form and API -----------------------------------------
    const admin = await newCheckedContext({ baseURL: server.url });
    // The token first: a login from a context holding a session cookie ends that session.
    const adminTokenAnswer = await admin.post("/api/login/", { data: { user_email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
    const adminToken = keep("admin bearer token", ((await adminTokenAnswer.json()) as { token: string }).token);
    const adminLogin = await admin.post("/login", { form: { user_email: TEST_ADMIN.email, password: TEST_ADMIN.password }, maxRedirects: 0 });
    expect(adminLogin.status()).toBe(302);
    keep("admin session cookie", cookieOf(adminLogin.headersArray()));
    const userId = (db.prepare("select id from users where user_email = ?").get(formEmail) as { id: number }).id;
    const reset = await admin.post(`/panel/users/${userId}/edit`, {
      form: {
        user_name: "Meera Desai",
        business_name: "Desai Interiors",
        user_email: formEmail,
        contact_number: "+91 98250 12345",
        address: "14 Ring Road, Athwa Lines",
        city: "Surat",
        user_type: "2",
        password: keep("password reset in the panel", unique("Reset-Pass")),
      },
      maxRedirects: 0,
    });
    expect(reset.status(), await reset.text()).toBe(302);
    const apiUserId = (db.prepare("select id from users where user_email = ?").get(apiEmail) as { id: number }).id;
    await admin.patch(`/api/manage_data/UserProfile/${apiUserId}/`, {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { password: keep("password reset by API", unique("Api-Reset")) },
    });
    // The panel's settings: the SMTP app password is stored (encrypted), not logged.
    await admin.post("/panel/settings", {
      form: { intent: "save", tab: "email", email_app_password: keep("SMTP app password in settings", unique("App-Pass")) },
      maxRedirects: 0,
    });

    // ---- Newsletter: subscribe, confirm and unsubscribe by link -----------------------------------------
    const subscriber = `logs.news.${Date.now()}@example.in`;
    expect((await http.post("/newsletter", { form: { email: subscriber }, maxRedirects: 0 })).status()).toBe(302);
    // Double opt-in: the emailed confirmation link (its token never logged), its page, its button.
    const confirmToken = keep(
      "newsletter confirmation token",
      /\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(
        (db.prepare("select text_body from email_outbox where to_address = ? order by id desc").get(subscriber) as { text_body: string }).text_body,
      )![1]!,
    );
    expect((await http.get(`/newsletter/confirm?token=${confirmToken}`)).status()).toBe(200);
    expect((await http.post("/newsletter/confirm", { form: {}, maxRedirects: 0 })).status()).toBe(302);
    const unsubscribe = keep(
      "unsubscribe token",
      (db.prepare("select unsubscribe_token as t from newsletter_subscribers where email = ?").get(subscriber) as { t: string }).t,
    );
    expect((await http.get(`/newsletter/unsubscribe/${unsubscribe}`)).status()).toBe(200);
    expect((await http.post(`/newsletter/unsubscribe/${unsubscribe}`, { form: {}, maxRedirects: 0 })).status()).toBeLessThan(400);

    // ---- A body the parser refuses, carrying a password ----------------------------------------
    const brokenPassword = keep("password in a broken body", unique("Broken-Pass"));
    await http.post("/login", {
      headers: { "Content-Type": "multipart/form-data; boundary=cut" },
      data: `--cut\r\nContent-Disposition: form-data; name="password"\r\n\r\n${brokenPassword}`,
    });
    await http.post("/api/login/", {
      headers: { "Content-Type": "application/json" },
      data: `{"user_email":"x@example.in","password":"${keep("password in broken JSON", unique("Json-Pass"))}"`,
    });

    // ---- Logout ------------------------------------------------------------------------------------
    expect((await http.post("/api/logout/", { data: { accessToken: token } })).status()).toBe(200);
    expect((await http.get("/api/products/inquiries/user/", { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
    await user.post("/logout", { form: {}, maxRedirects: 0 });

    await Promise.all([http.dispose(), user.dispose(), admin.dispose()]);
    await expect.poll(() => /POST \/logout \d{3}/.test(server!.output()), { timeout: 10_000 }).toBe(true);
    // The email worker has tried (and failed) every email of the run, and logged each failure,
    // before the log is searched: a secret in those lines would be there by now.
    const queued = (db.prepare("select count(*) as n from email_outbox").get() as { n: number }).n;
    expect(queued, "the run queued emails").toBeGreaterThan(0);
    await expect.poll(() => (server!.output().match(/Email #\d+ not sent/g) ?? []).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(queued);
  } finally {
    db.close();
    await server.stop();
  }

  const output = server.output();
  await test.info().attach("server output", { body: output, contentType: "text/plain" });
  if (process.env.SHOW_SERVER_LOG) console.log(output);
  // The log was on and saw the requests (a silent log would prove nothing).
  expect(output).toMatch(/POST \/login 302/);
  expect(output).toMatch(/POST \/api\/login\/ 200/);
  expect(output).toMatch(/GET \/api\/products\/inquiries\/user\/ 200/);
  expect(output).toContain("/newsletter/unsubscribe/[token]");

  const found: string[] = [];
  for (const [label, value] of secrets) {
    expect(value.length, label).toBeGreaterThanOrEqual(12);
    if (output.includes(value)) found.push(label);
    // Also URL-encoded and base64 forms of it.
    if (output.includes(encodeURIComponent(value)) && encodeURIComponent(value) !== value) found.push(`${label} (URL-encoded)`);
    if (output.includes(Buffer.from(value).toString("base64"))) found.push(`${label} (base64)`);
  }
  expect(found, `secrets in the log:\n${found.join("\n")}\n---\n${output.slice(-4000)}`).toEqual([]);
});
