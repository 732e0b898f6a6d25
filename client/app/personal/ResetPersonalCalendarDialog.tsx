import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

/** Asks before the calendar address is made anew: calendar programs subscribed to the old one stop receiving the entries. */
export function ResetPersonalCalendarDialog({ open, onAnswer }: { open: boolean; onAnswer: (reset: boolean) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
    if (!open && dialog.current?.open) dialog.current.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="reset-personal-calendar-heading"
      aria-describedby="reset-personal-calendar-text"
      onCancel={() => onAnswer(false)}
    >
      <h2 id="reset-personal-calendar-heading">
        <FormattedMessage id="personalCalendar.confirmHeading" />
      </h2>
      <p id="reset-personal-calendar-text">
        <FormattedMessage id="personalCalendar.confirmText" />
      </p>
      <div className="dialog-actions">
        <button type="button" className="button-quiet" onClick={() => onAnswer(false)}>
          <FormattedMessage id="common.cancel" />
        </button>
        <button type="button" className="button button-danger" onClick={() => onAnswer(true)}>
          <FormattedMessage id="personalCalendar.reset" />
        </button>
      </div>
    </dialog>
  );
}
