import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/login';
import { TextField } from '../components/forms/Field';
import { SocialSignIn } from '../components/SocialSignIn';
import { useLocale } from '../i18n/use-locale';
import { signInWithPassword, signInWithProvider, type SocialProvider } from '../lib/account';
import { authErrorCode, authMessageId } from '../lib/auth-errors';
import { browserApollo } from '../lib/apollo';
import { memberPageMeta } from '../lib/member-page';
import { memberPath } from '../lib/paths';
import { returnUrlOrRedirect, useSession } from '../lib/session';
import { notify } from '../lib/toast';
import { useAuthReady } from '../lib/use-auth-ready';

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
  const t = (id: string) => intl.formatMessage({ id });

  const succeed = async () => {
    await browserApollo().clearStore();
    notify({ status: 'success', title: t('auth.message.welcome.title'), message: t('auth.message.welcome') });
    await navigate(loaderData.returnUrl, { replace: true });
  };

  const fail = (error: unknown) => {
    const code = authErrorCode(error);
    const message = WRONG_CREDENTIALS.has(code) ? t('auth.message.loginFailed') : t(authMessageId(code));
    setFormError(message);
    notify({ status: 'error', title: t('auth.message.loginFailed.title'), message, mode: 'replace', key: 'login-failed' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!email.trim()) {
      setEmailError(t('auth.message.emailEmpty'));
      return;
    }
    setEmailError(null);
    setBusy(true);
    try {
      await signInWithPassword(session.firebase, { email: email.trim(), password, remember });
      await succeed();
    } catch (error) {
      fail(error);
      setBusy(false);
    }
  };

  const social = async (provider: SocialProvider) => {
    setFormError(null);
    setBusy(true);
    try {
      await signInWithProvider(session.firebase, provider, remember);
      await succeed();
    } catch (error) {
      fail(error);
      setBusy(false);
    }
  };

  const registerPath = `${memberPath(locale, '/register')}?${new URLSearchParams({ returnUrl: loaderData.returnUrl })}`;
  return (
    <main id="main" className="page action-page">
      <div className="action-card">
        <h1>
          <FormattedMessage id="auth.login.heading" />
        </h1>
        <p className="muted">
          <FormattedMessage id="auth.login.intro" />
        </p>
        <form onSubmit={submit} noValidate aria-busy={!ready || busy}>
          <TextField label={t('auth.email')} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={emailError} required />
          <TextField
            label={t('auth.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
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
            <p className="form-error" role="alert">
              {formError}
            </p>
          ) : null}
          <button type="submit" className="button button-wide" disabled={!ready || busy}>
            {!ready ? t('auth.preparing') : busy ? t('auth.working') : t('auth.login.submit')}
          </button>
        </form>
        <SocialSignIn disabled={!ready || busy} onSignIn={social} />
        <p className="action-switch">
          <FormattedMessage id="auth.login.noAccount" /> <Link to={registerPath}>{t('auth.login.registerLink')}</Link>
        </p>
      </div>
    </main>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => memberPageMeta(matches, '/login', 'auth.login.title', 'auth.login.intro');
