import { VCODE_LENGTH, vcodeField } from '@huaren/contract';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { cooldownSeconds, vcodeButtonLabel } from '../../lib/cooldown';
import { showToast } from '../../lib/toast';
import { useCooldown } from './useCooldown';
import { zodRule } from './zodRule';
import styles from './form.module.css';

export interface VcodeSent {
  /** Where the code went; the countdown belongs to it. */
  target: string;
  /** The server's wait before another code to the same target, in seconds. */
  resendAfter: number;
}

interface VcodeFieldProps {
  name: string;
  label: string;
  /** Where a code would go now (from the form's contact field), or null while that is invalid. */
  target: string | null;
  /** Validates the form's contact field and asks the server for a code; rejects when it could not. */
  onSend: () => Promise<VcodeSent>;
  /** Names the send button for tests: `${testId}-send`. */
  testId?: string;
}

/**
 * A code input (maxlength 6) with its "get code" button, which counts 60 s down after a send
 * (longer if the server asks) and stays counting for that target across pages.
 */
export function VcodeField({ name, label, target, onSend, testId }: VcodeFieldProps) {
  const cooldown = useCooldown(target);
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const sent = await onSend();
      cooldown.start(sent.target, cooldownSeconds(sent.resendAfter));
      showToast('验证码已发送');
    } catch {
      // The field shows what is wrong with the contact, or the request layer toasted the reason.
    } finally {
      setSending(false);
    }
  };

  return (
    <Form.Item
      name={name}
      label={label}
      rules={[zodRule(vcodeField)]}
      extra={
        <Button
          className={styles.codeButton}
          size="small"
          color="primary"
          fill="outline"
          disabled={cooldown.left > 0}
          loading={sending}
          onClick={() => void send()}
          data-testid={testId ? `${testId}-send` : undefined}
        >
          {vcodeButtonLabel(cooldown.left, cooldown.sent)}
        </Button>
      }
    >
      <Input
        placeholder={`${VCODE_LENGTH} 位数字`}
        maxLength={VCODE_LENGTH}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
    </Form.Item>
  );
}
