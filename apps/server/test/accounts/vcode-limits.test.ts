import { Code, register, signupVcode } from '@huaren/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { uniqueEmail, uniqueIp, uniquePhone } from '../support/factories';
import { readOutbox } from '../support/outbox';
import { startTwilioStub, type TwilioStub } from '../support/twilio-stub';

// SMS go to a local stand-in for Twilio that records every request, so "not sent" is observed
// at the provider, not inferred from the answer.
let twilio: TwilioStub;
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  twilio = await startTwilioStub();
  t = await startTestApp({
    env: {
      LOG_LEVEL: 'info',
      TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
      TWILIO_AUTH_TOKEN: 'twilio-secret-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE: twilio.base,
    },
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(async () => {
  await t?.close();
  await twilio?.close();
});

const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });
const smsTo = (phone: string) => twilio.requests.filter((r) => r.form.To === phone);
const codeOf = (body: string) => /验证码是 (\d{6})/.exec(body)![1]!;

describe('SMS through the Twilio-shaped provider', () => {
  it("posts To, From and Body to the account's Messages resource with basic auth", async () => {
    const phone = uniquePhone();
    expect((await t.client.call(signupVcode, { account: phone }, from(uniqueIp()))).code).toBe(
      Code.ok,
    );
    const [sms] = smsTo(phone);
    expect(sms).toMatchObject({
      method: 'POST',
      path: '/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json',
      contentType: 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from('AC0123456789abcdef0123456789abcdef:twilio-secret-token').toString('base64')}`,
    });
    expect(sms!.form).toEqual({
      To: phone,
      From: '+15005550006',
      Body: expect.stringMatching(/^【华人生活圈】您的注册验证码是 \d{6}，/),
    });
    // The code works: it is the one stored.
    const res = await t.client.call(register, {
      account: phone,
      vcode: codeOf(sms!.form.Body!),
      password: 'Canal-Street-77',
      nickName: '唐人街',
    });
    expect(res.code).toBe(Code.ok);
    expect(await readOutbox(t.database.dataDir)).toEqual([]);
  });

  it('refuses a resend inside 60 s without calling the provider, and allows it after', async () => {
    const phone = uniquePhone();
    const send = () => t.client.call(signupVcode, { account: phone }, from(uniqueIp()));
    expect((await send()).code).toBe(Code.ok);
    t.clock.advance(45_000);
    const again = await send();
    expect(again.code).toBe(Code.tooManyRequests);
    expect(again.reason).toMatch(/^发送太频繁，请 1[45] 秒后再获取验证码$/);
    expect(smsTo(phone)).toHaveLength(1);
    t.clock.advance(15_000);
    expect((await send()).code).toBe(Code.ok);
    expect(smsTo(phone)).toHaveLength(2);
  });

  it('refuses the 6th SMS to one phone in a day, and allows one the next day', async () => {
    const phone = uniquePhone();
    const send = () => t.client.call(signupVcode, { account: phone }, from(uniqueIp()));
    for (let i = 0; i < 5; i++) {
      expect((await send()).code).toBe(Code.ok);
      t.clock.advance(61_000);
    }
    expect(await send()).toEqual({
      code: Code.tooManyRequests,
      reason: '该手机号今天接收验证码的次数已达上限，请 24 小时后再试',
    });
    expect(smsTo(phone)).toHaveLength(5);
    t.clock.advance(24 * 3_600_000);
    expect((await send()).code).toBe(Code.ok);
    expect(smsTo(phone)).toHaveLength(6);
  });

  it('caps the codes one IP may ask for in a day, over every target', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) {
      expect((await t.client.call(signupVcode, { account: uniqueEmail() }, from(ip))).code).toBe(
        Code.ok,
      );
    }
    const before = twilio.requests.length;
    const phone = uniquePhone();
    expect(await t.client.call(signupVcode, { account: phone }, from(ip))).toEqual({
      code: Code.tooManyRequests,
      reason: '获取验证码的次数过多，请 24 小时后再试',
    });
    expect(twilio.requests.length).toBe(before);
    // The refused request did not use up the phone's own minute.
    expect((await t.client.call(signupVcode, { account: phone }, from(uniqueIp()))).code).toBe(
      Code.ok,
    );
  });

  it('answers a provider failure with 200 and keeps the message queued for a retry', async () => {
    twilio.failWith(400, 21211);
    try {
      const phone = uniquePhone();
      expect(await t.client.call(signupVcode, { account: phone }, from(uniqueIp()))).toEqual({
        code: Code.ok,
        data: { resendAfter: 60 },
      });
      const jobs = await t.app.db.selectFrom('jobs').selectAll().execute();
      const queued = jobs.find((job) => job.payload.includes(phone));
      expect(queued).toMatchObject({ status: 'queued', attempts: 1 });
      expect(queued!.last_error).toBe('SMS provider answered HTTP 400 (code 21211)');
    } finally {
      twilio.failWith(0, 0);
    }
  });

  it('logs no code, token, password or full number', async () => {
    const log = logLines.join('\n');
    for (const request of twilio.requests) {
      if (request.form.Body) expect(log).not.toContain(codeOf(request.form.Body));
      if (request.form.To) expect(log).not.toContain(request.form.To);
    }
    expect(log).not.toContain('twilio-secret-token');
    expect(log).not.toContain('Canal-Street-77');
    expect(log).toContain('"to":"+12*****');
  });
});
