import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import { homePath } from '#shared/paths';
import { useToday } from '../lib/reader-time';

/**
 * The site's mark, a calendar leaf showing today's day of the month where the reader is. The
 * server draws it for the time zone the reader's cookie names (the site's default before the
 * browser has told it), so the page hydrates as rendered; the browser then corrects it to its own
 * zone (which the root remembers for the next page).
 */
export function Logo() {
  const locale = useLocale();
  const intl = useIntl();
  const today = useToday().day;
  return (
    // Named by what it shows (WCAG's label in name), then where it leads.
    <Link to={homePath(locale)} className="logo">
      <span className="logo-mark" aria-hidden="true" data-testid="logo-day">
        {today}
      </span>
      <span className="logo-text">Daypedia</span>
      <span className="visually-hidden"> {intl.formatMessage({ id: 'nav.home' })}</span>
    </Link>
  );
}
