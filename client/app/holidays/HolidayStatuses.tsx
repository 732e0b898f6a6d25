import { FormattedMessage, useIntl } from 'react-intl';
import type { HolidayType } from '../graphql/graphql';

interface Observance {
  country: string;
  status: HolidayType;
}

const ORDER: HolidayType[] = ['PUBLIC', 'BANK', 'SCHOOL', 'OPTIONAL', 'OBSERVANCE'];

/** A holiday's status in each country, one badge per status naming its countries in the reader's language: "Public holiday · France and Italy". */
export function HolidayStatuses({ observances }: { observances: Observance[] }) {
  const intl = useIntl();
  if (!observances.length) return null;
  const countryNames = new Intl.DisplayNames([intl.locale], { type: 'region' });
  const byStatus = ORDER.map(
    (status) =>
      [
        status,
        observances
          .filter((o) => o.status === status)
          .map((o) => countryNames.of(o.country) ?? o.country)
          .sort((a, b) => a.localeCompare(b, intl.locale)),
      ] as const,
  ).filter(([, countries]) => countries.length);
  return (
    <span className="holiday-statuses">
      {byStatus.map(([status, countries]) => (
        <span key={status} className={`badge badge-${status.toLowerCase()}`}>
          <FormattedMessage id={`entry.holidayType.${status.toLowerCase()}`} />
          {' · '}
          {intl.formatList(countries)}
        </span>
      ))}
    </span>
  );
}
