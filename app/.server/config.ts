/**
 * Configuration from the environment, validated once at start. The defaults make a fresh clone
 * work with no set-up; production refuses the settings that would make it unsafe.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { z } from "zod";

const booleanFromEnv = z.enum(["true", "false", "1", "0", "yes", "no", ""]).transform((value) => value === "true" || value === "1" || value === "yes");

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_PATH: z.string().min(1).default("./data/app.db"),
  UPLOADS_DIR: z.string().min(1).default("./data/uploads"),
  SESSION_SECRET: z.string().optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, "ADMIN_PASSWORD must be at least 12 characters").optional(),
  /** Express "trust proxy": a hop count, "true", or a list of addresses. Off by default. */
  TRUST_PROXY: z.string().default("false"),
  /** Secure cookies (and the __Host- prefix). On in production; off for plain-HTTP local tests. */
  COOKIE_SECURE: booleanFromEnv.optional(),
  /** Fill an empty database with the demo content at start. */
  SEED_ON_START: booleanFromEnv.default(true),
  LOG_REQUESTS: booleanFromEnv.default(true),
  /** Where backups go (npm run backup, the daily backup); copy it off the machine (docs/deploy.md). */
  BACKUP_DIR: z.string().min(1).default("./backups"),
  /** A backup a day inside the server, 7 daily and 4 weekly kept. On by default in production. */
  DAILY_BACKUP: booleanFromEnv.optional(),
  /**
   * Mail server URL that replaces the SMTP settings of the admin panel (other providers, tests):
   * smtp://user:pass@host:587 or smtps://user:pass@host:465. It may hold a password: never logged.
   */
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), "SMTP_URL must look like smtp://user:pass@host:port or smtps://...")
    .optional(),
  /** Browser origins allowed to call the JSON API (CORS), comma-separated. */
  CORS_ORIGINS: z.string().default(""),
  /** Multiplies every abuse limit (tests and benchmarks send everything from one address). */
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  /**
   * The site's public origin (https://example.com): every absolute link (canonical and og:url,
   * sitemap.xml, robots.txt, the API's `next` links, emails) is made from it, never from the
   * request's Host header, which any client can set. Required in production.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "PUBLIC_URL must be an http(s) URL such as https://example.com" }).optional(),
});

export type AppConfig = ReturnType<typeof loadConfig>;

/**
 * Abuse limits: at most `limit` requests per `windowSeconds` per client. Each one can be set as
 * RATE_LIMIT_<BUCKET>=<limit>/<seconds> (RATE_LIMIT_CONTACT=5/600); RATE_LIMIT_SCALE multiplies
 * every limit. docs/security.md explains the choice of defaults.
 */
export const DEFAULT_RATE_LIMITS = {
  /**
   * Failed logins from one address (form and API), for browsers without the account's device
   * cookie: a success gives its slot back. High, because a mobile network puts many people behind
   * one address (CGNAT); the per-account counts do the real work (docs/decisions/026).
   */
  login_ip: { limit: 100, windowSeconds: 15 * 60 },
  /**
   * Failed logins for one account from browsers without its device cookie, from anywhere: guessing
   * one password slowly from many addresses. Its owner's browsers are not held by it (login_device).
   */
  login_account: { limit: 10, windowSeconds: 15 * 60 },
  /** Failed logins for one account from one browser holding its device cookie (docs/decisions/022). */
  login_device: { limit: 10, windowSeconds: 15 * 60 },
  /**
   * Wrong current passwords of one signed-in account (password change, erasure): counted apart
   * from logins, so failures from elsewhere never lock the owner out of these forms.
   */
  password_check: { limit: 10, windowSeconds: 15 * 60 },
  /** Successful sign-ups from one address: a refused one (a taken address, a common password) gives its slot back. */
  signup: { limit: 20, windowSeconds: 60 * 60 },
  /** Sign-ups from one address answered "already registered": what tells which addresses have accounts. */
  signup_taken: { limit: 20, windowSeconds: 60 * 60 },
  contact: { limit: 5, windowSeconds: 10 * 60 },
  newsletter: { limit: 5, windowSeconds: 10 * 60 },
  /** Product and portfolio inquiries of one account. */
  inquiry: { limit: 10, windowSeconds: 60 * 60 },
  /** Password-reset requests from one address (form and API). */
  password_reset_ip: { limit: 10, windowSeconds: 60 * 60 },
  /** Password-reset emails for one email address, counted whether or not it has an account (so the limit tells nothing). */
  password_reset_account: { limit: 3, windowSeconds: 60 * 60 },
  /** Email-change confirmations asked by one account. */
  email_change: { limit: 5, windowSeconds: 60 * 60 },
  /** Confirmation links of one account's address (sign-up's confirmation sent again, by the team or the person). */
  email_confirm: { limit: 3, windowSeconds: 60 * 60 },
  /** Every /api request of one client (bearer token, or address without one). */
  api: { limit: 300, windowSeconds: 60 },
  /**
   * Newsletter emails (confirmation links, "already subscribed" notes) to one email address,
   * counted for every address: no one can flood an inbox through the sign-up (docs/decisions/023).
   */
  newsletter_address: { limit: 3, windowSeconds: 24 * 60 * 60 },
} as const;

export type RateLimitBucket = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimitRule = { limit: number; windowSeconds: number };

function rateLimitsFromEnvironment(environment: NodeJS.ProcessEnv, scale: number): Record<RateLimitBucket, RateLimitRule> {
  const rules = {} as Record<RateLimitBucket, RateLimitRule>;
  for (const [bucket, rule] of Object.entries(DEFAULT_RATE_LIMITS) as [RateLimitBucket, RateLimitRule][]) {
    const name = `RATE_LIMIT_${bucket.toUpperCase()}`;
    const given = environment[name]?.trim();
    let { limit, windowSeconds } = rule;
    if (given) {
      const match = /^(\d+)\/(\d+)$/.exec(given);
      if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
        throw new Error(`Invalid configuration:\n  ${name}: expected <limit>/<seconds>, such as 5/600`);
      }
      limit = Number(match[1]);
      windowSeconds = Number(match[2]);
    }
    rules[bucket] = { limit: Math.max(1, Math.round(limit * scale)), windowSeconds };
  }
  return rules;
}

/** How the placeholders of deploy/sadeli.env begin. */
export const TEMPLATE_PLACEHOLDER = "replace-with-";

const WEAK_SECRETS = new Set(["secret", "changeme", "change-me", "password", "session-secret"]);

/**
 * Reads the secret kept beside the database, making it on first use. It is random and strong, so
 * it serves production too when SESSION_SECRET is unset (a fresh clone runs with `npm start`).
 */
function localSessionSecret(databasePath: string): string {
  const file = path.join(path.dirname(path.resolve(databasePath)), "session-secret");
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    return fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    // Runs before the database opens: the first place a bad DATABASE_PATH shows.
    throw new Error(`Cannot keep the session secret at ${file}, beside the database (${(error as Error).message}); check DATABASE_PATH or set SESSION_SECRET`, {
      cause: error,
    });
  }
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false" || value === "") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env) {
  // A variable set to nothing (PORT= in a compose file) means "use the default", not 0 or "".
  const given = Object.fromEntries(Object.entries(environment).filter(([, value]) => value?.trim()));
  const parsed = environmentSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === "production";
  if (isProduction && !env.PUBLIC_URL) {
    throw new Error(
      "Invalid configuration: PUBLIC_URL must be set in production to the site's public address, such as https://sadeli.example (every absolute link is made from it)",
    );
  }

  // deploy/sadeli.env's placeholders must be replaced before the site goes online.
  for (const name of ["SESSION_SECRET", "ADMIN_PASSWORD"] as const) {
    if (isProduction && env[name]?.startsWith(TEMPLATE_PLACEHOLDER)) {
      throw new Error(`Invalid configuration: ${name} still holds the placeholder of deploy/sadeli.env; replace it (docs/deploy.md)`);
    }
  }

  let sessionSecret = env.SESSION_SECRET?.trim();
  if (sessionSecret) {
    const weak = sessionSecret.length < 32 || WEAK_SECRETS.has(sessionSecret.toLowerCase());
    if (weak && isProduction) {
      throw new Error("Invalid configuration: SESSION_SECRET must be a random string of at least 32 characters");
    }
  } else {
    sessionSecret = localSessionSecret(env.DATABASE_PATH);
  }

  return {
    isProduction,
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    databasePath: path.resolve(env.DATABASE_PATH),
    uploadsDir: path.resolve(env.UPLOADS_DIR),
    sessionSecret,
    adminEmail: env.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    cookieSecure: env.COOKIE_SECURE ?? isProduction,
    seedOnStart: env.SEED_ON_START,
    logRequests: env.LOG_REQUESTS,
    backupDir: path.resolve(env.BACKUP_DIR),
    dailyBackup: env.DAILY_BACKUP ?? isProduction,
    smtpUrl: env.SMTP_URL,
    corsOrigins: env.CORS_ORIGINS.split(",")
      .map((origin) => origin.trim().replace(/\/+$/, ""))
      .filter(Boolean),
    rateLimits: rateLimitsFromEnvironment(environment, env.RATE_LIMIT_SCALE),
    /** Origin without a trailing slash: `${publicUrl}/panel/users`. */
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  };
}

let current: AppConfig | undefined;

/** The configuration of this process, loaded on first use. */
export function config(): AppConfig {
  current ??= loadConfig();
  return current;
}
