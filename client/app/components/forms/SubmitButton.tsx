import { useIntl } from 'react-intl';

/**
 * The submit button of a member form: disabled, and saying so, until Firebase is ready in this
 * browser and while the form is being sent.
 */
export function SubmitButton({ ready, busy, label }: { ready: boolean; busy: boolean; label: string }) {
  const intl = useIntl();
  const text = !ready ? 'auth.preparing' : busy ? 'auth.working' : label;
  return (
    <button type="submit" className="button button-wide" disabled={!ready || busy}>
      {intl.formatMessage({ id: text })}
    </button>
  );
}
