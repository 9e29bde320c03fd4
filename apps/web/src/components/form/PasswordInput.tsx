import { PASSWORD_MAX } from '@huaren/contract';
import { Input } from 'antd-mobile';
import { useState } from 'react';
import styles from './form.module.css';

interface PasswordInputProps {
  /** Form.Item passes id, value and onChange. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  /** 'current-password' to log in, 'new-password' to choose one (password managers use it). */
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a show / hide control: typing blind on a phone breeds typos. */
export function PasswordInput({
  id,
  value,
  onChange,
  placeholder,
  autoComplete,
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.password}>
      <Input
        id={id}
        value={value}
        onChange={onChange}
        type={visible ? 'text' : 'password'}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={PASSWORD_MAX}
      />
      <button
        type="button"
        className={styles.eye}
        aria-label="显示密码"
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        <EyeIcon open={visible} />
      </button>
    </div>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="2.8" />
      {!open && <path d="M4 20L20 4" />}
    </svg>
  );
}
