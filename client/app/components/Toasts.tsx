import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Toaster, toast as hotToast, type Toast } from 'react-hot-toast';
import { TOAST_COLOURS, type ToastPayload } from '../lib/toast';

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

/** Where toasts appear; Escape closes them all. */
export function Toasts() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hotToast.dismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return <Toaster>{(t) => <ToastCard t={t} />}</Toaster>;
}
