import { describe, expect, it } from 'vitest';
import { mapAppLinks } from './mapLinks';

describe('mapAppLinks', () => {
  it('points both apps at the coordinates, with the address as the label', () => {
    expect(
      mapAppLinks({ latitude: 40.75961, longitude: -73.83035, address: 'Main St & 41st Ave' }),
    ).toEqual({
      google: 'https://www.google.com/maps/search/?api=1&query=40.75961,-73.83035',
      apple: 'https://maps.apple.com/?ll=40.75961,-73.83035&q=Main%20St%20%26%2041st%20Ave',
    });
  });

  it('searches for the address when there are no coordinates', () => {
    expect(mapAppLinks({ latitude: null, longitude: null, address: '法拉盛 缅街' })).toEqual({
      google:
        'https://www.google.com/maps/search/?api=1&query=%E6%B3%95%E6%8B%89%E7%9B%9B%20%E7%BC%85%E8%A1%97',
      apple: 'https://maps.apple.com/?q=%E6%B3%95%E6%8B%89%E7%9B%9B%20%E7%BC%85%E8%A1%97',
    });
  });
});
