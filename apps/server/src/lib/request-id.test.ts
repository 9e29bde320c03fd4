import { describe, expect, it } from 'vitest';
import { createRequestIds } from './request-id';

describe('request ids', () => {
  it('are 16 hex digits and do not repeat across pool refills', () => {
    const next = createRequestIds();
    const ids = Array.from({ length: 2000 }, next);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
