import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's one built-in account: it checks the key id, not the SigV4 signature (decision 0031). */
const S3RVER_KEY = 'S3RVER';

export type TestStoreKind = 'disk' | 's3';

/** TEST_OBJECT_STORE=s3 runs a suite's uploads against s3rver; unset, against the disk store. */
export function testStoreKind(): TestStoreKind {
  const kind = process.env.TEST_OBJECT_STORE ?? 'disk';
  if (kind !== 'disk' && kind !== 's3') {
    throw new Error(`TEST_OBJECT_STORE must be disk or s3, not ${kind}`);
  }
  return kind;
}

export interface TestS3 {
  /** The server's S3_* settings for the bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-protocol server on loopback with one empty bucket, its files in a temp dir. */
export async function startTestS3(bucket = 'media'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'huaren-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The store the environment asks for: s3rver's settings, or none for the disk store. */
export async function startTestStore(kind: TestStoreKind = testStoreKind()): Promise<TestS3> {
  if (kind === 's3') return startTestS3();
  return { env: {}, close: async () => {} };
}
