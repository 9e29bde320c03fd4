import { Code, newArticle, newComment } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../src/lib/clock';
import { ArticleLimits } from '../../src/modules/articles/rules';
import { fillHourlyEntries, useContentApp } from '../support/content';
import { articleInput } from '../support/articles';
import { createSessionUser } from '../support/posts';

/** Its own file: these tests move the app's clock by a day. */
const { ctx, p, articleBy, stored } = useContentApp();

describe('writing limits', () => {
  it('takes 10 articles a day from a user, refuses the 11th without storing it, and more a day later', async () => {
    const user = await createSessionUser(ctx());
    for (let i = 0; i < ArticleLimits.articlesPerUser.max; i += 1) {
      await articleBy(user);
    }
    const refused = articleInput(p.flushing, { title: '第十一篇文章标题' });
    expect(await ctx().client.call(newArticle, refused, { token: user.token })).toEqual({
      code: Code.tooManyRequests,
      reason: '今天发布的文章太多了，请 24 小时后再试',
    });
    expect(await stored('articles', user.id)).toBe(10);
    ctx().clock.advance(DAY_MS);
    expect((await ctx().client.call(newArticle, refused, { token: user.token })).code).toBe(
      Code.ok,
    );
  });

  it('takes 60 comments an hour from a user, refuses the 61st, and more an hour later', async () => {
    const author = await createSessionUser(ctx());
    const user = await createSessionUser(ctx());
    const article = await articleBy(author);
    const say = (content: string) =>
      ctx().client.call(newComment, { articleId: article.id, content }, { token: user.token });
    await fillHourlyEntries(say, ArticleLimits.commentsPerUser.max, {
      content: '第 61 条评论',
      reason: '评论太频繁，请 60 分钟后再试',
    });
    expect(await stored('article_comments', user.id)).toBe(60);
    ctx().clock.advance(HOUR_MS);
    expect((await say('一小时后')).code).toBe(Code.ok);
  });
});
