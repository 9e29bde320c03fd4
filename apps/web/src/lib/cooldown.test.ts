import { VCODE_RESEND_SECONDS } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import {
  cooldownLeft,
  cooldownSeconds,
  secondsUntil,
  sentBefore,
  startCooldown,
  vcodeButtonLabel,
} from './cooldown';

describe('code resend countdown', () => {
  it('waits the spec 60 s, or longer when the server says so', () => {
    expect(VCODE_RESEND_SECONDS).toBe(60);
    expect(cooldownSeconds(undefined)).toBe(60);
    expect(cooldownSeconds(60)).toBe(60);
    expect(cooldownSeconds(30)).toBe(60);
    expect(cooldownSeconds(89.2)).toBe(90);
    expect(cooldownSeconds(Number.NaN)).toBe(60);
    expect(cooldownSeconds(-5)).toBe(60);
    expect(cooldownSeconds(1e9)).toBe(3600);
  });

  it('counts whole seconds down to zero', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 100)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 99_000)).toBe(0);
  });

  it('keeps one deadline per target', () => {
    startCooldown('a@example.com', 60, 1_000);
    expect(cooldownLeft('a@example.com', 1_000)).toBe(60);
    expect(cooldownLeft('a@example.com', 31_000)).toBe(30);
    expect(cooldownLeft('b@example.com', 31_000)).toBe(0);
    expect(cooldownLeft('a@example.com', 61_000)).toBe(0);
    expect(sentBefore('a@example.com')).toBe(true);
    expect(sentBefore('b@example.com')).toBe(false);
  });

  it('labels the button', () => {
    expect(vcodeButtonLabel(0, false)).toBe('获取验证码');
    expect(vcodeButtonLabel(42, true)).toBe('42 秒后重发');
    expect(vcodeButtonLabel(0, true)).toBe('重新获取');
  });
});
