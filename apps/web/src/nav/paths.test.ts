import { describe, expect, it } from 'vitest';
import { chooseLocationPath, openLocationPath, parsePlace } from './paths';

describe('location page queries', () => {
  it('carries coordinates when there are some, and the address always', () => {
    const place = { latitude: 40.75961, longitude: -73.83035, address: 'Main St & 41st Ave' };
    expect(openLocationPath(place)).toBe(
      '/open-location?lat=40.75961&lng=-73.83035&address=Main+St+%26+41st+Ave',
    );
    expect(openLocationPath({ latitude: null, longitude: null, address: '缅街' })).toBe(
      '/open-location?address=%E7%BC%85%E8%A1%97',
    );
    expect(chooseLocationPath(null, 12)).toBe('/choose-location?region=12');
    expect(chooseLocationPath(place, null)).toBe(
      '/choose-location?lat=40.75961&lng=-73.83035&address=Main+St+%26+41st+Ave',
    );
  });

  it('reads a place back, dropping coordinates that are not on the globe', () => {
    expect(parsePlace('40.75961', '-73.83035', 'Main St')).toEqual({
      latitude: 40.75961,
      longitude: -73.83035,
      address: 'Main St',
    });
    expect(parsePlace('0', '0', null)).toEqual({ latitude: 0, longitude: 0, address: '' });
    expect(parsePlace('91', '0', '缅街')).toEqual({
      latitude: null,
      longitude: null,
      address: '缅街',
    });
    expect(parsePlace('', '', ' 缅街 ')).toEqual({
      latitude: null,
      longitude: null,
      address: '缅街',
    });
    expect(parsePlace('abc', '1', '')).toBeNull();
    expect(parsePlace(null, null, null)).toBeNull();
  });
});
