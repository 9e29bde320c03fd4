import { resolve } from 'node:path';
import { z } from 'zod';

/** An S3-compatible bucket (decision 0031). */
export interface S3Config {
  bucket: string;
  /** Null: AWS's own endpoint for the region. */
  endpoint: string | null;
  region: string;
  /** Null: the AWS SDK's default chain (AWS_* variables, a shared profile, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO, s3rver, most self-hosted stores). */
  forcePathStyle: boolean;
}

/** Where uploads live and where browsers load them from. */
export interface StorageConfig {
  /** Null: files under `localDir`. */
  s3: S3Config | null;
  /** BACKUP_S3_BUCKET on the same endpoint: where `npm run backup` copies each backup too. */
  backupS3: S3Config | null;
  /** DATA_DIR/uploads: the local store's folder. */
  localDir: string;
  /** Null: the app serves images under /uploads/; else the public bucket's or CDN's base URL. */
  publicMediaUrl: string | null;
}

const flag = { error: 'must be 0 or 1' };
const mediaUrl = {
  error: 'must be an http(s):// URL without a query, e.g. https://cdn.example.com/media',
};

/** The environment's storage settings; config.ts merges them into its schema. */
export const StorageEnv = {
  /** Set: uploads go to this bucket; unset: to DATA_DIR/uploads. */
  S3_BUCKET: z.string().optional(),
  /** Set: `npm run backup` copies each backup into this (private) bucket too (decision 0032). */
  BACKUP_S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http(s) URL, e.g. https://minio.internal:9000',
    })
    .optional()
    .or(z.literal('')),
  S3_REGION: z.string().min(1, { error: 'must not be empty' }).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1'], flag).optional(),
  PUBLIC_MEDIA_URL: z
    .string()
    .optional()
    .refine((url) => !url || isMediaUrl(url), mediaUrl),
};

type StorageEnvValues = z.output<z.ZodObject<typeof StorageEnv>>;

/** The storage part of the config; a message naming the settings when they do not fit together. */
export function storageConfig(e: StorageEnvValues, dataDir: string): StorageConfig | string {
  const keys = [e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY].filter(Boolean);
  if (keys.length === 1) return 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or none';
  if (!e.S3_BUCKET && !e.BACKUP_S3_BUCKET && e.S3_ENDPOINT) {
    return 'S3_ENDPOINT: set S3_BUCKET or BACKUP_S3_BUCKET too (or neither)';
  }
  if (e.BACKUP_S3_BUCKET && e.BACKUP_S3_BUCKET === e.S3_BUCKET) {
    return 'BACKUP_S3_BUCKET: must not be S3_BUCKET (backups hold the database; media may be public)';
  }
  const endpoint = e.S3_ENDPOINT ? e.S3_ENDPOINT.replace(/\/+$/, '') : null;
  const bucket = (name: string | undefined): S3Config | null =>
    name
      ? {
          bucket: name,
          endpoint,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : null,
          // Self-hosted stores rarely have a wildcard DNS name for virtual-hosted buckets.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === '1' : endpoint !== null,
        }
      : null;
  return {
    s3: bucket(e.S3_BUCKET),
    backupS3: bucket(e.BACKUP_S3_BUCKET),
    localDir: resolve(dataDir, 'uploads'),
    publicMediaUrl: e.PUBLIC_MEDIA_URL ? e.PUBLIC_MEDIA_URL.replace(/\/+$/, '') : null,
  };
}

function isMediaUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && !url.search && !url.hash && !url.username;
  } catch {
    return false;
  }
}

/** The origin images come from when they are not ours (the page's CSP names it), else null. */
export function mediaOrigin(storage: StorageConfig): string | null {
  return storage.publicMediaUrl ? new URL(storage.publicMediaUrl).origin : null;
}
