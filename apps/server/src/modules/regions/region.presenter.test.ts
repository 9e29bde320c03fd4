import { describe, expect, it } from 'vitest';
import { presentRegions } from './region.presenter';

const row = (id: number, name: string, level: number, parent_id: number | null) => ({
  id,
  name,
  level,
  parent_id,
  sort_order: id,
  name_en: name === '纽约/法拉盛' ? 'New York/Flushing' : '',
  pinyin: '',
});

describe('presentRegions', () => {
  it("joins the names from the country down with '>'", () => {
    const list = presentRegions([
      row(1, '美国', 1, null),
      row(2, '纽约州', 2, 1),
      row(3, '纽约/法拉盛', 3, 2),
    ]);
    expect(list.map((r) => r.regionPathName)).toEqual([
      '美国',
      '美国>纽约州',
      '美国>纽约州>纽约/法拉盛',
    ]);
    expect(list[2]).toEqual({
      id: 3,
      regionName: '纽约/法拉盛',
      nameEn: 'New York/Flushing',
      pinyin: '',
      regionPathName: '美国>纽约州>纽约/法拉盛',
      parentId: 2,
      level: 3,
    });
  });

  it('stops at a parent cycle instead of looping', () => {
    const list = presentRegions([row(1, 'A', 2, 2), row(2, 'B', 2, 1)]);
    expect(list[0]!.regionPathName.split('>').length).toBeLessThanOrEqual(8);
  });
});
