import { describe, expect, it } from 'vitest';
import { ID_MAX, idField } from './ids';

describe('idField', () => {
  const field = idField('帖子');

  it.each([
    [5, 5],
    ['5', 5],
    ['007', 7],
    [ID_MAX, ID_MAX],
    [String(ID_MAX), ID_MAX],
  ])('reads %j as %j', (input, id) => {
    expect(field.parse(input)).toBe(id);
  });

  it.each([
    [0],
    [-1],
    [1.5],
    ['x'],
    [''],
    [' 5'],
    ['1e3'],
    ['0x10'],
    [true],
    [[5]],
    [null],
    [undefined],
    [ID_MAX + 1],
    [String(ID_MAX + 1)],
  ])('refuses %j naming the id', (input) => {
    const result = field.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('帖子编号不正确');
  });
});
