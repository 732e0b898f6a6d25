import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import { homePath, memberPath } from '#shared/paths';
import { loginPath, useSession } from '../lib/session';
import { notify } from '../lib/toast';
import { useDisclosure } from '../lib/use-disclosure';
import { HeaderMenuButton } from './HeaderMenuButton';
import { canAdminister, canReview } from '#shared/roles';

/** The first letter a reader sees: invisible formatting characters (bidi controls, joiners) are skipped. */
const initialOf = (name: string) => Array.from(name.replace(/\p{Cf}/gu, '').trim())[0]?.toUpperCase() ?? '?';

/**
 * Visitors: sign in and register (on narrow screens behind one account button). Members: a menu
 * with their pages and log out.
 */
export function UserMenu() {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const disclosure = useDisclosure();
  const { open, setOpen, root, toggle, onKeyDown } = disclosure;
  const menuId = useId();

  const viewer = session.viewer;
  if (!viewer) {
    const here = location.pathname.includes('/login') || location.pathname.includes('/register') ? undefined : `${location.pathname}${location.search}`;
    return (
      <div className="user-menu user-menu-visitor" ref={root} onKeyDown={onKeyDown} data-open={open || undefined}>
        <HeaderMenuButton disclosure={disclosure} controls={menuId} label={intl.formatMessage({ id: 'account.menu' })} className="user-menu-toggle">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
        </HeaderMenuButton>
        <ul id={menuId} className="user-menu-links">
          <li>
            <Link to={loginPath(locale, here)} className="button-quiet">
              <FormattedMessage id="account.login" />
            </Link>
          </li>
          <li>
            <Link to={memberPath(locale, '/register')} className="button">
              <FormattedMessage id="account.register" />
            </Link>
          </li>
        </ul>
      </div>
    );
  }

  const logOut = async () => {
    setOpen(false);
    try {
      const { signOut } = await import('../lib/account');
      await signOut(session.firebase);
      notify({
        status: 'success',
        title: intl.formatMessage({ id: 'auth.message.loggedOut.title' }),
        message: intl.formatMessage({ id: 'auth.message.loggedOut' }),
      });
      await navigate(homePath(locale));
    } catch {
      notify({ status: 'error', title: intl.formatMessage({ id: 'auth.code.network-request-failed' }) });
    }
  };

  return (
    <div className="user-menu" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="button-quiet user-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={intl.formatMessage({ id: 'account.menuFor' }, { name: viewer.displayName })}
        onClick={() => setOpen(!open)}
      >
        {/* The initial is drawn, not written: the button's visible text is the name its label holds. */}
        <span className="avatar-initial" aria-hidden="true" data-initial={initialOf(viewer.displayName)} />
        <bdi className="user-menu-name">{viewer.displayName}</bdi>
      </button>
      <ul id={menuId} className="user-menu-list" hidden={!open}>
        <li>
          <Link to={memberPath(locale, `/author-articles/${viewer.uid}`)}>
            <FormattedMessage id="account.myProfile" />
          </Link>
        </li>
        <li>
          <Link to={memberPath(locale, '/user/edit-profile')}>
            <FormattedMessage id="account.editProfile" />
          </Link>
        </li>
        <li>
          <Link to={memberPath(locale, '/user/my-articles')}>
            <FormattedMessage id="account.myArticles" />
          </Link>
        </li>
        <li>
          <Link to={memberPath(locale, '/user/api-tokens')}>
            <FormattedMessage id="account.apiTokens" />
          </Link>
        </li>
        {canReview(viewer) ? (
          <li>
            <Link to={memberPath(locale, '/review')}>
              <FormattedMessage id="account.review" />
            </Link>
          </li>
        ) : null}
        {canAdminister(viewer) ? (
          <li>
            <Link to={memberPath(locale, '/admin')}>
              <FormattedMessage id="account.admin" />
            </Link>
          </li>
        ) : null}
        <li>
          <button type="button" onClick={logOut}>
            <FormattedMessage id="account.logout" />
          </button>
        </li>
      </ul>
    </div>
  );
}
