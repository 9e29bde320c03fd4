import { paramMigration } from './helpers';

/**
 * The risk rules that send a post to review before it is published (decision 0040), the
 * `riskPatterns` parameter, for a database seeded before it existed; administrators edit it in
 * the console. As with the search synonyms (migration 011), a fresh database gets it from the
 * launch seed, and a value already set is never overwritten.
 */
export const RISK_PATTERNS_2026_11_27 = [
  '# 每行一条：名称: 词语 | 词语 + 词语。每个“+”部分都要出现其中一个词，帖子就先送审核。',
  '礼品卡付款: 礼品卡 | 购物卡 | 充值卡 | 点卡 | gift card | itunes | google play | steam卡',
  '看房前付定金: 看房前 | 看房之前 | 未看房 | 不用看房 | 无需看房 | 不能看房 | 见面前 | 先转 | 先汇 + 定金 | 订金 | 押金 | 首月租金 | 转账 | zelle | venmo',
  '海外汇款: 西联 | western union | moneygram | 境外汇款 | 海外转账 | 汇到国内 | 转到国内 | 国内账户 | 比特币 | bitcoin | usdt | 虚拟货币',
  '求职收费: 培训费 | 服装费 | 工装费 | 体检费 | 装备费 | 入职费 | 报名费 | 保证金 + 上岗 | 入职 | 应聘 | 招聘 | 招工',
  '支票多付退款: 支票 | check | zelle | 汇票 + 多付 | 多转 | 多汇 | 退还差额 | 退回多余 | 退差价 | overpay',
].join('\n');

export const { up, down } = paramMigration('riskPatterns', RISK_PATTERNS_2026_11_27);
