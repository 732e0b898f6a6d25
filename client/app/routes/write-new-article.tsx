import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/write-new-article';
import { DateFields } from '../components/forms/DateFields';
import { TextField } from '../components/forms/Field';
import { graphql } from '../graphql';
import { useLocale } from '../i18n/use-locale';
import { newArticleProblems, PERSON_NAME_MAX_LENGTH, YEAR_MAX, YEAR_MIN, type DateInput, type NewArticleInput, type WritableKind } from '../lib/article-rules';
import { writingErrorText } from '../lib/article-messages';
import { browserApollo } from '../lib/apollo';
import { useDraft } from '../lib/drafts';
import { memberPageMeta } from '../lib/member-page';
import { memberPath } from '../lib/paths';
import { requireMember } from '../lib/session';
import { notify } from '../lib/toast';

const StartNewArticleMutation = graphql(`
  mutation StartNewArticle($input: NewArticleInput!) {
    startNewArticle(input: $input) {
      revision {
        id
      }
      errors {
        field
        code
      }
    }
  }
`);

export function loader({ context, request }: Route.LoaderArgs) {
  requireMember(context, request);
  return null;
}

const KINDS: WritableKind[] = ['HOLIDAY', 'EVENT', 'PERSON'];
const EMPTY: NewArticleInput = { kind: null, personName: '', date: {}, birth: {}, death: {} };

/** The first step of a new article: what it is about and when. */
export default function WriteNewArticleRoute() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [saved, save, clear] = useDraft('new-article', JSON.stringify(EMPTY));
  const input = { ...EMPTY, ...(JSON.parse(saved) as NewArticleInput) };
  const change = (patch: Partial<NewArticleInput>) => save(JSON.stringify({ ...input, ...patch }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const errorText = (code: string) => writingErrorText(intl, code);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = newArticleProblems(input);
    setErrors(Object.fromEntries(problems.map((p) => [p.field, errorText(p.code)])));
    if (problems.length) return;
    setBusy(true);
    try {
      const { data } = await browserApollo().mutate({ mutation: StartNewArticleMutation, variables: { input: { ...input, locale, kind: input.kind! } } });
      const result = data?.startNewArticle;
      if (result?.revision) {
        clear();
        await navigate(`${memberPath(locale, '/write-article')}?revision=${result.revision.id}`);
      } else setErrors(Object.fromEntries((result?.errors ?? []).map((e) => [e.field ?? 'kind', errorText(e.code)])));
    } catch {
      notify({ status: 'error', title: t('common.serverError'), mode: 'replace', key: 'new-article' });
    } finally {
      setBusy(false);
    }
  };

  const dateField = (field: 'date' | 'birth' | 'death', legend: string, withYear: boolean) => (
    <DateFields legend={legend} locale={locale} withYear={withYear} value={(input[field] ?? {}) as DateInput} onChange={(value) => change({ [field]: value })} error={errors[field]} />
  );

  return (
    <main id="main" className="page writing-page">
      <h1>
        <FormattedMessage id="write.new.heading" />
      </h1>
      <p>
        <FormattedMessage id="write.new.intro" values={{ guide: (text) => <Link to={memberPath(locale, '/write-your-article')}>{text}</Link> }} />
      </p>
      <form className="form-card" onSubmit={submit} noValidate>
        <fieldset className={`kind-chooser${errors.kind ? ' field-invalid' : ''}`} aria-describedby={errors.kind ? 'kind-error' : undefined}>
          <legend>
            <FormattedMessage id="write.type" />
          </legend>
          {KINDS.map((kind) => (
            <label key={kind} className="choice">
              <input type="radio" name="kind" value={kind} checked={input.kind === kind} onChange={() => change({ kind })} />
              <span>
                <strong>
                  <FormattedMessage id={`write.kind.${kind}`} />
                </strong>
                <span className="muted">
                  <FormattedMessage id={`write.kindHint.${kind}`} />
                </span>
              </span>
            </label>
          ))}
          {errors.kind ? (
            <p id="kind-error" className="field-error" role="alert">
              {errors.kind}
            </p>
          ) : null}
        </fieldset>
        {input.kind === 'HOLIDAY' ? dateField('date', t('write.holidayDate'), false) : null}
        {input.kind === 'EVENT' ? dateField('date', t('write.eventDate'), true) : null}
        {input.kind === 'PERSON' ? (
          <>
            <TextField
              label={t('write.personName')}
              value={input.personName ?? ''}
              maxLength={PERSON_NAME_MAX_LENGTH}
              autoComplete="off"
              onChange={(e) => change({ personName: e.target.value })}
              error={errors.personName}
            />
            <p className="field-hint">
              <FormattedMessage id="write.personDatesHint" values={{ min: YEAR_MIN, max: YEAR_MAX }} />
            </p>
            {dateField('birth', t('write.birth'), true)}
            {dateField('death', t('write.death'), true)}
          </>
        ) : null}
        <button type="submit" className="button button-wide" disabled={busy}>
          <FormattedMessage id={busy ? 'auth.working' : 'write.new.continue'} />
        </button>
      </form>
    </main>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => memberPageMeta(matches, '/write-new-article', 'write.new.title');
