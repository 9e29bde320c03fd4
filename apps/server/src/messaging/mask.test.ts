import { describe, expect, it } from 'vitest';
import { maskRecipient } from './mask';

describe('maskRecipient', () => {
  it('keeps the first letter and the domain of an e-mail', () => {
    expect(maskRecipient('chen.wei@example.com')).toBe('c***@example.com');
  });

  it('keeps the country code and the last four digits of a phone', () => {
    expect(maskRecipient('+17185550123')).toBe('+17*****0123');
    expect(maskRecipient('+8613812345678')).toBe('+86*******5678');
  });

  it('hides a short value entirely', () => {
    expect(maskRecipient('12345')).toBe('*****');
  });
});
