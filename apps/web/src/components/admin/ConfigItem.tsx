import { PARAM_VALUE_MAX } from '@huaren/contract';
import { Button, TextArea } from 'antd-mobile';
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
  const save = useSaveParamMutation();
  return (
    <li className={styles.card} data-testid={`config-${paramKey}`}>
      <label className={styles.title} htmlFor={id}>
        {label ? `${label}（${paramKey}）` : paramKey}
      </label>
      <TextArea
        id={id}
        className={styles.note}
        value={draft}
        onChange={setDraft}
        autoSize={{ minRows: 2, maxRows: 12 }}
        maxLength={PARAM_VALUE_MAX}
      />
      <div className={styles.actions}>
        <Button
          size="small"
          color="primary"
          disabled={draft === value}
          loading={save.isPending}
          onClick={() =>
            save.mutate({ key: paramKey, value: draft }, { onSuccess: () => showToast('已保存') })
          }
          aria-label={`保存 ${label ?? paramKey}`}
        >
          保存
        </Button>
      </div>
    </li>
  );
}
