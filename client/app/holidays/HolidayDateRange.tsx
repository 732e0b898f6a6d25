import { FormattedMessage } from 'react-intl';
import { useLocale } from '../i18n/use-locale';
import { formatDayDate, formatExactDate } from '#shared/date-format';

interface Day {
  year?: number | null;
  month: number;
  day: number;
}

function format(locale: ReturnType<typeof useLocale>, date: Day, withYear: boolean) {
  return withYear && date.year ? formatExactDate(locale, { year: date.year, month: date.month, day: date.day }) : formatDayDate(locale, date);
}

/** When a holiday falls: one day, or its first and last day for a festival of several days. */
export function HolidayDateRange({ start, end, withYear = false }: { start: Day; end: Day; withYear?: boolean }) {
  const locale = useLocale();
  const first = format(locale, start, withYear);
  if (start.month === end.month && start.day === end.day) return <>{first}</>;
  return <FormattedMessage id="holiday.range" values={{ start: first, end: format(locale, end, withYear) }} />;
}
