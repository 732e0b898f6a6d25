import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/register';
import { ActionCard } from '../components/ActionCard';
import { EmailField, TextField } from '../components/forms/Field';
import { SubmitButton } from '../components/forms/SubmitButton';
import { useLocale } from '../i18n/use-locale';
import { FULL_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/account-rules';
import { AccountError, authErrorCode, authMessageId } from '../lib/auth-errors';
import { useDraft } from '../lib/drafts';
import { memberPageMeta } from '../lib/member-page';
import { proveHuman } from '../lib/proof-of-work';
import { loginPath, returnUrlOrRedirect, useSession } from '../lib/session';
import { dismiss, notify } from '../lib/toast';
import { firebaseAccount, useAuthReady } from '../lib/use-auth-ready';

export const loader = ({ request, context }: Route.LoaderArgs) => returnUrlOrRedirect(context, request);

type Field = 'fullName' | 'email' | 'password' | 'confirm';
/** Field errors the server names, as message ids. */
const SERVER_FIELD_MESSAGES: Record<string, string> = {
  'name-required': 'auth.message.nameRequired',
  'name-too-long': 'profile.error.NAME_TOO_LONG',
  'name-invalid-characters': 'profile.error.NAME_INVALID_CHARACTERS',
  'invalid-email': 'auth.message.emailFormat',
  'weak-password': 'auth.message.passwordTooShort',
};

export default function RegisterRoute({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const session = useSession();
  const ready = useAuthReady();
  const [fullName, setFullName, clearFullName] = useDraft('register-name', '');
  const [email, setEmail, clearEmail] = useDraft('register-email', '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [step, setStep] = useState<'idle' | 'proving' | 'saving'>('idle');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!fullName.trim()) found.fullName = t('auth.message.nameRequired');
    if (!email.trim()) found.email = t('auth.message.emailEmpty');
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) found.email = t('auth.message.emailFormat');
    if (password.length < PASSWORD_MIN_LENGTH) found.password = t('auth.message.passwordTooShort');
    if (confirm !== password) found.confirm = t('auth.message.passwordMismatch');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    dismiss('register');
    if (Object.keys(found).length) {
      if (found.confirm && !found.password)
        notify({ status: 'error', title: t('auth.message.passwordMismatch.title'), message: found.confirm, mode: 'replace', key: 'register' });
      return;
    }
    try {
      setStep('proving');
      const proof = await proveHuman();
      setStep('saving');
      await (await firebaseAccount()).register(session.firebase, { fullName: fullName.trim(), email: email.trim(), password, proof });
      clearFullName();
      clearEmail();
      notify({
        status: 'success',
        title: t('auth.message.welcome.title'),
        message: t('auth.register.verificationSent', { email: email.trim() }),
        duration: 6000,
      });
      await navigate(loaderData.returnUrl, { replace: true });
    } catch (error) {
      setStep('idle');
      showFailure(error);
    }
  };

  const showFailure = (error: unknown) => {
    const code = error instanceof AccountError ? error.code : authErrorCode(error);
    if (error instanceof AccountError && code === 'invalid-input') {
      setErrors(
        Object.fromEntries(Object.entries(error.fields).map(([field, fieldCode]) => [field, t(SERVER_FIELD_MESSAGES[fieldCode] ?? 'auth.code.unknown')])),
      );
      notify({ status: 'error', title: t('auth.message.registrationFailed'), mode: 'replace', key: 'register' });
    } else if (code === 'email-already-in-use') {
      setErrors({ email: t('auth.message.emailAlreadyUsed') });
      notify({
        status: 'error',
        title: t('auth.message.emailAlreadyUsed.title'),
        message: t('auth.message.emailAlreadyUsed'),
        mode: 'replace',
        key: 'register',
      });
    } else if (code === 'weak-password') {
      setErrors({ password: t('auth.message.passwordTooShort') });
      notify({ status: 'error', title: t('auth.message.weakPassword'), message: t('auth.message.passwordTooShort'), mode: 'replace', key: 'register' });
    } else {
      notify({ status: 'error', title: t('auth.message.registrationFailed'), message: t(authMessageId(code)), mode: 'replace', key: 'register' });
    }
  };

  const busy = step !== 'idle';
  return (
    <ActionCard heading="auth.register.heading" intro="auth.register.intro">
      <form onSubmit={submit} noValidate aria-busy={!ready || busy}>
        <TextField
          label={t('auth.fullName')}
          name="fullName"
          autoComplete="name"
          maxLength={FULL_NAME_MAX_LENGTH}
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          error={errors.fullName}
          required
        />
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <TextField
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
        <TextField
          label={t('auth.confirmPassword')}
          type="password"
          name="confirm"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirm}
          required
        />
        {step === 'proving' ? (
          <p className="form-status" role="status">
            <FormattedMessage id="auth.provingHuman" />
          </p>
        ) : null}
        <SubmitButton ready={ready} busy={busy} label="auth.register.submit" />
      </form>
      <p className="action-switch">
        <FormattedMessage id="auth.register.haveAccount" /> <Link to={loginPath(locale, loaderData.returnUrl)}>{t('auth.register.loginLink')}</Link>
      </p>
    </ActionCard>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => memberPageMeta(matches, '/register', 'auth.register.title', 'auth.register.intro');
