import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import type { Locale } from '#shared/locales';
import { rewriteActionPath } from './rewrite-path';

/**
 * Starts rewriting an entry's article in a language (the page's, unless `locale` says another): a
 * form, since it makes a draft. Signed-out readers are asked to sign in first. While the form is on
 * its way the button is disabled and shows `busyChildren`, if given. `entryId` is the entry's
 * `databaseId`, as the rewrite's address carries it.
 */
export function RewriteButton({
  entryId,
  locale,
  className,
  children,
  busyChildren,
}: {
  entryId: string;
  locale?: Locale;
  className?: string;
  children: ReactNode;
  busyChildren?: ReactNode;
}) {
  const pageLocale = useLocale();
  const action = rewriteActionPath(locale ?? pageLocale, entryId);
  const busy = useNavigation().formAction === action;
  return (
    <Form method="post" action={action} className="inline-form">
      <button type="submit" className={className} disabled={busy} aria-busy={busy}>
        {busy && busyChildren ? busyChildren : children}
      </button>
    </Form>
  );
}
