import {
  blockUser,
  Code,
  conversationList,
  openConversation,
  type InputOf,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { hideStored, useContentApp } from '../support/content';
import { openWith, say, thread } from '../support/messages';
import { createSessionUser } from '../support/posts';

const app = useContentApp(['author', 'reader']);

const open = (token: string, target: InputOf<typeof openConversation>) =>
  app.ctx().client.call(openConversation, target, { token });

describe('私信 on an article (decision 0037)', () => {
  it('opens one conversation per pair and article, with the article as its card', async () => {
    const t = app.ctx();
    const article = await app.articleBy(app.author);
    const conversation = await openWith(t, app.reader.token, { articleId: article.id });
    expect(conversation).toMatchObject({
      other: { id: app.author.id, nickName: app.author.nickName },
      post: null,
      postGone: false,
      article: { id: article.id, title: article.title, coverThumbUrl: null },
      articleGone: false,
    });
    expect((await openWith(t, app.reader.token, { articleId: article.id })).id).toBe(
      conversation.id,
    );
    const stored = await t.app.db
      .selectFrom('conversations')
      .select(['pair_key', 'article_id', 'post_id'])
      .where('id', '=', conversation.id)
      .executeTakeFirstOrThrow();
    const [low, high] = [app.author.id, app.reader.id].sort((a, b) => a - b);
    expect(stored).toEqual({
      pair_key: `a${article.id}:${low}:${high}`,
      article_id: article.id,
      post_id: null,
    });

    // Another article of the same author, the author directly and a post: other conversations.
    const second = await openWith(t, app.reader.token, {
      articleId: (await app.articleBy(app.author)).id,
    });
    const direct = await openWith(t, app.reader.token, { userId: app.author.id });
    const aboutPost = await openWith(t, app.reader.token, {
      postId: (await app.postBy(app.author)).id,
    });
    expect(new Set([conversation.id, second.id, direct.id, aboutPost.id]).size).toBe(4);
    expect(direct).toMatchObject({ article: null, post: null, articleGone: false });

    // The first message brings it to both lists with the card.
    await say(t, app.reader.token, conversation.id, '想转载这篇文章');
    const theirs = await t.client.call(conversationList, {}, { token: app.author.token });
    expect(theirs.data!.list).toContainEqual(
      expect.objectContaining({
        id: conversation.id,
        other: { id: app.reader.id, nickName: app.reader.nickName },
        article: expect.objectContaining({ id: article.id }),
      }),
    );
  });

  it("refuses one's own article or self, an unknown or hidden article, and a stranger", async () => {
    const t = app.ctx();
    const article = await app.articleBy(app.author);
    expect(await open(app.author.token, { articleId: article.id })).toMatchObject({
      code: Code.invalid,
      reason: '不能给自己发私信',
    });
    expect(await open(app.reader.token, { userId: app.reader.id })).toMatchObject({
      code: Code.invalid,
    });
    expect(await open(app.reader.token, { articleId: 999_999 })).toMatchObject({
      code: Code.notFound,
      reason: '文章不存在或已删除',
    });
    expect(await open(app.reader.token, { userId: 999_999 })).toMatchObject({
      code: Code.notFound,
      reason: '用户不存在',
    });
    expect(
      await open(app.reader.token, { articleId: article.id, userId: app.author.id }),
    ).toMatchObject({ code: Code.invalid, reason: '请选择要私信的帖子、文章或用户' });

    const earlier = await openWith(t, app.reader.token, { articleId: article.id });
    await say(t, app.reader.token, earlier.id, '你好');
    const stranger = await createSessionUser(t);
    expect((await thread(t, app.author.token, earlier.id)).list).toHaveLength(1);
    const peek = await t.client.call(
      openConversation,
      { articleId: article.id },
      { token: stranger.token },
    );
    // A stranger opening from the same article gets a conversation of their own, never this one.
    expect(peek.data!.id).not.toBe(earlier.id);

    await hideStored(t, 'articles', article.id);
    expect(await open(app.reader.token, { articleId: article.id })).toMatchObject({
      code: Code.notFound,
      reason: '文章不存在或已删除',
    });
    // The conversation stays, without the card for the reader; the author still sees theirs.
    expect((await thread(t, app.reader.token, earlier.id)).conversation).toMatchObject({
      article: null,
      articleGone: true,
    });
    expect((await thread(t, app.author.token, earlier.id)).conversation).toMatchObject({
      article: { id: article.id },
      articleGone: false,
    });
  });

  it('answers 409 when either blocked the other, from an article and from a user', async () => {
    const t = app.ctx();
    const [writer, reader] = [await createSessionUser(t), await createSessionUser(t)];
    const article = await app.articleBy(writer);
    for (const [who, whom, reason] of [
      [writer, reader, '对方暂时不接收你的私信'],
      [reader, writer, '你已屏蔽对方，解除屏蔽后才能发送消息'],
    ] as const) {
      await t.client.call(blockUser, { userId: whom.id, blocked: true }, { token: who.token });
      for (const target of [{ articleId: article.id }, { userId: writer.id }]) {
        expect(await open(reader.token, target)).toMatchObject({ code: Code.conflict, reason });
      }
      await t.client.call(blockUser, { userId: whom.id, blocked: false }, { token: who.token });
    }
    expect((await open(reader.token, { articleId: article.id })).code).toBe(Code.ok);
  });
});
