import {
  CONTROL_CHARACTER_REASON,
  Code,
  adminAuditLog,
  adminContentList,
  adminSaveParamConfig,
  adminUserList,
  login,
  newPost,
  paramConfigList,
  postReply,
  register,
  reportPost,
  requestResetVcode,
  signupVcode,
  updateUser,
  UNTYPABLE_CHARACTER,
  type Call,
} from '@huaren/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './support/admin';
import { useTestApp } from './support/app';
import { type LoggedInUser, fromNewIp } from './support/factories';
import { readOutbox } from './support/outbox';
import {
  createPost,
  createSessionUser,
  places,
  postInput,
  storedBy,
  type Places,
} from './support/posts';

// Issue 14: NUL in a string answered 500 on PostgreSQL ("invalid byte sequence for encoding
// UTF8: 0x00") and was stored, or sent to, on SQLite. Every string of every call refuses control
// characters with one Chinese reason; these are the reproductions, each otherwise valid.
const ctx = useTestApp();
let adminToken: string;
let user: LoggedInUser;
let postId: number;
let where: Places;

beforeAll(async () => {
  const t = ctx();
  adminToken = (await createAdmin(t)).token;
  user = await createSessionUser(t);
  const author = await createSessionUser(t);
  where = await places(t);
  postId = (await createPost(t, author.token, postInput(where))).id;
});

/** NUL, other C0 characters and DEL; tab and line breaks are text. */
const CONTROLS = ['\u0000', '\u0001', '\u0007', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f'];

type Caller = 'visitor' | 'user' | 'admin';
const cases: readonly (readonly [string, Call, Caller, (c: string) => object])[] = [
  [
    'login account',
    login,
    'visitor',
    (c) => ({ account: `x${c}@example.com`, password: 'whatever-123' }),
  ],
  [
    'login password',
    login,
    'visitor',
    (c) => ({ account: 'x@example.com', password: `pass${c}word` }),
  ],
  ['signup_vcode account', signupVcode, 'visitor', (c) => ({ account: `x${c}@example.com` })],
  [
    'request_reset_vcode account',
    requestResetVcode,
    'visitor',
    (c) => ({ account: `x${c}@example.com` }),
  ],
  [
    'register nickname',
    register,
    'visitor',
    (c) => ({
      account: 'new@example.com',
      vcode: '123456',
      password: 'Long-enough-9',
      nickName: `阿${c}芳`,
    }),
  ],
  ['profile WeChat ID', updateUser, 'user', (c) => ({ wechatNumber: `wx_${c}id_2024` })],
  [
    'report text',
    reportPost,
    'user',
    (c) => ({ postId, reason: '垃圾广告', text: `重复${c}发帖` }),
  ],
  ['reply content', postReply, 'user', (c) => ({ postId, content: `还招人${c}吗？` })],
  [
    'post contact e-mail',
    newPost,
    'user',
    (c) => postInput(where, { contact: { email: `chef${c}@example.com` } }),
  ],
  [
    'post address',
    newPost,
    'user',
    (c) =>
      postInput(where, {
        location: { address: `缅街 ${c}41 号`, latitude: null, longitude: null },
      }),
  ],
  ['admin user search', adminUserList, 'admin', (c) => ({ keyword: `a${c}b` })],
  ['admin post search', adminContentList, 'admin', (c) => ({ type: 'post', keyword: `招聘${c}` })],
  ['admin reply search', adminContentList, 'admin', (c) => ({ type: 'reply', keyword: `a${c}b` })],
  ['audit log target', adminAuditLog, 'admin', (c) => ({ targetId: `1${c}` })],
  [
    'param_config/save value',
    adminSaveParamConfig,
    'admin',
    (c) => ({ key: 'about', value: `关于${c}我们` }),
  ],
];

describe.each(cases)('%s', (_name, endpoint, caller, input) => {
  it.each(CONTROLS.map((c) => [`U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`, c]))(
    'with %s answers the Chinese 400',
    async (_code, c) => {
      const token = { visitor: '', user: user.token, admin: adminToken }[caller];
      const sign = fromNewIp(token);
      expect(await ctx().client.call(endpoint, input(c), sign)).toEqual({
        code: Code.invalid,
        reason: CONTROL_CHARACTER_REASON,
      });
    },
  );
});

describe('after all of them', () => {
  it('nothing was sent, stored or changed', async () => {
    expect(await readOutbox(ctx().database.dataDir)).toEqual([]);
    expect(await storedBy(ctx(), 'post_reports', user.id)).toBe(0);
    expect(await storedBy(ctx(), 'post_replies', user.id)).toBe(0);
    expect(await storedBy(ctx(), 'posts', user.id)).toBe(0);
    const values = (await ctx().client.call(paramConfigList, {})).data!.list.map((p) => p.value);
    expect(values.filter((value) => UNTYPABLE_CHARACTER.test(value))).toEqual([]);
  });
});
