import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LineIcon } from '../components/LineIcon';
import { notify } from '../lib/toast';

/**
 * A token just made, with a button that copies it: the site keeps only its hash, so this is the
 * one time it can be read. It takes the focus, so a screen reader says it is there.
 */
export function TokenShownOnce({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const fieldId = useId();
  useEffect(() => heading.current?.focus(), [secret]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify({ status: 'success', title: intl.formatMessage({ id: 'apiTokens.copied' }), mode: 'replace', key: 'api-token-copy' });
    } catch {
      notify({ status: 'error', title: intl.formatMessage({ id: 'apiTokens.copyFailed' }), mode: 'replace', key: 'api-token-copy' });
    }
  };

  return (
    <section className="notice token-shown-once" aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`} ref={heading} tabIndex={-1}>
        <FormattedMessage id="apiTokens.createdHeading" values={{ name: <bdi>{name}</bdi> }} />
      </h2>
      <p>
        <FormattedMessage id="apiTokens.createdOnce" />
      </p>
      <label htmlFor={fieldId} className="visually-hidden">
        <FormattedMessage id="apiTokens.createdLabel" values={{ name }} />
      </label>
      <div className="token-row">
        <input id={fieldId} className="token-value" value={secret} readOnly spellCheck={false} dir="ltr" onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button" onClick={copy}>
          <LineIcon size={16}>
            <rect x="9" y="9" width="11" height="11" rx="2" />
            <path d="M5 15V5a2 2 0 0 1 2-2h10" />
          </LineIcon>
          <FormattedMessage id="apiTokens.copy" />
        </button>
      </div>
      <button type="button" className="button-quiet" onClick={onDone}>
        <FormattedMessage id="apiTokens.done" />
      </button>
    </section>
  );
}
