import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { articleInput, createArticle } from './support/articles';
import { dataUrl, photo, readStored, upload, uploadOk, uploadRows } from './support/images';
import { createSessionUser, places } from './support/posts';

const MEDIA = 'https://media.example.com/uploads';

describe('uploads in an S3 bucket, served from PUBLIC_MEDIA_URL', () => {
  const ctx = useTestApp({ store: 's3', env: { PUBLIC_MEDIA_URL: `${MEDIA}/` } });

  it('stores both files in the bucket and answers their public URLs', async () => {
    const user = await createSessionUser(ctx());
    const image = await uploadOk(ctx(), user.token, await photo(640, 480, { seed: 31 }));
    expect(image).toMatchObject({
      url: `${MEDIA}/${image.id}.webp`,
      thumbUrl: `${MEDIA}/${image.id}.thumb.webp`,
    });
    const stored = await readStored(ctx(), `${image.id}.webp`);
    // The app still answers its own path from the bucket (URLs written before the setting).
    const served = await fetch(`${ctx().baseUrl}/uploads/${image.id}.webp`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(stored);
  });

  it('keeps an article image by its public URL or by the app’s /uploads/ path', async () => {
    const user = await createSessionUser(ctx());
    const [one, two] = await Promise.all(
      [32, 33].map(async (seed) => uploadOk(ctx(), user.token, await photo(300, 200, { seed }))),
    );
    const body = `缅街新开的面包店，两张照片。\n\n![](${one!.url})\n\n![](/uploads/${two!.id}.webp)`;
    const article = await createArticle(
      ctx(),
      user.token,
      articleInput((await places(ctx())).flushing, { body }),
    );
    expect(article.bodyHtml).toContain(`src="${one!.url}"`);
    expect(article.bodyHtml).toContain(`src="/uploads/${two!.id}.webp"`);
    expect(article.cover?.id).toBe(one!.id);
  });

  it('answers /readyz with the bucket reachable', async () => {
    const res = await fetch(`${ctx().baseUrl}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, store: { ok: true } });
  });
});

describe('an S3 bucket that does not exist', () => {
  const ctx = useTestApp({ store: 's3', env: { S3_BUCKET: 'no-such-bucket' } });

  it('answers /readyz 503 naming the store, and an upload fails, leaving no row', async () => {
    const res = await fetch(`${ctx().baseUrl}/readyz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ ok: false, db: { ok: true }, store: { ok: false } });
    const user = await createSessionUser(ctx());
    const answer = await upload(ctx(), user.token, dataUrl(await photo(200, 200, { seed: 34 })));
    // A store outage is the server's fault: the generic retry message with its log id.
    expect(answer).toMatchObject({ code: 500, reason: expect.stringContaining('请稍后重试') });
    expect(await uploadRows(ctx())).toEqual([]);
  });
});
