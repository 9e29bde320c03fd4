import { TEXTAREA_MAXLENGTH } from '@huaren/contract/constants';
import { Button, TextArea } from 'antd-mobile';
import { useState } from 'react';
import type { ZodType } from 'zod';
import { ApiError } from '../api/client';
import type { DraftStore } from '../lib/draftStore';
import { useOnline } from '../lib/online';
import type { TextDraft } from '../lib/textDraft';
import { showErrorToast } from '../lib/toast';
import { PlainForm } from './form/PlainForm';
import styles from './TextComposer.module.css';

interface TextComposerProps {
  /** The textarea's id and its visually hidden label. */
  id: string;
  label: string;
  placeholder: string;
  /** Whom the text answers ("回复 @昵称"), or null. */
  targetName: string | null;
  onCancelTarget: () => void;
  /** The contract's field, so a refusal reads as the server's own message would; loaded on send. */
  loadField: () => Promise<ZodType<string, unknown>>;
  pending: boolean;
  /** The last send's failure, if it failed. */
  error: Error | null;
  /** Sends the checked text; `sent` clears the box. */
  send: (content: string, sent: () => void) => void;
  /** Where the text is kept until sent: the drafts of this kind, and the post's or article's id. */
  draft: { store: DraftStore<TextDraft>; id: number };
  testId: string;
  sendTestId: string;
}

/**
 * The box at the foot of a replies or comments page: 140 characters with a counter. The text is
 * kept as a draft until sent; a send that found no connection leaves it in the box and says so
 * there, and once the connection is back, that it can go now. Nothing is sent behind the user's
 * back.
 */
export function TextComposer(props: TextComposerProps) {
  const { id, label, placeholder, targetName, onCancelTarget, loadField, pending, send, draft } =
    props;
  const [text, setText] = useState(() => draft.store.load(draft.id)?.text ?? '');
  const online = useOnline();
  const unsent = props.error instanceof ApiError && props.error.code === null;

  const change = (value: string) => {
    setText(value);
    if (value) draft.store.save(draft.id, { text: value });
    else draft.store.clear(draft.id);
  };

  const submit = async () => {
    const field = await loadField().catch(() => null);
    // The field's chunk is in the service worker's copy; only a deploy that replaced it fails here.
    if (!field) return showErrorToast('发送失败，请刷新页面后重试');
    const parsed = field.safeParse(text);
    if (!parsed.success) return showErrorToast(parsed.error.issues[0]?.message ?? placeholder);
    send(parsed.data, () => {
      change('');
      onCancelTarget();
    });
  };

  return (
    <PlainForm className={styles.box} data-testid={props.testId} onSubmit={() => void submit()}>
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
          onChange={change}
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
      {unsent && (
        <p className={styles.unsent} role="status" data-testid={`${props.testId}-unsent`}>
          {online ? '网络已恢复，点“发送”即可发出' : '网络未连接，内容已保存在本机，联网后再发送'}
        </p>
      )}
    </PlainForm>
  );
}
