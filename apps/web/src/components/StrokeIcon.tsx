import type { ReactNode } from 'react';

/** The outline style every icon of the app is drawn in; decorative, so hidden from screen readers. */
export function StrokeIcon({
  size = 24,
  strokeWidth = 1.8,
  className,
  children,
}: {
  size?: number;
  strokeWidth?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** An outline icon drawn from a list of path data (the tab and category pictures). */
export function PathsIcon({ paths, size }: { paths: readonly string[]; size?: number }) {
  return (
    <StrokeIcon size={size}>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </StrokeIcon>
  );
}

/** An icon component drawn from path data, `size` px unless its user says otherwise. */
export function pathsIcon(paths: readonly string[], size?: number) {
  return function Icon(props: { size?: number }) {
    return <PathsIcon paths={paths} size={props.size ?? size} />;
  };
}

/** An outline icon of one shape that fills in when `filled` (liked, favourite). */
export function fillableIcon(d: string, size: number) {
  return function Icon({ filled }: { filled: boolean }) {
    return (
      <StrokeIcon size={size}>
        <path d={d} fill={filled ? 'currentColor' : 'none'} />
      </StrokeIcon>
    );
  };
}
