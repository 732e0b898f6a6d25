import type { ReactNode } from 'react';
import type { useDisclosure } from '../lib/use-disclosure';

/** The button that opens one of the header's menus on a narrow screen, drawn as an icon. */
export function HeaderMenuButton({
  disclosure,
  controls,
  label,
  className,
  children,
}: {
  disclosure: ReturnType<typeof useDisclosure<HTMLDivElement, HTMLButtonElement>>;
  controls: string;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      ref={disclosure.toggle}
      type="button"
      className={`header-button ${className}`}
      aria-expanded={disclosure.open}
      aria-controls={controls}
      aria-label={label}
      onClick={() => disclosure.setOpen(!disclosure.open)}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        {children}
      </svg>
    </button>
  );
}
