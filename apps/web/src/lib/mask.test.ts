import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone, maskedContact } from './mask';

describe('masked contacts', () => {
  it('hides the middle of an e-mail name', () => {
    expect(maskEmail('alice@example.com')).toBe('al***@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
    expect(maskEmail('not-an-email')).toBe('not-an-email');
  });

  it('shows the first 3 and last 4 digits of a phone', () => {
    expect(maskPhone('+8613812345678')).toBe('+86 138****5678');
    expect(maskPhone('+17185550123')).toBe('+1 718****0123');
    expect(maskPhone('+4420123456')).toBe('***3456');
  });

  it('prefers the e-mail', () => {
    expect(maskedContact({ contactEmail: 'bob@x.cn', contactNumber: '+17185550123' })).toBe(
      'bo***@x.cn',
    );
    expect(maskedContact({ contactEmail: null, contactNumber: '+17185550123' })).toBe(
      '+1 718****0123',
    );
    expect(maskedContact({ contactEmail: null, contactNumber: null })).toBeNull();
  });
});
