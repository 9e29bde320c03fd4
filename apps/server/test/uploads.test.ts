import { Code, IMAGE_ID_PATTERN } from '@huaren/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createUploadRepository } from '../src/modules/uploads/upload.repository';
import { useTestApp } from './support/app';
import { createLoggedInUser } from './support/factories';
import {
  dataUrl,
  exifHasGps,
  jpegWithGps,
  jpegWithOrientation,
  photo,
  readStored,
  storedFiles,
  upload,
  uploadOk,
  uploadRows,
} from './support/images';

const ctx = useTestApp();

const metadataOf = async (key: string) => sharp(await readStored(ctx(), key)).metadata();

describe('upload_base64: accepted images', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'stores a %s as WebP by its content hash',
    async (format) => {
      const user = await createLoggedInUser(ctx());
      const bytes = await photo(800, 600, { format, seed: format.charCodeAt(0) });
      const res = await upload(ctx(), user.token, dataUrl(bytes, `image/${format}`));
      expect(res.code).toBe(Code.ok);
      const image = res.data!;
      expect(image.id).toMatch(IMAGE_ID_PATTERN);
      expect(image).toEqual({
        id: image.id,
        url: `/uploads/${image.id}.webp`,
        thumbUrl: `/uploads/${image.id}.thumb.webp`,
        width: 800,
        height: 600,
      });
      const full = await metadataOf(`${image.id}.webp`);
      expect([full.format, full.width, full.height]).toEqual(['webp', 800, 600]);
      const thumb = await metadataOf(`${image.id}.thumb.webp`);
      expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 400, 300]);
      const row = (await uploadRows(ctx())).find((r) => r.id === image.id);
      expect(row).toMatchObject({ user_id: user.id, width: 800, height: 600 });
      expect(row?.bytes).toBe((await readStored(ctx(), `${image.id}.webp`)).length);
    },
  );

  it('keeps the transparency of a PNG', async () => {
    const user = await createLoggedInUser(ctx());
    const image = await uploadOk(
      ctx(),
      user.token,
      await photo(300, 200, { format: 'png', alpha: true }),
    );
    const meta = await metadataOf(`${image.id}.webp`);
    expect(meta.hasAlpha).toBe(true);
  });

  it('rotates by the EXIF orientation (6: width and height swap) and drops the tag', async () => {
    const user = await createLoggedInUser(ctx());
    const image = await uploadOk(ctx(), user.token, await jpegWithOrientation(640, 480));
    expect([image.width, image.height]).toEqual([480, 640]);
    const meta = await metadataOf(`${image.id}.webp`);
    expect([meta.width, meta.height, meta.orientation]).toEqual([480, 640, undefined]);
  });

  it('stores a phone photo without its GPS position or any other metadata', async () => {
    const user = await createLoggedInUser(ctx());
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif && exifHasGps(before.exif)).toBe(true);
    expect(before.xmp).toBeDefined();

    const image = await uploadOk(ctx(), user.token, original);
    for (const key of [`${image.id}.webp`, `${image.id}.thumb.webp`]) {
      const meta = await metadataOf(key);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect((await readStored(ctx(), key)).includes('iPhone')).toBe(false);
    }
  });

  it('converts a Display P3 image to sRGB through its profile, then drops the profile', async () => {
    const user = await createLoggedInUser(ctx());
    // sRGB (200, 100, 100) written into Display P3 values, tagged with the P3 profile.
    const p3 = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 100, b: 100 } },
    })
      .withIccProfile('p3')
      .png()
      .toBuffer();
    const image = await uploadOk(ctx(), user.token, p3);
    const stored = await readStored(ctx(), `${image.id}.webp`);
    expect((await sharp(stored).metadata()).icc).toBeUndefined();
    const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    // Within WebP's lossy error of the sRGB colour, far from the P3 values (187, 105, 103).
    expect(Math.abs(data[0]! - 200)).toBeLessThanOrEqual(4);
    expect(Math.abs(data[1]! - 100)).toBeLessThanOrEqual(4);
  });

  /** The sizes an upload of a `width` x `height` photo is stored at: the image, its thumbnail. */
  async function storedSizes(width: number, height: number, seed: number) {
    const user = await createLoggedInUser(ctx());
    const image = await uploadOk(ctx(), user.token, await photo(width, height, { seed }));
    const thumb = await metadataOf(`${image.id}.thumb.webp`);
    return { image: [image.width, image.height], thumb: [thumb.width, thumb.height] };
  }

  it('shrinks the long side to 1600 px and the thumbnail to 400 px, keeping the aspect', async () => {
    expect(await storedSizes(4032, 3024, 3)).toEqual({ image: [1600, 1200], thumb: [400, 300] });
    expect((await storedSizes(1000, 3000, 4)).image).toEqual([533, 1600]);
  });

  it('never enlarges a small image, nor its thumbnail', async () => {
    expect(await storedSizes(120, 90, 5)).toEqual({ image: [120, 90], thumb: [120, 90] });
  });

  it('goes by the content, not the declared type: a JPEG declared as PNG is a JPEG', async () => {
    const user = await createLoggedInUser(ctx());
    const jpeg = await photo(200, 100, { seed: 6 });
    const res = await upload(ctx(), user.token, dataUrl(jpeg, 'image/png'));
    expect(res.code).toBe(Code.ok);
    const bare = await upload(ctx(), user.token, `data:;base64,${jpeg.toString('base64')}`);
    expect(bare.code).toBe(Code.ok);
  });
});

describe('upload_base64: identical images', () => {
  it('get the same id and are stored once; each uploader owns a row', async () => {
    const alice = await createLoggedInUser(ctx());
    const bob = await createLoggedInUser(ctx());
    const bytes = await photo(500, 500, { seed: 42 });
    const first = await uploadOk(ctx(), alice.token, bytes);
    const filesAfterFirst = await storedFiles(ctx());

    expect(await uploadOk(ctx(), alice.token, bytes)).toEqual(first);
    expect(await uploadOk(ctx(), bob.token, bytes)).toEqual(first);
    expect(await storedFiles(ctx())).toEqual(filesAfterFirst);
    const owners = (await uploadRows(ctx())).filter((r) => r.id === first.id).map((r) => r.user_id);
    expect(owners.sort()).toEqual([alice.id, bob.id].sort());
    // Stored as <id>.webp beside its thumbnail: on disk under its first two hex digits.
    const folder = ctx().config.storage.s3 ? '' : `${first.id.slice(0, 2)}/`;
    expect(filesAfterFirst).toEqual(
      expect.arrayContaining([`${folder}${first.id}.webp`, `${folder}${first.id}.thumb.webp`]),
    );
  });
});

describe('findOwnedImages', () => {
  it("answers the caller's own images among the ids, never another user's", async () => {
    const alice = await createLoggedInUser(ctx());
    const bob = await createLoggedInUser(ctx());
    const mine = await uploadOk(ctx(), alice.token, await photo(64, 64, { seed: 100 }));
    const theirs = await uploadOk(ctx(), bob.token, await photo(64, 64, { seed: 101 }));
    const repo = createUploadRepository(ctx().app.db);

    const found = await repo.findOwnedImages(alice.id, [mine.id, theirs.id, 'f'.repeat(64)]);
    expect(found.map((r) => r.id)).toEqual([mine.id]);
    expect(found[0]).toMatchObject({ width: 64, height: 64 });
    expect(await repo.findOwnedImages(alice.id, [])).toEqual([]);
  });
});
