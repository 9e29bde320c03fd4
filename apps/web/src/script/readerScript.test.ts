import { describe, expect, it } from 'vitest';
import { defaultScript, traditionalVariant } from './readerScript';

describe('the reader’s script by default', () => {
  it('is Traditional for Taiwan, Hong Kong, Macau and zh-Hant, Simplified otherwise', () => {
    for (const lang of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-TW']) {
      expect(defaultScript([lang]), lang).toBe('hant');
    }
    for (const lang of ['zh-CN', 'zh', 'zh-SG', 'zh-Hans-HK', 'en-US']) {
      expect(defaultScript([lang]), lang).toBe('hans');
    }
  });

  it('follows the first Chinese language the browser asks for', () => {
    expect(defaultScript(['en-US', 'zh-TW', 'zh-CN'])).toBe('hant');
    expect(defaultScript(['zh-CN', 'zh-TW'])).toBe('hans');
  });

  it('uses Hong Kong’s characters for Hong Kong and Macau, Taiwan’s otherwise', () => {
    expect(traditionalVariant(['zh-HK'])).toBe('hk');
    expect(traditionalVariant(['zh-MO'])).toBe('hk');
    expect(traditionalVariant(['zh-TW'])).toBe('tw');
  });
});
