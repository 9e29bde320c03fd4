import { Code, newPost, postDetail, postList, updatePost } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { useContentApp } from '../support/content';
import { createLoggedInUser } from '../support/factories';
import { createPost, postInput } from '../support/posts';
import { countRows } from '../support/rows';

/** A post's place (docs/decisions/0010-maps.md): an address, with coordinates when known. */
const { ctx, p, postBy } = useContentApp();

const FLUSHING = { latitude: 40.75961, longitude: -73.83035, address: 'Main St & 41st Ave' };

describe('a location with an address only', () => {
  it('is kept, and the detail and the owner read it with null coordinates', async () => {
    const user = await createLoggedInUser(ctx());
    const post = await postBy(user, { location: { address: '  法拉盛缅街 ' } });
    const addressOnly = { latitude: null, longitude: null, address: '法拉盛缅街' };
    expect(post.location).toEqual(addressOnly);
    const detail = await ctx().client.call(postDetail, { id: post.id });
    expect(detail.data!.location).toEqual(addressOnly);
  });

  it('takes explicit nulls, and an edit can add the coordinates or take them away', async () => {
    const user = await createLoggedInUser(ctx());
    const input = postInput(p, {
      location: { latitude: null, longitude: null, address: 'Flushing, NY' },
    });
    const post = await createPost(ctx(), user.token, input);
    expect(post.location).toEqual({ latitude: null, longitude: null, address: 'Flushing, NY' });

    const withPoint = await ctx().client.call(
      updatePost,
      { ...input, id: post.id, location: FLUSHING },
      { token: user.token },
    );
    expect(withPoint.data!.location).toEqual(FLUSHING);

    const without = await ctx().client.call(
      updatePost,
      { ...input, id: post.id, location: { address: FLUSHING.address } },
      { token: user.token },
    );
    expect(without.data!.location).toEqual({
      latitude: null,
      longitude: null,
      address: FLUSHING.address,
    });
    const removed = await ctx().client.call(
      updatePost,
      { ...input, id: post.id, location: null },
      { token: user.token },
    );
    expect(removed.data!.location).toBeNull();
  });

  it('shows in the lists like any other post', async () => {
    const user = await createLoggedInUser(ctx());
    const post = await postBy(user, { location: { address: '布鲁克林八大道' } });
    const list = await ctx().client.call(postList, { regionId: p.flushing });
    expect(list.data!.list.map((item) => item.id)).toContain(post.id);
  });
});

describe('bad locations', () => {
  it.each([
    [{ ...FLUSHING, latitude: 91 }, '位置的纬度不正确'],
    [{ ...FLUSHING, latitude: -90.5 }, '位置的纬度不正确'],
    [{ ...FLUSHING, longitude: 180.01 }, '位置的经度不正确'],
    [{ ...FLUSHING, longitude: -181 }, '位置的经度不正确'],
    [{ ...FLUSHING, latitude: '40.7' }, '位置的纬度不正确'],
    [{ ...FLUSHING, longitude: true }, '位置的经度不正确'],
    [{ latitude: 40.7, address: 'Flushing' }, '位置的经纬度要同时填写'],
    [{ latitude: null, longitude: -73.8, address: 'Flushing' }, '位置的经纬度要同时填写'],
    [{ latitude: 40.7, longitude: -73.8 }, '请输入地址'],
    [{ ...FLUSHING, address: '   ' }, '请输入地址'],
    [{ ...FLUSHING, address: '街'.repeat(101) }, '地址最多 100 个字'],
    ['Flushing', '位置不正确'],
  ] as const)('refuses %j: %s, and stores nothing', async (location, reason) => {
    const user = await createLoggedInUser(ctx());
    const res = await ctx().client.call(
      newPost,
      { ...postInput(p), location },
      { token: user.token },
    );
    expect(res).toEqual({ code: Code.invalid, reason });
    expect(await countRows(ctx().app.db, 'posts', 'user_id', user.id)).toBe(0);
  });

  it('leaves the post as it was when an edit brings bad coordinates', async () => {
    const user = await createLoggedInUser(ctx());
    const input = postInput(p, { location: FLUSHING });
    const post = await createPost(ctx(), user.token, input);
    const res = await ctx().client.call(
      updatePost,
      { ...input, id: post.id, location: { ...FLUSHING, latitude: 123 } },
      { token: user.token },
    );
    expect(res).toEqual({ code: Code.invalid, reason: '位置的纬度不正确' });
    const detail = await ctx().client.call(postDetail, { id: post.id });
    expect(detail.data!.location).toEqual(FLUSHING);
  });
});
