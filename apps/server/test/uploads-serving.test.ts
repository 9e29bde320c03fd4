import type { UploadedImage } from '@huaren/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { createLoggedInUser } from './support/factories';
import { photo, uploadOk } from './support/images';

const ctx = useTestApp();
let image: UploadedImage;

beforeAll(async () => {
  const user = await createLoggedInUser(ctx());
  image = await uploadOk(ctx(), user.token, await photo(900, 600, { seed: 20 }));
});

const get = (path: string, init?: RequestInit) => fetch(`${ctx().baseUrl}${path}`, init);

describe('GET /uploads/', () => {
  it('serves the image and its thumbnail as immutable WebP, with nosniff', async () => {
    for (const [url, width] of [
      [image.url, 900],
      [image.thumbUrl, 400],
    ] as const) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get('content-length')).toBe(String(body.length));
      expect((await sharp(body).metadata()).width).toBe(width);
    }
  });

  it('answers 304 to a revalidation with its ETag, and HEAD without a body', async () => {
    const first = await get(image.url);
    const etag = first.headers.get('etag');
    expect(etag).toBe(`"${image.id}"`);
    await first.arrayBuffer();
    const again = await get(image.url, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    const head = await get(image.thumbUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
  });

  it('answers 404 to unknown ids and to every other name (no path reaches the disk)', async () => {
    const paths = [
      `/uploads/${'0'.repeat(64)}.webp`,
      `/uploads/${image.id}.png`,
      `/uploads/${image.id.toUpperCase()}.webp`,
      `/uploads/${image.id}`,
      `/uploads/${image.id.slice(0, 2)}/${image.id}.webp`,
      '/uploads/..%2fapp.db',
      '/uploads/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/uploads/../app.db',
      '/uploads/',
    ];
    for (const path of paths) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.headers.get('cache-control') ?? '').not.toContain('immutable');
    }
  });
});
