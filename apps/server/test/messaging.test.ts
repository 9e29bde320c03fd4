import { Code, register, signupVcode } from '@huaren/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_FILE } from '../src/messaging/outbox';
import { startTestApp, type TestApp } from './support/app';
import { uniqueEmail, uniquePhone, fromNewIp } from './support/factories';
import { readOutbox } from './support/outbox';
import { startSmtpListener, type SmtpListener } from './support/smtp-listener';

describe('e-mail over SMTP (nodemailer to a local smtp-server listener)', () => {
  let smtp: SmtpListener;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await startTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: '"华人生活圈" <no-reply@huaren.test>' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the code, and the code delivered is the one that registers', async () => {
    const email = uniqueEmail();
    expect((await t.client.call(signupVcode, { account: email }, fromNewIp())).code).toBe(Code.ok);
    const mail = smtp.mails.find((m) => m.to.includes(email));
    expect(mail).toMatchObject({
      from: 'no-reply@huaren.test',
      subject: '【华人生活圈】注册验证码',
    });
    const vcode = /验证码是 (\d{6})/.exec(mail!.text)?.[1];
    expect(vcode).toMatch(/^\d{6}$/);
    const res = await t.client.call(register, {
      account: email,
      vcode,
      password: 'Mott-Street-1888',
      nickName: '邮件用户',
    });
    expect(res.code).toBe(Code.ok);
    // E-mail went over SMTP, so nothing reached the outbox file.
    expect(await readOutbox(t.database.dataDir)).toEqual([]);
  });

  it('keeps the code queued for a retry when the mail server is down', async () => {
    const down = await startTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      expect(await down.client.call(signupVcode, { account: uniqueEmail() }, fromNewIp())).toEqual({
        code: Code.ok,
        data: { resendAfter: 60 },
      });
      // The first attempt was made before the answer; the next is due in 15 s (jobs.test.ts).
      const jobs = await down.app.db
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', 'message.send')
        .execute();
      expect(jobs).toEqual([
        expect.objectContaining({ kind: 'message.send', status: 'queued', attempts: 1 }),
      ]);
      expect(jobs[0]!.last_error).toMatch(/ECONNREFUSED/);
    } finally {
      await down.close();
    }
  });
});

describe('the outbox, without SMTP or SMS configured', () => {
  const logLines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void logLines.push(line) },
    });
  });
  afterAll(async () => t?.close());

  it(`appends one JSON line per message to DATA_DIR/${OUTBOX_FILE}`, async () => {
    const email = uniqueEmail();
    const phone = uniquePhone();
    await t.client.call(signupVcode, { account: email }, fromNewIp());
    await t.client.call(signupVcode, { account: phone }, fromNewIp());
    const lines = await readOutbox(t.database.dataDir);
    expect(lines).toEqual([
      {
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        channel: 'email',
        to: email,
        subject: '【华人生活圈】注册验证码',
        text: expect.stringMatching(/验证码是 \d{6}/),
      },
      {
        time: expect.any(String),
        channel: 'sms',
        to: phone,
        text: expect.stringMatching(/验证码是 \d{6}/),
      },
    ]);
  });

  it('logs that a message was written, to whom (masked), never its text', async () => {
    const written = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((l) => l.msg === 'message written to the outbox (no transport configured)');
    expect(written.map((l) => l.channel)).toEqual(['email', 'sms']);
    expect(written[0]!.to).toMatch(/^u\*\*\*@example\.com$/);
    expect(written[1]!.to).toMatch(/^\+12\*{5}\d{4}$/);
    const log = logLines.join('\n');
    for (const message of await readOutbox(t.database.dataDir)) {
      expect(log).not.toContain(/验证码是 (\d{6})/.exec(message.text)![1]);
      expect(log).not.toContain(message.to);
    }
  });

  it('uses the site name an administrator set', async () => {
    await t.app.db
      .updateTable('param_config')
      .set({ value: '纽约华人网' })
      .where('key', '=', 'siteName')
      .execute();
    const email = uniqueEmail();
    await t.client.call(signupVcode, { account: email }, fromNewIp());
    const message = (await readOutbox(t.database.dataDir)).find((m) => m.to === email)!;
    expect(message.subject).toBe('【纽约华人网】注册验证码');
    expect(message.text).toMatch(/^【纽约华人网】/);
  });
});
