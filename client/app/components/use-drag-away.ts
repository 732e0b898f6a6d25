import { useRef, type MouseEvent, type PointerEvent, type TransitionEvent } from 'react';

/** Let go past this share of its width, a toast leaves. */
const AWAY_SHARE = 0.4;
/** A flick this fast (pixels per millisecond) sends it away however short it was… */
const FLICK_SPEED = 0.5;
/** …once it moved this far, so that a shaky click is no flick. */
const FLICK_MIN_PX = 16;
/** Movement a click may have before it becomes a drag. */
const CLICK_SLOP_PX = 6;
/** Over how long before it is let go its speed is measured: a pointer that rested that long let go at rest. */
const SPEED_WINDOW_MS = 100;

interface Drag {
  pointer: number;
  startX: number;
  startY: number;
  dx: number;
  moving: boolean;
  /** The latest positions, for the speed at which it was let go. */
  track: { at: number; x: number }[];
}

/** Where the toast is drawn while it is held: beside its place, fading as it goes. */
function place(element: HTMLElement, dx: number): void {
  element.style.transform = dx ? `translateX(${dx}px)` : '';
  element.style.opacity = dx ? String(Math.max(0.3, 1 - Math.abs(dx) / element.offsetWidth)) : '';
}

/**
 * Lets a toast be dragged away sideways with any pointer (mouse, pen or finger take the same
 * path): let go past AWAY_SHARE of its width, or flicked, it leaves the way it went and `dismiss`
 * is called; a shorter drag springs back. The movements are CSS transitions keyed on
 * `data-drag`, which the styles turn off for readers who ask for reduced motion. A press that
 * barely moved stays a click; the click a drag ends with does nothing. Vertical moves are left
 * to the page, so a finger can still scroll past a toast.
 */
export function useDragAway(dismiss: () => void) {
  const drag = useRef<Drag | null>(null);
  const justDragged = useRef(false);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    justDragged.current = false;
    if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag.current = {
      pointer: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      dx: 0,
      moving: false,
      track: [{ at: event.timeStamp, x: event.clientX }],
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const held = drag.current;
    if (!held || event.pointerId !== held.pointer) return;
    const element = event.currentTarget;
    const dx = event.clientX - held.startX;
    if (!held.moving) {
      if (Math.abs(dx) < CLICK_SLOP_PX) return;
      // Mostly up or down: not a drag away (a finger's is a scroll, which the browser takes).
      if (Math.abs(event.clientY - held.startY) > Math.abs(dx)) {
        drag.current = null;
        return;
      }
      held.moving = true;
      // Moves outside the toast still belong to the drag, and the text is not selected by it.
      element.setPointerCapture(event.pointerId);
      window.getSelection()?.removeAllRanges();
      element.dataset.drag = 'held';
    }
    held.dx = dx;
    held.track.push({ at: event.timeStamp, x: event.clientX });
    // Kept: one position older than the window, and the ones within it.
    while (held.track.length > 2 && event.timeStamp - held.track[1].at > SPEED_WINDOW_MS) held.track.shift();
    place(element, dx);
  };

  const letGo = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const held = drag.current;
    if (!held || event.pointerId !== held.pointer) return;
    drag.current = null;
    if (!held.moving) return;
    const element = event.currentTarget;
    // The click this gesture may end with comes before the timer clears the mark.
    justDragged.current = true;
    setTimeout(() => (justDragged.current = false), 0);
    // From the last position it had a window's time before it was let go (or where it started).
    const from = held.track.findLast((point) => event.timeStamp - point.at >= SPEED_WINDOW_MS) ?? held.track[0];
    const speed = (event.clientX - from.x) / Math.max(1, event.timeStamp - from.at);
    const distance = Math.abs(held.dx);
    const flicked = distance >= FLICK_MIN_PX && Math.abs(speed) >= FLICK_SPEED && Math.sign(speed) === Math.sign(held.dx);
    if (!cancelled && (distance >= element.offsetWidth * AWAY_SHARE || flicked)) {
      element.dataset.drag = 'leaving';
      element.style.transform = `translateX(${Math.sign(held.dx) * (element.offsetWidth + 48)}px)`;
      element.style.opacity = '0';
      dismiss();
    } else {
      element.dataset.drag = 'returning';
      place(element, 0);
    }
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: (event: PointerEvent<HTMLElement>) => letGo(event, false),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => letGo(event, true),
    onTransitionEnd: (event: TransitionEvent<HTMLElement>) => {
      if (event.target === event.currentTarget && event.currentTarget.dataset.drag === 'returning') delete event.currentTarget.dataset.drag;
    },
    onClickCapture: (event: MouseEvent<HTMLElement>) => {
      if (!justDragged.current) return;
      justDragged.current = false;
      event.stopPropagation();
      event.preventDefault();
    },
  };
}
