import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { loadConfig } from "~/.server/config";

const STRONG_SECRET = "k3J9v0Qx7LmN2pR8sT4wY6zA1bC5dE0fG7hJ9kL2";
const root = fs.mkdtempSync(path.join(os.tmpdir(), "sadeli-config-test-"));
let folder: string;
let counter = 0;

beforeEach(() => {
  folder = path.join(root, `case-${counter++}`);
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** An environment with the database in a fresh temporary folder and nothing else set. */
function env(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const publicUrl = extra.NODE_ENV === "production" ? { PUBLIC_URL: "https://sadeli.example" } : {};
  return { DATABASE_PATH: path.join(folder, "app.db"), ...publicUrl, ...extra };
}

describe("loadConfig defaults", () => {
  it("works with an empty environment apart from the database path", () => {
    const config = loadConfig(env({ SESSION_SECRET: STRONG_SECRET }));
    expect(config.nodeEnv).toBe("development");
    expect(config.isProduction).toBe(false);
    expect(config.host).toBe("0.0.0.0");
    expect(config.port).toBe(3000);
    expect(config.databasePath).toBe(path.join(folder, "app.db"));
    expect(config.uploadsDir).toBe(path.resolve("./data/uploads"));
    expect(path.isAbsolute(config.uploadsDir)).toBe(true);
    expect(config.trustProxy).toBe(false);
    expect(config.cookieSecure).toBe(false);
    expect(config.seedOnStart).toBe(true);
    expect(config.logRequests).toBe(true);
    expect(config.adminEmail).toBeUndefined();
    expect(config.adminPassword).toBeUndefined();
  });

  it("defaults DATABASE_PATH to ./data/app.db, resolved to an absolute path", () => {
    // A strong secret is given so that nothing is written beside the default database.
    const config = loadConfig({ SESSION_SECRET: STRONG_SECRET });
    expect(config.databasePath).toBe(path.resolve("./data/app.db"));
    expect(path.isAbsolute(config.databasePath)).toBe(true);
  });

  it("resolves relative paths against the working directory", () => {
    const config = loadConfig({
      SESSION_SECRET: STRONG_SECRET,
      DATABASE_PATH: "relative/site.db",
      UPLOADS_DIR: "relative/../files",
    });
    expect(config.databasePath).toBe(path.join(process.cwd(), "relative", "site.db"));
    expect(config.uploadsDir).toBe(path.join(process.cwd(), "files"));
  });

  it("does not read process.env when given an explicit environment", () => {
    // The test setup sets DATABASE_PATH and UPLOADS_DIR in process.env.
    const config = loadConfig(env({ SESSION_SECRET: STRONG_SECRET }));
    expect(config.uploadsDir).not.toBe(path.resolve(process.env.UPLOADS_DIR!));
    expect(config.logRequests).toBe(true); // process.env.LOG_REQUESTS is "false"
  });

  it("reads the values it is given", () => {
    const config = loadConfig(
      env({
        SESSION_SECRET: STRONG_SECRET,
        HOST: "127.0.0.1",
        PORT: "8080",
        UPLOADS_DIR: path.join(folder, "files"),
        ADMIN_EMAIL: "Owner@Sadeli.Example",
        ADMIN_PASSWORD: "a-long-admin-password",
        SEED_ON_START: "false",
        LOG_REQUESTS: "0",
      }),
    );
    expect(config.host).toBe("127.0.0.1");
    expect(config.port).toBe(8080);
    expect(config.uploadsDir).toBe(path.join(folder, "files"));
    expect(config.adminEmail).toBe("owner@sadeli.example");
    expect(config.adminPassword).toBe("a-long-admin-password");
    expect(config.seedOnStart).toBe(false);
    expect(config.logRequests).toBe(false);
  });
});

describe("PORT", () => {
  it.each([
    ["0", 0],
    ["80", 80],
    ["65535", 65535],
  ])("accepts %s", (value, expected) => {
    expect(loadConfig(env({ SESSION_SECRET: STRONG_SECRET, PORT: value })).port).toBe(expected);
  });

  it.each(["abc", "65536", "-1", "3000.5", "99999", "http"])("refuses %j with a message naming PORT", (value) => {
    expect(() => loadConfig(env({ SESSION_SECRET: STRONG_SECRET, PORT: value }))).toThrow(/^Invalid configuration:[\s\S]*\bPORT: /);
  });

  it.each(["", " "])("does not read the blank PORT %j as port 0 (a random port)", (value) => {
    let port: number | undefined;
    try {
      port = loadConfig(env({ SESSION_SECRET: STRONG_SECRET, PORT: value })).port;
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT: /);
      return;
    }
    expect(port).toBe(3000);
  });

  it("lists every problem at once", () => {
    let message = "";
    try {
      loadConfig(env({ SESSION_SECRET: STRONG_SECRET, PORT: "nope", NODE_ENV: "staging", ADMIN_PASSWORD: "short" }));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain("PORT: ");
    expect(message).toContain("NODE_ENV: ");
    expect(message).toContain("ADMIN_PASSWORD: ADMIN_PASSWORD must be at least 12 characters");
  });
});

describe("other validated settings", () => {
  it("refuses an invalid ADMIN_EMAIL", () => {
    expect(() => loadConfig(env({ SESSION_SECRET: STRONG_SECRET, ADMIN_EMAIL: "not-an-email" }))).toThrow(/ADMIN_EMAIL: /);
  });

  it("refuses an unknown boolean spelling", () => {
    expect(() => loadConfig(env({ SESSION_SECRET: STRONG_SECRET, SEED_ON_START: "maybe" }))).toThrow(/SEED_ON_START: /);
  });

  it.each([
    ["true", true],
    ["1", true],
    ["yes", true],
    ["false", false],
    ["0", false],
    ["no", false],
    // Set to nothing means unset: the default (seed on start) applies.
    ["", true],
  ])("reads the boolean %j as %s", (value, expected) => {
    expect(loadConfig(env({ SESSION_SECRET: STRONG_SECRET, SEED_ON_START: value })).seedOnStart).toBe(expected);
  });
});

describe("SESSION_SECRET", () => {
  it.each(["short", "secret", "changeme", "CHANGE-ME", "password", "session-secret", "x".repeat(31)])("refuses the weak secret %j in production", (secret) => {
    expect(() => loadConfig(env({ NODE_ENV: "production", SESSION_SECRET: secret }))).toThrow(
      "Invalid configuration: SESSION_SECRET must be a random string of at least 32 characters",
    );
  });

  it("measures the secret after trimming spaces", () => {
    const padded = `   ${"x".repeat(31)}   `;
    expect(() => loadConfig(env({ NODE_ENV: "production", SESSION_SECRET: padded }))).toThrow(/SESSION_SECRET/);
  });

  it("accepts a strong secret in production", () => {
    const config = loadConfig(env({ NODE_ENV: "production", SESSION_SECRET: ` ${STRONG_SECRET} ` }));
    expect(config.isProduction).toBe(true);
    expect(config.sessionSecret).toBe(STRONG_SECRET);
  });

  it.each(["development", "test"])("allows a weak secret in %s", (nodeEnv) => {
    const config = loadConfig(env({ NODE_ENV: nodeEnv, SESSION_SECRET: "changeme" }));
    expect(config.sessionSecret).toBe("changeme");
  });

  it("generates a secret beside the database when unset, once, and reuses it", () => {
    const secretFile = path.join(folder, "session-secret");
    expect(fs.existsSync(secretFile)).toBe(false);

    const first = loadConfig(env());
    expect(fs.existsSync(secretFile)).toBe(true);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.sessionSecret).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(fs.readFileSync(secretFile, "utf8").trim()).toBe(first.sessionSecret);
    if (process.platform !== "win32") {
      expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600);
    }

    const second = loadConfig(env());
    expect(second.sessionSecret).toBe(first.sessionSecret);
    // An empty or blank value counts as unset.
    expect(loadConfig(env({ SESSION_SECRET: "" })).sessionSecret).toBe(first.sessionSecret);
    expect(loadConfig(env({ SESSION_SECRET: "   " })).sessionSecret).toBe(first.sessionSecret);
  });

  it("makes a different secret for a different data folder", () => {
    const first = loadConfig(env()).sessionSecret;
    folder = path.join(root, `case-${counter++}`);
    const second = loadConfig(env()).sessionSecret;
    expect(second).not.toBe(first);
  });

  it("creates the data folder when it does not exist yet", () => {
    const nested = path.join(folder, "deeper", "still");
    const config = loadConfig({ DATABASE_PATH: path.join(nested, "app.db") });
    expect(fs.readFileSync(path.join(nested, "session-secret"), "utf8").trim()).toBe(config.sessionSecret);
  });

  it("does not write a secret file when a secret is given", () => {
    loadConfig(env({ SESSION_SECRET: STRONG_SECRET }));
    expect(fs.existsSync(path.join(folder, "session-secret"))).toBe(false);
  });
});

describe("TRUST_PROXY", () => {
  it.each<[string | undefined, boolean | number | string]>([
    [undefined, false],
    ["", false],
    ["false", false],
    ["true", true],
    ["0", 0],
    ["1", 1],
    ["2", 2],
    ["loopback", "loopback"],
    ["10.0.0.1, 10.0.0.2", "10.0.0.1, 10.0.0.2"],
  ])("reads %j as %j", (value, expected) => {
    expect(loadConfig(env({ SESSION_SECRET: STRONG_SECRET, TRUST_PROXY: value })).trustProxy).toStrictEqual(expected);
  });
});

describe("COOKIE_SECURE", () => {
  it("defaults to on in production and off elsewhere", () => {
    expect(loadConfig(env({ NODE_ENV: "production", SESSION_SECRET: STRONG_SECRET })).cookieSecure).toBe(true);
    expect(loadConfig(env({ NODE_ENV: "development", SESSION_SECRET: STRONG_SECRET })).cookieSecure).toBe(false);
    expect(loadConfig(env({ NODE_ENV: "test", SESSION_SECRET: STRONG_SECRET })).cookieSecure).toBe(false);
    expect(loadConfig(env({ SESSION_SECRET: STRONG_SECRET })).cookieSecure).toBe(false);
  });

  it("can be turned off in production and on in development", () => {
    expect(loadConfig(env({ NODE_ENV: "production", SESSION_SECRET: STRONG_SECRET, COOKIE_SECURE: "false" })).cookieSecure).toBe(false);
    expect(loadConfig(env({ NODE_ENV: "development", SESSION_SECRET: STRONG_SECRET, COOKIE_SECURE: "true" })).cookieSecure).toBe(true);
  });

  it("refuses a value that is not a boolean", () => {
    expect(() => loadConfig(env({ SESSION_SECRET: STRONG_SECRET, COOKIE_SECURE: "always" }))).toThrow(/COOKIE_SECURE: /);
  });
});

describe("PUBLIC_URL", () => {
  it("is required in production, with a message that says what to set", () => {
    expect(() => loadConfig(env({ NODE_ENV: "production", SESSION_SECRET: STRONG_SECRET, PUBLIC_URL: undefined }))).toThrow(
      /PUBLIC_URL must be set in production/,
    );
    expect(() => loadConfig(env({ NODE_ENV: "production", SESSION_SECRET: STRONG_SECRET, PUBLIC_URL: "  " }))).toThrow(/PUBLIC_URL/);
  });

  it("is the origin of every absolute link, without a trailing slash", () => {
    expect(loadConfig(env({ NODE_ENV: "production", SESSION_SECRET: STRONG_SECRET, PUBLIC_URL: "https://sadeli.example/" })).publicUrl).toBe(
      "https://sadeli.example",
    );
  });

  it("defaults to the local address outside production", () => {
    expect(loadConfig(env({ SESSION_SECRET: STRONG_SECRET, PORT: "4100" })).publicUrl).toBe("http://localhost:4100");
  });
});

describe("backups and the deploy template (issue 17)", () => {
  it("takes the daily backup by default in production only, into BACKUP_DIR (./backups unless set)", () => {
    const development = loadConfig(env({ SESSION_SECRET: STRONG_SECRET }));
    expect(development.dailyBackup).toBe(false);
    expect(development.backupDir).toBe(path.resolve("./backups"));
    const production = loadConfig(env({ NODE_ENV: "production", SESSION_SECRET: STRONG_SECRET, BACKUP_DIR: "/var/lib/sadeli/backups" }));
    expect(production.dailyBackup).toBe(true);
    expect(production.backupDir).toBe("/var/lib/sadeli/backups");
    expect(loadConfig(env({ NODE_ENV: "production", SESSION_SECRET: STRONG_SECRET, DAILY_BACKUP: "false" })).dailyBackup).toBe(false);
  });

  it("refuses deploy/sadeli.env's placeholders for SESSION_SECRET and ADMIN_PASSWORD in production", () => {
    const template = Object.fromEntries(
      fs
        .readFileSync(path.resolve(import.meta.dirname, "../../deploy/sadeli.env"), "utf8")
        .split("\n")
        .filter((line) => /^(SESSION_SECRET|ADMIN_PASSWORD)=/.test(line))
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    );
    expect(() => loadConfig(env({ NODE_ENV: "production", SESSION_SECRET: template.SESSION_SECRET }))).toThrow(/SESSION_SECRET still holds the placeholder/);
    expect(() => loadConfig(env({ NODE_ENV: "production", SESSION_SECRET: STRONG_SECRET, ADMIN_PASSWORD: template.ADMIN_PASSWORD }))).toThrow(
      /ADMIN_PASSWORD still holds the placeholder/,
    );
    // Outside production (npm run restore, the tests) the template's values are only values.
    expect(() => loadConfig(env({ SESSION_SECRET: template.SESSION_SECRET }))).not.toThrow();
  });
});
