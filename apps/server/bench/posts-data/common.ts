/** Slots every category uses: places, contacts, numbers, dates and sign-offs. */
import type { Place, Slots } from './grammar';
import { between, pick, type Rng } from './random';

/** Vocabulary is written as one string per slot, items separated by 、 as Chinese lists are. */
export const list = (items: string): readonly string[] => items.split('、');

export interface CategoryText {
  /** As the categories seed names it. */
  name: string;
  titles: readonly string[];
  /** Sentences a post's content is made of. */
  sentences: readonly string[];
  slots: Slots;
}

const letters = 'abcdefghijklmnopqrstuvwxyz';
const areaCodes = list(
  '917、646、718、929、347、516、626、909、949、408、415、510、206、617、713、214',
);
const mailHosts = list('gmail.com、yahoo.com、hotmail.com、qq.com、163.com、outlook.com');

const handle = (rng: Rng) => {
  let out = '';
  for (let i = between(rng, 3, 7); i > 0; i--) out += pick(rng, letters.split(''));
  return out + String(between(rng, 1, 9999));
};

const fn = (f: (rng: Rng, place: Place) => string) => f;

export const commonSlots: Slots = {
  place: fn((rng, p) => pick(rng, p.places)),
  transit: fn((rng, p) => pick(rng, p.transit)),
  num: fn((rng) => String(between(rng, 1, 9))),
  num2: fn((rng) => String(between(rng, 10, 99))),
  years: fn((rng) => String(between(rng, 2, 30))),
  year: fn((rng) => String(between(rng, 2010, 2025))),
  ageNum: fn((rng) => String(between(rng, 22, 60))),
  phone: fn(
    (rng) => `${pick(rng, areaCodes)}-${between(rng, 200, 999)}-${between(rng, 1000, 9999)}`,
  ),
  wechat: fn((rng) => handle(rng)),
  email: fn((rng) => `${handle(rng)}@${pick(rng, mailHosts)}`),
  date: fn((rng) => `${between(rng, 1, 12)}月${between(rng, 1, 28)}日`),
  weekday: list('周六、周日、周五晚上、周三晚上、每个周末'),
  contact: list(
    '微信联系：{wechat}、有意者请加微信{wechat}、电话/短信：{phone}、请电{phone}（请留言）、微信{wechat}，电话{phone}、联系电话 {phone}、私信或加微信 {wechat}、Email: {email}、微信联系，请注明来意、WeChat: {wechat}、Call/Text {phone}',
  ),
  closing: list(
    '价格面议、非诚勿扰、欢迎来电咨询、先到先得、谢谢！、中介勿扰、诚信经营、有意者速联系、看到请回复、信息长期有效、欢迎咨询、Thanks!',
  ),
  school: list(
    '纽约大学、哥大、皇后学院、UCLA、USC、伯克利、哈佛、MIT、华盛顿大学、UT奥斯汀、社区大学、公立小学、好学区高中',
  ),
};

/** Titles and sentences, separated by | since they may hold 、 themselves. */
export const templates = (items: string): readonly string[] => items.split('|');
