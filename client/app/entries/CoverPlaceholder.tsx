import type { ReactNode } from 'react';
import type { EntryKind } from '../graphql/graphql';
import type { Locale } from '#shared/locales';
import { monthName } from '#shared/date-format';
import { LineIcon } from '../components/LineIcon';

/** A line drawing for each kind of entry: a flag for events, a person, a star for holidays, a heart for personal entries. */
const KIND_ICONS: Record<EntryKind, ReactNode> = {
  EVENT: <path d="M5 21V4M5 4h11l-2 4 2 4H5" />,
  PERSON: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
    </>
  ),
  HOLIDAY: <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1-5.4-2.9-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  PERSONAL: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
};

/**
 * What an entry without a cover picture shows in its place: a calendar leaf with its day, month
 * and year and the sign of its kind, drawn from the theme's colours. The facts beside it say
 * the same in words, so it is hidden from screen readers.
 */
export function CoverPlaceholder({
  kind,
  date,
  locale,
}: {
  kind: EntryKind;
  date: { year: number | null; month: number; day: number } | null;
  locale: Locale;
}) {
  return (
    <div className="cover-placeholder" aria-hidden="true" data-kind={kind}>
      <LineIcon className="cover-placeholder-icon" strokeWidth={1.5}>
        {KIND_ICONS[kind]}
      </LineIcon>
      {date ? (
        <div className="cover-placeholder-leaf">
          <span className="cover-placeholder-month">{monthName(locale, date.month)}</span>
          <span className="cover-placeholder-day">{date.day}</span>
          {date.year !== null ? <span className="cover-placeholder-year">{date.year}</span> : null}
        </div>
      ) : null}
    </div>
  );
}
