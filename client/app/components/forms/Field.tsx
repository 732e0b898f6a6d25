import { useIntl } from 'react-intl';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field, announced, and marks the field invalid. */
  error?: ReactNode;
}

function Frame({ id, label, hint, error, children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, { hint, error }: FieldFrame): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({ label, hint, error, ref, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <input ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { label, hint, error })} {...input} />
    </Frame>
  );
}

export function TextAreaField({ label, hint, error, ...textarea }: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { label, hint, error })} {...textarea} />
    </Frame>
  );
}

/** The e-mail field every account form has. */
export function EmailField(props: Omit<FieldFrame, 'label'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name' | 'autoComplete'>) {
  const intl = useIntl();
  return <TextField label={intl.formatMessage({ id: 'auth.email' })} type="email" name="email" autoComplete="email" required {...props} />;
}
