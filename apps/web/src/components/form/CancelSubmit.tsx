import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';

interface CancelSubmitProps {
  onCancel: () => void;
  /** The submit button: its label, colour, and whether it waits or may not be pressed yet. */
  children: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  pending: boolean;
  testId: string;
  /** The row's spacing, which each sheet sets. */
  className?: string;
}

/** 取消 and the form's submit button side by side, at the foot of a sheet or dialog. */
export function CancelSubmit({
  onCancel,
  children,
  danger = false,
  disabled,
  pending,
  testId,
  className,
}: CancelSubmitProps) {
  return (
    <div className={className}>
      <Button block onClick={onCancel}>
        取消
      </Button>
      <Button
        block
        type="submit"
        color={danger ? 'danger' : 'primary'}
        disabled={disabled}
        loading={pending}
        data-testid={testId}
      >
        {children}
      </Button>
    </div>
  );
}
