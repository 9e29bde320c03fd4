import type { Region } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { firstConverter } from '../script/firstConverter';
import { foldToSimplified } from '../script/foldToSimplified';
import { searchRegions } from './regionSearch';

const region = (
  id: number,
  level: number,
  regionName: string,
  nameEn = '',
  pinyin = '',
): Region => ({
  id,
  parentId: null,
  level,
  regionName,
  regionPathName: regionName,
  nameEn,
  pinyin,
});

const regions = [
  region(1, 1, '美国', 'United States, USA', 'meiguo'),
  region(2, 2, '纽约州', 'New York State', 'niuyuezhou'),
  region(3, 3, '纽约/法拉盛', 'New York, NYC/Flushing', 'niuyue/falasheng'),
  region(4, 3, '洛杉矶/圣盖博谷', 'Los Angeles/San Gabriel Valley, SGV', 'luoshanji/shenggaibogu'),
  region(5, 3, '尔湾', 'Irvine', 'erwan'),
  region(6, 3, '旧金山湾区', 'SF Bay Area, Bay Area', 'jiujinshanwanqu/wanqu'),
  region(7, 2, '华盛顿州', 'Washington', 'huashengdunzhou'),
  region(8, 3, '西雅图', 'Seattle', 'xiyatu'),
  region(9, 2, '台湾', 'Taiwan', 'taiwan'),
];

const names = (query: string) => searchRegions(regions, query).map((r) => r.regionName);

describe('searchRegions', () => {
  it('finds a region by its Chinese, English or pinyin name, in any case and spacing', () => {
    expect(names('法拉盛')).toEqual(['纽约/法拉盛']);
    expect(names('flushing')).toEqual(['纽约/法拉盛']);
    expect(names('FaLaSheng')).toEqual(['纽约/法拉盛']);
    expect(names('san gabriel')).toEqual(['洛杉矶/圣盖博谷']);
    expect(names('SGV')).toEqual(['洛杉矶/圣盖博谷']);
    expect(names('Ｉｒｖｉｎｅ')).toEqual(['尔湾']);
  });

  it('lists names that start with the query first, metros before states', () => {
    expect(names('new york')).toEqual(['纽约/法拉盛', '纽约州']);
    expect(names('niuyue')).toEqual(['纽约/法拉盛', '纽约州']);
  });

  it('finds a region typed in Traditional, Taiwan’s or Hong Kong’s, through the fold', () => {
    const folded = (query: string) =>
      searchRegions(regions, query, foldToSimplified).map((r) => r.regionName);
    expect(folded('爾灣')).toEqual(['尔湾']);
    expect(folded('紐約')).toEqual(['纽约/法拉盛', '纽约州']);
    expect(folded('灣區')).toEqual(['旧金山湾区']);
    expect(folded('臺灣')).toEqual(['台湾']);
    // Simplified and English queries find what they found without the fold.
    expect(folded('尔湾')).toEqual(['尔湾']);
    expect(folded('flushing')).toEqual(['纽约/法拉盛']);
    // Without it, Traditional finds nothing: the picker loads the fold once Chinese is typed.
    expect(names('爾灣')).toEqual([]);
  });

  it('finds every region by its name as a Traditional reader sees it', () => {
    for (const variant of ['tw', 'hk'] as const) {
      const traditional = firstConverter(variant);
      for (const { regionName } of regions) {
        const shown = traditional(regionName);
        const found = searchRegions(regions, shown, foldToSimplified).map((r) => r.regionName);
        expect(found, `${variant} ${shown}`).toContain(regionName);
      }
    }
  });

  it('finds nothing for an empty or unknown query', () => {
    expect(names('  ')).toEqual([]);
    expect(names('paris')).toEqual([]);
  });
});
