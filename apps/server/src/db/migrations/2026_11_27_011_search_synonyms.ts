import { paramMigration } from './helpers';

/**
 * Search's aliases and synonyms (decision 0005, "Aliases and synonyms"), the `searchSynonyms`
 * parameter, for a database seeded before it existed; administrators edit it in the console. A
 * fresh database has no parameters yet and gets it from the launch seed
 * (db/seed/param-config.ts), which checks for an empty table: so it is written here only where
 * other parameters are, and never over a value already set. The seed takes the value from here as
 * long as it is what it seeds.
 */
export const SEARCH_SYNONYMS_2026_11_27 = [
  '租房: 出租, 求租, 转租, 招租, 月租, 分租, 合租, 短租, 单间, 租屋, #房屋租售',
  '找房: 出租, 求租, 转租, 招租, 月租, 分租, 合租, 短租, 单间, 租屋, #房屋租售',
  '工作: 招聘, 诚聘, 招工, 聘请, 求职, #招聘求职',
  '找工作: 工作, 招聘, 诚聘, 招工, 聘请, 求职, #招聘求职',
  '招工: 招聘, 诚聘, 聘请, #招聘求职',
  '招聘: 诚聘, 招工, 聘请, #招聘求职',
  '求职: 找工作, #招聘求职',
  '卖车: 二手车, 售车, 车出售, #汽车交易',
  '买车: 二手车, 售车, 车出售, #汽车交易',
  '二手: 闲置, #二手买卖',
  '绿卡 = green card',
  'SSN = 社安号 = 社安卡 = 社会安全号',
  '驾照 = driver license = 驾驶执照',
  '旧金山湾区 = 湾区',
  '洛杉矶 = LA',
  '加利福尼亚州 = 加州',
  '得克萨斯州 = 德州',
  '中国城 = 唐人街 = Chinatown',
].join('\n');

export const { up, down } = paramMigration('searchSynonyms', SEARCH_SYNONYMS_2026_11_27);
