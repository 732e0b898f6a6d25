import { FormattedMessage } from 'react-intl';
import { Form, useNavigation } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import { rewriteActionPath } from './rewrite-path';

/**
 * Starting a rewrite changes something (a draft is made), so it is a form the member sends, never
 * a link that a crawler or a prefetch could follow: this page asks when a member arrives at the
 * address of a rewrite, for example back from signing in.
 */
export function RewriteConfirm({ entryId }: { entryId: string }) {
  const locale = useLocale();
  const busy = useNavigation().state !== 'idle';
  return (
    <main id="main" className="page writing-page">
      <h1>
        <FormattedMessage id="write.rewriteHeading" />
      </h1>
      <p>
        <FormattedMessage id="write.rewriteConfirm" />
      </p>
      <Form method="post" action={rewriteActionPath(locale, entryId)}>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          <FormattedMessage id={busy ? 'auth.working' : 'write.rewriteStart'} />
        </button>
      </Form>
    </main>
  );
}
