import { useIntl } from 'react-intl';
import { LOCALES, LOCALE_INFO, type Locale } from '../../shared/locales';
import { useLocale } from '../i18n/use-locale';
import { useAlternates } from '../lib/alternates';
import { homePath } from '../../shared/paths';
import { LOCALE_COOKIE, localeCookie } from '../lib/locale-cookie';
import { useDisclosure } from '../lib/use-disclosure';

/**
 * Leads to the same page in another language, or to that language's home when the page has no
 * translation. Choosing a language stores it in the locale cookie. A disclosure widget, so it
 * works by keyboard and without JavaScript; with it, Escape and a click elsewhere close it.
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const current = useLocale();
  const alternates = useAlternates();
  const { open, setOpen, root, toggle, onKeyDown } = useDisclosure<HTMLDetailsElement, HTMLElement>();
  const choose = (locale: Locale) => {
    document.cookie = localeCookie(locale);
  };
  return (
    <details className="language-switcher" ref={root} open={open} onToggle={(event) => setOpen(event.currentTarget.open)} onKeyDown={onKeyDown}>
      <summary ref={toggle} className="header-button" aria-label={intl.formatMessage({ id: 'language.label' })}>
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="10" />
          <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
        </svg>{' '}
        <span className="language-name">{LOCALE_INFO[current].name}</span>
        <span className="language-code" aria-hidden="true">
          {current.toUpperCase()}
        </span>
      </summary>
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={alternates[locale] ?? homePath(locale)}
              hrefLang={locale}
              lang={LOCALE_INFO[locale].iso}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => choose(locale)}
              data-cookie={LOCALE_COOKIE}
            >
              {LOCALE_INFO[locale].name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
