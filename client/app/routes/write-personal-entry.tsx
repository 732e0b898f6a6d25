import { useQuery } from '@apollo/client/react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/write-personal-entry';
import { DateFields } from '../components/forms/DateFields';
import { TextAreaField, TextField } from '../components/forms/Field';
import { UploadProgress } from '../components/forms/UploadProgress';
import { graphql } from '../graphql';
import { useSubmitPersonalEntry } from '../personal/use-submit-personal-entry';
import { useLocale } from '../i18n/use-locale';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, YEAR_MAX, YEAR_MIN, type DateInput } from '#shared/article-rules';
import { uploadRefusalOf, uploadRefusalText } from '../lib/article-messages';
import { queryData } from '../lib/apollo';
import { DonationCreditsQuery } from '../donations/documents';
import { usePaymentReturn } from '../donations/payment-return';
import { formatPrice } from '../donations/price';
import { useDraft } from '../lib/drafts';
import { memberPageMeta } from '../lib/member-page';
import { notFound } from '../lib/not-found';
import { memberPath } from '#shared/paths';
import {
  DONATION_AMOUNT,
  DONATION_CURRENCY,
  PERSONAL_KINDS,
  PERSONAL_TEXT_MAX_LENGTH,
  PERSONAL_TEXT_MIN_LENGTH,
  PERSONAL_TITLE_MAX_LENGTH,
  personalEntryProblems,
  type PersonalKind,
} from '#shared/personal-entry-rules';
import { serverApollo } from '../lib/server-apollo';
import { requireMember } from '../lib/session';
import { notify } from '../lib/toast';
import { uploadFile } from '../lib/upload';
import type { ErrorCode } from '../graphql/graphql';
import { refusalMessage } from '../lib/refusals';
import { SiteApollo } from '../lib/site-apollo';
import { KindChooser } from '../components/forms/KindChooser';
import type { MessagesHandle } from '#shared/message-parts';

/** The messages this page shows (shared/message-parts.ts). */
export const handle: MessagesHandle = { messages: 'all' };

const WritePersonalEntryRouteQuery = graphql(`
  query WritePersonalEntryRoute($id: ID!) {
    articleDraft(id: $id) {
      id
      status
      title
      summary
      rejectionReason
      author {
        uid
      }
      coverImage {
        id
        url
      }
      entry {
        kind
        personalKind
        date {
          year
          month
          day
        }
      }
    }
  }
`);

interface Form {
  personalKind: PersonalKind | null;
  title: string;
  date: DateInput;
  text: string;
  picture: { id: string; url: string } | null;
}

/** Members only. With ?revision= it reopens the member's rejected entry to fix it. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = requireMember(context, request);
  const url = new URL(request.url);
  const kind = url.searchParams.get('kind');
  const id = url.searchParams.get('revision');
  if (!id) return { rejected: null, kind: (PERSONAL_KINDS as readonly string[]).includes(kind ?? '') ? (kind as PersonalKind) : null };
  const { articleDraft: revision } = await queryData(serverApollo(context), WritePersonalEntryRouteQuery, { id });
  if (!revision || revision.author.uid !== viewer.uid || revision.entry.kind !== 'PERSONAL' || revision.status !== 'REJECTED') notFound(request);
  const form: Form = {
    personalKind: revision.entry.personalKind ?? null,
    title: revision.title,
    date: revision.entry.date ?? {},
    text: revision.summary,
    picture: revision.coverImage ? { id: revision.coverImage.id, url: revision.coverImage.url } : null,
  };
  return { rejected: { id: revision.id, reason: revision.rejectionReason, form }, kind: null };
}

/** A birthday, anniversary, memorial or event, listed on its day once approved and paid. */
function WritePersonalEntryPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { rejected } = loaderData;
  const empty: Form = rejected?.form ?? { personalKind: loaderData.kind, title: '', date: {}, text: '', picture: null };
  const [saved, save, clear] = useDraft(rejected ? `personal-entry:${rejected.id}` : 'personal-entry', JSON.stringify(empty));
  const kept = JSON.parse(saved) as Form;
  // The kind chosen on the donation page, unless the kept draft has one already.
  const form: Form = { ...empty, ...kept, personalKind: kept.personalKind ?? empty.personalKind };
  const change = (patch: Partial<Form>) => save(JSON.stringify({ ...form, ...patch }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { submitPersonalEntry } = useSubmitPersonalEntry();
  const [progress, setProgress] = useState<number | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const { data: credits } = useQuery(DonationCreditsQuery, { fetchPolicy: 'cache-and-network' });
  const price = formatPrice(intl, DONATION_AMOUNT, DONATION_CURRENCY);
  const errorText = (code: ErrorCode) =>
    intl.formatMessage(refusalMessage(code, 'personal'), {
      min: PERSONAL_TEXT_MIN_LENGTH,
      max: PERSONAL_TEXT_MAX_LENGTH,
      titleMax: PERSONAL_TITLE_MAX_LENGTH,
      yearMin: YEAR_MIN,
      yearMax: YEAR_MAX,
    });

  usePaymentReturn('donate.thanksCredit');

  const choosePicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refuse = (code: string | undefined) => {
      const { title, message } = uploadRefusalText(intl, uploadRefusalOf(code));
      notify({ status: 'warning', title, message, mode: 'replace', key: 'personal-upload' });
      setErrors((found) => ({ ...found, picture: title }));
    };
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return refuse('unsupported-format');
    if (file.size > IMAGE_MAX_BYTES) return refuse('image-too-large');
    setProgress(0);
    try {
      const result = await uploadFile<{ id?: string; url?: string; code?: string }>('/uploads/personal-picture', file, setProgress);
      if (result.status === 201 && result.body.id && result.body.url) {
        setErrors(({ picture: _gone, ...rest }) => rest);
        change({ picture: { id: result.body.id, url: result.body.url } });
      } else refuse(result.body?.code);
    } catch {
      refuse('upload-failed');
    } finally {
      setProgress(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { personalKind: form.personalKind, title: form.title, date: form.date, text: form.text, pictureId: form.picture?.id ?? null };
    const problems = personalEntryProblems(input);
    setErrors(Object.fromEntries(problems.map((p) => [p.field, errorText(p.code)])));
    if (problems.length) return;
    setBusy(true);
    const result = await submitPersonalEntry(input, rejected?.id ?? null);
    if (result?.revision) {
      clear();
      notify({
        status: 'success',
        title: t('personal.submitted'),
        message: t(result.paid ? 'personal.submittedPaid' : 'personal.submittedUnpaid', { price }),
        duration: 6000,
      });
      await navigate(memberPath(locale, '/user/my-articles'));
    } else if (result) {
      const fieldOf = (field: string | null | undefined) =>
        field === 'pictureId' ? 'picture' : field && ['personalKind', 'title', 'date', 'text'].includes(field) ? field : null;
      setErrors(Object.fromEntries(result.errors.flatMap((e) => (fieldOf(e.field) ? [[fieldOf(e.field)!, errorText(e.code)]] : []))));
      const general = result.errors.find((e) => !fieldOf(e.field));
      if (general) notify({ status: 'error', title: errorText(general.code), message: t('personal.kept'), mode: 'replace', key: 'personal-entry' });
    }
    setBusy(false);
  };

  return (
    <main id="main" className="page writing-page">
      <h1>
        <FormattedMessage id={rejected ? 'personal.fixHeading' : 'personal.heading'} />
      </h1>
      <p>
        <FormattedMessage id="personal.intro" values={{ price, donate: (text) => <Link to={memberPath(locale, '/donate')}>{text}</Link> }} />
      </p>
      {rejected?.reason ? (
        <p className="notice notice-warning" role="status">
          <FormattedMessage id="myArticles.reason" values={{ reason: rejected.reason }} />
        </p>
      ) : null}
      {!rejected && credits ? (
        <p className="notice" role="status">
          <FormattedMessage
            id={credits.donationCredits > 0 ? 'personal.creditReady' : 'personal.payAfter'}
            values={{ price, count: credits.donationCredits }}
          />
        </p>
      ) : null}
      <form className="form-card" onSubmit={submit} noValidate>
        <KindChooser
          name="personalKind"
          legendId="personal.kind"
          kinds={PERSONAL_KINDS}
          value={form.personalKind}
          error={errors.personalKind}
          onChoose={(personalKind) => change({ personalKind })}
          labelId={(kind) => `personal.kind.${kind}`}
        />
        <TextField
          label={t('personal.title')}
          hint={t('personal.titleHint', { max: PERSONAL_TITLE_MAX_LENGTH })}
          value={form.title}
          maxLength={PERSONAL_TITLE_MAX_LENGTH}
          autoComplete="off"
          onChange={(e) => change({ title: e.target.value })}
          error={errors.title}
        />
        <DateFields legend={t('personal.date')} locale={locale} withYear value={form.date} onChange={(date) => change({ date })} error={errors.date} />
        <TextAreaField
          label={t('personal.text')}
          hint={t('personal.textHint', { min: PERSONAL_TEXT_MIN_LENGTH, max: PERSONAL_TEXT_MAX_LENGTH, count: form.text.trim().length })}
          value={form.text}
          rows={5}
          maxLength={PERSONAL_TEXT_MAX_LENGTH + 50}
          onChange={(e) => change({ text: e.target.value })}
          error={errors.text}
        />
        <div className={`field${errors.picture ? ' field-invalid' : ''}`}>
          <span className="field-label" id="personal-picture-label">
            <FormattedMessage id="personal.picture" />
          </span>
          {form.picture ? <img className="personal-picture-preview" src={form.picture.url} alt={t('personal.pictureAlt')} /> : null}
          <p className="field-hint">
            <FormattedMessage id="personal.pictureHint" />
          </p>
          <p className="picture-actions">
            <button
              type="button"
              className="button button-secondary button-small"
              aria-describedby="personal-picture-label"
              disabled={progress !== null}
              onClick={() => picker.current?.click()}
            >
              <FormattedMessage id={form.picture ? 'personal.changePicture' : 'personal.addPicture'} />
            </button>
            {form.picture ? (
              <button type="button" className="button button-secondary button-small" onClick={() => change({ picture: null })}>
                <FormattedMessage id="personal.removePicture" />
              </button>
            ) : null}
          </p>
          <input ref={picker} type="file" hidden accept={IMAGE_TYPES.join(',')} onChange={choosePicture} aria-labelledby="personal-picture-label" />
          <div aria-live="polite">{progress !== null ? <UploadProgress value={progress} /> : null}</div>
          {errors.picture ? (
            <p className="field-error" role="alert">
              {errors.picture}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button-wide" disabled={busy || progress !== null}>
          <FormattedMessage id={busy ? 'auth.working' : 'personal.submit'} />
        </button>
      </form>
    </main>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => memberPageMeta(matches, '/write-personal-entry', 'personal.pageTitle');

/** Writing a personal entry reads the member's credits through Apollo. */
export default function WritePersonalEntryRoute(props: Route.ComponentProps) {
  return (
    <SiteApollo>
      <WritePersonalEntryPage {...props} />
    </SiteApollo>
  );
}
