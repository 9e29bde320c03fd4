import { describe, expect, it } from 'vitest';
import { addressPlace } from './addressPlace';

describe('addressPlace', () => {
  it('names this device and private networks, and shows a public address as it is', () => {
    expect(addressPlace('127.0.0.1')).toBe('本机');
    expect(addressPlace('::1')).toBe('本机');
    expect(addressPlace('::ffff:192.168.1.20')).toBe('局域网');
    expect(addressPlace('10.0.0.8')).toBe('局域网');
    expect(addressPlace('172.20.3.4')).toBe('局域网');
    expect(addressPlace('fd12:3456::1')).toBe('局域网');
    expect(addressPlace('172.32.0.1')).toBe('IP 172.32.0.1');
    expect(addressPlace('203.0.113.9')).toBe('IP 203.0.113.9');
  });
});
