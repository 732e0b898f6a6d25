import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../graphql';
import { useLocale } from '../i18n/use-locale';
import { useToday } from '../lib/reader-time';
import { useSiteLinks } from '../lib/use-site-links';
import { formatDayDate, monthName } from '#shared/date-format';
import { dayPath, monthPath } from '#shared/paths';
import { addMonths, dayAfterKey, dotLevels, firstDayOfWeek, monthLength, monthTitle, monthWeeks, weekdayNames, type GridDay } from './calendar-grid';

export const CalendarCountsFragment = graphql(`
  fragment Calendar_counts on CalendarMonth {
    month
    days
  }
`);

export type CalendarCounts = readonly FragmentType<typeof CalendarCountsFragment>[];

interface CalendarProps {
  /** The month the page is about: the calendar opens on it. */
  month?: number;
  /** The page's own day, marked as the current page. */
  day?: number;
  /** The year whose weekdays the grid shows (a year page, an exact date); else the reader's year. */
  year?: number;
  /** How many entries each day lists, from the page's data; without them the days show no dots. */
  counts?: CalendarCounts;
}

interface View extends GridDay {
  /** What the calendar was opened for: when the page changes, it opens again. */
  openedFor: string;
  /** Whether focus follows the day once it is drawn (it moved there by a key). */
  moveFocus: boolean;
}

/**
 * The calendar every day, month and year page, the indexes and the home page carry: one month at
 * a time as an ARIA date grid (arrows, Home, End, Page Up and Page Down move between days, one tab
 * stop, Enter opens the day), with buttons for the months before and after and a link to the
 * month's page. It opens on the month the page is about, else the reader's month; each day shows
 * in dots how much it holds and says its count to screen readers. One month is drawn, its days
 * plain links that navigate inside the site from one handler (`useSiteLinks`), so the calendar
 * costs a page little to render. (The indexes of events and persons are in the header.)
 */
export function Calendar({ month, day, year, counts }: CalendarProps) {
  const locale = useLocale();
  const intl = useIntl();
  const today = useToday();
  const onDayClick = useSiteLinks();
  const ids = useId();
  const grid = useRef<HTMLTableElement>(null);

  /** The day of a month that holds the grid's tab stop: the page's, else today, else the 1st. */
  const tabStopIn = (shown: { year: number; month: number }) =>
    day && shown.month === month ? day : shown.year === today.year && shown.month === today.month ? today.day : 1;
  const openingMonth = { year: year ?? today.year, month: month ?? (year === undefined ? today.month : 1) };
  const opening: GridDay = { ...openingMonth, day: tabStopIn(openingMonth) };
  const openedFor = `${opening.year}-${opening.month}-${opening.day}`;
  const [stored, setView] = useState<View>({ ...opening, openedFor, moveFocus: false });
  // Another page (or the reader's day once the browser knows it): open again, as drawn for it.
  const view = stored.openedFor === openedFor ? stored : { ...opening, openedFor, moveFocus: false };
  if (view !== stored) setView(view);

  const firstDay = firstDayOfWeek(locale);
  const weekdays = useMemo(() => weekdayNames(locale, firstDay), [locale, firstDay]);
  const months = useMemo(() => (counts ? getFragmentData(CalendarCountsFragment, counts) : null), [counts]);
  const levelOf = useMemo(() => dotLevels(months?.map((m) => m.days) ?? []), [months]);
  const shownCounts = months?.find((m) => m.month === view.month)?.days;

  // After a key moved to a day of another month, that month is drawn first, then its day takes focus.
  useEffect(() => {
    if (!stored.moveFocus) return;
    grid.current?.querySelector<HTMLElement>(`a[data-day="${stored.day}"]`)?.focus();
  }, [stored]);

  const show = (to: GridDay, moveFocus: boolean) => setView({ ...to, openedFor, moveFocus });
  /** Another month, by its buttons. */
  const showMonth = (step: number) => {
    const to = addMonths({ ...view, day: 1 }, step);
    show({ ...to, day: tabStopIn(to) }, false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !(event.target instanceof HTMLAnchorElement)) return;
    const to = dayAfterKey(view, event.key, event.shiftKey, firstDay);
    if (!to) return;
    event.preventDefault();
    show(to, true);
  };

  const title = monthTitle(locale, view.year, view.month);
  const length = monthLength(view.month);
  const name = monthName(locale, view.month);
  return (
    <section className="calendar" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>
        <FormattedMessage id="home.browseMonths" />
      </h2>
      <div className="calendar-month">
        <div className="calendar-bar">
          <button type="button" className="calendar-step" onClick={() => showMonth(-1)} aria-label={intl.formatMessage({ id: 'calendar.previousMonth' })}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <p className="calendar-title" id={`${ids}-title`} aria-live="polite">
            {title}
          </p>
          <button type="button" className="calendar-step" onClick={() => showMonth(1)} aria-label={intl.formatMessage({ id: 'calendar.nextMonth' })}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
        </div>
        {/* Clicks on the days' links (Enter on one is a click too), handled as a Link's. */}
        <table role="grid" className="calendar-grid" aria-labelledby={`${ids}-title`} ref={grid} onKeyDown={onKeyDown} onClick={onDayClick}>
          <thead>
            <tr role="row">
              {weekdays.map((weekday) => (
                <th key={weekday.long} role="columnheader" scope="col" abbr={weekday.long} aria-label={weekday.long}>
                  {weekday.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(view.year, view.month, firstDay).map((week, row) => (
              <tr key={row} role="row">
                {week.map((d, column) => {
                  if (d === null) return <td key={column} role="gridcell" className="calendar-blank" />;
                  const md = { month: view.month, day: d };
                  const count = shownCounts?.[d - 1];
                  const level = count === undefined ? 0 : levelOf(count);
                  const date = formatDayDate(locale, md);
                  const isPage = view.month === month && d === day;
                  const isToday = view.year === today.year && view.month === today.month && d === today.day;
                  return (
                    <td key={column} role="gridcell">
                      <a
                        href={dayPath(locale, md)}
                        data-day={d}
                        tabIndex={d === Math.min(view.day, length) ? 0 : -1}
                        aria-current={isPage ? 'page' : isToday ? 'date' : undefined}
                      >
                        <span className="calendar-day" aria-hidden="true">
                          {d}
                        </span>
                        <span className="calendar-dots" data-level={level} aria-hidden="true">
                          {Array.from({ length: level }, (_, i) => (
                            <i key={i} />
                          ))}
                        </span>
                        <span className="visually-hidden">{count === undefined ? date : intl.formatMessage({ id: 'calendar.day' }, { date, count })}</span>
                      </a>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="calendar-foot">
          {months ? (
            <p className="calendar-legend" aria-hidden="true">
              <span className="calendar-dots">
                <i />
              </span>
              <span className="calendar-dots">
                <i />
                <i />
                <i />
              </span>
              <FormattedMessage id="calendar.legend" />
            </p>
          ) : null}
          <Link className="calendar-month-link" to={monthPath(locale, view.month)}>
            <FormattedMessage id="calendar.monthPage" values={{ month: name }} />
          </Link>
        </div>
      </div>
    </section>
  );
}
