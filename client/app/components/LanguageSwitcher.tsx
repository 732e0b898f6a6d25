import { useRef, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { LOCALES, LOCALE_INFO, type Locale } from '#shared/locales';
import { useLocale } from '../i18n/use-locale';
import { useAlternates } from '../lib/alternates';
import { homePath } from '#shared/paths';
import { LOCALE_COOKIE, localeCookie } from '../lib/locale-cookie';
import { useDisclosure } from '../lib/use-disclosure';

/** How long a mouse may be outside the menu before it closes. */
const POINTER_GRACE_MS = 400;

/**
 * Leads to the same page in another language, or to that language's home when the page has no
 * translation. Choosing a language stores it in the locale cookie. A disclosure widget, so it
 * works by keyboard and without JavaScript; with it, Escape, focus or a click elsewhere close it,
 * and so does a mouse that leaves it (after a moment, so crossing the gap to the list keeps it).
 * Its name is what it shows (the language, or on phones its code) followed by "Language", so a
 * reader who says what they see can reach it by voice.
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const current = useLocale();
  const alternates = useAlternates();
  const { open, setOpen, root, toggle, onKeyDown } = useDisclosure<HTMLDetailsElement, HTMLElement>();
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);
  const choose = (locale: Locale) => {
    document.cookie = localeCookie(locale);
  };
  const onPointerLeave = (event: PointerEvent) => {
    // A touch ends with a leave as well; only a mouse moving away means "not this menu".
    if (event.pointerType === 'mouse' && open) leaving.current = setTimeout(() => setOpen(false), POINTER_GRACE_MS);
  };
  const onPointerEnter = () => clearTimeout(leaving.current);
  return (
    <details
      className="language-switcher"
      ref={root}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={onKeyDown}
      onPointerLeave={onPointerLeave}
      onPointerEnter={onPointerEnter}
    >
      <summary ref={toggle} className="header-button">
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="10" />
          <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
        </svg>{' '}
        <span className="language-name">{LOCALE_INFO[current].name}</span>
        <span className="language-code">{current.toUpperCase()}</span>
        <span className="visually-hidden"> — {intl.formatMessage({ id: 'language.label' })}</span>
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
