import { ADMIN_REASON_MAX, adminOptionalReasonField, adminReasonField } from '@huaren/contract';
import { TextArea } from 'antd-mobile';
import { useId, useState } from 'react';
import { Dialog } from '../../lib/antdImperative';
import { showToast } from '../../lib/toast';
import { CancelSubmit } from '../form/CancelSubmit';
import { PlainForm } from '../form/PlainForm';
import styles from './ReasonDialog.module.css';

/** An admin action waiting for its reason. */
export interface ReasonRequest {
  /** What is about to happen: the dialog's title, e.g. 隐藏信息. */
  title: string;
  /** The consequence in a sentence, when the title alone does not say it. */
  description?: string;
  confirmText: string;
  danger?: boolean;
  /** A change to the site rather than to someone's content: the reason may stay blank. */
  optional?: boolean;
  /** Carries the action out (blank: ''); the dialog stays open (text kept) when it fails. */
  run: (reason: string) => Promise<unknown>;
  /** Shown once the action is done. */
  doneText: string;
}

/**
 * Every admin action asks why (decision 0008): the reason goes to the audit log and, where it
 * concerns them, to the author; changes to the site itself (`optional`) may leave it blank.
 * `ask` opens the dialog; render `dialog` once in the page.
 */
export function useReasonDialog() {
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const close = () => setRequest(null);
  const dialog = (
    <Dialog
      visible={request !== null}
      title={request?.title}
      aria-label={request?.title}
      onClose={close}
      destroyOnClose
      content={request && <ReasonForm key={request.title} request={request} onDone={close} />}
    />
  );
  return { ask: setRequest, dialog };
}

function ReasonForm({ request, onDone }: { request: ReasonRequest; onDone: () => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const parsed = (request.optional ? adminOptionalReasonField : adminReasonField).safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '请填写操作原因');
      return;
    }
    setPending(true);
    try {
      await request.run(parsed.data ?? '');
      showToast(request.doneText);
      onDone();
    } catch {
      // The request layer has shown the server's reason; the admin may change the text and retry.
      setPending(false);
    }
  };

  return (
    <PlainForm className={styles.form} data-testid="reason-dialog" onSubmit={() => void submit()}>
      {request.description && <p className={styles.description}>{request.description}</p>}
      <label className={styles.label} htmlFor={`${id}-reason`}>
        {request.optional ? '操作原因（选填）' : '操作原因'}
      </label>
      <TextArea
        id={`${id}-reason`}
        className={styles.text}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        placeholder={request.optional ? '将记入操作日志' : '将记入操作日志，涉及作者时对其可见'}
        maxLength={ADMIN_REASON_MAX}
        showCount
        rows={3}
        autoFocus
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <CancelSubmit
        onCancel={onDone}
        danger={request.danger}
        pending={pending}
        testId="reason-confirm"
        className={styles.buttons}
      >
        {request.confirmText}
      </CancelSubmit>
    </PlainForm>
  );
}
