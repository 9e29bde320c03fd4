import { UPLOADS_PATH } from '@huaren/contract';
import { createLocalStore } from './local-store';
import type { ObjectStore } from './object-store';
import { createS3Store } from './s3-store';
import type { StorageConfig } from './storage-config';

/**
 * The uploads' store as the configuration names it: the S3 bucket when S3_BUCKET is set, else
 * DATA_DIR/uploads. Its URLs start with PUBLIC_MEDIA_URL when set (browsers load the bucket or
 * the CDN directly), else with /uploads, which the app answers from either store.
 */
export function openObjectStore(storage: StorageConfig): ObjectStore {
  const base = storage.publicMediaUrl ?? UPLOADS_PATH;
  if (storage.s3) return createS3Store(storage.s3, (key) => `${base}/${key}`);
  return createLocalStore(storage.localDir, base);
}
