import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';

/** The one submit button of a form: full width, busy while its call runs (no double submit). */
export function SubmitButton({
  pending,
  children,
  testId,
}: {
  pending: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Button block type="submit" color="primary" size="large" loading={pending} data-testid={testId}>
      {children}
    </Button>
  );
}
