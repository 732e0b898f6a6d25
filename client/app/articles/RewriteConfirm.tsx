import { FormattedMessage } from 'react-intl';
import type { ErrorCode } from '../graphql/graphql';
import { refusalMessage } from '../lib/refusals';
import { RewriteButton } from './RewriteButton';

/**
 * Starting a rewrite changes something (a draft is made), so it is a form the member sends, never
 * a link that a crawler or a prefetch could follow: this page asks when a member arrives at the
 * address of a rewrite, for example back from signing in, and says why a rewrite was refused.
 */
export function RewriteConfirm({ entryId, refused = null }: { entryId: string; refused?: ErrorCode | null }) {
  return (
    <main id="main" className="page writing-page">
      <h1>
        <FormattedMessage id="write.rewriteHeading" />
      </h1>
      {refused ? (
        <p role="alert" className="form-error">
          <FormattedMessage {...refusalMessage(refused, 'write')} />
        </p>
      ) : (
        <p>
          <FormattedMessage id="write.rewriteConfirm" />
        </p>
      )}
      <RewriteButton entryId={entryId} className="button" busyChildren={<FormattedMessage id="auth.working" />}>
        <FormattedMessage id="write.rewriteStart" />
      </RewriteButton>
    </main>
  );
}
