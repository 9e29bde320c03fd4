import { expect, it } from 'vitest';
import { useTestApp } from '../support/app';
import { runDigest } from '../support/digest';
import { nthMessageTo } from '../support/outbox';
import { keywordMatched } from './support';

const ctx = useTestApp({ env: { PUBLIC_URL: 'https://huaren.example' } });

/** Decision 0026: 搜索订阅 is mailed by default, in the daily digest of decision 0025. */
it("puts a saved search's match notice in the daily e-mail digest", async () => {
  const t = ctx();
  const { a } = await keywordMatched(t, '月嫂', '招聘住家月嫂，经验优先。');
  await runDigest(t, ['searches.match', 'searches.notice', 'notify']);

  const mail = await nthMessageTo(t.database.dataDir, a.email!, 0);
  expect(mail.subject).toBe('【华人生活圈】你有 1 条新消息');
  expect(mail.text).toContain('· 你保存的搜索「月嫂」有 1 条新信息');
  expect(mail.text).toMatch(
    /不想再收到「搜索订阅」的邮件：https:\/\/huaren\.example\/unsubscribe\?u=\d+&t=search&s=/,
  );
});
