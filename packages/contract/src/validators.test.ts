import { describe, expect, it } from 'vitest';
import {
  isAmount,
  isCnMobile,
  isDigits,
  isEmail,
  isIdCard,
  isUrl,
  isVcode,
  normalizeEmail,
  normalizePhone,
} from './validators';

describe('isEmail', () => {
  it.each([
    ['li.wei@gmail.com', true],
    ['wang+ads@qq.com', true],
    ['zhang@sub.example.co', true],
    ['no-at-sign.com', false],
    ['a@b', false],
    ['a@b.c', false],
    ['a b@c.com', false],
    ['', false],
    ['a\u0007b@example.com', false],
    ['ab@exa\u0000mple.com', false],
    ['ab@example.co\u007f', false],
    ['张伟@例子.中国', true],
  ])('%j → %s', (value, ok) => expect(isEmail(value)).toBe(ok));
});

describe('normalizeEmail', () => {
  it.each([
    ['ＡＢＣ@example.com', 'abc@example.com'],
    ['ａｂｃ＠ＥＸＡＭＰＬＥ．ＣＯＭ', 'abc@example.com'],
    ['  Li.Wei@Gmail.COM\t', 'li.wei@gmail.com'],
    ['wang@qq。com', 'wang@qq.com'],
    ['wang@qq｡com', 'wang@qq.com'],
    ['ﬁ@example.com', 'fi@example.com'],
    ['王。伟@例子。中国', '王。伟@例子.中国'],
  ])('%s → %s', (value, normal) => {
    expect(normalizeEmail(value)).toBe(normal);
    expect(normalizeEmail(normal)).toBe(normal);
  });
});

describe('isCnMobile', () => {
  it.each([
    ['13812345678', true],
    ['19912345678', true],
    ['14512345678', true],
    ['12012345678', false],
    ['14012345678', false],
    ['1381234567', false],
    ['138123456789', false],
    ['23812345678', false],
  ])('%s → %s', (value, ok) => expect(isCnMobile(value)).toBe(ok));
});

describe('normalizePhone', () => {
  it.each([
    ['(718) 555-0123', '+17185550123'],
    ['718-555-0123', '+17185550123'],
    ['+1 626 555 0188', '+16265550188'],
    ['4165550199', '+14165550199'],
    ['13812345678', '+8613812345678'],
    ['+86 138 1234 5678', '+8613812345678'],
    ['+8612012345678', null],
    ['+44 20 7946 0958', null],
    ['555-0123', null],
    ['0185550123', null],
    ['hello', null],
  ])('%s → %s', (value, e164) => expect(normalizePhone(value)).toBe(e164));
});

describe('isUrl', () => {
  it.each([
    ['https://example.com/a?b=1', true],
    ['http://localhost.test', true],
    ['javascript:alert(1)', false],
    ['ftp://example.com', false],
    ['example.com', false],
  ])('%s → %s', (value, ok) => expect(isUrl(value)).toBe(ok));
});

describe('isDigits, isVcode, isAmount', () => {
  it.each([
    ['123', true],
    ['12a', false],
    ['', false],
  ])('digits %s → %s', (value, ok) => expect(isDigits(value)).toBe(ok));

  it.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
  ])('vcode %s → %s', (value, ok) => expect(isVcode(value)).toBe(ok));

  it('takes another code length', () => expect(isVcode('1234', 4)).toBe(true));

  it.each([
    ['0', true],
    ['1200', true],
    ['99.9', true],
    ['0.05', true],
    ['01', false],
    ['1.234', false],
    ['-3', false],
    ['1,200', false],
  ])('amount %s → %s', (value, ok) => expect(isAmount(value)).toBe(ok));
});

describe('isIdCard', () => {
  it.each([
    ['11010519491231002X', true],
    ['110105194912310021', false],
    ['440524188001010014', true],
    ['44052418800101001', false],
    ['440524188013010014', false],
  ])('%s → %s', (value, ok) => expect(isIdCard(value)).toBe(ok));
});
