import { describe, expect, it } from 'vitest';
import { contentHash } from './duplicate';

describe('contentHash', () => {
  it('ignores width, case and runs of whitespace, not the words', () => {
    const base = contentHash('Flushing 合租房间', '近 7 号线，包水电。');
    expect(contentHash('ＦＬＵＳＨＩＮＧ   合租房间 ', ' 近\n\t7 号线，包水电。')).toBe(base);
    expect(contentHash('Flushing 合租房间', '近 7 号线，不包水电。')).not.toBe(base);
    expect(contentHash('Flushing合租房间', '近 7 号线，包水电。')).not.toBe(base);
  });

  it('keeps title and content apart', () => {
    expect(contentHash('一二三四五', '六七八九十')).not.toBe(
      contentHash('一二三四', '五六七八九十'),
    );
  });
});
