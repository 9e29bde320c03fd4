import { adminDashboard, DASHBOARD_DAYS, reportPost } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/lib/clock';
import { createAdmin } from '../support/admin';
import { useTestApp } from '../support/app';
import { articleInput, createArticle } from '../support/articles';
import { createLoggedInUser } from '../support/factories';
import { createPost, places, postInput } from '../support/posts';

const ctx = useTestApp();

describe('GET /v1/admin/dashboard/', () => {
  it('counts new users, posts, articles and reports per day, and open report cases', async () => {
    const admin = await createAdmin(ctx());
    const p = await places(ctx());
    const summary = async () =>
      (await ctx().client.call(adminDashboard, {}, { token: admin.token })).data!;

    const empty = await summary();
    expect(empty.days).toHaveLength(DASHBOARD_DAYS);
    expect(empty.days.at(-1)).toMatchObject({ users: 1, posts: 0, articles: 0, reports: 0 });
    expect(empty).toMatchObject({ openReportCases: 0, pendingPosts: 0, pendingArticles: 0 });

    const author = await createLoggedInUser(ctx());
    const readers = [await createLoggedInUser(ctx()), await createLoggedInUser(ctx())];
    const post = await createPost(ctx(), author.token, postInput(p));
    await createPost(ctx(), author.token, postInput(p));
    await createArticle(ctx(), author.token, articleInput(p.flushing));
    for (const reader of readers) {
      const reported = await ctx().client.call(
        reportPost,
        { postId: post.id, reason: '垃圾广告' },
        { token: reader.token },
      );
      expect(reported.code).toBe(200);
    }

    const today = await summary();
    expect(today.days.at(-1)).toMatchObject({ users: 4, posts: 2, articles: 1, reports: 2 });
    expect(today.openReportCases).toBe(1);
    expect(today.days.slice(0, -1).every((d) => d.users + d.posts + d.articles === 0)).toBe(true);

    ctx().clock.advance(DAY_MS);
    const tomorrow = await summary();
    expect(tomorrow.days.at(-2)).toEqual({ ...today.days.at(-1), date: today.days.at(-1)!.date });
    expect(tomorrow.days.at(-1)).toMatchObject({ users: 0, posts: 0, articles: 0, reports: 0 });
    expect(tomorrow.days.map((d) => d.date)).toEqual([
      ...today.days.slice(1).map((d) => d.date),
      tomorrow.days.at(-1)!.date,
    ]);
  });
});
