import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SIGN_SALT } from '@huaren/contract';
import { z } from 'zod';

/** apps/web/dist beside this package, so the default works whatever the process's cwd is. */
const DEFAULT_WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const POSTGRES_URL = /^postgres(?:ql)?:\/\//;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// The contract switches zod to Chinese for users; these messages are for operators, so they are spelled out.
const port = { error: 'must be an integer from 0 to 65535' };
const nonEmpty = { error: 'must not be empty' };

const EnvSchema = z.object({
  PORT: z.coerce.number(port).int(port).min(0, port).max(65_535, port).default(8080),
  HOST: z.string().min(1, nonEmpty).default('127.0.0.1'),
  DATA_DIR: z.string().min(1, nonEmpty).default('./data'),
  /** Unset or empty selects the embedded SQLite file; anything else must be a PostgreSQL URL. */
  DATABASE_URL: z
    .string()
    .optional()
    .refine((url) => !url || POSTGRES_URL.test(url), {
      error: 'must start with postgres:// or postgresql:// (leave it unset for SQLite)',
    }),
  SIGN_SALT: z.string().min(1, nonEmpty).default(DEFAULT_SIGN_SALT),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  WEB_DIST: z.string().min(1, nonEmpty).default(DEFAULT_WEB_DIST),
});

export type DatabaseConfig =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute; resolved against the process's cwd. */
  dataDir: string;
  database: DatabaseConfig;
  signSalt: string;
  logLevel: LogLevel;
  /** Absolute path of the built web app. */
  webDist: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment once at start-up; a bad value stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(process.cwd(), e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { dialect: 'postgres', url: e.DATABASE_URL }
      : { dialect: 'sqlite', file: resolve(dataDir, 'app.db') },
    signSalt: e.SIGN_SALT,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(process.cwd(), e.WEB_DIST),
  };
}
