import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Route } from './+types/forgot-password';
import { ActionCard } from '../components/ActionCard';
import { EmailField } from '../components/forms/Field';
import { SubmitButton } from '../components/forms/SubmitButton';
import { useLocale } from '../i18n/use-locale';
import { authErrorCode, authMessageId } from '../lib/auth-errors';
import { memberPageMeta } from '../lib/member-page';
import { loginPath, useSession } from '../lib/session';
import { notify } from '../lib/toast';
import { firebaseAccount, useAuthReady } from '../lib/use-auth-ready';

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
      await (await firebaseAccount()).sendPasswordReset(session.firebase, email.trim());
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
    <ActionCard heading="auth.forgot.heading" intro="auth.forgot.intro">
      <form onSubmit={submit} noValidate aria-busy={!ready || busy}>
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
        <SubmitButton ready={ready} busy={busy} label="auth.forgot.submit" />
      </form>
      <p className="action-switch">
        <Link to={loginPath(locale)}>{t('auth.forgot.back')}</Link>
      </p>
    </ActionCard>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => memberPageMeta(matches, '/forgot-password', 'auth.forgot.title', 'auth.forgot.intro');
