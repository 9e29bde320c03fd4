import {
  adminParamConfigList,
  adminSaveParamConfig,
  adminSetContentStatus,
  Code,
  Messages,
  paramConfigList,
  ParamKey,
  postDetail,
  postList,
  updatePost,
  type Post,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { RISK_PATTERNS_2026_11_27 } from '../../src/db/migrations/2026_11_27_038_risk_patterns';
import { callOk } from '../support/call-ok';
import { useContentApp } from '../support/content';
import { unique } from '../support/factories';
import { postInput, type PostInputOf } from '../support/posts';

/** Decision 0040: posts whose text breaks a risk rule wait for a moderator before anyone sees them. */
const { ctx, p, postBy, admin, author, reader } = useContentApp(['admin', 'author', 'reader']);

const housing = (content: string, more: Partial<PostInputOf> = {}): Partial<PostInputOf> => ({
  title: `法拉盛两房一厅出租${unique()}`,
  content,
  categoryId: p.housing,
  price: 180000,
  priceUnit: 'month',
  ...more,
});

/** Whether a visitor finds the post in its category's list and at its address. */
async function seenByOthers(post: Post): Promise<[boolean, boolean]> {
  const listed = await ctx().client.call(postList, { categoryId: post.categoryId, pageSize: 50 });
  const detail = await ctx().client.call(postDetail, { id: post.id }, { token: reader.token });
  return [listed.data!.list.some((x) => x.id === post.id), detail.code === Code.ok];
}

const saveRules = (value: string, token = admin.token) =>
  ctx().client.call(adminSaveParamConfig, { key: ParamKey.riskPatterns, value }, { token });

describe('publishing a post that breaks a risk rule', () => {
  it('holds a deposit asked before viewing, in either script, with the rule named to its author', async () => {
    for (const content of [
      '房东在外地，不用看房，请先转押金和首月租金到我的账户，收到后寄钥匙。',
      '房東在外地，無需看房，請先匯訂金，收到後寄鑰匙給你。',
    ]) {
      const post = await postBy(author, housing(content));
      expect(post.status).toBe('pending');
      expect(post.statusReason).toBe('含有需人工审核的内容（看房前付定金）');
      expect(await seenByOthers(post)).toEqual([false, false]);
    }
  });

  it('holds gift cards, wires abroad, fees for a job and a mainland number as the only contact', async () => {
    const held = [
      housing('租金可以用 Gift  Card 支付，也可以 iTunes 卡。'),
      { content: '工厂招工，包吃住，上岗前需交培训费 300 元和服装费。' },
      housing('可月付。租金请通过西联汇款汇到国内账户。'),
      housing('房间干净，拎包入住，随时看房。', { contact: { phone: '+86 138 1234 5678' } }),
    ];
    const labels = [];
    for (const input of held) {
      const post = await postBy(author, input);
      expect(post.status).toBe('pending');
      labels.push(post.statusReason);
    }
    expect(labels).toEqual([
      '含有需人工审核的内容（礼品卡付款）',
      '含有需人工审核的内容（求职收费）',
      '含有需人工审核的内容（海外汇款）',
      '含有需人工审核的内容（仅留海外电话）',
    ]);
  });

  it('publishes honest posts at once: a deposit after viewing, a mainland number beside a WeChat ID', async () => {
    const honest = [
      housing('欢迎随时看房，满意后签一年租约，押金一个月，适合上班族。'),
      housing('近地铁，步行五分钟到车站。', {
        contact: { phone: '+86 138 1234 5678', wechat: 'landlord_ny' },
      }),
      { content: '川菜馆招聘炒锅，包吃住，工资面议，有工作经验优先。' },
    ];
    for (const input of honest) {
      const post = await postBy(author, input);
      expect(post.status).toBe('published');
      expect(post.statusReason).toBeNull();
      expect(await seenByOthers(post)).toEqual([true, true]);
    }
  });

  it('shows a held post to everyone once a moderator approves it', async () => {
    const post = await postBy(author, housing('不能看房，先汇定金。'));
    const approved = await ctx().client.call(
      adminSetContentStatus,
      { type: 'post', id: post.id, action: 'approve', reason: '核实为真实房源' },
      { token: admin.token },
    );
    expect(approved.code).toBe(Code.ok);
    expect(await seenByOthers(post)).toEqual([true, true]);
  });

  it('sends a published post back to review when an edit adds a risky text', async () => {
    const input = postInput(p, housing('欢迎随时预约看房，近地铁。'));
    const post = await postBy(author, input);
    expect(post.status).toBe('published');
    const edited = await ctx().client.call(
      updatePost,
      { id: post.id, ...input, content: '欢迎随时预约看房，近地铁。也接受礼品卡付租金。' },
      { token: author.token },
    );
    expect(edited.data!.status).toBe('pending');
    expect(edited.data!.statusReason).toBe('含有需人工审核的内容（礼品卡付款）');
    expect(await seenByOthers(post)).toEqual([false, false]);
  });
});

describe('the risk rules in the console', () => {
  it('are read by administrators only, never served to the app', async () => {
    const all = await callOk(ctx(), adminParamConfigList, {}, admin.token);
    expect(all.list.find((x) => x.key === ParamKey.riskPatterns)?.value).toBe(
      RISK_PATTERNS_2026_11_27,
    );
    const open = (await ctx().client.call(paramConfigList, {})).data!.list.map((x) => x.key);
    expect(open).not.toContain(ParamKey.riskPatterns);
    expect(open).toContain(ParamKey.siteName);
    const refused = await ctx().client.call(adminParamConfigList, {}, { token: reader.token });
    expect(refused).toEqual({ code: Code.notFound, reason: Messages.unknownPath });
  });

  it('refuse a malformed line, naming it, and keep the rules as they were', async () => {
    const res = await saveRules('礼品卡: 礼品卡\n没有冒号的一行');
    expect(res.code).toBe(Code.invalid);
    expect(res.reason).toBe('风险规则第 2 行：缺少冒号，格式为“名称: 词语 | 词语 + 词语”');
    const empty = await saveRules('押金: 押金 + ');
    expect(empty.reason).toBe('风险规则第 1 行：每个“+”两边都要有词语');
    const all = await callOk(ctx(), adminParamConfigList, {}, admin.token);
    expect(all.list.find((x) => x.key === ParamKey.riskPatterns)?.value).toBe(
      RISK_PATTERNS_2026_11_27,
    );
  });

  it('take effect on the next post once saved, and an emptied list holds nothing', async () => {
    const text = '出售二手 iPhone，可用比特币付款。';
    expect((await postBy(author, { content: text })).status).toBe('pending');
    expect(
      (await saveRules(`${RISK_PATTERNS_2026_11_27}\nPayPal亲友付款: paypal + 亲友`)).code,
    ).toBe(Code.ok);
    const held = await postBy(author, { content: '手机出售，PayPal 亲友付款即可。' });
    expect(held.statusReason).toBe('含有需人工审核的内容（PayPal亲友付款）');
    expect((await saveRules('')).code).toBe(Code.ok);
    expect((await postBy(author, { content: text })).status).toBe('published');
    expect((await saveRules(RISK_PATTERNS_2026_11_27)).code).toBe(Code.ok);
  });
});
