import { describe, expect, it } from 'vitest';
import { groupText, shareUrl, twoLines, type ShareContent } from './shareContent';

const content: ShareContent = {
  kind: 'post',
  id: 12,
  title: '法拉盛两室一厅出租',
  tag: '房屋租售',
  price: '$1,800/月',
  region: '纽约/法拉盛',
  text: '\n近7号线，拎包入住。\n\n月租含水电，  随时看房。\n第三行不出现',
  imageUrl: null,
};

describe('share texts', () => {
  it('links to the share page at its real path', () => {
    expect(shareUrl(content, 'https://huaren.example')).toBe('https://huaren.example/p/12');
    expect(shareUrl({ ...content, kind: 'article' }, 'https://huaren.example')).toBe(
      'https://huaren.example/a/12',
    );
  });

  it('lays out the group text: tag and title, price, place, two lines, link', () => {
    expect(groupText(content, 'https://huaren.example/p/12')).toBe(
      [
        '【房屋租售】法拉盛两室一厅出租',
        '💰 $1,800/月',
        '📍 纽约/法拉盛',
        '近7号线，拎包入住。',
        '月租含水电， 随时看房。',
        '👉 https://huaren.example/p/12',
      ].join('\n'),
    );
    expect(groupText({ ...content, price: null }, 'u')).not.toContain('💰');
  });

  it('cuts a long line to a bubble line', () => {
    expect(twoLines('字'.repeat(40))).toEqual([`${'字'.repeat(28)}…`]);
  });
});
