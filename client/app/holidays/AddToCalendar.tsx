import { FormattedMessage } from 'react-intl';
import { useRouteLoaderData } from 'react-router';
import { LOCALE_INFO } from '#shared/locales';
import { HOLIDAY_CALENDAR_COUNTRIES, holidayCalendarPath, singleHolidayCalendarPath, webcalUrl } from '#shared/paths';
import { useLocale } from '../i18n/use-locale';

/**
 * A holiday's dates for a calendar program: a file of the coming years' dates to open once, and
 * for each country that keeps it, every holiday of that country to subscribe to (webcal://, which
 * calendar programs open and keep reading) or to download.
 */
export function AddToCalendar({ slug, years, countries }: { slug: string; years: number[]; countries: string[] }) {
  const locale = useLocale();
  const origin = useRouteLoaderData<{ origin: string }>('root')?.origin ?? '';
  const countryNames = new Intl.DisplayNames([LOCALE_INFO[locale].iso], { type: 'region' });
  const withCalendars = countries
    .filter((c) => HOLIDAY_CALENDAR_COUNTRIES.includes(c))
    .map((c) => ({ code: c, name: countryNames.of(c) ?? c }))
    .sort((a, b) => a.name.localeCompare(b.name, LOCALE_INFO[locale].iso));
  const file = singleHolidayCalendarPath(locale, slug);
  return (
    <section aria-labelledby="holiday-calendar" className="holiday-calendar">
      <h2 id="holiday-calendar">
        <FormattedMessage id="holiday.calendarHeading" />
      </h2>
      {years.length ? (
        <p>
          <a className="button" href={file} download={file.split('/').pop()} type="text/calendar">
            <FormattedMessage id="holiday.calendarDownload" values={{ first: years[0], last: years[years.length - 1] }} />
          </a>
        </p>
      ) : null}
      {withCalendars.length ? (
        <>
          <p id="holiday-calendar-subscribe">
            <FormattedMessage id="holiday.calendarSubscribeIntro" />
          </p>
          <ul className="holiday-calendar-countries">
            {withCalendars.map(({ code, name }) => {
              const path = holidayCalendarPath(locale, code);
              return (
                <li key={code}>
                  <a href={webcalUrl(origin, path)} aria-describedby="holiday-calendar-subscribe">
                    <FormattedMessage id="holiday.calendarSubscribe" values={{ country: name }} />
                  </a>{' '}
                  {/* Named by what it shows first, then what it holds. */}
                  <a href={path} type="text/calendar" className="muted">
                    .ics
                    <span className="visually-hidden">
                      : <FormattedMessage id="holiday.calendarFileLabel" values={{ country: name }} />
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
