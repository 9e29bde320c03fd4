import type { Region } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
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

  it('finds nothing for an empty or unknown query', () => {
    expect(names('  ')).toEqual([]);
    expect(names('paris')).toEqual([]);
  });
});
