import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import type { ObjectStore } from './object-store';
import type { S3Config } from './storage-config';

/** What a browser, a CDN or a proxy may do with an object: keep it (its name is its content's hash). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The client of an S3-compatible bucket, with the settings decision 0031 explains. */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Since 2025 the SDK adds CRC32 checksum headers to every upload, which several
    // S3-compatible stores refuse; checksums only where an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable store fails an upload (and /readyz) in seconds rather than hanging it.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 15_000 },
    maxAttempts: 3,
  });
}

/**
 * Objects in an S3-compatible bucket under their keys as they are (no prefix). PutObject is
 * atomic in S3: a reader sees the whole object or none, as the interface asks. `urlOf` gives the
 * URL a browser loads a key from (the app's /uploads/ path, or PUBLIC_MEDIA_URL's).
 */
export function createS3Store(
  config: S3Config,
  urlOf: (key: string) => string,
  client: S3Client = createS3Client(config),
): ObjectStore {
  const Bucket = config.bucket;
  return {
    async put(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: 'image/webp',
          CacheControl: IMMUTABLE,
        }),
      );
    },

    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(answer.Body instanceof Readable)) throw new Error(`no body for object ${key}`);
        return { body: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },

    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key === undefined) continue;
          yield { key: object.Key, modifiedAt: object.LastModified?.getTime() ?? 0 };
        }
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async checkReachable() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },

    url: urlOf,
  };
}

function isNotFound(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404)
  );
}
