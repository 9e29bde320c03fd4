import { describe, expect, it } from 'vitest';
import { emptyDraft, parseDraft, serializeDraft, type PostDraft } from './postDraft';

const draft: PostDraft = {
  ...emptyDraft,
  title: '法拉盛两室一厅出租',
  content: '近7号线，拎包入住',
  categoryId: 3,
  regionId: 12,
  images: [
    { id: 'a'.repeat(64), url: '/u/a.webp', thumbUrl: '/u/a.thumb.webp', width: 8, height: 6 },
  ],
  price: '1,800',
  wechat: 'flushing_rent',
  location: { latitude: 40.76, longitude: -73.83, address: 'Main St, Flushing' },
};

describe('post draft', () => {
  it('round-trips every field', () => {
    expect(parseDraft(serializeDraft(draft))).toEqual(draft);
  });
  it('keeps a location with an address only', () => {
    const addressOnly = {
      ...draft,
      location: { latitude: null, longitude: null, address: '法拉盛缅街' },
    };
    expect(parseDraft(serializeDraft(addressOnly))).toEqual(addressOnly);
  });
  it('ignores nothing, garbage and other versions', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{')).toBeNull();
    expect(parseDraft(JSON.stringify({ v: 99, title: 'x' }))).toBeNull();
  });
  it('drops fields of the wrong type instead of failing', () => {
    const parsed = parseDraft(
      JSON.stringify({ v: 1, title: 5, categoryId: 'x', images: [1, null], location: { a: 1 } }),
    );
    expect(parsed).toEqual(emptyDraft);
    const oneCoordinate = { latitude: 40.7, longitude: null, address: 'Flushing' };
    expect(parseDraft(serializeDraft({ ...draft, location: oneCoordinate }))?.location).toBeNull();
  });
});
