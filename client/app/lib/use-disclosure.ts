import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';

/**
 * A header menu that opens under its button: it closes on Escape (focus goes back to its button,
 * so a keyboard user is where they were), when focus or a click lands outside it, and when the
 * page changes. Opening another menu therefore closes this one.
 */
export function useDisclosure<Root extends HTMLElement = HTMLDivElement, Toggle extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const root = useRef<Root>(null);
  const toggle = useRef<Toggle>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      // A <details> opens natively, a moment before its toggle event reaches the state.
      const details = root.current instanceof HTMLDetailsElement ? root.current : null;
      if (event.key !== 'Escape' || !(open || details?.open)) return;
      // The menu takes this Escape; it should not also close toasts or dialogs behind it.
      event.stopPropagation();
      setOpen(false);
      if (details) details.open = false;
      toggle.current?.focus();
    },
    [open],
  );

  return { open, setOpen, root, toggle, onKeyDown };
}
