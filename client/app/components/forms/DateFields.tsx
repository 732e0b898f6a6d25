import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '#shared/locales';
import type { DateInput } from '#shared/article-rules';
import { YEAR_MAX, YEAR_MIN } from '#shared/article-rules';
import { monthName } from '#shared/date-format';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** A date as day, month and (unless it recurs every year) year, in one labelled group. */
export function DateFields({
  legend,
  value,
  onChange,
  withYear,
  error,
  locale,
}: {
  legend: string;
  value: DateInput;
  onChange: (value: DateInput) => void;
  withYear: boolean;
  error?: string;
  locale: Locale;
}) {
  const intl = useIntl();
  const id = useId();
  const number = (text: string) => (text.trim() === '' ? null : Number(text));
  const invalid = error ? true : undefined;
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <fieldset className={`date-fields${error ? ' field-invalid' : ''}`} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      <div className="date-parts">
        <label>
          <span>{intl.formatMessage({ id: 'write.day' })}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={31}
            value={value.day ?? ''}
            aria-invalid={invalid}
            onChange={(e) => onChange({ ...value, day: number(e.target.value) })}
          />
        </label>
        <label>
          <span>{intl.formatMessage({ id: 'write.month' })}</span>
          <select value={value.month ?? ''} aria-invalid={invalid} onChange={(e) => onChange({ ...value, month: number(e.target.value) })}>
            <option value="">—</option>
            {MONTHS.map((month) => (
              <option key={month} value={month}>
                {monthName(locale, month)}
              </option>
            ))}
          </select>
        </label>
        {withYear ? (
          <label>
            <span>{intl.formatMessage({ id: 'write.year' })}</span>
            <input
              type="number"
              inputMode="numeric"
              min={YEAR_MIN}
              max={YEAR_MAX}
              value={value.year ?? ''}
              aria-invalid={invalid}
              onChange={(e) => onChange({ ...value, year: number(e.target.value) })}
            />
          </label>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
