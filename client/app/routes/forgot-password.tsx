import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Route } from './+types/forgot-password';
import { TextField } from '../components/forms/Field';
import { useLocale } from '../i18n/use-locale';
import { sendPasswordReset } from '../lib/account';
import { authErrorCode, authMessageId } from '../lib/auth-errors';
import { memberPageMeta } from '../lib/member-page';
import { loginPath, useSession } from '../lib/session';
import { notify } from '../lib/toast';
import { useAuthReady } from '../lib/use-auth-ready';

export default function ForgotPasswordRoute() {
  const intl = useIntl();
  const locale = useLocale();
  const session = useSession();
  const ready = useAuthReady();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(t('auth.message.enterEmail'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await sendPasswordReset(session.firebase, email.trim());
      notify({ status: 'success', title: t('auth.message.resetSent.title'), message: t('auth.message.resetSent'), duration: 6000 });
    } catch (failure) {
      const code = authErrorCode(failure);
      if (code === 'user-not-found' || code === 'invalid-email') {
        setError(t('auth.message.invalidEmail'));
        notify({ status: 'error', title: t('auth.message.invalidEmail.title'), message: t('auth.message.invalidEmail'), mode: 'replace', key: 'reset' });
      } else {
        notify({ status: 'error', title: t(authMessageId(code)), mode: 'replace', key: 'reset' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className="page action-page">
      <div className="action-card">
        <h1>
          <FormattedMessage id="auth.forgot.heading" />
        </h1>
        <p className="muted">
          <FormattedMessage id="auth.forgot.intro" />
        </p>
        <form onSubmit={submit} noValidate aria-busy={!ready || busy}>
          <TextField label={t('auth.email')} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} required />
          <button type="submit" className="button button-wide" disabled={!ready || busy}>
            {!ready ? t('auth.preparing') : busy ? t('auth.working') : t('auth.forgot.submit')}
          </button>
        </form>
        <p className="action-switch">
          <Link to={loginPath(locale)}>{t('auth.forgot.back')}</Link>
        </p>
      </div>
    </main>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => memberPageMeta(matches, '/forgot-password', 'auth.forgot.title', 'auth.forgot.intro');
