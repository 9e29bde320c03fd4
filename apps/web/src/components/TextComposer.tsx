import { TEXTAREA_MAXLENGTH } from '@huaren/contract';
import { Button, TextArea } from 'antd-mobile';
import { useState } from 'react';
import type { ZodType } from 'zod';
import { showErrorToast } from '../lib/toast';
import styles from './TextComposer.module.css';

interface TextComposerProps {
  /** The textarea's id and its visually hidden label. */
  id: string;
  label: string;
  placeholder: string;
  /** Whom the text answers ("回复 @昵称"), or null. */
  targetName: string | null;
  onCancelTarget: () => void;
  /** The contract's field, so a refusal reads as the server's own message would. */
  field: ZodType<string, unknown>;
  pending: boolean;
  /** Sends the checked text; `sent` clears the box. */
  send: (content: string, sent: () => void) => void;
  testId: string;
  sendTestId: string;
}

/** The box at the foot of a replies or comments page: 140 characters with a counter. */
export function TextComposer(props: TextComposerProps) {
  const { id, label, placeholder, targetName, onCancelTarget, field, pending, send } = props;
  const [text, setText] = useState('');

  const submit = () => {
    const parsed = field.safeParse(text);
    if (!parsed.success) return showErrorToast(parsed.error.issues[0]?.message ?? placeholder);
    send(parsed.data, () => {
      setText('');
      onCancelTarget();
    });
  };

  return (
    <form
      className={styles.box}
      data-testid={props.testId}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {targetName !== null && (
        <p className={styles.target}>
          回复 @{targetName}
          <button type="button" className={styles.cancel} onClick={onCancelTarget}>
            取消
          </button>
        </p>
      )}
      <div className={styles.row}>
        <label className="visually-hidden" htmlFor={id}>
          {label}
        </label>
        <TextArea
          id={id}
          className={styles.input}
          value={text}
          onChange={setText}
          placeholder={targetName !== null ? `回复 @${targetName}` : placeholder}
          maxLength={TEXTAREA_MAXLENGTH}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
        <Button
          color="primary"
          type="submit"
          loading={pending}
          disabled={text.trim() === ''}
          data-testid={props.sendTestId}
        >
          发送
        </Button>
      </div>
    </form>
  );
}
