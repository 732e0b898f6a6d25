import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/login';
import { ActionCard } from '../components/ActionCard';
import { EmailField, TextField } from '../components/forms/Field';
import { SubmitButton } from '../components/forms/SubmitButton';
import { SocialSignIn } from '../components/SocialSignIn';
import { useLocale } from '../i18n/use-locale';
import type { SocialProvider } from '../lib/account';
import { authErrorCode, authMessageId } from '../lib/auth-errors';
import { memberPageMeta } from '../lib/member-page';
import { memberPath } from '#shared/paths';
import { returnUrlOrRedirect, useSession } from '../lib/session';
import { notify } from '../lib/toast';
import { firebaseAccount, useAuthReady } from '../lib/use-auth-ready';

export const loader = ({ request, context }: Route.LoaderArgs) => returnUrlOrRedirect(context, request);

/** Credentials were wrong: the spec's "Login Failed! / Please check your credentials." */
const WRONG_CREDENTIALS = new Set(['wrong-password', 'invalid-credential', 'user-not-found', 'invalid-email']);

export default function LoginRoute({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const session = useSession();
  const ready = useAuthReady();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [busy, setBusy] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // Wrong credentials are a fault of the e-mail or the password: both fields point at the message.
  const [credentialsRefused, setCredentialsRefused] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  const succeed = async () => {
    notify({ status: 'success', title: t('auth.message.welcome.title'), message: t('auth.message.welcome') });
    await navigate(loaderData.returnUrl, { replace: true });
  };

  const fail = (error: unknown) => {
    const code = authErrorCode(error);
    const message = WRONG_CREDENTIALS.has(code) ? t('auth.message.loginFailed') : t(authMessageId(code));
    setFormError(message);
    setCredentialsRefused(WRONG_CREDENTIALS.has(code));
    notify({ status: 'error', title: t('auth.message.loginFailed.title'), message, mode: 'replace', key: 'login-failed' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setCredentialsRefused(false);
    if (!email.trim()) {
      setEmailError(t('auth.message.emailEmpty'));
      return;
    }
    setEmailError(null);
    setBusy(true);
    try {
      await (await firebaseAccount()).signInWithPassword(session.firebase, { email: email.trim(), password, remember });
      await succeed();
    } catch (error) {
      fail(error);
      setBusy(false);
    }
  };

  const social = async (provider: SocialProvider) => {
    setFormError(null);
    setCredentialsRefused(false);
    setBusy(true);
    try {
      await (await firebaseAccount()).signInWithProvider(session.firebase, provider, remember);
      await succeed();
    } catch (error) {
      fail(error);
      setBusy(false);
    }
  };

  const refusedCredentials = credentialsRefused ? { 'aria-invalid': true, 'aria-describedby': 'login-error' } : {};
  const registerPath = `${memberPath(locale, '/register')}?${new URLSearchParams({ returnUrl: loaderData.returnUrl })}`;
  return (
    <ActionCard heading="auth.login.heading" intro="auth.login.intro">
      <form onSubmit={submit} noValidate aria-busy={!ready || busy}>
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={emailError} {...refusedCredentials} />
        <TextField
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          {...refusedCredentials}
        />
        <div className="form-row">
          <label className="checkbox">
            <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            <FormattedMessage id="auth.rememberMe" />
          </label>
          <Link to={memberPath(locale, '/forgot-password')}>
            <FormattedMessage id="auth.login.forgot" />
          </Link>
        </div>
        {formError ? (
          <p id="login-error" className="form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <SubmitButton ready={ready} busy={busy} label="auth.login.submit" />
      </form>
      <SocialSignIn disabled={!ready || busy} onSignIn={social} />
      <p className="action-switch">
        <FormattedMessage id="auth.login.noAccount" /> <Link to={registerPath}>{t('auth.login.registerLink')}</Link>
      </p>
    </ActionCard>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => memberPageMeta(matches, '/login', 'auth.login.title', 'auth.login.intro');
