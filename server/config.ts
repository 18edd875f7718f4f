import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * The service's configuration comes from the environment only, parsed and checked once at start.
 * A bad value stops the start with a message that names the variable, the rule and the value.
 */

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: `must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `must be a whole number from ${min} to ${max}` })
        .max(max, { error: `must be a whole number from ${min} to ${max}` }),
    );

const flag = z
  .enum(['0', '1', 'true', 'false'], { error: 'must be 1, 0, true or false' })
  .transform((v) => v === '1' || v === 'true');

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .refine((v) => !/[?#]/.test(v), { error: 'must not have a query or fragment' })
  .transform((v) => v.replace(/\/+$/, ''));

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' });

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const EnvSchema = z.object({
  PORT: wholeNumber(0, 65535).default(3000),
  HOST: z.string().min(1, { error: 'must not be empty' }).default('127.0.0.1'),
  /** The address clients use (scheme, host, port, optional path), for absolute links. */
  PUBLIC_URL: httpUrl.optional(),
  /** SQLite file used when DATABASE_URL is not set. */
  DB_PATH: z.string().min(1, { error: 'must not be empty' }).default('data/ledgerline.sqlite'),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: wholeNumber(1, 500).default(10),
  /** Comma-separated origins allowed to call the API cross-origin (none by default). */
  CORS_ORIGINS: z.string().default(''),
  BODY_LIMIT_BYTES: wholeNumber(1, 1024 * 1024 * 1024).default(1_048_576),
  /** How long a client may take to send a request body once its headers are in. */
  BODY_TIMEOUT_MS: wholeNumber(100, 600_000).default(10_000),
  /** Directory of the built web app; served on the same origin when it exists. */
  WEB_DIST: z.string().min(1, { error: 'must not be empty' }).default('dist'),
  LOG_REQUESTS: flag.default(true),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  /** A separate listener for /metrics (and the probes), off the public port. */
  METRICS_PORT: wholeNumber(0, 65535).optional(),
  METRICS_HOST: z.string().min(1, { error: 'must not be empty' }).default('127.0.0.1'),
  /** When set, /metrics is also served on the public port to `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z
    .string()
    .min(16, { error: 'must be at least 16 characters' })
    .regex(/^\S+$/, { error: 'must not contain spaces' })
    .optional(),
  /** Reverse proxies in front of the service whose X-Forwarded-For entries are trusted. */
  TRUST_PROXY: wholeNumber(0, 10).default(0),
  /** Failed authentications allowed per client address and window before 429. */
  AUTH_FAILURE_LIMIT: wholeNumber(1, 1_000_000_000).default(30),
  AUTH_FAILURE_WINDOW_SECONDS: wholeNumber(1, 86_400).default(60),
  /** How long SIGTERM waits for in-flight requests before closing what is left. */
  SHUTDOWN_TIMEOUT_MS: wholeNumber(0, 600_000).default(25_000),
  /** How often the settlement job closes due days, after a first run at start (0: never). */
  SETTLEMENT_INTERVAL_SECONDS: wholeNumber(0, 86_400).default(60),
  /** Signs session cookies; by default a random secret generated once per install (settings). */
  BETTER_AUTH_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters (e.g. `openssl rand -base64 32`)' })
    .optional(),
  /** Mail server for invitations and reset links, e.g. smtp://user:pass@mail.example.com:587. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The From address of mail the service sends. */
  SMTP_FROM: z.email({ error: 'must be an email address' }).default('ledgerline@localhost'),
  /** Failed sign-ins allowed per account (email) and window before 429. */
  SIGN_IN_FAILURE_LIMIT_PER_ACCOUNT: wholeNumber(1, 1_000_000).default(10),
  /** Failed sign-ins allowed per client address and window before 429. */
  SIGN_IN_FAILURE_LIMIT_PER_ADDRESS: wholeNumber(1, 1_000_000).default(50),
  SIGN_IN_FAILURE_WINDOW_SECONDS: wholeNumber(1, 86_400).default(900),
  /** How long a signed-in session lasts without use. */
  SESSION_DAYS: wholeNumber(1, 90).default(7),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  host: string;
  /** Origin (and optional path) clients reach the service at, without a trailing slash. */
  publicUrl: string | undefined;
  sqlitePath: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  corsOrigins: string[];
  bodyLimitBytes: number;
  bodyTimeoutMs: number;
  webDistDir: string;
  logRequests: boolean;
  logLevel: LogLevel;
  metricsPort: number | undefined;
  metricsHost: string;
  metricsToken: string | undefined;
  trustProxy: number;
  authFailureLimit: number;
  authFailureWindowSeconds: number;
  shutdownTimeoutMs: number;
  settlementIntervalSeconds: number;
  /** From BETTER_AUTH_SECRET; undefined: the per-install secret in `settings`. */
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  smtpFrom: string;
  signInFailureLimitPerAccount: number;
  signInFailureLimitPerAddress: number;
  signInFailureWindowSeconds: number;
  sessionDays: number;
}

/** A configuration problem; the message names every variable that is wrong. */
class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Variables whose values are secret (a password may be in SMTP_URL). */
const SECRET_VARIABLES = new Set(['BETTER_AUTH_SECRET', 'SMTP_URL']);

const shown = (value: unknown) => {
  const text = String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable counts as unset, as in most shells' `VAR= command`.
  const present = Object.fromEntries(
    Object.keys(EnvSchema.shape)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // Secrets are never echoed, not even in part.
      const got = SECRET_VARIABLES.has(name)
        ? 'a value that is not shown'
        : `"${shown(present[name])}"`;
      return `  ${name} ${issue.message} (got ${got})`;
    });
    throw new ConfigError(`invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL,
    sqlitePath: e.DB_PATH === ':memory:' ? e.DB_PATH : resolve(e.DB_PATH),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    bodyTimeoutMs: e.BODY_TIMEOUT_MS,
    webDistDir: resolve(e.WEB_DIST),
    logRequests: e.LOG_REQUESTS,
    logLevel: e.LOG_LEVEL,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    metricsToken: e.METRICS_TOKEN,
    trustProxy: e.TRUST_PROXY,
    authFailureLimit: e.AUTH_FAILURE_LIMIT,
    authFailureWindowSeconds: e.AUTH_FAILURE_WINDOW_SECONDS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    settlementIntervalSeconds: e.SETTLEMENT_INTERVAL_SECONDS,
    authSecret: e.BETTER_AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    signInFailureLimitPerAccount: e.SIGN_IN_FAILURE_LIMIT_PER_ACCOUNT,
    signInFailureLimitPerAddress: e.SIGN_IN_FAILURE_LIMIT_PER_ADDRESS,
    signInFailureWindowSeconds: e.SIGN_IN_FAILURE_WINDOW_SECONDS,
    sessionDays: e.SESSION_DAYS,
  };
}

/** The environment's configuration, or a message naming what is wrong and exit code 2. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
}
