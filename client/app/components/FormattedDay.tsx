import { useIntl } from 'react-intl';
import { joinDateParts } from '#shared/date-format';

type Options = Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle' | 'timeZone'>;

/**
 * A moment as react-intl's FormattedDate writes it, except that French says "1er novembre"
 * for the first of a month, as day pages and their slugs do.
 */
export function FormattedDay({ value, ...options }: Options & { value: Date | string | number }) {
  const intl = useIntl();
  return <>{joinDateParts(intl.locale, intl.formatDateToParts(value, options))}</>;
}
