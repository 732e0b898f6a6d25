import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

/** Asks before a token is revoked: the scripts that use it stop working, and it cannot be undone. */
export function RevokeApiTokenDialog({ name, onAnswer }: { name: string | null; onAnswer: (revoke: boolean) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (name !== null && !dialog.current?.open) dialog.current?.showModal();
    if (name === null && dialog.current?.open) dialog.current.close();
  }, [name]);
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="revoke-token-heading" aria-describedby="revoke-token-text" onCancel={() => onAnswer(false)}>
      <h2 id="revoke-token-heading">
        <FormattedMessage id="apiTokens.confirmHeading" values={{ name: <bdi>{name}</bdi> }} />
      </h2>
      <p id="revoke-token-text">
        <FormattedMessage id="apiTokens.confirmText" />
      </p>
      <div className="dialog-actions">
        <button type="button" className="button-quiet" onClick={() => onAnswer(false)}>
          <FormattedMessage id="common.cancel" />
        </button>
        <button type="button" className="button button-danger" onClick={() => onAnswer(true)}>
          <FormattedMessage id="apiTokens.revoke" />
        </button>
      </div>
    </dialog>
  );
}
