import { AuditAction, AuditTargetType } from '@huaren/contract';
import { useAuditLogQuery } from '../../api/adminAudit';
import { AdminPath } from '../../nav/paths';
import { useAppNavigator } from '../../nav/appNavigator';
import { parseId, withQuery } from '../../lib/url';
import { useQueryParam } from '../../nav/useQueryParam';
import { AuditEntryCard } from '../../components/admin/AuditEntryCard';
import { ChoiceChips, orAll } from '../../components/admin/ChoiceChips';
import { ChoiceSelect } from '../../components/admin/ChoiceSelect';
import { AUDIT_ACTION_LABEL, AUDIT_TARGET_LABEL } from '../../components/admin/contentText';
import { Toolbar } from '../../components/admin/Toolbar';
import { SearchFields } from '../../components/admin/SearchFields';
import { AdminFeed } from '../../components/admin/AdminFeed';

const TARGETS = [
  { value: 'all', label: '全部' },
  ...AuditTargetType.options.map((value) => ({ value, label: AUDIT_TARGET_LABEL[value] })),
] as const;

const ACTIONS = [
  { value: 'all', label: '全部操作' },
  ...AuditAction.options.map((value) => ({ value, label: AUDIT_ACTION_LABEL[value] })),
] as const;

interface AuditQuery {
  actor?: number;
  action?: AuditAction;
  target?: AuditTargetType;
  targetId?: string;
}

/** Every admin action, newest first, by admin, action, target type and target id. */
export default function AdminAuditPage() {
  const navigator = useAppNavigator();
  const query: AuditQuery = {
    actor: parseId(useQueryParam('actor')) ?? undefined,
    action: AuditAction.safeParse(useQueryParam('action')).data,
    target: AuditTargetType.safeParse(useQueryParam('target')).data,
    targetId: useQueryParam('targetId') ?? undefined,
  };
  const go = (change: AuditQuery) =>
    void navigator.redirectTo(withQuery(AdminPath.audit, { ...query, ...change }));
  const log = useAuditLogQuery({
    actorId: query.actor,
    action: query.action,
    targetType: query.target,
    targetId: query.targetId,
  });
  return (
    <>
      <Toolbar>
        <ChoiceSelect
          label="操作类型"
          choices={ACTIONS}
          {...orAll(query.action, (a) => go({ action: a }))}
        />
        <ChoiceChips
          label="对象类型"
          choices={TARGETS}
          {...orAll(query.target, (t) => go({ target: t }))}
        />
        <SearchFields
          fields={[
            {
              name: 'actor',
              label: '管理员 ID',
              placeholder: '管理员 ID',
              numeric: true,
              maxLength: 12,
            },
            { name: 'targetId', label: '对象 ID', placeholder: '对象 ID 或参数名', maxLength: 64 },
          ]}
          values={{ actor: query.actor ? String(query.actor) : '', targetId: query.targetId ?? '' }}
          onSearch={(v) =>
            go({ actor: parseId(v.actor ?? null) ?? undefined, targetId: v.targetId || undefined })
          }
        />
      </Toolbar>
      <AdminFeed
        query={log}
        empty="没有符合条件的记录"
        testId="audit-log"
        card={(entry) => <AuditEntryCard entry={entry} />}
      />
    </>
  );
}
