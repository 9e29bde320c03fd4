import { z } from '../z';
import { defineCall, type Call, type Route } from '../define-call';
import { Code } from '../protocol/codes';
import { idField } from '../ids';
import { myListCall } from '../paging';
import {
  accountField,
  currentPasswordField,
  nickNameField,
  passwordField,
  vcodeField,
  wechatField,
} from './fields';
import { LoginLog, User, UserInfo } from './user';

const Ok = z.object({});
const VcodeSent = z.object({
  /** Seconds until another code may be requested for this target. */
  resendAfter: z.number().int(),
});

/** A call that sends a verification code to the e-mail or phone given (`account`). */
function sendCodeCall({ path, ...call }: Pick<Call, 'path' | 'auth' | 'summary' | 'codes'>) {
  return defineCall(`POST ${path}`, {
    input: z.object({ account: accountField }),
    output: VcodeSent,
    ...call,
  });
}

/** A visitor's call that signs in: answers the user with the token of a new session. */
function signInCall<I extends z.ZodType>(
  route: Route,
  call: Pick<Call<I>, 'input' | 'summary' | 'codes'>,
) {
  return defineCall(route, { ...call, output: User, auth: 'visitor' });
}

export const register = signInCall('POST /v1/user/new/', {
  input: z.object({
    account: accountField,
    vcode: vcodeField,
    password: passwordField,
    nickName: nickNameField,
  }),
  summary:
    'Register with an e-mail or phone (US or mainland China), a sign-up code, a password and a nickname',
  codes: [Code.conflict],
});

export const login = signInCall('POST /v1/user/login/', {
  input: z.object({ account: accountField, password: currentPasswordField }),
  summary:
    'Log in with e-mail or phone and password. Wrong passwords hold one address off an account, or slow the account, with 429 (docs/decisions/0011-login-lockout.md); a reset code always signs in',
  codes: [Code.accountDisabled, Code.tooManyRequests],
});

export const logout = defineCall('POST /v1/user/logout/', {
  input: z.object({ id: idField('用户') }),
  output: Ok,
  auth: 'user',
  summary: "End the caller's current session; `id` is the caller's user id",
  codes: [Code.notFound],
});

export const isLogin = defineCall('GET /v1/user/is_login/', {
  input: z.object({}),
  output: z.object({ login: z.boolean() }),
  auth: 'visitor',
  summary: 'Whether the token in X-AUTH-TOKEN-UID is a live session (false for a visitor)',
});

export const userInfo = defineCall('GET /v1/user/', {
  input: z.object({}),
  output: UserInfo,
  auth: 'user',
  summary: "The caller's profile",
});

export const updateUser = defineCall('POST /v1/user/', {
  input: z.object({ nickName: nickNameField.optional(), wechatNumber: wechatField.optional() }),
  output: UserInfo,
  auth: 'user',
  summary: 'Change nickname and/or WeChat ID; any other field is ignored',
});

export const signupVcode = sendCodeCall({
  path: '/v1/user/signup_vcode/',
  auth: 'visitor',
  summary: 'Send a sign-up code to an e-mail or phone that is not registered yet',
  codes: [Code.conflict, Code.tooManyRequests],
});

export const requestNewVcode = sendCodeCall({
  path: '/v1/user/request_new_vcode/',
  auth: 'user',
  summary: 'Send a code to a new e-mail or phone the caller wants to bind',
  codes: [Code.conflict, Code.tooManyRequests],
});

export const requestResetVcode = sendCodeCall({
  path: '/v1/user/request_reset_vcode/',
  auth: 'visitor',
  summary: 'Send a password-reset code; answers the same whether or not the account exists',
  codes: [Code.tooManyRequests],
});

export const requestMyVcode = defineCall('POST /v1/user/request_my_vcode/', {
  input: z.object({ channel: z.enum(['email', 'phone'], { error: '请选择接收验证码的方式' }) }),
  output: VcodeSent,
  auth: 'user',
  summary: "Send a code to the caller's current e-mail or phone",
  codes: [Code.tooManyRequests],
});

export const resetLoginPassword = signInCall('POST /v1/user/reset_login_password/', {
  input: z.object({ account: accountField, vcode: vcodeField, password: passwordField }),
  summary:
    'Set a new password with a reset code: ends every session of the account and signs in with a new one, whatever wrong passwords were tried (docs/decisions/0011-login-lockout.md). A banned account answers 423',
  codes: [Code.accountDisabled],
});

export const changeLoginPassword = defineCall('POST /v1/user/loginPassword/', {
  input: z.object({ oldPassword: currentPasswordField, password: passwordField }),
  output: Ok,
  auth: 'user',
  summary: 'Change the password (needs the current one); ends every other session',
  codes: [Code.tooManyRequests],
});

export const changeEmailOrPhone = defineCall('POST /v1/user/change_email_or_phone/', {
  input: z
    .object({
      account: accountField,
      vcode: vcodeField,
      password: currentPasswordField.optional(),
      myVcode: vcodeField.optional(),
    })
    .refine((v) => v.password !== undefined || v.myVcode !== undefined, {
      error: '请输入当前密码或原手机/邮箱收到的验证码',
      path: ['password'],
    }),
  output: UserInfo,
  auth: 'user',
  summary:
    'Bind a new e-mail or phone: a code sent to it, plus the current password or a `myVcode` sent (request_my_vcode) to the current contact of the same kind, or to the other contact when the account has none of that kind yet',
  codes: [Code.conflict, Code.tooManyRequests],
});

export const myLoginLogs = myListCall(
  '/v1/user/my_login_logs/',
  LoginLog,
  "The caller's login attempts, newest first (time, IP, device, success); pass `nextCursor` back as `cursor`",
);
