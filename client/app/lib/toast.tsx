/**
 * Notifications over react-hot-toast with the product's five statuses, seven positions and
 * three modes: once (not shown again while the same one is open), replace (takes the place of
 * the one with the same key) and normal. A toast closes by its button, a click, Escape, time or
 * being dragged away; one that must be acknowledged is shown over an overlay, which closes it too.
 * react-hot-toast is loaded after the page came alive (components/Toasts.tsx) or with the first
 * toast, whichever is first: a page that shows none does not wait for it.
 */
import type { ToastPosition } from 'react-hot-toast';

const hotToast = () => import('react-hot-toast').then((module) => module.default);
let shown = 0;

const TOAST_STATUSES = ['info', 'success', 'warning', 'error', 'question'] as const;
export type ToastStatus = (typeof TOAST_STATUSES)[number];

export const TOAST_POSITIONS = ['bottomRight', 'bottomLeft', 'bottomCenter', 'topRight', 'topLeft', 'topCenter', 'center'] as const;
export type ToastPlacement = (typeof TOAST_POSITIONS)[number];

type ToastMode = 'once' | 'replace' | 'normal';

const TOAST_DEFAULT_DURATION_MS = 2500;

export const TOAST_COLOURS: Record<ToastStatus, string> = {
  info: '#1d4ed8',
  success: '#15803d',
  warning: '#c2410c',
  error: '#b91c1c',
  question: '#a16207',
};

/**
 * react-hot-toast knows only top and bottom rows, so centred toasts have a toaster of their own
 * whose row sits at mid-height (components/Toasts.tsx).
 */
export const CENTRE_TOASTER = 'centre';

function hotToastPosition(placement: ToastPlacement): ToastPosition {
  const map: Record<ToastPlacement, ToastPosition> = {
    bottomRight: 'bottom-right',
    bottomLeft: 'bottom-left',
    bottomCenter: 'bottom-center',
    topRight: 'top-right',
    topLeft: 'top-left',
    topCenter: 'top-center',
    center: 'top-center',
  };
  return map[placement];
}

/**
 * Code outside React (inline scripts, the build watcher) shows a toast by dispatching this event
 * on window with the NotifyOptions as its detail.
 */
export const NOTIFY_EVENT = 'daypedia:notify';

export interface NotifyOptions {
  status: ToastStatus;
  title: string;
  message?: string;
  position?: ToastPlacement;
  mode?: ToastMode;
  /** Identifies the toast for the once and replace modes. */
  key?: string;
  /** Defaults to TOAST_DEFAULT_DURATION_MS; a toast over an overlay waits for the reader unless given one. */
  duration?: number;
  /** Dims the page behind the toast until the reader closes it (a click on the overlay does). */
  overlay?: boolean;
}

export interface ToastPayload {
  status: ToastStatus;
  title: string;
  message?: string;
  placement: ToastPlacement;
  overlay: boolean;
}

/** The toasts on screen, kept up to date by the Toaster (components/Toasts.tsx). */
let open: ReadonlySet<string> = new Set();

export function setOpenToasts(ids: Iterable<string>): void {
  open = new Set(ids);
}

/** Shows a toast; returns its id, or null when mode "once" found the same toast open. */
export function notify({
  status,
  title,
  message,
  position = 'topRight',
  mode = 'normal',
  key,
  overlay = false,
  duration = overlay ? Infinity : TOAST_DEFAULT_DURATION_MS,
}: NotifyOptions): string | null {
  const id = key ?? `${status}:${title}:${message ?? ''}`;
  if (mode === 'once' && open.has(id)) return null;
  const payload: ToastPayload = { status, title, message, placement: position, overlay };
  if (mode !== 'normal') setOpenToasts([...open, id]);
  shown += 1;
  const toastId = mode === 'normal' ? `toast-${shown}` : id;
  // Rendered by the Toaster in components/Toasts.tsx, which reads the payload back.
  void hotToast().then((toast) =>
    toast(JSON.stringify(payload), {
      id: toastId,
      duration,
      position: hotToastPosition(position),
      toasterId: position === 'center' ? CENTRE_TOASTER : undefined,
    }),
  );
  return toastId;
}

/** Whether an event's detail can be shown: a known status and position, a title, and an overlay said with a boolean. */
export function isNotifyOptions(value: unknown): value is NotifyOptions {
  const options = value as Partial<NotifyOptions> | null;
  return (
    typeof options?.title === 'string' &&
    (TOAST_STATUSES as readonly unknown[]).includes(options.status) &&
    (options.position === undefined || (TOAST_POSITIONS as readonly unknown[]).includes(options.position)) &&
    (options.overlay === undefined || typeof options.overlay === 'boolean')
  );
}

export function dismiss(id?: string): void {
  void hotToast().then((toast) => toast.dismiss(id));
}
