import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../i18n/use-locale';

/**
 * Code to read and copy: a caption naming it, the code (focusable, so a keyboard scrolls a long
 * line) and a button that copies it and says so. The code is the guide's English; the button
 * speaks the reader's language.
 */
export function CodeBlock({ id, caption, code }: { id: string; caption: ReactNode; code: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  // Formatted while rendering, so the page carries the words it may say after a click.
  const words = {
    copy: intl.formatMessage({ id: 'apiGuide.copy' }),
    copied: intl.formatMessage({ id: 'apiGuide.copied' }),
    failed: intl.formatMessage({ id: 'apiGuide.copyFailed' }),
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <figure className="code-block" aria-labelledby={`${id}-caption`}>
      <div className="code-block-bar">
        <figcaption id={`${id}-caption`}>{caption}</figcaption>
        <button type="button" className="button-quiet" lang={locale} aria-describedby={`${id}-caption`} onClick={copy}>
          {copied === 'yes' ? words.copied : words.copy}
        </button>
      </div>
      <pre tabIndex={0} aria-labelledby={`${id}-caption`}>
        <code>{code}</code>
      </pre>
      <p role="status" lang={locale} className={copied === 'failed' ? 'code-block-failed' : 'visually-hidden'}>
        {copied === 'failed' ? words.failed : copied === 'yes' ? words.copied : ''}
      </p>
    </figure>
  );
}
