import { Button } from 'antd-mobile';

interface CardActionProps {
  /** The button's words. */
  label: string;
  /** What it acts on, said after the label to screen readers (a card's buttons look alike). */
  target: string;
  onClick: () => void;
  danger?: boolean;
  /** The card's main action is solid; the rest are outlined. */
  solid?: boolean;
  loading?: boolean;
  testId?: string;
}

/** A small button at the foot of a console card. */
export function CardAction({
  label,
  target,
  onClick,
  danger = false,
  solid = false,
  loading,
  testId,
}: CardActionProps) {
  return (
    <Button
      size="small"
      color={danger ? 'danger' : 'primary'}
      fill={solid ? 'solid' : 'outline'}
      loading={loading}
      onClick={onClick}
      aria-label={`${label}：${target}`}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
