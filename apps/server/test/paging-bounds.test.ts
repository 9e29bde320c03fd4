import {
  adminAuditLog,
  adminContentList,
  adminReportList,
  adminUserList,
  myLoginLogs,
  type Call,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { encodeCursor } from '../src/lib/cursor';
import { useContentApp } from './support/content';
import { BAD_PAGING, refused } from './support/bad-input';

/**
 * The lists of accounts and of the console page by cursors too: a cursor that is not one of theirs
 * (or holds a number beyond the column it is compared with) answers 400, never 500.
 */
const { ctx, admin, user } = useContentApp(['admin', 'user']);

const lists: readonly (readonly [Call, Record<string, unknown>, 'user' | 'admin'])[] = [
  [myLoginLogs, {}, 'user'],
  [adminUserList, {}, 'admin'],
  [adminAuditLog, {}, 'admin'],
  [adminContentList, { type: 'post' }, 'admin'],
  [adminContentList, { type: 'reply' }, 'admin'],
];

describe('paging of account and console lists', () => {
  it.each(
    lists.flatMap(([endpoint, base, caller]) =>
      BAD_PAGING.map(
        ([name, input, reason]) =>
          [
            `${endpoint.path} ${JSON.stringify(base)}`,
            name,
            { ...base, ...input },
            reason,
            endpoint,
            caller,
          ] as const,
      ),
    ),
  )('%s refuses %s', async (_, __, input, reason, endpoint, caller) => {
    const token = caller === 'user' ? user.token : admin.token;
    expect(await ctx().client.call(endpoint, input, { token })).toEqual(refused(reason));
  });

  const open = (key: number[]) => ({ state: 'open', cursor: encodeCursor(key) });
  const closed = (key: number[]) => ({ state: 'closed', cursor: encodeCursor(key) });
  it.each([
    ['an open case key of two parts', open([1, 2])],
    ['an open case key with a count beyond int4', open([0, 2 ** 31, Date.now(), 1])],
    ['an open case key with a negative time', open([0, 1, -1, 1])],
    ['a closed case key of four parts', closed([0, 1, Date.now(), 1])],
    ['a closed case key with an id beyond int4', closed([Date.now(), 2 ** 31])],
  ])('the report queue refuses %s', async (_, input) => {
    expect(await ctx().client.call(adminReportList, input, { token: admin.token })).toEqual(
      refused('分页参数不正确'),
    );
  });

  it('takes a report queue cursor whose time is beyond int4 (times are milliseconds)', async () => {
    const res = await ctx().client.call(adminReportList, closed([Date.now(), 1]), {
      token: admin.token,
    });
    expect(res).toMatchObject({ code: 200, data: { list: [], nextCursor: null } });
  });
});
