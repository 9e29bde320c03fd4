import type { Region } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import {
  ancestorsOf,
  buildRegionTree,
  defaultSelection,
  popularMetros,
  selectionOf,
} from './regionTree';

function region(id: number, parentId: number | null, level: number, path: string): Region {
  const names = path.split('>');
  return {
    id,
    parentId,
    level,
    regionName: names.at(-1)!,
    regionPathName: path,
    nameEn: '',
    pinyin: '',
  };
}

const list: Region[] = [
  region(1, null, 1, '美国'),
  region(2, null, 1, '加拿大'),
  region(3, 1, 2, '美国>加利福尼亚州'),
  region(4, 1, 2, '美国>纽约州'),
  region(5, 1, 2, '美国>蒙大拿州'),
  region(6, 2, 2, '加拿大>安大略省'),
  region(10, 3, 3, '美国>加利福尼亚州>旧金山湾区'),
  region(11, 3, 3, '美国>加利福尼亚州>洛杉矶/圣盖博谷'),
  region(12, 3, 3, '美国>加利福尼亚州>尔湾'),
  region(13, 4, 3, '美国>纽约州>纽约/法拉盛'),
  region(14, 6, 3, '加拿大>安大略省>多伦多'),
];

describe('region tree', () => {
  const tree = buildRegionTree(list);

  it('lists children in the order of the list', () => {
    expect(tree.childrenOf(null).map((r) => r.id)).toEqual([1, 2]);
    expect(tree.childrenOf(1).map((r) => r.id)).toEqual([3, 4, 5]);
    expect(tree.childrenOf(5)).toEqual([]);
  });

  it('puts a region whose parent is missing at the top instead of losing it', () => {
    const orphan = region(99, 42, 3, '美国>某州>某市');
    expect(
      buildRegionTree([...list, orphan])
        .childrenOf(null)
        .map((r) => r.id),
    ).toEqual([1, 2, 99]);
  });

  it('walks from the country down to the region, and survives a cycle', () => {
    expect(ancestorsOf(tree, 13).map((r) => r.id)).toEqual([1, 4, 13]);
    expect(ancestorsOf(tree, 404)).toEqual([]);
    const cyclic = buildRegionTree([region(1, 2, 1, 'a'), region(2, 1, 2, 'b')]);
    expect(ancestorsOf(cyclic, 2).map((r) => r.id)).toEqual([1, 2]);
  });

  it('stores a metro with its country and the path joined with >', () => {
    expect(selectionOf(tree, 11)).toEqual({
      countryId: 1,
      countryName: '美国',
      regionId: 11,
      regionName: '洛杉矶/圣盖博谷',
      regionPath: '美国>加利福尼亚州>洛杉矶/圣盖博谷',
    });
  });

  it('stores a whole country as both country and region', () => {
    expect(selectionOf(tree, 2)).toMatchObject({ countryId: 2, regionId: 2, regionPath: '加拿大' });
    expect(selectionOf(tree, 404)).toBeNull();
  });

  it('makes the first region of the list the default country and region', () => {
    expect(defaultSelection(list)).toEqual({
      countryId: 1,
      countryName: '美国',
      regionId: 1,
      regionName: '美国',
      regionPath: '美国',
    });
    expect(defaultSelection([])).toBeNull();
  });

  it('picks popular metros of one country, a few per state', () => {
    const ids = (regions: Region[]) => regions.map((r) => r.id);
    expect(ids(popularMetros(tree, 1, { limit: 12, perState: 2 }))).toEqual([10, 11, 13]);
    expect(ids(popularMetros(tree, 1, { limit: 2, perState: 3 }))).toEqual([10, 11]);
    expect(ids(popularMetros(tree, 2, { limit: 12, perState: 2 }))).toEqual([14]);
  });
});
