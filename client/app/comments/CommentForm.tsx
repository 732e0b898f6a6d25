import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../i18n/use-locale';
import { COMMENT_MAX_LENGTH, COMMENT_MAX_LINKS, COMMENT_MIN_LENGTH, COMMENT_NAME_MAX_LENGTH } from '#shared/comment-rules';
import { useDraft } from '../lib/drafts';
import { proveHuman } from '../lib/proof-of-work';
import { useSession } from '../lib/session';
import { notify } from '../lib/toast';
import { TextAreaField, TextField } from '../components/forms/Field';
import { useAddComment } from './use-add-comment';
import type { ErrorCode } from '../graphql/graphql';
import { refusalMessage } from '../lib/refusals';

type Stage = 'idle' | 'proving' | 'sending';

/**
 * Name, comment, send. Before sending, the browser solves a proof-of-work challenge (about a
 * second). A bot that fills the invisible "website" field is refused. What was typed stays in
 * the form (and across reloads) until the comment is stored.
 */
export function CommentForm({ entryId, onPosted, headingLevel = 3 }: { entryId: string; onPosted: () => void; headingLevel?: 2 | 3 }) {
  // Under the entry's "Comments" heading a third level; on the comments page, under its title, the second.
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const intl = useIntl();
  const locale = useLocale();
  const { viewer } = useSession();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [name, setName] = useDraft('comment-name', viewer?.displayName ?? '');
  const [text, setText, clearText] = useDraft(`comment:${entryId}`, '');
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stage, setStage] = useState<Stage>('idle');
  const { addComment } = useAddComment();
  const errorText = (code: ErrorCode) =>
    intl.formatMessage(refusalMessage(code, 'comments'), {
      max: COMMENT_MAX_LENGTH,
      min: COMMENT_MIN_LENGTH,
      links: COMMENT_MAX_LINKS,
      nameMax: COMMENT_NAME_MAX_LENGTH,
    });

  const refuse = (code: ErrorCode, field: string | null) => {
    if (field === 'authorName' || field === 'text') setErrors({ [field]: errorText(code) });
    else notify({ status: 'error', title: t('comments.refused'), message: errorText(code), mode: 'replace', key: 'comment' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { commentProblems } = await import('#shared/comment-problems');
    const problems = commentProblems({ authorName: name, text });
    setErrors(Object.fromEntries(problems.map((p) => [p.field, errorText(p.code)])));
    if (problems.length) return;
    try {
      setStage('proving');
      const proof = await proveHuman();
      setStage('sending');
      const result = await addComment({ entryId, locale, authorName: name, text, proof, website: website || null });
      if (result?.comment) {
        clearText();
        setText('');
        setErrors({});
        notify({ status: 'success', title: t('comments.posted'), mode: 'replace', key: 'comment' });
        onPosted();
      } else if (result?.errors[0]) refuse(result.errors[0].code, result.errors[0].field ?? null);
    } catch (error) {
      // Only the proof of work throws here; the comment's own failures were answered by addComment.
      const code = (error as { code?: string }).code === 'proof-of-work-failed' ? 'PROOF_OF_WORK_FAILED' : null;
      if (code) refuse(code, null);
      else notify({ status: 'error', title: t('common.serverError'), mode: 'replace', key: 'comment' });
    } finally {
      setStage('idle');
    }
  };

  return (
    <form className="comment-form" onSubmit={submit} noValidate aria-labelledby="comment-form-heading">
      <Heading id="comment-form-heading">
        <FormattedMessage id="comments.formHeading" />
      </Heading>
      <TextField
        label={t('comments.name')}
        value={name}
        maxLength={COMMENT_NAME_MAX_LENGTH}
        autoComplete="name"
        onChange={(e) => setName(e.target.value)}
        error={errors.authorName}
      />
      <TextAreaField
        label={t('comments.comment')}
        value={text}
        rows={4}
        onChange={(e) => setText(e.target.value)}
        hint={t('comments.hint', { max: COMMENT_MAX_LENGTH, links: COMMENT_MAX_LINKS, count: text.trim().length })}
        error={errors.text}
      />
      {/* A field people never see or reach; only bots fill it in. */}
      <div className="honeypot" aria-hidden="true">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
        </label>
      </div>
      <button type="submit" className="button" disabled={stage !== 'idle'} aria-busy={stage !== 'idle'}>
        <FormattedMessage id={stage === 'proving' ? 'comments.proving' : stage === 'sending' ? 'comments.sending' : 'comments.send'} />
      </button>
    </form>
  );
}
