import { describe, expect, it } from 'vitest';
import { messageWarnings } from './warnings';

describe('messageWarnings', () => {
  it.each([
    ['请用 Target 礼品卡付款', ['scam']],
    ['Pay with Apple gift cards please', ['scam']],
    ['看房前请先转 500 定金', ['scam']],
    ['先付押金我再带你看房', ['scam']],
    ['房东在国外，请用西联汇款', ['scam']],
    ['USDT 也可以', ['scam']],
    ['详情见 http://cheap-rent.xyz/a', ['link']],
    ['看这里 rent-now.top', ['link']],
    ['押金一个月，先看房再签约', []],
    ['周六下午可以看房吗？', []],
  ])('%s', (text, expected) => {
    expect(messageWarnings(text)).toEqual(expected);
  });

  it('finds nothing in an image or a card', () => {
    expect(messageWarnings(null)).toEqual([]);
  });
});
