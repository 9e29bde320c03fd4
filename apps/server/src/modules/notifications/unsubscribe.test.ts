import { describe, expect, it } from 'vitest';
import { unsubscribeLink, verifyUnsubscribe } from './unsubscribe';

const key = Buffer.alloc(32, 7);
const queryOf = (link: string) => Object.fromEntries(new URL(link).searchParams);

describe('unsubscribe links', () => {
  const link = unsubscribeLink(key, 'https://huaren.example', { userId: 42, type: 'reply' });

  it('name the reader and the kind, and verify', () => {
    expect(link).toMatch(/^https:\/\/huaren\.example\/unsubscribe\?u=42&t=reply&s=[\w-]{43}$/);
    expect(verifyUnsubscribe(key, queryOf(link))).toEqual({ userId: 42, type: 'reply' });
  });

  it('fail when the reader, the kind, the signature or the key changes', () => {
    const q = queryOf(link);
    expect(verifyUnsubscribe(key, { ...q, u: '43' })).toBeNull();
    expect(verifyUnsubscribe(key, { ...q, t: 'like' })).toBeNull();
    expect(verifyUnsubscribe(key, { ...q, s: `${q.s!.slice(0, -1)}A` })).toBeNull();
    expect(verifyUnsubscribe(key, { ...q, s: undefined })).toBeNull();
    expect(verifyUnsubscribe(Buffer.alloc(32, 8), q)).toBeNull();
  });
});
