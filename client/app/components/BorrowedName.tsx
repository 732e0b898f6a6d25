import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALE_INFO, type Locale } from '#shared/locales';

/**
 * An entry's name as readers see it. A name shown in another language than the page's, because
 * none exists in the page's yet, is marked with its language for screen readers and fonts, and
 * labelled for readers.
 */
export function BorrowedName({ name, fallbackFrom }: { name: string; fallbackFrom: Locale | null | undefined }) {
  const intl = useIntl();
  // Names are members' text too: isolated, so a right-to-left override in one cannot turn the page around.
  if (!fallbackFrom) return <bdi>{name}</bdi>;
  const language = new Intl.DisplayNames([intl.locale], { type: 'language' }).of(fallbackFrom) ?? LOCALE_INFO[fallbackFrom].name;
  return (
    <>
      <bdi lang={LOCALE_INFO[fallbackFrom].iso}>{name}</bdi>{' '}
      <small className="borrowed-label" title={intl.formatMessage({ id: 'borrowed.title' }, { language })}>
        <FormattedMessage id="borrowed.label" values={{ language }} />
      </small>
    </>
  );
}
