import { articleList, postList } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { seedDemoContent } from '../src/seed/demo';
import { demoArticles } from '../src/seed/demo/articles';
import { demoPosts } from '../src/seed/demo/posts';
import { useTestApp } from './support/app';

const ctx = useTestApp();

describe('the demo content (DEMO_CONTENT=1)', () => {
  it('fills an empty site through the features, searchable like any post, and only once', async () => {
    const seeded = await seedDemoContent(ctx().app.db, ctx().clock.now());
    expect(seeded).toBe(demoPosts.length);
    const list = await ctx().client.call(postList, { pageSize: 50 });
    expect(list.data!.list).toHaveLength(Math.min(50, seeded));
    // Written through the posts' repository, so in the search index like any post.
    const found = await ctx().client.call(postList, { keyword: '法拉盛', pageSize: 50 });
    const mentions = demoPosts.filter((p) => `${p.title}${p.content}`.includes('法拉盛'));
    expect(mentions.length).toBeGreaterThan(1);
    expect(found.data!.list).toHaveLength(mentions.length);
    const articles = await ctx().client.call(articleList, { pageSize: 50 });
    expect(articles.data!.list).toHaveLength(demoArticles.length);
    expect(await seedDemoContent(ctx().app.db, ctx().clock.now())).toBe(0);
  });
});
