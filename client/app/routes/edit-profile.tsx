import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/edit-profile';
import { EmailField, TextAreaField, TextField } from '../components/forms/Field';
import { PasswordPrompt } from '../components/PasswordPrompt';
import { graphql } from '../graphql';
import { useUpdateProfile } from '../account/use-update-profile';
import { firebaseAccount } from '../lib/use-auth-ready';
import { BIO_MAX_LENGTH, FULL_NAME_MAX_LENGTH, PICTURE_MAX_BYTES } from '#shared/account-rules';
import { queryData } from '../lib/apollo';
import { AccountError, authErrorCode, authMessageId } from '../lib/auth-errors';
import { useDraft } from '../lib/drafts';
import { memberPageMeta } from '../lib/member-page';
import { serverApollo } from '../lib/server-apollo';
import { markSessionChanged, requireMember, useSession } from '../lib/session';
import { notify } from '../lib/toast';
import { uploadFile } from '../lib/upload';
import { refusalMessage } from '../lib/refusals';

const ProfileQuery = graphql(`
  query EditProfileRoute {
    me {
      uid
      displayName
      email
      bio
      avatarUrl
      providerId
    }
  }
`);

export async function loader({ context, request }: Route.LoaderArgs) {
  requireMember(context, request);
  const { me } = await queryData(serverApollo(context), ProfileQuery, {});
  if (!me) throw new Response('Member not found', { status: 404 });
  return { me };
}

const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
type Upload = { state: 'idle' } | { state: 'uploading'; progress: number } | { state: 'ready'; id: string } | { state: 'failed'; message: string };

export default function EditProfileRoute({ loaderData: { me } }: Route.ComponentProps) {
  const intl = useIntl();
  const session = useSession();
  const revalidator = useRevalidator();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [displayName, setDisplayName, clearName] = useDraft(`profile-name:${me.uid}`, me.displayName);
  const [bio, setBio, clearBio] = useDraft(`profile-bio:${me.uid}`, me.bio);
  const [email, setEmail] = useState(me.email ?? '');
  const [preview, setPreview] = useState<string | null>(me.avatarUrl);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const updateProfile = useUpdateProfile();
  const [askingPassword, setAskingPassword] = useState(false);
  const passwordAnswer = useRef<(password: string | null) => void>(null);
  const objectUrl = useRef<string | null>(null);
  useEffect(() => () => void (objectUrl.current && URL.revokeObjectURL(objectUrl.current)), []);

  const choosePicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!PICTURE_TYPES.includes(file.type)) return setUpload({ state: 'failed', message: t('profile.pictureFormat') });
    if (file.size > PICTURE_MAX_BYTES) return setUpload({ state: 'failed', message: t('profile.pictureTooLarge') });
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = URL.createObjectURL(file);
    setPreview(objectUrl.current);
    setUpload({ state: 'uploading', progress: 0 });
    try {
      const result = await uploadFile<{ id?: string; code?: string }>('/uploads/profile-picture', file, (progress) =>
        setUpload({ state: 'uploading', progress }),
      );
      if (result.status === 201 && result.body.id) setUpload({ state: 'ready', id: result.body.id });
      else {
        const code = result.body?.code;
        const messages: Record<string, string> = {
          'image-too-large': 'profile.pictureTooLarge',
          'image-too-many-pixels': 'profile.picturePixels',
          'unsupported-format': 'profile.pictureFormat',
          'too-many-uploads': 'profile.pictureTooManyUploads',
        };
        const message = (code && messages[code]) ?? 'common.serverError';
        setUpload({ state: 'failed', message: t(message) });
        setPreview(me.avatarUrl);
      }
    } catch {
      setUpload({ state: 'failed', message: t('auth.code.network-request-failed') });
      setPreview(me.avatarUrl);
    }
  };

  const askPassword = () =>
    new Promise<string | null>((resolve) => {
      passwordAnswer.current = resolve;
      setAskingPassword(true);
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!displayName.trim()) found.displayName = t('profile.error.NAME_REQUIRED');
    if (bio.length > BIO_MAX_LENGTH) found.bio = t('profile.error.BIO_TOO_LONG');
    if (!email.trim()) found.email = t('auth.message.emailEmpty');
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      if (email.trim().toLowerCase() !== (me.email ?? '').toLowerCase()) {
        try {
          await (
            await firebaseAccount()
          ).changeEmail(session.firebase, { currentEmail: me.email ?? '', newEmail: email.trim(), provider: me.providerId ?? 'password' }, askPassword);
          notify({ status: 'info', title: t('profile.emailChangeSent', { email: email.trim() }), duration: 8000 });
        } catch (error) {
          const code = error instanceof AccountError ? error.code : authErrorCode(error);
          setErrors({ email: t(code === 'email-already-in-use' ? 'auth.message.emailAlreadyUsed' : authMessageId(code)) });
          return;
        }
      }
      const input = { displayName: displayName.trim(), bio: bio.trim(), pictureId: upload.state === 'ready' ? upload.id : null };
      const result = await updateProfile(input);
      if (!result?.user) {
        setErrors(Object.fromEntries((result?.errors ?? []).map((e) => [e.field ?? 'form', intl.formatMessage(refusalMessage(e.code, 'profile'))])));
        return;
      }
      clearName();
      clearBio();
      setUpload({ state: 'idle' });
      notify({ status: 'success', title: t('profile.saved.title'), message: t('profile.saved') });
      markSessionChanged();
      await revalidator.revalidate();
    } catch {
      notify({ status: 'error', title: t('common.serverError'), mode: 'replace', key: 'profile' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <main id="main" className="page member-page">
      <h1>
        <FormattedMessage id="profile.heading" />
      </h1>
      <form className="profile-form" onSubmit={submit} noValidate aria-busy={saving}>
        <fieldset className="picture-field">
          <legend>
            <FormattedMessage id="profile.picture" />
          </legend>
          <div className="picture-row">
            {preview ? (
              <img className="avatar-large" src={preview} alt={t('profile.pictureAlt', { name: displayName || me.displayName })} width={96} height={96} />
            ) : (
              <span className="avatar-large avatar-initial" aria-hidden="true">
                {(displayName || me.displayName).slice(0, 1).toUpperCase()}
              </span>
            )}
            <div>
              <label className="button-quiet file-button">
                <FormattedMessage id="profile.choosePicture" />
                <input
                  type="file"
                  accept={PICTURE_TYPES.join(',')}
                  className="visually-hidden"
                  onChange={choosePicture}
                  aria-describedby="picture-hint picture-status"
                />
              </label>
              <p id="picture-hint" className="field-hint">
                <FormattedMessage id="profile.pictureHint" />
              </p>
              <div id="picture-status" aria-live="polite">
                {upload.state === 'uploading' ? <progress max={1} value={upload.progress} aria-label={t('profile.uploadProgress')} /> : null}
                {upload.state === 'ready' ? <p className="field-hint">{t('profile.pictureReady')}</p> : null}
                {upload.state === 'failed' ? (
                  <p className="field-error" role="alert">
                    {upload.message}
                  </p>
                ) : null}
              </div>
            </div>
          </div>
        </fieldset>
        <TextField
          label={t('auth.fullName')}
          name="displayName"
          autoComplete="name"
          maxLength={FULL_NAME_MAX_LENGTH}
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
          error={errors.displayName}
          required
        />
        <EmailField hint={t('profile.emailHint')} value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <TextAreaField
          label={t('profile.bio')}
          name="bio"
          rows={5}
          maxLength={BIO_MAX_LENGTH}
          hint={t('profile.bioHint', { max: BIO_MAX_LENGTH })}
          value={bio}
          onChange={(e) => setBio(e.target.value)}
          error={errors.bio}
        />
        {errors.pictureId || errors.form ? (
          <p className="form-error" role="alert">
            {errors.pictureId ?? errors.form}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={saving || upload.state === 'uploading'}>
          {saving ? t('common.saving') : t('profile.save')}
        </button>
      </form>
      <PasswordPrompt
        open={askingPassword}
        onAnswer={(password) => {
          setAskingPassword(false);
          passwordAnswer.current?.(password);
        }}
      />
    </main>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => memberPageMeta(matches, '/user/edit-profile', 'profile.title');
