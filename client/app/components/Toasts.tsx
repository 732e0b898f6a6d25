import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Toaster, toast as hotToast, useToasterStore, type Toast } from 'react-hot-toast';
import { NEW_BUILD_EVENT } from '../lib/build-watch';
import { CENTRE_TOASTER, isNotifyOptions, notify, NOTIFY_EVENT, setOpenToasts, TOAST_COLOURS, type ToastPayload } from '../lib/toast';
import { useDragAway } from './use-drag-away';

const payloadOf = (t: Toast) => JSON.parse(t.message as string) as ToastPayload;

function ToastCard({ t }: { t: Toast }) {
  const intl = useIntl();
  const payload = payloadOf(t);
  const drag = useDragAway(() => hotToast.dismiss(t.id));
  return (
    <div
      className={`toast toast-${payload.status}${payload.placement === 'center' ? ' toast-center' : ''}`}
      style={{ borderInlineStartColor: TOAST_COLOURS[payload.status], opacity: t.visible ? 1 : 0 }}
      data-status={payload.status}
      onClick={() => hotToast.dismiss(t.id)}
      {...drag}
    >
      <div className="toast-text">
        <strong>{payload.title}</strong>
        {payload.message ? <span>{payload.message}</span> : null}
      </div>
      <button type="button" className="toast-close" aria-label={intl.formatMessage({ id: 'toast.close' })} onClick={() => hotToast.dismiss(t.id)}>
        ×
      </button>
    </div>
  );
}

/**
 * What screen readers hear of the toasts: two live regions that are on the page from the start
 * (a region added together with its text is often not read), errors at once, the rest politely.
 * A toast that takes the place of another with new words is read again; one shown "once" is not.
 */
function ToastAnnouncements({ toasts }: { toasts: Toast[] }) {
  const heard = useRef(new Set<string>());
  const [spoken, setSpoken] = useState({ polite: '', assertive: '' });
  useEffect(() => {
    const fresh = toasts.filter((t) => t.visible && !heard.current.has(`${t.id}\n${t.message as string}`));
    if (!fresh.length) return;
    for (const t of fresh) heard.current.add(`${t.id}\n${t.message as string}`);
    const said = (urgent: boolean) =>
      fresh
        .map(payloadOf)
        .filter((payload) => (payload.status === 'error') === urgent)
        .map((payload) => [payload.title, payload.message].filter(Boolean).join('. '))
        .join(' ');
    setSpoken((before) => ({ polite: said(false) || before.polite, assertive: said(true) || before.assertive }));
  }, [toasts]);
  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-toast-announcer="polite">
        {spoken.polite}
      </div>
      <div className="visually-hidden" role="alert" aria-live="assertive" aria-atomic="true" data-toast-announcer="assertive">
        {spoken.assertive}
      </div>
    </>
  );
}

/**
 * Dims the page behind toasts that must be acknowledged; a click on it closes them. It only
 * takes the pointer's clicks: keyboards and screen readers meet those toasts as any other
 * (Escape, the live regions), and the page keeps its focus.
 */
function ToastOverlay({ toasts }: { toasts: Toast[] }) {
  const held = toasts.filter((t) => t.visible && payloadOf(t).overlay);
  if (!held.length) return null;
  return <div className="toast-overlay" aria-hidden="true" onClick={() => held.forEach((t) => hotToast.dismiss(t.id))} />;
}

/**
 * Where toasts appear: the top rows open below the sticky header so its buttons stay in reach,
 * centred toasts in the middle of the window. Escape closes them all. Also tells the reader
 * about a new build, and shows toasts asked for by NOTIFY_EVENT.
 */
export function Toasts() {
  const intl = useIntl();
  const { toasts } = useToasterStore();
  const { toasts: centred } = useToasterStore(undefined, CENTRE_TOASTER);
  useEffect(() => setOpenToasts([...toasts, ...centred].filter((t) => t.visible).map((t) => t.id)), [toasts, centred]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hotToast.dismiss();
    };
    const onNewBuild = () =>
      notify({ status: 'info', title: intl.formatMessage({ id: 'toast.newVersion' }), mode: 'once', key: NEW_BUILD_EVENT, duration: 10_000 });
    const onNotify = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (isNotifyOptions(detail)) notify(detail);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener(NEW_BUILD_EVENT, onNewBuild);
    window.addEventListener(NOTIFY_EVENT, onNotify);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(NEW_BUILD_EVENT, onNewBuild);
      window.removeEventListener(NOTIFY_EVENT, onNotify);
    };
  }, [intl]);
  return (
    <>
      <ToastAnnouncements toasts={[...toasts, ...centred]} />
      <ToastOverlay toasts={[...toasts, ...centred]} />
      <Toaster containerStyle={{ top: 'var(--toasts-top)' }}>{(t) => <ToastCard t={t} />}</Toaster>
      <Toaster toasterId={CENTRE_TOASTER} containerStyle={{ top: '50%', bottom: 'auto' }}>
        {(t) => <ToastCard t={t} />}
      </Toaster>
    </>
  );
}
