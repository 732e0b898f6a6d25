import { useLocale } from '../i18n/use-locale';
import { formatDayDate, formatExactDate } from '#shared/date-format';

interface Parts {
  year?: number | null;
  month: number;
  day: number;
}

const written = (locale: Parameters<typeof formatDayDate>[0], parts: Parts) =>
  parts.year ? formatExactDate(locale, { year: parts.year, month: parts.month, day: parts.day }) : formatDayDate(locale, parts);

/** When a result happened: an event's date, a person's years of birth and death, a holiday's day. */
export function SearchResultDate({ entry }: { entry: { date?: Parts | null; birth?: Parts | null; death?: Parts | null } }) {
  const locale = useLocale();
  if (entry.birth) {
    const years = [entry.birth.year, entry.death?.year].filter(Boolean).join('–');
    return years ? <> · {years}</> : null;
  }
  return entry.date ? <> · {written(locale, entry.date)}</> : null;
}
