import { formatDate, type AuditEntry } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { auditChanges } from './auditChanges';

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  actor: null,
  action: 'post.hide',
  targetType: 'post',
  targetId: '7',
  reason: null,
  before: null,
  after: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  ...fields,
});

describe('auditChanges', () => {
  it('names the fields and the statuses in Chinese, with the old and the new value', () => {
    const lines = auditChanges(
      entry({
        before: { status: 'published', statusReason: null },
        after: { status: 'hidden', statusReason: '广告' },
      }),
    );
    expect(lines).toEqual(['状态：已发布 → 已隐藏', '状态原因：无 → 广告']);
  });

  it("reads a user's status and role as a user's", () => {
    const lines = auditChanges(
      entry({
        action: 'user.ban',
        targetType: 'user',
        before: { status: 'active', role: 'user' },
        after: { status: 'banned', role: 'admin' },
      }),
    );
    expect(lines).toEqual(['状态：正常 → 已封禁', '角色：普通用户 → 管理员']);
  });

  it('shows a time in the local format rather than as ISO text', () => {
    const until = '2026-12-01T04:59:59.999Z';
    const [line] = auditChanges(
      entry({
        action: 'post.recommend',
        before: { recommendUntil: null },
        after: { recommendUntil: until },
      }),
    );
    expect(line).toBe(`推荐至：无 → ${formatDate(until, 'yyyy-mm-dd hh:MM')}`);
  });

  it("gives a new category's values alone, switches as 是/否 and the icon by its name", () => {
    const lines = auditChanges(
      entry({
        action: 'category.create',
        targetType: 'category',
        after: { name: '宠物', icon: 'other', recommended: false, premoderated: true },
      }),
    );
    expect(lines).toEqual(['名称：宠物', '图标：其他', '首页推荐：否', '先审后发：是']);
  });

  it('lists an order, a region level and marks a field the action left unchanged', () => {
    expect(auditChanges(entry({ before: { ids: [3, 1, 2] }, after: { ids: [1, 2, 3] } }))).toEqual([
      '顺序：3、1、2 → 1、2、3',
    ]);
    expect(
      auditChanges(entry({ targetType: 'region', after: { name: '奥斯汀', level: 3 } })),
    ).toEqual(['名称：奥斯汀', '层级：都市区']);
    expect(
      auditChanges(
        entry({
          action: 'report.dismiss',
          before: { status: 'published', statusReason: null },
          after: { status: 'published', statusReason: null },
        }),
      ),
    ).toEqual(['状态：已发布（未变）', '状态原因：无（未变）']);
  });
});
