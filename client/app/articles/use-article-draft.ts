/**
 * The text of the article being written: what the member typed, what the server last saved, the
 * refusals per field, and the autosave that keeps both in step (and this browser's copy of what the
 * server does not have yet, which comes back first on the next visit).
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { getFragmentData } from '../graphql';
import type { ErrorCode } from '../graphql/graphql';
import { notify } from '../lib/toast';
import { useAutosave, type SaveOutcome } from '../lib/use-autosave';
import { contentOf, inputOf, type ArticleContent, type ArticleDraft } from './content';
import { WriteArticleRevision } from './documents';
import { useSaveArticleDraft } from './use-save-article-draft';

/** Messages to show under fields, by the field's name in the API (`form` for the whole form). */
export type FieldMessages = Record<string, string>;

export function useArticleDraft(revision: ArticleDraft, { editable, errorText }: { editable: boolean; errorText: (code: ErrorCode) => string }) {
  const intl = useIntl();
  const saveDraft = useSaveArticleDraft();
  const [content, setContent] = useState<ArticleContent>(() => contentOf(revision));
  const [saved, setSaved] = useState(revision);
  const [ready, setReady] = useState(false);
  const [errors, setErrors] = useState<FieldMessages>({});

  const save = async (next: ArticleContent): Promise<SaveOutcome> => {
    const result = await saveDraft(revision.id, inputOf(next));
    if (result?.revision) {
      setSaved(getFragmentData(WriteArticleRevision, result.revision));
      setErrors((found) => Object.fromEntries(Object.entries(found).filter(([field]) => field === 'rulesAccepted')));
      return 'saved';
    }
    if (!result) return 'failed';
    setErrors(Object.fromEntries(result.errors.map((e) => [e.field ?? 'form', errorText(e.code)])));
    return 'refused';
  };
  const autosave = useAutosave<ArticleContent>({ key: revision.id, enabled: editable, save, leaveWarning: intl.formatMessage({ id: 'write.leaveWarning' }) });

  // Work this browser kept but the server never got (a failed save, a closed tab) comes back first.
  useEffect(() => {
    const copy = editable ? autosave.unsavedCopy() : null;
    if (copy) {
      setContent(copy);
      autosave.change(copy);
      notify({ status: 'info', title: intl.formatMessage({ id: 'write.restored' }) });
    }
    setReady(true);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the page opens

  const update = (patch: Partial<ArticleContent>) => {
    setContent((current) => {
      const next = { ...current, ...patch };
      autosave.change(next);
      return next;
    });
  };

  return { content, update, saved, ready, errors, setErrors, autosave };
}

export type ArticleDraftState = ReturnType<typeof useArticleDraft>;
