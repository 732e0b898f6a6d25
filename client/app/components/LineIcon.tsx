import type { ReactNode } from 'react';

/** A drawing in strokes on a 24-unit square, in the colour of the text around it; hidden from screen readers, whose text says the same. */
export function LineIcon({ size, strokeWidth = 2, className, children }: { size?: number; strokeWidth?: number; className?: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
