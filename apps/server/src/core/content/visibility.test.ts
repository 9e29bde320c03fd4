import { describe, expect, it } from 'vitest';
import { ARTICLES, POSTS } from './kinds';
import { canSee, isPublic } from './visibility';

const now = 1_000_000;
const author = 7;

describe('who sees an item', () => {
  it('is public while published and, for a kind that expires, before its end', () => {
    const post = { user_id: author, status: 'published', expires_at: now + 1 };
    expect(isPublic(POSTS, post, now)).toBe(true);
    expect(isPublic(POSTS, { ...post, expires_at: now }, now)).toBe(false);
    expect(isPublic(ARTICLES, { user_id: author, status: 'published' }, now)).toBe(true);
    for (const status of ['pending', 'hidden', 'deleted', 'expired']) {
      expect(isPublic(POSTS, { ...post, status }, now)).toBe(false);
    }
  });

  it('shows the author every status but deleted, and anyone else a public item only', () => {
    const article = { user_id: author, status: 'hidden' };
    expect(canSee(ARTICLES, article, author, now)).toBe(true);
    expect(canSee(ARTICLES, article, author + 1, now)).toBe(false);
    expect(canSee(ARTICLES, article, null, now)).toBe(false);
    expect(canSee(ARTICLES, { ...article, status: 'deleted' }, author, now)).toBe(false);
    const lapsed = { user_id: author, status: 'published', expires_at: now - 1 };
    expect(canSee(POSTS, lapsed, author, now)).toBe(true);
    expect(canSee(POSTS, lapsed, null, now)).toBe(false);
  });
});
