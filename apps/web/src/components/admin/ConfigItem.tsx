import { ADMIN_REASON_MAX, PARAM_VALUE_MAX } from '@huaren/contract';
import { Button, Input, TextArea } from 'antd-mobile';
import { useId, useState } from 'react';
import { useSaveParamMutation } from '../../api/adminConfig';
import { showToast } from '../../lib/toast';
import styles from './Card.module.css';

interface ConfigItemProps {
  paramKey: string;
  /** What the app does with it, for known keys. */
  label?: string;
  value: string;
}

/** One parameter's value, edited as text: line breaks are kept and shown as they are typed. */
export function ConfigItem({ paramKey, label, value }: ConfigItemProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [reason, setReason] = useState('');
  const save = useSaveParamMutation();
  const changed = draft !== value;
  return (
    <li className={styles.card} data-testid={`config-${paramKey}`}>
      <label className={styles.title} htmlFor={id}>
        {label ? `${label}（${paramKey}）` : paramKey}
      </label>
      <TextArea
        id={id}
        className={styles.note}
        value={draft}
        onChange={(next) => {
          setDraft(next);
          save.reset();
        }}
        autoSize={{ minRows: 2, maxRows: 12 }}
        maxLength={PARAM_VALUE_MAX}
      />
      {/* A refused value stays in the field, with the reason beside it until it is changed. */}
      {save.error && (
        <p className={styles.error} role="alert" data-testid="config-error">
          {save.error.message}
        </p>
      )}
      {changed && (
        <Input
          className={styles.field}
          value={reason}
          onChange={setReason}
          placeholder="操作原因（选填，记入操作日志）"
          aria-label={`操作原因 ${label ?? paramKey}`}
          maxLength={ADMIN_REASON_MAX}
          clearable
        />
      )}
      <div className={styles.actions}>
        <Button
          size="small"
          color="primary"
          disabled={!changed}
          loading={save.isPending}
          onClick={() =>
            // Not mutate's onSuccess: the refetched value remounts this item (its key) first.
            save.mutateAsync({ key: paramKey, value: draft, reason }).then(
              () => {
                setReason('');
                showToast('已保存');
              },
              () => undefined,
            )
          }
          aria-label={`保存 ${label ?? paramKey}`}
        >
          保存
        </Button>
      </div>
    </li>
  );
}
