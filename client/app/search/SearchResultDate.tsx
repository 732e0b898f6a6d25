import { useIntl } from 'react-intl';
import { useLocale } from '../i18n/use-locale';
import { useToday } from '../lib/reader-time';
import { formatDayDate, formatExactDate } from '#shared/date-format';

interface Parts {
  year?: number | null;
  month: number;
  day: number;
}

interface Span {
  start: Parts;
  end: Parts;
}

const written = (locale: Parameters<typeof formatDayDate>[0], parts: Parts) =>
  parts.year ? formatExactDate(locale, { year: parts.year, month: parts.month, day: parts.day }) : formatDayDate(locale, parts);

const dayNumber = (parts: Parts) => (parts.year ?? 0) * 10000 + parts.month * 100 + parts.day;

/**
 * When a result happened: an event's date, a person's years of birth and death; for a holiday,
 * the next day it falls on (not over by the reader's today) and the countries that keep it, named
 * in the reader's language.
 */
export function SearchResultDate({
  entry,
}: {
  entry: { date?: Parts | null; birth?: Parts | null; death?: Parts | null; dates?: readonly Span[]; countries?: readonly string[] };
}) {
  const locale = useLocale();
  const intl = useIntl();
  const today = useToday();
  if (entry.birth) {
    const years = [entry.birth.year, entry.death?.year].filter(Boolean).join('–');
    return years ? <> · {years}</> : null;
  }
  const next = entry.dates?.find((span) => dayNumber(span.end) >= dayNumber(today));
  const countries = entry.dates?.length && entry.countries?.length ? entry.countries : null;
  const names = countries ? new Intl.DisplayNames([intl.locale], { type: 'region' }) : null;
  const when = next ? next.start : entry.date;
  return (
    <>
      {when ? <> · {written(locale, when)}</> : null}
      {countries && names ? <> · {intl.formatList(countries.map((code) => names.of(code) ?? code).sort((a, b) => a.localeCompare(b, intl.locale)))}</> : null}
    </>
  );
}
