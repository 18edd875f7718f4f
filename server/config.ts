import { resolve } from 'node:path';
import { z } from 'zod';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** SQLite file used when DATABASE_URL is not set. */
  DB_PATH: z.string().default('data/ledgerline.sqlite'),
  DATABASE_URL: z.string().optional(),
  /** Comma-separated origins allowed to call the API cross-origin (none by default). */
  CORS_ORIGINS: z.string().default(''),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /** Directory of the built web app; served on the same origin when it exists. */
  WEB_DIST: z.string().default('dist'),
  LOG_REQUESTS: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
});

export interface AppConfig {
  port: number;
  host: string;
  sqlitePath: string;
  databaseUrl: string | undefined;
  corsOrigins: string[];
  bodyLimitBytes: number;
  webDistDir: string;
  logRequests: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    sqlitePath: e.DB_PATH === ':memory:' ? e.DB_PATH : resolve(e.DB_PATH),
    databaseUrl: e.DATABASE_URL || undefined,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webDistDir: resolve(e.WEB_DIST),
    logRequests: e.LOG_REQUESTS,
  };
}
