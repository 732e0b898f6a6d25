import { useEffect, useState } from 'react';

/**
 * Form text that survives a reload of the tab (sessionStorage): what a visitor typed is not lost
 * when a page reloads or a submission fails. Never used for passwords.
 */
export function useDraft(key: string, initial: string): [string, (value: string) => void, () => void] {
  const storageKey = `daypedia-draft:${key}`;
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const saved = window.sessionStorage.getItem(storageKey);
    if (saved !== null) setValue(saved);
  }, [storageKey]);
  const update = (next: string) => {
    setValue(next);
    window.sessionStorage.setItem(storageKey, next);
  };
  const clear = () => window.sessionStorage.removeItem(storageKey);
  return [value, update, clear];
}
