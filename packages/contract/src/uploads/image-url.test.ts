import { describe, expect, it } from 'vitest';
import { uploadIdOfUrl } from './image-url';

const ID = 'a'.repeat(64);

describe('uploadIdOfUrl', () => {
  it("answers the id of an upload's full-size URL", () => {
    expect(uploadIdOfUrl(`/uploads/${ID}.webp`)).toBe(ID);
    expect(
      uploadIdOfUrl(`https://cdn.example/${ID}.webp`, (id) => `https://cdn.example/${id}.webp`),
    ).toBe(ID);
  });

  it.each([
    `https://evil.example/uploads/${ID}.webp`,
    `//evil.example/uploads/${ID}.webp`,
    `/uploads/${ID}.thumb.webp`,
    `/uploads/${ID}.webp?track=1`,
    `/uploads/x/${ID}.webp`,
    `/uploads/${ID.toUpperCase()}.webp`,
    `/uploads/${ID.slice(1)}.webp`,
    'data:image/png;base64,iVBORw0KGgo=',
    'https://evil.example/x.png',
  ])('refuses %s', (src) => {
    expect(uploadIdOfUrl(src)).toBeNull();
  });
});
