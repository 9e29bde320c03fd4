import { Code, Messages, uploadBase64 } from '@huaren/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { Reasons } from '../src/modules/uploads/reasons';
import { useTestApp } from './support/app';
import { readEnvelope } from './support/client';
import { createLoggedInUser } from './support/factories';
import { dataUrl, photo, pngClaiming, storedFiles, upload, uploadRows } from './support/images';

/** Nothing is ever accepted in this file: after each refusal the store and the table stay empty. */
const ctx = useTestApp();
let token = '';

beforeAll(async () => {
  token = (await createLoggedInUser(ctx())).token;
});

async function expectRefused(file: string, reason: string) {
  const res = await upload(ctx(), token, file);
  expect(res).toEqual({ code: Code.invalid, reason });
  expect(await storedFiles(ctx())).toEqual([]);
  expect(await uploadRows(ctx())).toEqual([]);
}

/** A body built by hand, for payloads the contract's client-side types would not allow. */
async function postRaw(body: string) {
  const res = await ctx().client.fetch(uploadBase64.path, {
    method: 'POST',
    sign: { token },
    headers: { 'Content-Type': 'application/json' },
    body,
  });
  return readEnvelope(res);
}

describe('upload_base64 refuses, storing nothing', () => {
  it('text that is not an image', async () => {
    await expectRefused(
      dataUrl(Buffer.from('这不是图片，只是一段文字。\n'), 'image/jpeg'),
      Reasons.notImage,
    );
  });

  it('HTML declared as image/jpeg', async () => {
    const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
    await expectRefused(dataUrl(html, 'image/jpeg'), Reasons.notImage);
  });

  it('an SVG with a script, declared as SVG or as PNG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100"/></svg>',
    );
    await expectRefused(dataUrl(svg, 'image/svg+xml'), Reasons.notImage);
    await expectRefused(dataUrl(svg, 'image/png'), Reasons.notImage);
  });

  it('a PDF, a GIF and an AVIF (formats we do not take)', async () => {
    await expectRefused(
      dataUrl(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj<<>>endobj\n'), 'application/pdf'),
      Reasons.notImage,
    );
    const sharp = (await import('sharp')).default;
    const tiny = sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } });
    await expectRefused(
      dataUrl(await tiny.clone().gif().toBuffer(), 'image/gif'),
      Reasons.notImage,
    );
    await expectRefused(
      dataUrl(await tiny.clone().avif().toBuffer(), 'image/avif'),
      Reasons.notImage,
    );
  });

  it('a HEIC photo, with a reason that says what to change', async () => {
    // The start of an iPhone HEIC (ftyp box, brand heic); this sharp build has no HEVC decoder.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(64),
    ]);
    await expectRefused(dataUrl(heic, 'image/heic'), Reasons.heic);
  });

  it('a truncated JPEG', async () => {
    const jpeg = await photo(1200, 900, { seed: 9 });
    await expectRefused(dataUrl(jpeg.subarray(0, Math.floor(jpeg.length * 0.6))), Reasons.corrupt);
  });

  it('a JPEG whose data is garbage after a valid start', async () => {
    const jpeg = await photo(400, 300, { seed: 10 });
    const broken = Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(2000, 0x5a)]);
    await expectRefused(dataUrl(broken), Reasons.corrupt);
  });

  it('a 20000 × 20000 PNG (400 MP) from its header, before decoding', async () => {
    const bomb = pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(2000);
    const before = process.memoryUsage().rss;
    const started = performance.now();
    await expectRefused(dataUrl(bomb, 'image/png'), Reasons.tooManyPixels);
    expect(performance.now() - started).toBeLessThan(1000);
    // Decoding would need 1.2 GB; the header check costs nothing measurable.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('just over 40 MP (8000 × 5001), while 8000 × 5000 passes the pixel check', async () => {
    await expectRefused(dataUrl(pngClaiming(8000, 5001), 'image/png'), Reasons.tooManyPixels);
    // Exactly 40 MP passes the header check and then fails on its missing rows: the limit is inclusive.
    await expectRefused(dataUrl(pngClaiming(8000, 5000), 'image/png'), Reasons.corrupt);
  });

  it('a 12 MB payload, answered before the body is read', async () => {
    const payload = dataUrl(Buffer.alloc(12 * 1024 * 1024, 0xff));
    const res = await postRaw(JSON.stringify({ file: payload }));
    expect(res).toEqual({ code: Code.invalid, reason: Reasons.tooLarge });
    expect(await storedFiles(ctx())).toEqual([]);
  });

  it('a payload just over 4 MB decoded, within the body limit', async () => {
    // 4 MB + 3 bytes decodes past the cap but its base64 fits the contract's length allowance.
    const bytes = Buffer.alloc(4 * 1024 * 1024 + 3, 0xff);
    await expectRefused(dataUrl(bytes), Reasons.tooLarge);
  });

  it('invalid base64: a stray character, whitespace, base64url, a bad length', async () => {
    const good = (await photo(64, 64, { seed: 11 })).toString('base64');
    await expectRefused(
      `data:image/jpeg;base64,${good.slice(0, 40)}*${good.slice(41)}`,
      Reasons.badBase64,
    );
    await expectRefused(
      `data:image/jpeg;base64,${good.slice(0, 40)}\n${good.slice(40)}`,
      Reasons.badBase64,
    );
    await expectRefused(
      `data:image/jpeg;base64,${good.replace(/\+/g, '-').replace(/\//g, '_')}-_`,
      Reasons.badBase64,
    );
    await expectRefused(`data:image/jpeg;base64,${good}A`, Reasons.badBase64);
    await expectRefused(
      `data:image/jpeg;base64,${good.slice(0, 8)}=${good.slice(9)}`,
      Reasons.badBase64,
    );
  });

  it('something that is not a base64 data URL', async () => {
    const good = (await photo(64, 64, { seed: 12 })).toString('base64');
    await expectRefused(good, Reasons.notDataUrl);
    await expectRefused(`data:image/jpeg,${good}`, Reasons.notDataUrl);
    await expectRefused(`https://example.com/a.jpg`, Reasons.notDataUrl);
    await expectRefused('data:image/jpeg;base64,', Reasons.empty);
  });

  it('a missing or empty file field, with the contract message', async () => {
    expect(await postRaw('{}')).toEqual({ code: Code.invalid, reason: '请选择图片' });
    expect(await postRaw('{"file":""}')).toEqual({ code: Code.invalid, reason: '请选择图片' });
    expect(await storedFiles(ctx())).toEqual([]);
  });

  it('a visitor (403), before reading the body', async () => {
    const jpeg = await photo(64, 64, { seed: 13 });
    const res = await ctx().client.call(uploadBase64, { file: dataUrl(jpeg) });
    expect(res).toEqual({ code: Code.notLoggedIn, reason: Messages.notLoggedIn });
    const unknown = await ctx().client.call(
      uploadBase64,
      { file: dataUrl(jpeg) },
      { token: 'x'.repeat(43) },
    );
    expect(unknown.code).toBe(Code.notLoggedIn);
    expect(await storedFiles(ctx())).toEqual([]);
  });

  it('a visitor sending 12 MB gets 403, not the size: the login is checked first', async () => {
    const res = await ctx().client.fetch(uploadBase64.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ file: dataUrl(Buffer.alloc(12 * 1024 * 1024, 0xff)) }),
    });
    expect(await readEnvelope(res)).toEqual({
      code: Code.notLoggedIn,
      reason: Messages.notLoggedIn,
    });
  });
});

describe('other calls', () => {
  it('keep the 1 MiB body limit', async () => {
    const res = await ctx().client.fetch('/v1/user/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(await readEnvelope(res)).toEqual({ code: Code.invalid, reason: Messages.bodyTooLarge });
  });
});
