import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';
import { ApiError } from './envelope';

describe('cursors', () => {
  it('round-trip a key', () => {
    expect(decodeCursor(encodeCursor([42]), ['number'], 'bad')).toEqual([42]);
    expect(decodeCursor(encodeCursor([1, 'x']), ['number', 'string'], 'bad')).toEqual([1, 'x']);
  });

  it.each(['', 'not-base64-json', encodeCursor(['42']), encodeCursor([1, 2]), encodeCursor([1.5])])(
    'refuse %j with the given reason',
    (cursor) => {
      expect(() => decodeCursor(cursor, ['number'], '分页参数不正确')).toThrow(ApiError);
      expect(() => decodeCursor(cursor, ['number'], '分页参数不正确')).toThrow('分页参数不正确');
    },
  );
});
