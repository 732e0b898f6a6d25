import { FormattedMessage } from 'react-intl';

/**
 * A group of radio buttons that picks the kind of what is written (an article's, a personal
 * entry's), with its legend and, after a refusal, its message: the group and each button are
 * marked invalid and described by it.
 */
export function KindChooser<Kind extends string>({
  name,
  legendId,
  kinds,
  value,
  error,
  onChoose,
  labelId,
  hintId,
}: {
  name: string;
  legendId: string;
  kinds: readonly Kind[];
  value: Kind | null | undefined;
  error: string | undefined;
  onChoose: (kind: Kind) => void;
  labelId: (kind: Kind) => string;
  hintId?: (kind: Kind) => string;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className={`kind-chooser${error ? ' field-invalid' : ''}`} aria-describedby={error ? errorId : undefined}>
      <legend>
        <FormattedMessage id={legendId} />
      </legend>
      {kinds.map((kind) => (
        <label key={kind} className="choice">
          <input type="radio" name={name} value={kind} checked={value === kind} aria-invalid={error ? true : undefined} onChange={() => onChoose(kind)} />
          <span>
            <strong>
              <FormattedMessage id={labelId(kind)} />
            </strong>
            {hintId ? (
              <span className="muted">
                <FormattedMessage id={hintId(kind)} />
              </span>
            ) : null}
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
