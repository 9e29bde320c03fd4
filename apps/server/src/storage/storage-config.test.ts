import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { mediaOrigin } from './storage-config';

describe('the storage settings', () => {
  it('default to DATA_DIR/uploads served by the app', () => {
    expect(loadConfig({ DATA_DIR: '/srv/huaren' }).storage).toEqual({
      s3: null,
      backupS3: null,
      localDir: join('/srv/huaren', 'uploads'),
      publicMediaUrl: null,
    });
  });

  it('select a bucket on a self-hosted endpoint, path-style unless told otherwise', () => {
    const env = {
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      PUBLIC_MEDIA_URL: 'https://cdn.example.com/media/',
    };
    const { storage } = loadConfig(env);
    expect(storage.s3).toEqual({
      bucket: 'media',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(storage.publicMediaUrl).toBe('https://cdn.example.com/media');
    expect(mediaOrigin(storage)).toBe('https://cdn.example.com');
    expect(loadConfig({ ...env, S3_FORCE_PATH_STYLE: '0' }).storage.s3?.forcePathStyle).toBe(false);
  });

  it('leave AWS its own endpoint, virtual-hosted buckets and the default credential chain', () => {
    expect(loadConfig({ S3_BUCKET: 'media', S3_REGION: 'eu-west-1' }).storage.s3).toEqual({
      bucket: 'media',
      endpoint: null,
      region: 'eu-west-1',
      credentials: null,
      forcePathStyle: false,
    });
  });

  it.each([
    [
      { S3_BUCKET: 'm', S3_ACCESS_KEY_ID: 'key' },
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both',
    ],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_ENDPOINT: set S3_BUCKET or BACKUP_S3_BUCKET too'],
    [{ S3_BUCKET: 'm', BACKUP_S3_BUCKET: 'm' }, 'BACKUP_S3_BUCKET: must not be S3_BUCKET'],
    [{ S3_BUCKET: 'm', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: must be an http(s) URL'],
    [{ S3_BUCKET: 'm', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE: must be 0 or 1'],
    [{ PUBLIC_MEDIA_URL: 'cdn.example.com' }, 'PUBLIC_MEDIA_URL: must be an http(s):// URL'],
    [{ PUBLIC_MEDIA_URL: 'https://cdn.example.com/?v=1' }, 'PUBLIC_MEDIA_URL: must be an http(s)'],
  ])('refuses %o naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
