import { describe, expect, it } from 'vitest';
import { decodeDataUrl } from './data-url';
import { Reasons } from './reasons';

const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const b64 = bytes.toString('base64');

describe('decodeDataUrl', () => {
  it('decodes a base64 data URL whatever type it declares, or none', () => {
    for (const header of [
      'data:image/png;base64',
      'DATA:IMAGE/JPEG;BASE64',
      'data:;base64',
      'data:image/jpeg;name=a.jpg;base64',
    ]) {
      expect(decodeDataUrl(`${header},${b64}`, 100)).toEqual({ ok: true, bytes });
    }
  });

  it('refuses what is not a base64 data URL', () => {
    for (const value of [
      b64,
      `data:image/jpeg,${b64}`,
      `data:image/jpeg;base64;x,${b64}`,
      'data:text',
    ]) {
      expect(decodeDataUrl(value, 100)).toEqual({ ok: false, reason: Reasons.notDataUrl });
    }
  });

  it('refuses base64 that Buffer.from would quietly decode into other bytes', () => {
    for (const payload of [
      `${b64.slice(0, 4)} ${b64.slice(4)}`,
      `${b64}=`,
      'ab-_',
      'abc',
      'a=bc',
      '====',
      'QR==', // 'A' with non-zero pad bits: decodes, but is not what any encoder writes
    ]) {
      expect(decodeDataUrl(`data:image/jpeg;base64,${payload}`, 100)).toEqual({
        ok: false,
        reason: Reasons.badBase64,
      });
    }
  });

  it('counts the decoded size from the length, padding included', () => {
    const six = Buffer.alloc(6).toString('base64');
    const five = Buffer.alloc(5).toString('base64');
    expect(decodeDataUrl(`data:;base64,${six}`, 6).ok).toBe(true);
    expect(decodeDataUrl(`data:;base64,${six}`, 5)).toEqual({
      ok: false,
      reason: Reasons.tooLarge,
    });
    expect(decodeDataUrl(`data:;base64,${five}`, 5).ok).toBe(true);
  });

  it('refuses an empty payload', () => {
    expect(decodeDataUrl('data:image/jpeg;base64,', 100)).toEqual({
      ok: false,
      reason: Reasons.empty,
    });
  });
});
