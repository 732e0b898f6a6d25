import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../lib/toast';
import { LineIcon } from './LineIcon';

/** Copies the address of the page being read, and says whether that worked. */
export function CopyLinkButton() {
  const intl = useIntl();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href.split('#')[0]);
      notify({ status: 'success', title: intl.formatMessage({ id: 'share.copied' }), mode: 'once', key: 'copy-link' });
    } catch {
      notify({ status: 'error', title: intl.formatMessage({ id: 'share.failed' }), message: window.location.href, mode: 'replace', key: 'copy-link-failed' });
    }
  };
  return (
    <button type="button" className="button-quiet copy-link" onClick={copy}>
      <LineIcon size={16}>
        <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
        <path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
      </LineIcon>
      <FormattedMessage id="share.copy" />
    </button>
  );
}
