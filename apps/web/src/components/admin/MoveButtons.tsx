import { Button } from 'antd-mobile';

interface MoveButtonsProps {
  /** What moves, for the buttons' accessible names. */
  name: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (delta: -1 | 1) => void;
}

/** Up and down within a list whose order the server keeps. */
export function MoveButtons({ name, first, last, busy, onMove }: MoveButtonsProps) {
  return (
    <>
      <Button
        size="small"
        disabled={first || busy}
        onClick={() => onMove(-1)}
        aria-label={`上移 ${name}`}
      >
        上移
      </Button>
      <Button
        size="small"
        disabled={last || busy}
        onClick={() => onMove(1)}
        aria-label={`下移 ${name}`}
      >
        下移
      </Button>
    </>
  );
}
