import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '../i18n/use-locale';
import { memberPath } from '#shared/paths';
import { ArticlePreview } from './ArticlePreview';
import type { ArticleContent } from './content';
import type { FieldMessages } from './use-article-draft';

/** The saved article as readers will see it, the writing rules to accept, and the button that sends it to review. */
export function ArticlePreviewStep({
  content,
  about,
  errors,
  submitting,
  onEdit,
  onSubmit,
  onRulesAccepted,
}: {
  content: ArticleContent;
  about: string;
  errors: FieldMessages;
  submitting: boolean;
  onEdit: () => void;
  onSubmit: (rulesAccepted: boolean) => void;
  onRulesAccepted: () => void;
}) {
  const locale = useLocale();
  const [rulesAccepted, setRulesAccepted] = useState(false);
  return (
    <section aria-labelledby="preview-heading" className="article-preview-step">
      <h2 id="preview-heading">
        <FormattedMessage id="write.previewHeading" />
      </h2>
      <ArticlePreview content={content} about={about} />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit(rulesAccepted);
        }}
      >
        <div className={`field checkbox-field${errors.rulesAccepted ? ' field-invalid' : ''}`}>
          <label>
            <input
              type="checkbox"
              checked={rulesAccepted}
              aria-invalid={errors.rulesAccepted ? true : undefined}
              aria-describedby={errors.rulesAccepted ? 'rules-error' : undefined}
              onChange={(e) => {
                setRulesAccepted(e.target.checked);
                if (e.target.checked) onRulesAccepted();
              }}
            />{' '}
            <FormattedMessage
              id="write.rulesAccepted"
              values={{
                rules: (text) => (
                  <a href={memberPath(locale, '/write-your-article')} target="_blank" rel="noopener">
                    {text}
                  </a>
                ),
              }}
            />
          </label>
          {errors.rulesAccepted ? (
            <p id="rules-error" className="field-error" role="alert">
              {errors.rulesAccepted}
            </p>
          ) : null}
        </div>
        <div className="form-actions">
          <button type="button" className="button button-secondary" onClick={onEdit}>
            <FormattedMessage id="write.continueEditing" />
          </button>
          <button type="submit" className="button" disabled={submitting}>
            <FormattedMessage id={submitting ? 'auth.working' : 'write.submit'} />
          </button>
        </div>
      </form>
    </section>
  );
}
