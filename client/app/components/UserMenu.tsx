import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import { homePath, memberPath } from '../lib/paths';
import { loginPath, useSession } from '../lib/session';
import { notify } from '../lib/toast';

/** Visitors: sign in and register. Members: a menu with their pages and log out. */
export function UserMenu() {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('focusin', close);
    };
  }, [open]);

  const viewer = session.viewer;
  if (!viewer) {
    const here = location.pathname.includes('/login') || location.pathname.includes('/register') ? undefined : `${location.pathname}${location.search}`;
    return (
      <div className="user-menu user-menu-visitor">
        <Link to={loginPath(locale, here)} className="button-quiet">
          <FormattedMessage id="account.login" />
        </Link>
        <Link to={memberPath(locale, '/register')} className="button">
          <FormattedMessage id="account.register" />
        </Link>
      </div>
    );
  }

  const logOut = async () => {
    setOpen(false);
    try {
      const { signOut } = await import('../lib/account');
      await signOut(session.firebase);
      notify({ status: 'success', title: intl.formatMessage({ id: 'auth.message.loggedOut.title' }), message: intl.formatMessage({ id: 'auth.message.loggedOut' }) });
      await navigate(homePath(locale));
    } catch {
      notify({ status: 'error', title: intl.formatMessage({ id: 'auth.code.network-request-failed' }) });
    }
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <div className="user-menu" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="button-quiet user-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={intl.formatMessage({ id: 'account.menuFor' }, { name: viewer.displayName })}
        onClick={() => setOpen(!open)}
      >
        <span className="avatar-initial" aria-hidden="true">
          {viewer.displayName.slice(0, 1).toUpperCase()}
        </span>
        <span className="user-menu-name">{viewer.displayName}</span>
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
        {viewer.role !== 'MEMBER' ? (
          <li>
            <Link to={memberPath(locale, '/review')}>
              <FormattedMessage id="account.review" />
            </Link>
          </li>
        ) : null}
        {viewer.role === 'ADMIN' ? (
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
