import { FormattedMessage } from 'react-intl';
import { FormattedDay } from './FormattedDay';

/** The header row of a data table: one column per message id. */
export function TableHead({ columns }: { columns: string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((id) => (
          <th scope="col" key={id}>
            <FormattedMessage id={id} />
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A date in a table cell (with the time when asked), or a dash when there is none. */
export function DateCell({ value, time = false, label }: { value: string | null | undefined; time?: boolean; label?: string }) {
  return <td data-label={label}>{value ? <FormattedDay value={value} dateStyle="medium" timeStyle={time ? 'short' : undefined} /> : '—'}</td>;
}
