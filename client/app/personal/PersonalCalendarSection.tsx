import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormattedDay } from '../components/FormattedDay';
import { getFragmentData, graphql, type FragmentType } from '../graphql';
import { useLocale } from '../i18n/use-locale';
import { notify } from '../lib/toast';
import { webcalUrl } from '#shared/paths';
import { ResetPersonalCalendarDialog } from './ResetPersonalCalendarDialog';
import { useResetPersonalCalendar } from './use-reset-personal-calendar';

export const PersonalCalendarSectionCalendar = graphql(`
  fragment PersonalCalendarSection_calendar on PersonalCalendar {
    createdAt
  }
`);

/** The address just made, with a button that copies it and a link that hands it to the calendar program: the site keeps only its hash, so this is the one time it can be read. */
function AddressShownOnce({ url, replaced, onDone }: { url: string; replaced: boolean; onDone: () => void }) {
  const intl = useIntl();
  const notice = useRef<HTMLParagraphElement>(null);
  const fieldId = useId();
  // It takes the focus, so a screen reader says it is there.
  useEffect(() => notice.current?.focus(), [url]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify({ status: 'success', title: intl.formatMessage({ id: 'personalCalendar.copied' }), mode: 'replace', key: 'personal-calendar-copy' });
    } catch {
      notify({ status: 'error', title: intl.formatMessage({ id: 'personalCalendar.copyFailed' }), mode: 'replace', key: 'personal-calendar-copy' });
    }
  };
  return (
    <div className="notice token-shown-once">
      <p ref={notice} tabIndex={-1}>
        <FormattedMessage id="personalCalendar.shownOnce" />
        {replaced ? (
          <>
            {' '}
            <FormattedMessage id="personalCalendar.oldEnded" />
          </>
        ) : null}
      </p>
      <label htmlFor={fieldId}>
        <FormattedMessage id="personalCalendar.label" />
      </label>
      <div className="token-row">
        <input id={fieldId} className="token-value" value={url} readOnly spellCheck={false} dir="ltr" onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button" onClick={copy}>
          <FormattedMessage id="personalCalendar.copy" />
        </button>
      </div>
      <p>
        <a href={webcalUrl(new URL(url).origin, new URL(url).pathname)}>
          <FormattedMessage id="personalCalendar.subscribe" />
        </a>
      </p>
      <button type="button" className="button-quiet" onClick={onDone}>
        <FormattedMessage id="personalCalendar.done" />
      </button>
    </div>
  );
}

/**
 * The member's personal entries as a calendar to subscribe to: a secret address, made (or made
 * anew, ending the old one) here and shown once.
 */
export function PersonalCalendarSection({
  calendar: calendarRef,
  origin,
}: {
  calendar: FragmentType<typeof PersonalCalendarSectionCalendar> | null;
  origin: string;
}) {
  const locale = useLocale();
  const calendar = getFragmentData(PersonalCalendarSectionCalendar, calendarRef);
  const [madeAt, setMadeAt] = useState(calendar?.createdAt ?? null);
  const [shown, setShown] = useState<{ url: string; replaced: boolean } | null>(null);
  const [asking, setAsking] = useState(false);
  const { resetPersonalCalendar, resetting } = useResetPersonalCalendar();
  const headingId = useId();
  const reset = async () => {
    const result = await resetPersonalCalendar(locale);
    if (!result) return;
    setShown({ url: `${origin}${result.path}`, replaced: madeAt !== null });
    setMadeAt(result.personalCalendar.createdAt);
  };
  return (
    <section className="personal-calendar" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="personalCalendar.heading" />
      </h2>
      <p>
        <FormattedMessage id="personalCalendar.intro" />
      </p>
      {shown ? <AddressShownOnce url={shown.url} replaced={shown.replaced} onDone={() => setShown(null)} /> : null}
      <p className="muted">
        {madeAt ? (
          <FormattedMessage id="personalCalendar.made" values={{ date: <FormattedDay value={madeAt} dateStyle="long" /> }} />
        ) : (
          <FormattedMessage id="personalCalendar.none" />
        )}
      </p>
      <button type="button" className="button" disabled={resetting} aria-busy={resetting} onClick={() => (madeAt ? setAsking(true) : void reset())}>
        <FormattedMessage id={madeAt ? 'personalCalendar.reset' : 'personalCalendar.create'} />
      </button>
      <ResetPersonalCalendarDialog
        open={asking}
        onAnswer={(confirmed) => {
          setAsking(false);
          if (confirmed) void reset();
        }}
      />
    </section>
  );
}
