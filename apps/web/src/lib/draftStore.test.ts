import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftId, draftStore, draftText } from './draftStore';

const store = draftStore('noteDraft', 2, (data) => ({
  text: draftText(data.text),
  regionId: draftId(data.regionId),
}));

describe('draft store', () => {
  it('keys a new item and each edited one apart', () => {
    expect(store.key(null)).toBe('noteDraft:new');
    expect(store.key(7)).toBe('noteDraft:7');
  });
  it('round-trips a draft and refuses other versions and garbage', () => {
    const draft = { text: '正文 **粗体**', regionId: 3 };
    expect(store.parse(store.serialize(draft))).toEqual(draft);
    expect(store.parse(JSON.stringify({ v: 1, text: 'x' }))).toBeNull();
    expect(store.parse('[1')).toBeNull();
    expect(store.parse('null')).toBeNull();
  });
  it('reads fields of the wrong type as empty', () => {
    expect(store.parse(JSON.stringify({ v: 2, text: 5, regionId: -1 }))).toEqual({
      text: '',
      regionId: null,
    });
  });

  describe('in storage', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('forgets every draft of its kind, and only those', () => {
      const items = new Map([
        ['noteDraft:new', 'a'],
        ['noteDraft:7', 'b'],
        ['postDraft:new', 'c'],
      ]);
      vi.stubGlobal('localStorage', {
        get length() {
          return items.size;
        },
        key: (i: number) => [...items.keys()][i] ?? null,
        removeItem: (k: string) => items.delete(k),
      });
      store.clearAll();
      expect([...items.keys()]).toEqual(['postDraft:new']);
    });
  });
});
