/**
 * Saves a draft on the server shortly after each change, keeps a copy in this browser until the
 * server has it (so a failed save, a crash or a reload loses nothing), and warns before leaving
 * with changes the server does not have yet.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'failed' | 'refused';
export type SaveOutcome = 'saved' | 'refused' | 'failed';

const DELAY_MS = 1500;
const RETRY_MS = 10_000;

export function useAutosave<T>({
  key,
  enabled,
  save,
  leaveWarning,
}: {
  key: string;
  enabled: boolean;
  save: (content: T) => Promise<SaveOutcome>;
  leaveWarning: string;
}) {
  const [state, setStateNow] = useState<SaveState>('saved');
  // Read by the navigation guard, which must see a change made in the same tick.
  const current = useRef<SaveState>('saved');
  const setState = (next: SaveState) => {
    current.current = next;
    setStateNow(next);
  };
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const latest = useRef<{ content: T; version: number } | null>(null);
  const savedVersion = useRef(0);
  const running = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const saveRef = useRef(save);
  saveRef.current = save;
  const storageKey = `daypedia-article:${key}`;

  const run = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (running.current) await running.current;
    const next = latest.current;
    if (!next || next.version === savedVersion.current) return;
    setState('saving');
    const attempt = (async () => {
      let outcome: SaveOutcome;
      try {
        outcome = await saveRef.current(next.content);
      } catch {
        outcome = 'failed';
      }
      if (outcome === 'saved') {
        savedVersion.current = next.version;
        setSavedAt(new Date());
        if (latest.current?.version === next.version) {
          window.localStorage.removeItem(storageKey);
          setState('saved');
        } else setState('unsaved');
      } else {
        setState(outcome);
        if (outcome === 'failed') timer.current = setTimeout(() => void run(), RETRY_MS);
      }
    })();
    running.current = attempt;
    await attempt;
    running.current = null;
    if (current.current === 'unsaved') timer.current = setTimeout(() => void run(), DELAY_MS);
  }, [storageKey]);

  /** Records a change: kept in this browser at once, sent to the server after a pause. */
  const change = useCallback(
    (content: T) => {
      if (!enabled) return;
      latest.current = { content, version: (latest.current?.version ?? 0) + 1 };
      window.localStorage.setItem(storageKey, JSON.stringify(content));
      setState('unsaved');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(), DELAY_MS);
    },
    [enabled, run, storageKey],
  );

  /** Saves now and waits; true when the server has everything. */
  const flush = useCallback(async (): Promise<boolean> => {
    await run();
    return !latest.current || latest.current.version === savedVersion.current;
  }, [run]);

  /** What this browser kept that the server may not have, from an earlier visit. */
  const unsavedCopy = useCallback((): T | null => {
    const copy = window.localStorage.getItem(storageKey);
    return copy ? (JSON.parse(copy) as T) : null;
  }, [storageKey]);

  const forget = useCallback(() => {
    clearTimeout(timer.current);
    latest.current = null;
    window.localStorage.removeItem(storageKey);
    setState('saved');
  }, [storageKey]);

  const pending = state !== 'saved';
  useEffect(() => {
    if (!pending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => current.current !== 'saved' && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(leaveWarning)) blocker.proceed();
    else blocker.reset();
  }, [blocker, leaveWarning]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { state, savedAt, change, flush, unsavedCopy, forget };
}
