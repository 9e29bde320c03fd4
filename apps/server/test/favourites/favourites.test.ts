import {
  addFavourite,
  closePost,
  Code,
  deletePost,
  favouriteState,
  myFavourites,
  removeFavourite,
  renewPost,
  updatePost,
  type Favourite,
} from '@huaren/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/lib/clock';
import { callOk } from '../support/call-ok';
import { hideStored, useContentApp } from '../support/content';
import { everyPage } from '../support/paging';
import { createSession, createSessionUser, postInput } from '../support/posts';
import { countRows } from '../support/rows';

const { ctx, p, postBy, articleBy, author, reader, other } = useContentApp([
  'author',
  'reader',
  'other',
]);

const add = (type: 'post' | 'article', id: number, token = reader.token) =>
  ctx().client.call(addFavourite, { type, id }, { token });
const listOf = async (type: 'post' | 'article', token = reader.token) =>
  (await callOk(ctx(), myFavourites, { type }, token)).list;
const tagsOf = (f: Favourite | undefined) =>
  f && { availability: f.availability, edited: f.edited, closed: f.closed?.label ?? null };

describe('favourites', () => {
  it('adds and removes idempotently, and says the state', async () => {
    const post = await postBy(author);
    const state = () => callOk(ctx(), favouriteState, { type: 'post', id: post.id }, reader.token);
    expect(await state()).toEqual({ favourited: false });
    expect((await add('post', post.id)).data).toEqual({ favourited: true });
    expect((await add('post', post.id)).data).toEqual({ favourited: true });
    expect(await state()).toEqual({ favourited: true });
    expect(await countRows(ctx().app.db, 'favourites', 'item_id', post.id)).toBe(1);
    const remove = () =>
      callOk(ctx(), removeFavourite, { type: 'post', id: post.id }, reader.token);
    expect(await remove()).toEqual({ favourited: false });
    expect(await remove()).toEqual({ favourited: false });
    expect(await state()).toEqual({ favourited: false });
  });

  it('answers 404 for missing, hidden and deleted items (the author may keep their own hidden one)', async () => {
    const hidden = await postBy(author);
    await hideStored(ctx(), 'posts', hidden.id);
    const deleted = await postBy(author);
    await callOk(ctx(), deletePost, { id: deleted.id }, author.token);
    const hiddenArticle = await articleBy(author);
    await hideStored(ctx(), 'articles', hiddenArticle.id);
    for (const id of [hidden.id, deleted.id, 2_000_000_000]) {
      expect(await add('post', id)).toEqual({ code: Code.notFound, reason: '帖子不存在或已删除' });
    }
    expect(await add('article', hiddenArticle.id)).toEqual({
      code: Code.notFound,
      reason: '文章不存在或已删除',
    });
    expect((await add('post', hidden.id, author.token)).code).toBe(Code.ok);
    expect((await add('video' as 'post', 1)).code).toBe(Code.invalid);
    expect((await ctx().client.call(addFavourite, { type: 'post', id: hidden.id })).code).toBe(
      Code.notLoggedIn,
    );
    expect(await listOf('post')).toEqual([]);
  });

  it('lists newest favourite first, paged by key, for posts and articles apart', async () => {
    const user = await createSessionUser(ctx());
    const posts = [];
    for (let i = 0; i < 5; i++) posts.push(await postBy(author));
    const article = await articleBy(author);
    // Favourited in an order other than publishing: the list follows the favourites.
    for (const post of [posts[2]!, posts[0]!, posts[4]!, posts[1]!, posts[3]!]) {
      await add('post', post.id, user.token);
    }
    await add('article', article.id, user.token);
    const pages = await everyPage((c) =>
      ctx().client.call(myFavourites, { type: 'post', pageSize: 2, ...c }, { token: user.token }),
    );
    expect(pages.map((page) => page.map((f) => f.itemId))).toEqual([
      [posts[3]!.id, posts[1]!.id],
      [posts[4]!.id, posts[0]!.id],
      [posts[2]!.id],
    ]);
    const articles = await listOf('article', user.token);
    expect(articles.map((f) => [f.itemId, f.article?.title])).toEqual([
      [article.id, article.title],
    ]);
    expect(articles[0]!.post).toBeNull();
  });

  it('never shows one user’s favourites to another', async () => {
    const post = await postBy(author);
    await add('post', post.id, other.token);
    expect((await listOf('post', other.token)).map((f) => f.itemId)).toContain(post.id);
    expect((await listOf('post')).map((f) => f.itemId)).not.toContain(post.id);
    const state = await callOk(ctx(), favouriteState, { type: 'post', id: post.id }, reader.token);
    expect(state).toEqual({ favourited: false });
    // Taking back what only someone else favourited changes nothing of theirs.
    await callOk(ctx(), removeFavourite, { type: 'post', id: post.id }, reader.token);
    expect((await listOf('post', other.token)).map((f) => f.itemId)).toContain(post.id);
  });

  it('says what became of each: edited, marked, hidden, deleted (no content)', async () => {
    const user = await createSessionUser(ctx());
    const [edited, marked, renewed, hidden, deleted] = [
      await postBy(author),
      await postBy(author, { categoryId: p.housing, price: 150000, priceUnit: 'month' }),
      await postBy(author),
      await postBy(author),
      await postBy(author),
    ];
    for (const post of [edited, marked, renewed, hidden, deleted]) {
      await add('post', post.id, user.token);
    }
    ctx().clock.advance(60_000);
    await callOk(
      ctx(),
      updatePost,
      {
        id: edited.id,
        ...postInput(p, { title: edited.title, content: '改了工资待遇，包吃包住。' }),
      },
      author.token,
    );
    await callOk(ctx(), closePost, { id: marked.id }, author.token);
    await callOk(ctx(), renewPost, { id: renewed.id }, author.token);
    await hideStored(ctx(), 'posts', hidden.id);
    await callOk(ctx(), deletePost, { id: deleted.id }, author.token);

    const list = await listOf('post', user.token);
    const byId = (id: number) => list.find((f) => f.itemId === id);
    expect(tagsOf(byId(edited.id))).toEqual({
      availability: 'visible',
      edited: true,
      closed: null,
    });
    expect(tagsOf(byId(marked.id))).toEqual({
      availability: 'visible',
      edited: false,
      closed: '已租',
    });
    expect(tagsOf(byId(renewed.id))).toEqual({
      availability: 'visible',
      edited: false,
      closed: null,
    });
    for (const gone of [byId(hidden.id), byId(deleted.id)]) {
      expect(gone).toMatchObject({ availability: 'gone', post: null, article: null, closed: null });
    }
  });

  it('shows an expired post as expired, its card kept but not to be opened', async () => {
    const post = await postBy(author);
    const user = await createSessionUser(ctx());
    await add('post', post.id, user.token);
    ctx().clock.advance(31 * DAY_MS);
    const token = await createSession(ctx(), user.id);
    expect((await add('post', post.id, token)).code).toBe(Code.notFound);
    expect((await listOf('post', token))[0]).toMatchObject({
      itemId: post.id,
      availability: 'expired',
      post: { id: post.id, status: 'expired' },
    });
  });

  it('pages down the (user, type, id) index with no sort (SQLite’s plan)', async () => {
    if (ctx().database.dialect !== 'sqlite') return;
    const { rows } = await sql<{ detail: string }>`explain query plan
      select id, item_id, created_at from favourites
      where user_id = ${reader.id} and item_type = 'post' and id < ${1000}
      order by id desc limit 21`.execute(ctx().app.db);
    const plan = rows.map((r) => r.detail).join('\n');
    expect(plan).toContain('favourites_page_idx');
    expect(plan).not.toContain('TEMP B-TREE');
  });
});
