import {
  Code,
  deletePost,
  userArticles,
  userPosts,
  userProfile,
  type Envelope,
  type InputOf,
  type OutputOf,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { contentConsole } from '../support/admin';
import { useContentApp } from '../support/content';
import { createSessionUser, setExpiry } from '../support/posts';
import { createUser, loginAs } from '../support/factories';

const app = useContentApp(['seller', 'other', 'admin']);
const DAY_MS = 86_400_000;

const profileOf = (id: number) => app.ctx().client.call(userProfile, { id });

describe("a user's public page", () => {
  it('shows the nickname, member since and verified badges, and nothing private', async () => {
    const t = app.ctx();
    await t.app.db
      .updateTable('users')
      .set({ wechat: 'secret_wechat_8' })
      .where('id', '=', app.seller.id)
      .execute();
    const res = await profileOf(app.seller.id);
    expect(res.data).toEqual({
      id: app.seller.id,
      nickName: app.seller.nickName,
      memberSince: new Date(app.seller.row.created_at).toISOString(),
      verified: { phone: true, email: true },
      removedPostCount: 0,
    });
    // The raw answers, not only the parsed ones (parsing drops unknown keys): no contact and no
    // login record in any field of the page or its lists.
    await loginAs(t, app.seller);
    await app.postBy(app.seller);
    await app.articleBy(app.seller);
    for (const path of ['profile/?id=', 'posts/?userId=', 'articles/?userId=']) {
      const raw = await (await t.client.fetch(`/v1/users/${path}${app.seller.id}`)).text();
      expect(raw).toMatch(/^{"code":200,"data":{"(id|list)"/);
      for (const secret of [app.seller.email!, app.seller.phone!, 'secret_wechat_8', '127.0.0.1']) {
        expect(raw).not.toContain(secret);
      }
    }
    const phoneOnly = await createUser(t, { email: null });
    expect((await profileOf(phoneOnly.id)).data!.verified).toEqual({ phone: true, email: false });
  });

  it('answers 404 用户不存在 for an unknown or banned user, on the page and its lists', async () => {
    const t = app.ctx();
    const banned = await createUser(t, { status: 'banned', banReason: '发广告' });
    for (const id of [banned.id, 999_999]) {
      const answers: Envelope<unknown>[] = [
        await profileOf(id),
        await t.client.call(userPosts, { userId: id }),
        await t.client.call(userArticles, { userId: id }),
      ];
      for (const res of answers) {
        expect(res).toMatchObject({ code: Code.notFound, reason: '用户不存在' });
      }
    }
    expect((await t.client.call(userProfile, { id: 0 })).code).toBe(Code.invalid);
  });

  it("lists only that user's published posts and articles, newest first, by key", async () => {
    const t = app.ctx();
    const author = await createSessionUser(t);
    const posts = [];
    for (let i = 0; i < 3; i += 1) posts.push(await app.postBy(author));
    const gone = await app.postBy(author);
    expect((await t.client.call(deletePost, { id: gone.id }, { token: author.token })).code).toBe(
      Code.ok,
    );
    await app.postBy(app.other);
    const articles = [await app.articleBy(author), await app.articleBy(author)];
    await app.articleBy(app.other);

    const page = async <E extends typeof userPosts | typeof userArticles>(
      call: E,
      input: InputOf<E>,
    ) => (await t.client.call(call, input)).data! as OutputOf<E>;
    const first = await page(userPosts, { userId: author.id, pageSize: 2 });
    expect(first.list.map((p) => p.id)).toEqual([posts[2]!.id, posts[1]!.id]);
    const rest = await page(userPosts, {
      userId: author.id,
      pageSize: 2,
      cursor: first.nextCursor!,
    });
    expect(rest).toEqual({
      list: [expect.objectContaining({ id: posts[0]!.id })],
      nextCursor: null,
    });
    const arts = await page(userArticles, { userId: author.id });
    expect(arts.list.map((a) => a.id)).toEqual([articles[1]!.id, articles[0]!.id]);
    expect(arts.list[0]!.author).toEqual({ id: author.id, nickName: author.nickName });

    // Hidden content leaves the lists, and expired posts too.
    const console = contentConsole(app.ctx, app.admin);
    expect((await console.setStatus('article', articles[1]!.id, 'hide')).code).toBe(Code.ok);
    const after = await page(userArticles, { userId: author.id });
    expect(after.list.map((a) => a.id)).toEqual([articles[0]!.id]);
    await setExpiry(t, posts[2]!.id);
    const live = await page(userPosts, { userId: author.id });
    expect(live.list.map((p) => p.id)).toEqual([posts[1]!.id, posts[0]!.id]);
  });

  it('counts the posts moderators took down in the last 90 days and that are still down', async () => {
    const t = app.ctx();
    const author = await createSessionUser(t);
    const console = contentConsole(app.ctx, app.admin);
    const [a, b] = [await app.postBy(author), await app.postBy(author)];
    await app.postBy(author);
    expect((await console.setStatus('post', a.id, 'hide')).code).toBe(Code.ok);
    expect((await console.setStatus('post', b.id, 'hide')).code).toBe(Code.ok);
    expect((await profileOf(author.id)).data!.removedPostCount).toBe(2);
    // Restored: back up, no longer counted; someone else's hidden post never is.
    expect((await console.setStatus('post', b.id, 'restore')).code).toBe(Code.ok);
    expect((await console.setStatus('post', (await app.postBy(app.other)).id, 'hide')).code).toBe(
      Code.ok,
    );
    expect((await profileOf(author.id)).data!.removedPostCount).toBe(1);
    t.clock.advance(91 * DAY_MS);
    expect((await profileOf(author.id)).data!.removedPostCount).toBe(0);
  });
});
