import type { ReactNode } from 'react';

/** The outline style every icon of the app is drawn in; decorative, so hidden from screen readers. */
export function StrokeIcon({ size = 24, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
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
