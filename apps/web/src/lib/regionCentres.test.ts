import { describe, expect, it } from 'vitest';
import { regionView } from './regionCentres';

describe('regionView', () => {
  it('opens at the metro of a region path', () => {
    expect(regionView(['美国', '纽约州', '纽约/法拉盛'])).toEqual({
      latitude: 40.7596,
      longitude: -73.8303,
      zoom: 14,
    });
  });

  it('falls back to the nearest listed ancestor, then to the United States', () => {
    expect(regionView(['美国', '加利福尼亚州', '新开的地区']).zoom).toBe(6);
    expect(regionView(['美国', '马里兰州'])).toEqual({
      latitude: 39.5,
      longitude: -98.35,
      zoom: 4,
    });
    expect(regionView([])).toEqual(regionView(['美国']));
  });
});
