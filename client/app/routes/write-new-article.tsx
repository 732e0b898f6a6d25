import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/write-new-article';
import { DateFields } from '../components/forms/DateFields';
import { TextField } from '../components/forms/Field';
import { useStartNewArticle } from '../articles/use-start-new-article';
import { useLocale } from '../i18n/use-locale';
import { newArticleProblems, PERSON_NAME_MAX_LENGTH, YEAR_MAX, YEAR_MIN, type DateInput, type NewArticleInput, type WritableKind } from '#shared/article-rules';
import { writingErrorText } from '../lib/article-messages';
import { useDraft } from '../lib/drafts';
import { memberPageMeta } from '../lib/member-page';
import { memberPath } from '#shared/paths';
import { requireMember } from '../lib/session';
import type { ErrorCode } from '../graphql/graphql';
import { KindChooser } from '../components/forms/KindChooser';
import type { MessagesHandle } from '#shared/message-parts';

/** The messages this page shows (shared/message-parts.ts). */
export const handle: MessagesHandle = { messages: 'all' };

export function loader({ context, request }: Route.LoaderArgs) {
  requireMember(context, request);
  return null;
}

const KINDS: WritableKind[] = ['HOLIDAY', 'EVENT', 'PERSON'];

/**
 * What was typed for each type, kept apart: switching the type and back brings a type's fields
 * back, and nothing typed for one type reaches another (a person's name is no event's title).
 */
interface NewArticleForm {
  kind: WritableKind | null;
  HOLIDAY: { date: DateInput };
  EVENT: { date: DateInput };
  PERSON: { personName: string; birth: DateInput; death: DateInput };
}

const EMPTY: NewArticleForm = { kind: null, HOLIDAY: { date: {} }, EVENT: { date: {} }, PERSON: { personName: '', birth: {}, death: {} } };

const isKind = (value: unknown): value is WritableKind => KINDS.includes(value as WritableKind);
const dateOf = (value: unknown): DateInput => (value && typeof value === 'object' ? value : {});

/** The form as this tab kept it; anything unreadable starts empty rather than breaking the page. */
function formOf(saved: string): NewArticleForm {
  let stored: Record<string, unknown>;
  try {
    stored = JSON.parse(saved) as Record<string, unknown>;
  } catch {
    return EMPTY;
  }
  if (!stored || typeof stored !== 'object') return EMPTY;
  const kind = isKind(stored.kind) ? stored.kind : null;
  // A form kept before the types were kept apart had one date, which was the chosen type's.
  const earlier = (of: WritableKind): Record<string, unknown> => (of === 'PERSON' ? stored : of === kind ? { date: stored.date } : {});
  const part = (of: WritableKind) => (stored[of] && typeof stored[of] === 'object' ? (stored[of] as Record<string, unknown>) : earlier(of));
  const person = part('PERSON');
  return {
    kind,
    HOLIDAY: { date: dateOf(part('HOLIDAY').date) },
    EVENT: { date: dateOf(part('EVENT').date) },
    PERSON: { personName: typeof person.personName === 'string' ? person.personName : '', birth: dateOf(person.birth), death: dateOf(person.death) },
  };
}

/** Only the chosen type's fields go to the server. */
function inputOf(form: NewArticleForm): NewArticleInput {
  switch (form.kind) {
    case 'HOLIDAY':
    case 'EVENT':
      return { kind: form.kind, date: form[form.kind].date };
    case 'PERSON':
      return { kind: 'PERSON', ...form.PERSON };
    default:
      return { kind: null };
  }
}

/** The first step of a new article: what it is about and when. */
export default function WriteNewArticleRoute() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [saved, save, clear] = useDraft('new-article', JSON.stringify(EMPTY));
  const form = formOf(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { startNewArticle } = useStartNewArticle();
  const errorText = (code: ErrorCode) => writingErrorText(intl, code);
  const chooseKind = (kind: WritableKind) => {
    // A message about one type's fields would stand under another type's.
    setErrors({});
    save(JSON.stringify({ ...form, kind }));
  };
  const changeHoliday = (date: DateInput) => save(JSON.stringify({ ...form, HOLIDAY: { date } }));
  const changeEvent = (date: DateInput) => save(JSON.stringify({ ...form, EVENT: { date } }));
  const changePerson = (patch: Partial<NewArticleForm['PERSON']>) => save(JSON.stringify({ ...form, PERSON: { ...form.PERSON, ...patch } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(form);
    const problems = newArticleProblems(input);
    setErrors(Object.fromEntries(problems.map((p) => [p.field, errorText(p.code)])));
    if (problems.length) return;
    setBusy(true);
    const result = await startNewArticle({ ...input, locale, kind: input.kind! });
    if (result?.revision) {
      clear();
      await navigate(`${memberPath(locale, '/write-article')}?revision=${result.revision.id}`);
    } else if (result) setErrors(Object.fromEntries(result.errors.map((e) => [e.field ?? 'kind', errorText(e.code)])));
    setBusy(false);
  };

  return (
    <main id="main" className="page writing-page">
      <h1>
        <FormattedMessage id="write.new.heading" />
      </h1>
      <p>
        <FormattedMessage id="write.new.intro" values={{ guide: (text) => <Link to={memberPath(locale, '/write-your-article')}>{text}</Link> }} />
      </p>
      <form className="form-card" onSubmit={submit} noValidate>
        <KindChooser
          name="kind"
          legendId="write.type"
          kinds={KINDS}
          value={form.kind}
          error={errors.kind}
          onChoose={chooseKind}
          labelId={(kind) => `write.kind.${kind}`}
          hintId={(kind) => `write.kindHint.${kind}`}
        />
        {form.kind === 'HOLIDAY' ? (
          <DateFields
            key="holiday"
            legend={t('write.holidayDate')}
            locale={locale}
            withYear={false}
            value={form.HOLIDAY.date}
            onChange={changeHoliday}
            error={errors.date}
          />
        ) : null}
        {form.kind === 'EVENT' ? (
          <DateFields key="event" legend={t('write.eventDate')} locale={locale} withYear value={form.EVENT.date} onChange={changeEvent} error={errors.date} />
        ) : null}
        {form.kind === 'PERSON' ? (
          <>
            <TextField
              label={t('write.personName')}
              value={form.PERSON.personName}
              maxLength={PERSON_NAME_MAX_LENGTH}
              autoComplete="off"
              onChange={(e) => changePerson({ personName: e.target.value })}
              error={errors.personName}
            />
            <p className="field-hint">
              <FormattedMessage id="write.personDatesHint" values={{ min: YEAR_MIN, max: YEAR_MAX }} />
            </p>
            <DateFields
              legend={t('write.birth')}
              locale={locale}
              withYear
              value={form.PERSON.birth}
              onChange={(birth) => changePerson({ birth })}
              error={errors.birth}
            />
            <DateFields
              legend={t('write.death')}
              locale={locale}
              withYear
              value={form.PERSON.death}
              onChange={(death) => changePerson({ death })}
              error={errors.death}
            />
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
