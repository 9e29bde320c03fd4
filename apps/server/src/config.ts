import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SIGN_SALT } from '@huaren/contract';
import { z } from 'zod';
import { mapTiles, tileOrigin, type MapTilesConfig } from './map-tiles-config';
import { StorageEnv, storageConfig, type StorageConfig } from './storage/storage-config';

/** apps/web/dist beside this package, so the default works whatever the process's cwd is. */
const DEFAULT_WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const POSTGRES_URL = /^postgres(?:ql)?:\/\//;
const SMTP_URL = /^smtps?:\/\//;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** An IPv4/IPv6 address or CIDR, or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
const isProxyAddress = (part: string) =>
  /^(?:[\d.]+|[\da-f:.]+)(?:\/\d{1,3})?$|^(?:loopback|linklocal|uniquelocal)$/i.test(part.trim());
const DEFAULT_MAIL_FROM = '"华人生活圈" <no-reply@localhost>';
/** Enough for "© OpenStreetMap contributors, © a style's author" and a licence name. */
const ATTRIBUTION_MAX = 200;
/** PostgreSQL's default max_connections is 100; a pool of more than 1,000 is a typo. */
const DB_POOL_SIZE_MAX = 1000;
/** A guessable token would publish the routes' traffic; 16 characters is a short random one. */
const METRICS_TOKEN_MIN = 16;
/** Server processes: more than a large machine's cores is a typo. */
const WEB_CONCURRENCY_MAX = 64;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// The contract switches zod to Chinese for users; these messages are for operators, so they are spelled out.
const port = { error: 'must be an integer from 0 to 65535' };
const nonEmpty = { error: 'must not be empty' };
const poolSize = { error: `must be an integer from 1 to ${DB_POOL_SIZE_MAX}` };
const workers = { error: `must be an integer from 1 to ${WEB_CONCURRENCY_MAX}` };
const millis = { error: 'must be a whole number of milliseconds, 0 or more' };
const tileUrl = {
  error: 'must be an https:// URL template with {z}, {x} and {y} (http:// only on localhost)',
};

const vapidKey = z
  .string()
  .optional()
  .refine((v) => !v || BASE64URL.test(v), { error: 'must be a base64url key' });

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
  /**
   * Connections each instance's PostgreSQL pool opens at most. Instances × this must stay under
   * the server's max_connections (100 by default) with room for migrations and psql.
   */
  DB_POOL_SIZE: z.coerce
    .number(poolSize)
    .int(poolSize)
    .min(1, poolSize)
    .max(DB_POOL_SIZE_MAX, poolSize)
    .default(10),
  SIGN_SALT: z.string().min(1, nonEmpty).default(DEFAULT_SIGN_SALT),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  WEB_DIST: z.string().min(1, nonEmpty).default(DEFAULT_WEB_DIST),
  /**
   * Which proxies may set X-Forwarded-For: a hop count or a comma-separated list of addresses
   * and CIDRs. Unset trusts none, so a client cannot pick the IP that rate limits count against;
   * behind a load balancer it must be set, or every user shares the balancer's IP and its limits.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .refine((v) => !v?.trim() || /^\d+$/.test(v.trim()) || v.split(',').every(isProxyAddress), {
      error: 'must be a hop count or a comma-separated list of addresses/CIDRs',
    }),
  /** Unset or empty: e-mail goes to DATA_DIR/outbox.jsonl. */
  SMTP_URL: z
    .string()
    .optional()
    .refine((url) => !url || SMTP_URL.test(url), { error: 'must start with smtp:// or smtps://' }),
  MAIL_FROM: z.string().min(1, nonEmpty).default(DEFAULT_MAIL_FROM),
  /** All three, or none (then SMS goes to DATA_DIR/outbox.jsonl). */
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  /** Twilio's REST API; tests and Twilio-compatible providers point it elsewhere. */
  TWILIO_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://api.twilio.com'),
  /** 1: demo posts go into an empty posts table at start-up; 0: never. Unset: 1 on SQLite only. */
  DEMO_CONTENT: z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional(),
  /** Where users reach the site: the links in e-mails (digests, unsubscribe) and share pages start with it. */
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+$/, { error: 'must be http(s)://host[:port] without a path' })
    .optional(),
  /**
   * Server processes sharing the port (decision 0046): 1 serves in this process; more forks that
   * many workers after migrating once, each with its own database connection (or pool).
   */
  WEB_CONCURRENCY: z.coerce
    .number(workers)
    .int(workers)
    .min(1, workers)
    .max(WEB_CONCURRENCY_MAX, workers)
    .default(1),
  /** 0: this process enqueues jobs but runs none (another instance's worker does). */
  JOBS_WORKER: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('1'),
  /** How long a visitor's answer to a public read is reused (decision 0009); 0: never. */
  PUBLIC_CACHE_MS: z.coerce.number(millis).int(millis).min(0, millis).default(1000),
  /** With MAP_TILE_ATTRIBUTION, the location pages show a map (docs/decisions/0010-maps.md). */
  MAP_TILE_URL: z
    .string()
    .optional()
    .refine((url) => !url || tileOrigin(url) !== null, tileUrl),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .max(ATTRIBUTION_MAX, { error: `must be at most ${ATTRIBUTION_MAX} characters` })
    .optional(),
  /** All three, or none (then push is off): the server's VAPID keys, `web-push generate-vapid-keys`. */
  VAPID_PUBLIC_KEY: vapidKey,
  VAPID_PRIVATE_KEY: vapidKey,
  /** Whom push services may contact about our pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .optional()
    .refine((v) => !v || /^(?:mailto:|https:\/\/)\S+$/.test(v), {
      error: 'must be a mailto: or https:// URL',
    }),
  /** Unset or empty: no /metrics. Set: /metrics answers a scraper sending it as a Bearer token. */
  METRICS_TOKEN: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= METRICS_TOKEN_MIN, {
      error: `must be at least ${METRICS_TOKEN_MIN} characters (or unset, which turns /metrics off)`,
    }),
  ...StorageEnv,
});

export type DatabaseConfig =
  | { dialect: 'sqlite'; file: string }
  /** `poolSize`: the most connections the pool opens (DB_POOL_SIZE). */
  | { dialect: 'postgres'; url: string; poolSize: number };

export type LogLevel = (typeof LOG_LEVELS)[number];

/** Twilio's Programmable Messaging (or any provider with its REST shape). */
export interface SmsConfig {
  accountSid: string;
  authToken: string;
  from: string;
  apiBase: string;
}

/** Web Push's VAPID identity (decision 0027). */
export interface PushConfig {
  publicKey: string;
  /** Secret: never log it. */
  privateKey: string;
  subject: string;
}

export interface MailConfig {
  /** Null: e-mail goes to the outbox file. The URL may hold a password: never log it. */
  smtpUrl: string | null;
  from: string;
}

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
  /** Fastify's trustProxy: false, a hop count, or the trusted addresses/CIDRs. */
  trustProxy: false | number | string[];
  mail: MailConfig;
  /** Null: SMS goes to the outbox file. */
  sms: SmsConfig | null;
  /** Null: no Web Push (VAPID keys unset). */
  push: PushConfig | null;
  /** Demo posts for an empty posts table (main.ts; tests never seed them). */
  demoContent: boolean;
  /** Server processes (WEB_CONCURRENCY): 1 serves in the started process itself. */
  webConcurrency: number;
  /** Whether this process runs the job worker (decision 0024). */
  jobsWorker: boolean;
  /** The site's address in e-mails' links, without a trailing slash. */
  publicUrl: string;
  /** PUBLIC_URL as set: share pages' links (decision 0039); null, they use the request's host. */
  publicUrlSet: string | null;
  /** Milliseconds a visitor's answer to a public read is reused; 0 turns the cache off. */
  publicCacheMs: number;
  /** Null: no map; the location pages take an address and the browser's location. */
  mapTiles: MapTilesConfig | null;
  /** Null: no /metrics. The scraper's Bearer token otherwise. */
  metricsToken: string | null;
  /** The object store of uploads and their public URLs (decision 0031). */
  storage: StorageConfig;
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
  const twilio = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM].filter(Boolean);
  if (twilio.length !== 0 && twilio.length !== 3) {
    throw new ConfigError(
      'Invalid environment:\n  TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM: set all three or none',
    );
  }
  const vapid = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT].filter(Boolean);
  if (vapid.length !== 0 && vapid.length !== 3) {
    throw new ConfigError(
      'Invalid environment:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: set all three or none',
    );
  }
  if (Boolean(e.MAP_TILE_URL) !== Boolean(e.MAP_TILE_ATTRIBUTION?.trim())) {
    throw new ConfigError(
      'Invalid environment:\n  MAP_TILE_URL, MAP_TILE_ATTRIBUTION: set both or none (tile servers ask for their credit on the map)',
    );
  }
  const dataDir = resolve(process.cwd(), e.DATA_DIR);
  const storage = storageConfig(e, dataDir);
  if (typeof storage === 'string') throw new ConfigError(`Invalid environment:\n  ${storage}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { dialect: 'postgres', url: e.DATABASE_URL, poolSize: e.DB_POOL_SIZE }
      : { dialect: 'sqlite', file: resolve(dataDir, 'app.db') },
    signSalt: e.SIGN_SALT,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(process.cwd(), e.WEB_DIST),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    mail: { smtpUrl: e.SMTP_URL || null, from: e.MAIL_FROM },
    sms:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            apiBase: e.TWILIO_API_BASE.replace(/\/+$/, ''),
          }
        : null,
    push:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject: e.VAPID_SUBJECT,
          }
        : null,
    demoContent: e.DEMO_CONTENT ? e.DEMO_CONTENT === '1' : !e.DATABASE_URL,
    webConcurrency: e.WEB_CONCURRENCY,
    jobsWorker: e.JOBS_WORKER === '1',
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? '127.0.0.1' : e.HOST}:${e.PORT}`,
    publicUrlSet: e.PUBLIC_URL ?? null,
    publicCacheMs: e.PUBLIC_CACHE_MS,
    mapTiles: mapTiles(e.MAP_TILE_URL, e.MAP_TILE_ATTRIBUTION),
    metricsToken: e.METRICS_TOKEN || null,
    storage,
  };
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const trimmed = value?.trim();
  if (!trimmed) return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed.split(',').map((part) => part.trim());
}
