import { describe, expect, it } from 'vitest';
import { bodyImages, chosenCover } from './articleInput';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const url = (id: string) => `/uploads/${id}.webp`;

describe('bodyImages', () => {
  it('lists our uploads in order, each once, and nothing readers would not see', () => {
    const body = [
      `![](${url(B)})`,
      '![x](https://evil.example/x.png)',
      '![x](data:image/png;base64,iVBORw0KGgo=)',
      `![门口](<${url(A)}> "标题")`,
      `![again](${url(B)})`,
      `![thumb](/uploads/${A}.thumb.webp)`,
    ].join('\n\n');
    expect(bodyImages(body)).toEqual([
      { id: B, url: url(B) },
      { id: A, url: url(A) },
    ]);
  });
});

describe('chosenCover', () => {
  const body = `![](${url(A)})\n\n![](${url(B)})`;

  it("keeps the writer's choice while the body shows it", () => {
    expect(chosenCover({ body, coverImageId: B })).toBe(B);
  });

  it('falls back to the first image (null) when the chosen one left the body, or none was chosen', () => {
    expect(chosenCover({ body: `![](${url(A)})`, coverImageId: B })).toBeNull();
    expect(chosenCover({ body, coverImageId: null })).toBeNull();
  });
});
