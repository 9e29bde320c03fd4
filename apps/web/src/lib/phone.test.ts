import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('reads US and mainland numbers the local way', () => {
    expect(formatPhone('+17185550123')).toBe('(718) 555-0123');
    expect(formatPhone('+8613800138000')).toBe('+86 138 0013 8000');
  });
  it('leaves anything else as stored', () => {
    expect(formatPhone('+447700900123')).toBe('+447700900123');
  });
});
