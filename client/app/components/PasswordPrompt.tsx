import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from './forms/Field';

/** A modal dialog that asks for the password again before a sensitive change. */
export function PasswordPrompt({ open, onAnswer }: { open: boolean; onAnswer: (password: string | null) => void }) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const [password, setPassword] = useState('');
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
    if (!open && dialog.current?.open) dialog.current.close();
    if (!open) setPassword('');
  }, [open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAnswer(password);
  };
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="password-prompt-heading" onCancel={() => onAnswer(null)}>
      <form onSubmit={submit}>
        <h2 id="password-prompt-heading">
          <FormattedMessage id="profile.reauth.heading" />
        </h2>
        <p>
          <FormattedMessage id="profile.reauth.intro" />
        </p>
        <TextField
          label={intl.formatMessage({ id: 'auth.password' })}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <div className="dialog-actions">
          <button type="button" className="button-quiet" onClick={() => onAnswer(null)}>
            <FormattedMessage id="common.cancel" />
          </button>
          <button type="submit" className="button">
            <FormattedMessage id="profile.reauth.confirm" />
          </button>
        </div>
      </form>
    </dialog>
  );
}
