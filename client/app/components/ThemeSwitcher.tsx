import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ThemeChoice } from '#shared/theme';
import { chooseTheme, useThemeChoice } from '../lib/theme-choice';
import { useDisclosure } from '../lib/use-disclosure';
import { LineIcon } from './LineIcon';

const CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];

/** Sun, moon, and a screen for the system's setting. */
const ICONS: Record<ThemeChoice, ReactNode> = {
  light: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  dark: <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />,
  system: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </>
  ),
};

function Icon({ choice }: { choice: ThemeChoice }) {
  return <LineIcon size={18}>{ICONS[choice]}</LineIcon>;
}

/**
 * Light, dark or the system's setting, remembered in a cookie. A disclosure widget like the
 * language menu, holding a group of radio buttons: arrow keys move the choice, and a screen reader
 * hears which one is checked. Without JavaScript the page follows the system's setting.
 */
export function ThemeSwitcher() {
  const intl = useIntl();
  const choice = useThemeChoice();
  const { open, setOpen, root, toggle, onKeyDown } = useDisclosure<HTMLDetailsElement, HTMLElement>();
  const group = useId();
  const name = (c: ThemeChoice) => intl.formatMessage({ id: `theme.${c}` });
  return (
    <details className="theme-switcher" ref={root} open={open} onToggle={(event) => setOpen(event.currentTarget.open)} onKeyDown={onKeyDown}>
      <summary ref={toggle} className="header-button" aria-label={intl.formatMessage({ id: 'theme.current' }, { theme: name(choice) })}>
        <Icon choice={choice} />
      </summary>
      <fieldset className="theme-choices">
        <legend>{intl.formatMessage({ id: 'theme.label' })}</legend>
        {CHOICES.map((c) => (
          <label key={c} className="theme-choice">
            <input type="radio" name={group} value={c} checked={c === choice} onChange={() => chooseTheme(c)} />
            <Icon choice={c} />
            {name(c)}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
