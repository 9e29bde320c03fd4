import type { FastifyInstance } from 'fastify';
import { claimNewAccount } from '../../core/content/new-account';
import type { Db } from '../../db/database';
import { DAY_MS, HOUR_MS } from '../../lib/clock';
import type { Limit } from '../../limits/rate-limiter';

/** The anti-spam rules of private messages (issue 19, decision 0034). */
export const MessageLimits = {
  /** Conversations a new account (NEW_ACCOUNT_MS) may start a day. */
  newAccountConversations: { name: 'new-account-conversations', max: 10, windowMs: DAY_MS },
  /** Messages a new account may send an hour. */
  newAccountMessages: { name: 'new-account-messages', max: 60, windowMs: HOUR_MS },
} as const satisfies Record<string, Limit>;

/** The same text sent to more than this many other conversations within the hour is refused. */
export const SAME_TEXT_MAX_CONVERSATIONS = 5;
export const SAME_TEXT_WINDOW_MS = HOUR_MS;

export const MessageReasons = {
  notFound: '会话不存在',
  postGone: '帖子不存在或已下架',
  articleGone: '文章不存在或已删除',
  userNotFound: '用户不存在',
  self: '不能给自己发私信',
  blockedByMe: '你已屏蔽对方，解除屏蔽后才能发送消息',
  blockedByOther: '对方暂时不接收你的私信',
  otherInactive: '对方账号已停用，无法发送私信',
  newAccountConversations: '新注册账号 24 小时内最多发起 10 个会话',
  newAccountMessages: '新注册账号每小时最多发送 60 条私信，请稍后再试',
  sameText: '相同内容已发给太多人，请勿群发',
  imageNotFound: '图片不存在，请重新上传',
  noWechat: '你还没有填写微信号，请先在“设置”中填写',
  noPhone: '你还没有绑定手机号，请先在“设置”中绑定',
  reportChoice: '请选择本会话中的消息进行举报',
  tooManyStreams: '打开的页面过多，请关闭一些后重试',
} as const;

/** Claims a new account's quota in `trx`, the transaction that writes what it counts (429 past it). */
export function claimNewcomerQuota(
  app: FastifyInstance,
  trx: Db,
  userId: number,
  quota: keyof typeof MessageLimits,
): Promise<void> {
  const deps = { now: app.now, limiter: app.rateLimiter };
  return claimNewAccount(deps, trx, userId, MessageLimits[quota], MessageReasons[quota]);
}
