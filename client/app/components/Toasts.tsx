import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Toaster, toast as hotToast, useToasterStore, type Toast } from 'react-hot-toast';
import { NEW_BUILD_EVENT } from '../lib/build-watch';
import { notify, setOpenToasts, TOAST_COLOURS, type ToastPayload } from '../lib/toast';

function ToastCard({ t }: { t: Toast }) {
  const intl = useIntl();
  const payload = JSON.parse(String(t.message)) as ToastPayload;
  return (
    <div
      className={`toast toast-${payload.status}${payload.placement === 'center' ? ' toast-center' : ''}`}
      style={{ borderInlineStartColor: TOAST_COLOURS[payload.status], opacity: t.visible ? 1 : 0 }}
      data-status={payload.status}
      onClick={() => hotToast.dismiss(t.id)}
      {...t.ariaProps}
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

/** Where toasts appear; Escape closes them all. Also tells the reader about a new build. */
export function Toasts() {
  const intl = useIntl();
  const { toasts } = useToasterStore();
  useEffect(() => setOpenToasts(toasts.filter((t) => t.visible).map((t) => t.id)), [toasts]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hotToast.dismiss();
    };
    const onNewBuild = () => notify({ status: 'info', title: intl.formatMessage({ id: 'toast.newVersion' }), mode: 'once', key: NEW_BUILD_EVENT, duration: 10_000 });
    window.addEventListener('keydown', onKey);
    window.addEventListener(NEW_BUILD_EVENT, onNewBuild);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(NEW_BUILD_EVENT, onNewBuild);
    };
  }, [intl]);
  return <Toaster>{(t) => <ToastCard t={t} />}</Toaster>;
}
