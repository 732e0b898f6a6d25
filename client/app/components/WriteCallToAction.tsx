import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import { memberPath } from '#shared/paths';
import { RewriteButton } from '../articles/RewriteButton';

/**
 * Invites readers to contribute: rewrite the article they read, or write on another topic. A page
 * without an article asks for the full one: a holiday nobody has written about yet (generated
 * facts), or a listing (a title and one line).
 */
export function WriteCallToAction({
  rewriteEntryId,
  fullArticleOf,
  holiday = false,
}: {
  rewriteEntryId?: string;
  /** The title of an entry without an article. */
  fullArticleOf?: string;
  holiday?: boolean;
}) {
  const locale = useLocale();
  return (
    <aside className="cta" aria-labelledby="cta-heading">
      <h2 id="cta-heading">
        <FormattedMessage id={fullArticleOf ? 'holiday.writeHeading' : 'cta.heading'} />
      </h2>
      <p>
        {fullArticleOf ? (
          <FormattedMessage id={holiday ? 'holiday.writeText' : 'listing.writeText'} values={{ title: fullArticleOf }} />
        ) : (
          <FormattedMessage id="cta.text" />
        )}
      </p>
      <div className="cta-actions">
        {rewriteEntryId ? (
          <>
            <RewriteButton entryId={rewriteEntryId} className="button">
              <FormattedMessage id={fullArticleOf ? 'holiday.writeButton' : 'cta.rewrite'} />
            </RewriteButton>{' '}
            <Link to={memberPath(locale, '/write-new-article')}>
              <FormattedMessage id="cta.other" />
            </Link>
          </>
        ) : (
          <Link className="button" to={memberPath(locale, '/write-your-article')}>
            <FormattedMessage id="cta.write" />
          </Link>
        )}
      </div>
    </aside>
  );
}
