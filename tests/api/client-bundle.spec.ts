/**
 * Issue 7, item 7: the client build (what any visitor can download) holds no secret and no
 * server-only code: no database driver, ORM, mailer or password hashing, no module of
 * app/.server, no read of a secret from the environment, no value of the test server's secrets.
 * Reads `${BUILD_DIR}/client`, which the api project is run against (`npm run build` first).
 */
import fs from "node:fs";
import path from "node:path";

import { expect, test } from "./fixtures";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";

/** Text that only server code contains; each with why it must not be in the browser. */
const SERVER_ONLY: [string, RegExp][] = [
  ["the SQLite driver", /better-sqlite3|better_sqlite3/],
  ["the ORM", /drizzle-orm|drizzle_orm|sqliteTable\(/],
  ["SQL of the schema or queries", /\bCREATE TABLE\b|\bPRAGMA\s+\w+|\bINSERT INTO\b|\bsqlite_master\b/i],
  ["the mailer", /nodemailer|createTransport\(/],
  ["password hashing", /\bscrypt\b|timingSafeEqual|decoyPasswordHash|hashPassword/],
  ["Node built-ins", /["'`]node:(?:fs|crypto|child_process|path|os|net|http|stream)["'`]/],
  ["a read of a secret from the environment", /process\.env\.(?:SESSION_SECRET|ADMIN_PASSWORD|ADMIN_EMAIL|SMTP_URL|DATABASE_PATH|UPLOADS_DIR)/],
  ["the names of secret settings", /\bSESSION_SECRET\b|\bSMTP_URL\b|\bADMIN_PASSWORD\b|sessionSecret|smtpUrl|smtp_password|app_password_hash/],
  ["a module of app/.server", /app\/\.server\/|\.server\/(?:db|auth|password|sessions|config)\b/],
  ["the session table's token hash", /token_hash/],
  ["sharp (server image code)", /\bsharp\(/],
  ["the common-password list (49,000 words kept on the server)", /zxcvbn|fxa-common-password|123456\W{1,4}password\W{1,4}12345678/],
  ["the session cookie's signing", /createCookieSessionStorage|unsign\(|createCookie\(/],
];

/** Values of the test server's secrets (playwright.config.ts): never in a build, whatever ran. */
const SECRET_VALUES = [
  "e2e-session-secret-with-enough-length-0123456789",
  "e2e-admin-password-42",
  "process-session-secret-with-enough-length-0123456789",
  "process-admin-password-42",
];

function clientFiles(): { name: string; text: string }[] {
  const root = path.resolve(BUILD_DIR, "client");
  if (!fs.existsSync(root)) throw new Error(`No client build at ${root}: run \`BUILD_DIR=${BUILD_DIR} npx react-router build\` first`);
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { name: path.relative(root, file), text: fs.readFileSync(file).toString("utf8") };
    });
}

test("the client build holds no server-only module, no secret name and no secret value", () => {
  const files = clientFiles();
  const scripts = files.filter((file) => file.name.endsWith(".js"));
  // The walk proves something only if the build is there: the entry, root and route chunks.
  expect(scripts.length).toBeGreaterThan(20);
  expect(scripts.some((file) => /entry\.client/.test(file.name))).toBe(true);

  const problems: string[] = [];
  for (const file of files) {
    for (const [what, pattern] of SERVER_ONLY) {
      const match = pattern.exec(file.text);
      if (match) problems.push(`${file.name}: ${what} (${JSON.stringify(file.text.slice(Math.max(0, match.index - 40), match.index + 60))})`);
    }
    for (const value of SECRET_VALUES) if (file.text.includes(value)) problems.push(`${file.name}: the secret value ${value}`);
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

test("route modules in the client build have no loader or action code", () => {
  // React Router removes loaders and actions from client chunks; a route chunk that still
  // imports the database or reads a request's form on its own would show these names.
  const problems: string[] = [];
  for (const file of clientFiles().filter((entry) => entry.name.endsWith(".js"))) {
    if (/\bexport\s*\{[^}]*\b(?:loader|action)\b[^}]*\}/.test(file.text) && /\brequest\.formData\(\)/.test(file.text)) {
      problems.push(`${file.name}: exports a loader or action`);
    }
    if (/getOptionalUser|requirePanelAccess|requireApiUser/.test(file.text)) problems.push(`${file.name}: server auth helpers`);
  }
  expect(problems, problems.join("\n")).toEqual([]);
});
