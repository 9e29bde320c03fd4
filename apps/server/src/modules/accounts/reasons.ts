import type { ContactKind } from '@huaren/contract';

const label = (kind: ContactKind) => (kind === 'email' ? '邮箱' : '手机号');

/** Every reason the account calls answer, as the user reads it; tests compare them exactly. */
export const Reasons = {
  wrongCredentials: '账号或密码错误',
  wrongCurrentPassword: '当前密码不正确',
  samePassword: '新密码不能与当前密码相同',
  passwordHeldOff: (minutes: number) =>
    `密码错误次数过多，请 ${minutes} 分钟后再试，或通过“忘记密码”用验证码登录`,
  passwordSlowed: (minutes: number) =>
    `该账号的密码尝试过多，请 ${minutes} 分钟后再试，或通过“忘记密码”用验证码登录`,
  loginTooOften: (seconds: number) => `登录尝试太频繁，请 ${seconds} 秒后再试`,
  banned: (reason: string | null) => (reason ? `账号已被停用：${reason}` : '账号已被停用'),
  registered: (kind: ContactKind) => `该${label(kind)}已注册，请直接登录`,
  boundElsewhere: (kind: ContactKind) => `该${label(kind)}已被其他账号绑定`,
  sameContact: (kind: ContactKind) => `新${label(kind)}与当前${label(kind)}相同`,
  noContact: (kind: ContactKind) => `您还没有绑定${label(kind)}`,
  resendTooSoon: (seconds: number) => `发送太频繁，请 ${seconds} 秒后再获取验证码`,
  targetDailyCap: (kind: ContactKind, hours: number) =>
    `该${label(kind)}今天接收验证码的次数已达上限，请 ${hours} 小时后再试`,
  ipDailyCap: (hours: number) => `获取验证码的次数过多，请 ${hours} 小时后再试`,
  vcodeInvalid: '验证码已失效，请重新获取',
  vcodeWrong: (left: number) => `验证码错误，还可以再试 ${left} 次`,
  vcodeExhausted: '验证码错误次数过多，请重新获取',
  noSuchUser: '用户不存在',
  badCursor: '分页参数不正确',
} as const;
