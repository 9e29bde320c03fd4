import type { VcodePurpose } from '../db/schema';
import type { OutgoingMessage } from './message';
import { maskRecipient } from './mask';

/** What each code is for, as the message names it. */
const PURPOSE_LABEL: Record<VcodePurpose, string> = {
  signup: '注册',
  'bind-new': '绑定',
  reset: '重置密码',
  my: '身份验证',
};

type Draft = Pick<OutgoingMessage, 'subject' | 'text'>;

/** The code message; minutes from the rule, so the text cannot drift from it. */
export function codeMessage(
  site: string,
  purpose: VcodePurpose,
  code: string,
  minutes: number,
): Draft {
  const label = PURPOSE_LABEL[purpose];
  return {
    subject: `【${site}】${label}验证码`,
    text: `【${site}】您的${label}验证码是 ${code}，${minutes} 分钟内有效。请勿告诉他人；如非本人操作，请忽略本消息。`,
  };
}

export function passwordChangedNotice(site: string): Draft {
  return {
    subject: `【${site}】登录密码已修改`,
    text: `【${site}】您的登录密码刚刚被修改，其他设备上的登录已退出。如非本人操作，请立即通过“忘记密码”重置密码。`,
  };
}

export function passwordResetNotice(site: string): Draft {
  return {
    subject: `【${site}】登录密码已重置`,
    text: `【${site}】您的登录密码刚刚通过验证码重置，所有设备上的登录已退出。如非本人操作，请立即重置密码。`,
  };
}

export function contactChangedNotice(
  site: string,
  kind: 'email' | 'phone',
  newValue: string,
): Draft {
  const what = kind === 'email' ? '邮箱' : '手机号';
  return {
    subject: `【${site}】绑定${what}已更换`,
    text: `【${site}】您账号绑定的${what}刚刚更换为 ${maskRecipient(newValue)}。如非本人操作，请立即重置密码并联系我们。`,
  };
}
