import { describe, expect, it } from 'vitest';
import { CURRENT_PARAMS, hashPassword, needsRehash, verifyDecoy, verifyPassword } from './password';

const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe('passwords', () => {
  it('hash with scrypt, today’s parameters and a fresh salt each time', async () => {
    const [a, b] = await Promise.all([
      hashPassword('Main-Street-42'),
      hashPassword('Main-Street-42'),
    ]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(CURRENT_PARAMS).toEqual({ N: 32768, r: 8, p: 1 });
  });

  it('verify the right password and refuse any other', async () => {
    const stored = await hashPassword('Main-Street-42', cheap);
    expect(await verifyPassword('Main-Street-42', stored)).toBe(true);
    expect(await verifyPassword('main-street-42', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('treat the same characters typed in another Unicode form as the same password', async () => {
    const stored = await hashPassword('café-密码-2024', cheap);
    expect(await verifyPassword('cafe\u0301-密码-2024', stored)).toBe(true);
  });

  it('refuse a stored value that is not one of our hashes', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$a$b$c$d$e')).toBe(false);
  });

  it('ask for a rehash when the parameters are not today’s', async () => {
    expect(needsRehash(await hashPassword('Main-Street-42', cheap))).toBe(true);
    expect(needsRehash(await hashPassword('Main-Street-42'))).toBe(false);
    expect(needsRehash('garbage')).toBe(true);
  });

  it('spend a verification on an unknown account and say no', async () => {
    expect(await verifyDecoy('anything')).toBe(false);
  });
});
