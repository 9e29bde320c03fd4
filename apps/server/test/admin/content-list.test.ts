import type { adminContentList } from '@huaren/contract';
import {
  ADMIN_KEYWORD_WINDOW,
  closePost,
  deleteComment,
  deletePost,
  newComment,
  postReply,
  updatePost,
  type ContentStatus,
  type InputOf,
} from '@huaren/contract';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as moderationSearch from '../../src/db/migrations/2026_11_22_023_moderation_search';
import { contentConsole } from '../support/admin';
import { useContentApp } from '../support/content';
import { createSessionUser, postInput, searchIds, type PostInputOf } from '../support/posts';

const { ctx, p, articleBy, postBy, admin, author } = useContentApp(['admin', 'author']);

const { setStatus, listContent } = contentConsole(ctx, admin);

const adminFinds = async (input: InputOf<typeof adminContentList>) =>
  (await listContent(input)).list.map((x) => x.id);

const publicFinds = (keyword: string, filters: { categoryId?: number } = {}) =>
  searchIds(ctx(), keyword, filters);

/** A held post (hidden, pending) is found by the console under its new words only, never by the public. */
async function expectHeld(id: number, status: 'hidden' | 'pending', word: string, oldWord: string) {
  expect(await adminFinds({ type: 'post', keyword: word, status })).toEqual([id]);
  expect(await adminFinds({ type: 'post', keyword: oldWord })).toEqual([]);
  expect(await publicFinds(word)).toEqual([]);
}

const premoderate = (on: boolean) =>
  ctx()
    .app.db.updateTable('categories')
    .set({ premoderated: on ? 1 : 0 })
    .where('id', '=', p.secondhand)
    .execute();

describe('listing content', () => {
  it('lists posts newest first by author and status, with keyset pages', async () => {
    const writer = await createSessionUser(ctx());
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await postBy(writer));
    await setStatus('post', made[0]!.id, 'hide');
    const ids: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await listContent({
        type: 'post',
        authorId: writer.id,
        pageSize: 2,
        ...(cursor ? { cursor } : {}),
      });
      ids.push(...page.list.map((x) => x.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(ids).toEqual(made.map((x) => x.id).reverse());
    const hidden = await listContent({ type: 'post', authorId: writer.id, status: 'hidden' });
    expect(hidden.list).toMatchObject([
      { type: 'post', id: made[0]!.id, status: 'hidden', statusReason: '违反社区规定' },
    ]);
    expect(hidden.list[0]!.author).toEqual({ id: writer.id, nickName: writer.nickName });
  });

  it('finds posts by keyword through the search index, and other types by text', async () => {
    const post = await postBy(author, { title: '转让二手钢琴一台九成新' });
    const found = await listContent({ type: 'post', keyword: '钢琴' });
    expect(found.list.map((x) => x.id)).toEqual([post.id]);
    const reply = await ctx().client.call(
      postReply,
      { postId: post.id, content: '请问钢琴是什么牌子的？' },
      { token: author.token },
    );
    const replies = await listContent({ type: 'reply', keyword: '什么牌子' });
    expect(replies.list).toMatchObject([
      { id: reply.data!.id, title: post.title, parent: { type: 'post', id: post.id } },
    ]);
    expect((await listContent({ type: 'reply', keyword: '100%' })).list).toEqual([]);
  });
});

describe('an administrator finds posts by their words in every status', () => {
  it('finds a hidden and a pending post by a two-character word; the public search never shows them', async () => {
    const published = await postBy(author, { title: '出售二手小提琴' });
    const hidden = await postBy(author, { title: '小提琴课转让' });
    expect((await setStatus('post', hidden.id, 'hide')).code).toBe(200);
    await premoderate(true);
    const pending = await postBy(author, {
      categoryId: p.secondhand,
      title: '九成新琴盒',
      content: '配套小提琴使用的琴盒，几乎全新，可自取。',
    });
    await premoderate(false);
    expect(pending.status).toBe('pending');

    expect(await adminFinds({ type: 'post', keyword: '提琴', status: 'hidden' })).toEqual([
      hidden.id,
    ]);
    expect(await adminFinds({ type: 'post', keyword: '提琴', status: 'pending' })).toEqual([
      pending.id,
    ]);
    expect(await adminFinds({ type: 'post', keyword: '提琴', status: 'published' })).toEqual([
      published.id,
    ]);
    const all = await listContent({ type: 'post', keyword: '提琴' });
    expect(all.list.map((x) => [x.id, x.status])).toEqual([
      [pending.id, 'pending'],
      [hidden.id, 'hidden'],
      [published.id, 'published'],
    ]);
    expect(all.searchedNewest).toBeNull();

    // Pages run across both indexes by cursor.
    const ids: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await listContent({
        type: 'post',
        keyword: '提琴',
        pageSize: 1,
        ...(cursor ? { cursor } : {}),
      });
      ids.push(...page.list.map((x) => x.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(ids).toEqual([pending.id, hidden.id, published.id]);

    // By author: another author's words find none of them.
    const other = await createSessionUser(ctx());
    expect(await adminFinds({ type: 'post', keyword: '提琴', authorId: other.id })).toEqual([]);
    expect(await adminFinds({ type: 'post', keyword: '提琴', authorId: author.id })).toHaveLength(
      3,
    );

    expect(await publicFinds('提琴')).toEqual([published.id]);
    expect(await publicFinds('提琴', { categoryId: p.secondhand })).toEqual([]);
    expect(await publicFinds('琴盒')).toEqual([]);
  });

  it('finds a post marked sold or rented, by author and by words, though the public lists drop it', async () => {
    const seller = await createSessionUser(ctx());
    const sold = await postBy(seller, {
      title: '出售九成新电吉他',
      content: '电吉他一把，音色好，附送琴包。',
      categoryId: p.secondhand,
      price: 20000,
    });
    const res = await ctx().client.call(closePost, { id: sold.id }, { token: seller.token });
    expect(res.code).toBe(200);
    expect(await publicFinds('电吉他')).toEqual([]);
    expect(await adminFinds({ type: 'post', authorId: seller.id })).toEqual([sold.id]);
    expect(await adminFinds({ type: 'post', keyword: '电吉他' })).toEqual([sold.id]);
    expect(await adminFinds({ type: 'post', keyword: '电吉他', authorId: seller.id })).toEqual([
      sold.id,
    ]);
  });

  /** The author replaces the post with postInput's fields, overridden. */
  const editAsAuthor = (id: number, overrides: Partial<PostInputOf>) =>
    ctx().client.call(updatePost, { ...postInput(p, overrides), id }, { token: author.token });

  it('follows a held post through its edits and status changes', async () => {
    const post = await postBy(author, { title: '出租车位一个' });
    await setStatus('post', post.id, 'hide');
    const edited = await editAsAuthor(post.id, { title: '出售古筝一台' });
    expect(edited.data!.status).toBe('hidden');
    await expectHeld(post.id, 'hidden', '古筝', '车位');

    await setStatus('post', post.id, 'restore');
    expect(await adminFinds({ type: 'post', keyword: '古筝', status: 'hidden' })).toEqual([]);
    expect(await adminFinds({ type: 'post', keyword: '古筝' })).toEqual([post.id]);
    expect(await publicFinds('古筝')).toEqual([post.id]);

    // Deleted posts are in no index: the newest rows are read instead, and the answer says so.
    await ctx().client.call(deletePost, { id: post.id }, { token: author.token });
    expect(await adminFinds({ type: 'post', keyword: '古筝' })).toEqual([]);
    const deleted = await listContent({ type: 'post', keyword: '古筝', status: 'deleted' });
    expect(deleted.list.map((x) => x.id)).toEqual([post.id]);
    expect(deleted.searchedNewest).toBe(ADMIN_KEYWORD_WINDOW);
  });

  it('finds a post that an edit sent back to review, under its new words', async () => {
    const post = await postBy(author, { categoryId: p.secondhand, title: '出售旧书架一个' });
    await premoderate(true);
    const edited = await editAsAuthor(post.id, {
      categoryId: p.secondhand,
      title: '出售红木茶几一张',
    });
    await premoderate(false);
    expect(edited.data!.status).toBe('pending');
    await expectHeld(post.id, 'pending', '茶几', '书架');

    await setStatus('post', post.id, 'approve');
    expect(await adminFinds({ type: 'post', keyword: '茶几', status: 'pending' })).toEqual([]);
    expect(await publicFinds('茶几')).toEqual([post.id]);
  });

  it('indexes the posts held when the index was made', async () => {
    const post = await postBy(author, { title: '代办驾照考试' });
    await setStatus('post', post.id, 'hide');
    const db = ctx().app.db as unknown as Kysely<unknown>;
    await moderationSearch.down(db);
    await moderationSearch.up(db);
    expect(await adminFinds({ type: 'post', keyword: '驾照', status: 'hidden' })).toEqual([
      post.id,
    ]);
  });
});

describe('statuses of replies and comments', () => {
  it('lists hidden and deleted comments apart, and no reply as deleted', async () => {
    const article = await articleBy(author);
    const comment = async (content: string) =>
      (
        await ctx().client.call(
          newComment,
          { articleId: article.id, content },
          { token: author.token },
        )
      ).data!.id;
    const kept = await comment('第一条评论，写得很好');
    const hidden = await comment('第二条评论，广告内容');
    const deleted = await comment('第三条评论，作者删了');
    await setStatus('comment', hidden, 'hide', '广告');
    await ctx().client.call(deleteComment, { id: deleted }, { token: author.token });
    const by = (status: ContentStatus) => adminFinds({ type: 'comment', status });
    expect(await by('hidden')).toEqual([hidden]);
    expect(await by('deleted')).toEqual([deleted]);
    expect(await by('published')).toEqual([kept]);
    expect(await by('pending')).toEqual([]);
    expect(await adminFinds({ type: 'reply', status: 'deleted' })).toEqual([]);
  });
});

describe('other words, in the newest rows only', () => {
  it('looks in the newest 5,000 replies (or the author’s), and says so', async () => {
    const post = await postBy(author);
    const replier = await createSessionUser(ctx());
    const reply = await ctx().client.call(
      postReply,
      { postId: post.id, content: '这个价格还能商量吗？' },
      { token: replier.token },
    );
    const found = await listContent({ type: 'reply', keyword: '商量' });
    expect(found.list.map((x) => x.id)).toEqual([reply.data!.id]);
    expect(found.searchedNewest).toBe(ADMIN_KEYWORD_WINDOW);
    // Each part somewhere in the text, like the post search; a reply's text, not its post's title.
    expect(await adminFinds({ type: 'reply', keyword: '商量 价格' })).toEqual([reply.data!.id]);
    expect(await adminFinds({ type: 'reply', keyword: '商量 便宜' })).toEqual([]);
    expect(await adminFinds({ type: 'reply', keyword: '炒锅' })).toEqual([]);

    await sql`with recursive n (i) as (select 1 union all select i + 1 from n
        where i < ${sql.lit(ADMIN_KEYWORD_WINDOW)})
      insert into post_replies (post_id, user_id, recipient_id, content, created_at)
      select ${sql.lit(post.id)}, ${sql.lit(author.id)}, ${sql.lit(author.id)}, '顶一下',
        ${sql.lit(ctx().clock.now())} from n`.execute(ctx().app.db);
    expect(await adminFinds({ type: 'reply', keyword: '商量' })).toEqual([]);
    expect(await adminFinds({ type: 'reply', keyword: '商量', authorId: replier.id })).toEqual([
      reply.data!.id,
    ]);
    expect(await adminFinds({ type: 'reply', keyword: '商量', status: 'published' })).toEqual([]);
  });
});
